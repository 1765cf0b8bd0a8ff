import Wayfinder

/// Everything the REPL can refuse, rendered in one place. Each message quotes what was typed.
enum ReplError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(ReplVerb)
  case unexpectedArgument(ReplVerb, String)
  case invalidNumber(ReplVerb, String)
  case invalidDuration(String)
  case noSuchAction(number: Int, count: Int)
  case noActionLabelled(String, labels: [String])
  case ambiguousAction(String, matches: [String])
  case unknownFact(String, known: [String])
  case invalidFactValue(fact: String, type: FactType, text: String)
  case unknownTabNumber(Int, count: Int)
  case navigation(NavigationError)
  case other(String)

  var description: String {
    switch self {
    case .unknownCommand(let name):
      "Unknown command '\(name)'."
        + (Suggestions.closest(to: name.lowercased(), in: ReplVerb.listed.map(\.rawValue))
          .map { " Did you mean '\($0)'?" } ?? " Type 'help' for the list of commands.")
    case .missingArgument(let verb):
      "'\(verb.rawValue)' needs an argument: \(verb.usage)."
    case .unexpectedArgument(let verb, let text):
      "'\(verb.rawValue)' takes no argument, but got '\(text)'."
    case .invalidNumber(let verb, let text):
      "'\(verb.rawValue)': '\(text)' is not a number."
    case .invalidDuration(let text):
      "'wait': '\(text)' is not a duration; write it like '2s', '0.5s' or '500ms'."
    case .noSuchAction(let number, let count):
      count == 0
        ? "There is no action \(number): this screen has no actions."
        : "There is no action \(number): choose 1 to \(count)."
    case .noActionLabelled(let label, let labels):
      "No action is labelled '\(label)'."
        + (Suggestions.closest(to: label, in: labels).map { " Did you mean '\($0)'?" } ?? "")
    case .ambiguousAction(let label, let matches):
      "'\(label)' matches several actions: "
        + matches.map { "'\($0)'" }.joined(separator: ", ") + ". Type more of the label or its number."
    case .unknownFact(let name, let known):
      "Unknown fact '\(name)'."
        + (Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" }
          ?? (known.isEmpty ? "" : " Facts: " + known.joined(separator: ", ") + "."))
    case .invalidFactValue(let fact, let type, let text):
      "Fact '\(fact)' is \(type == .int ? "an" : "a") \(type); '\(text)' is not."
    case .unknownTabNumber(let number, let count):
      "There is no tab \(number): choose 1 to \(count)."
    case .navigation(let error):
      error.description
    case .other(let message):
      message
    }
  }
}
