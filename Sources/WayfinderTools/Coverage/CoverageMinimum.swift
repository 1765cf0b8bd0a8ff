internal import Wayfinder

/// A minimum coverage asked of `wayfinder test --coverage`, as `--min` writes it: `90` for
/// screens and edges (what a bare percentage has always meant), `step-pairs=100` for one
/// criterion, `all=100` for every criterion.
///
/// ```swift
/// let minimums = try ["90", "step-pairs=100"].map(CoverageMinimum.init(parsing:))
/// CoverageMinimum.gates(minimums)   // [screens: 90, edges: 90, step-pairs: 100]
/// ```
public struct CoverageMinimum: Hashable, Sendable {
  /// Why a `--min` value was refused.
  public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text names no criterion.
    case unknownCriterion(String, text: String)
    /// The percentage is not a number from 0 to 100.
    case badPercentage(String, text: String)

    /// The message, naming the value and what to write instead.
    public var description: String {
      let names = CoverageCriterion.allCases.map(\.name)
      switch self {
      case .unknownCriterion(let name, let text):
        let suggestion = Suggestions.closest(to: name, in: names + ["all"])
        return "--min \(text): unknown coverage criterion '\(name)'."
          + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
          + " The criteria are \(names.joined(separator: ", ")), and all for every one."
      case .badPercentage(let percentage, let text) where text == percentage:
        return "--min must be a percentage from 0 to 100, or CRITERION=PERCENTAGE, "
          + "but was '\(text)'."
      case .badPercentage(let percentage, let text):
        return "--min \(text): the percentage must be from 0 to 100, but was '\(percentage)'."
      }
    }
  }

  /// The criteria it gates.
  public var criteria: [CoverageCriterion]
  /// The least percentage of each.
  public var percentage: Double

  /// A minimum of `percentage` for `criteria`.
  public init(_ criteria: [CoverageCriterion], percentage: Double) {
    self.criteria = criteria
    self.percentage = percentage
  }

  /// Reads `90`, `NAME=90` or `all=90`.
  ///
  /// - Throws: ``ParseError`` for an unknown name, or a percentage that is not a number from 0
  ///   to 100.
  public init(parsing text: String) throws(ParseError) {
    let name: Substring?
    let number: Substring
    if let equals = text.firstIndex(of: "=") {
      name = text[..<equals]
      number = text[text.index(after: equals)...]
    } else {
      name = nil
      number = text[...]
    }
    switch name {
    case nil: criteria = [.screens, .edges]
    case "all"?: criteria = CoverageCriterion.allCases
    case let name?:
      guard let criterion = CoverageCriterion(name: String(name)) else {
        throw .unknownCriterion(String(name), text: text)
      }
      criteria = [criterion]
    }
    guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
      throw .badPercentage(String(number), text: text)
    }
    percentage = value
  }

  /// The minimum of each criterion `minimums` ask for, a later one overriding an earlier one;
  /// screens and edges need 100 % unless asked otherwise, the other criteria nothing.
  public static func gates(_ minimums: [CoverageMinimum]) -> [CoverageCriterion: Double] {
    var gates: [CoverageCriterion: Double] = [.screens: 100, .edges: 100]
    for minimum in minimums {
      for criterion in minimum.criteria { gates[criterion] = minimum.percentage }
    }
    return gates
  }
}
