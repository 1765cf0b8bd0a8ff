import WayfinderDefinitions

/// What Tab completes, given the line typed so far.
struct Completions: Sendable, Equatable {
  /// Command names.
  var commands: [String] = ReplVerb.listed.map(\.rawValue)
  /// The labels of the current screen's actions.
  var actionLabels: [String] = []
  /// Tab identifiers.
  var tabs: [String] = []
  /// Fact names.
  var facts: [String] = []
  /// Example deep-link URLs.
  var urls: [String] = []
  /// Launch and interaction step identifiers.
  var steps: [String] = []

  /// Whole-line candidates for `line`: `ta` → `tab `, `tap `; `tap Go` → `tap Go to …`.
  func matches(for line: String) -> [String] {
    let leading = line.prefix { $0 == " " }
    let body = line.dropFirst(leading.count)
    guard let space = body.firstIndex(of: " ") else {
      return commands.filter { $0.hasPrefix(body.lowercased()) }.map { String(leading) + $0 + " " }
    }
    let verb = body[..<space].lowercased()
    let argument = body[body.index(after: space)...].drop { $0 == " " }
    let prefix = String(line.dropLast(argument.count))
    let candidates: [String]
    switch verb {
    case "tap": candidates = actionLabels
    case "tab": candidates = tabs
    case "set": candidates = facts.map { $0 + " " }
    case "open": candidates = urls
    case "help": candidates = commands
    case "cancel": candidates = ["all"] + steps
    case "run":
      // Several steps: complete the last word.
      let last = argument.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
      let head = String(line.dropLast(last.count))
      return steps.filter { $0.lowercased().hasPrefix(last.lowercased()) }.map { head + $0 + " " }
    default: candidates = []
    }
    let typed = argument.lowercased()
    return candidates.filter { $0.lowercased().hasPrefix(typed) }.map { prefix + $0 }
  }
}
