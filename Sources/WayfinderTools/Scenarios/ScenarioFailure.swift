internal import Wayfinder
public import WayfinderFlowFiles
internal import WayfinderPersistence

/// Why a scenario failed: where, what, and a −/+ diff of what was expected against what the
/// session showed.
///
/// ```
/// Flows/demo/scenarios/tabs.scenario:9:1: error: scenario 'Tabs keep their stacks': unexpected
/// screen
/// − screen tertiary
/// + screen secondary1
/// ```
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
  /// The scenario's name.
  public var scenario: String
  /// The line that failed.
  public var location: FileLocation
  /// What went wrong, in one line.
  public var message: String
  /// The expected lines of the diff (none when there is nothing to compare).
  public var expected: [String]
  /// The actual lines of the diff.
  public var actual: [String]

  /// Creates a failure.
  public init(
    scenario: String, location: FileLocation, message: String, expected: [String] = [],
    actual: [String] = []
  ) {
    self.scenario = scenario
    self.location = location
    self.message = message
    self.expected = expected
    self.actual = actual
  }

  /// The header line, then the diff, each line ending with a line break. Every line is made
  /// safe for a terminal (control characters from the scenario, the flows or a deep link are
  /// shown escaped).
  public var description: String {
    var text =
      TerminalText.sanitized("\(location): error: scenario '\(scenario)': \(message)") + "\n"
    for line in ScenarioDiff.lines(expected: expected, actual: actual) {
      text += TerminalText.sanitized(line) + "\n"
    }
    return text
  }
}

/// A line diff aligned on the longest common subsequence: `− ` expected only, `+ ` actual
/// only, two spaces for lines both have.
enum ScenarioDiff {
  static func lines(expected a: [String], actual b: [String]) -> [String] {
    guard !(a.isEmpty && b.isEmpty) else { return [] }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append("  " + a[i])
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
        lines.append("− " + a[i])
        i += 1
      } else {
        lines.append("+ " + b[j])
        j += 1
      }
    }
    return lines
  }
}
