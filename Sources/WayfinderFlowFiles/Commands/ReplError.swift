internal import Wayfinder
internal import WayfinderPersistence

/// Everything the REPL can refuse, rendered in one place. Each message quotes what was typed.
package enum ReplError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(CommandVerb)
  case unexpectedArgument(CommandVerb, String)
  case invalidNumber(CommandVerb, String)
  case invalidDuration(String)
  case durationTooLong(String)
  case invalidLaunchOrigin(String)
  case invalidDetent(String)
  case linkNeedsURL
  case unknownHelpTopic(String)
  /// `swipe` followed by something other than `done` or `cancel`.
  case invalidSwipe(String)
  /// `window` followed by something other than `new`, a number or `close [N]`.
  case invalidWindow(String)
  /// `select` or `deselect` naming no column of a split.
  case invalidColumn(CommandVerb, String)
  /// `select` not written as `ROUTE in COLUMN`.
  case invalidSelection(String)
  /// `width` followed by something other than `compact` or `regular`.
  case invalidWidth(String)
  case lineTooLong(bytes: Int)
  case session(SessionError)
  case history(HistoryError)

  /// The message, one line, quoting what was typed with control characters shown escaped
  /// (`TerminalText.sanitized(_:keepingLineBreaks:)`).
  package var description: String { TerminalText.sanitized(message) }

  private var message: String {
    switch self {
    case .unknownCommand(let name):
      "Unknown command '\(name)'."
        + (Suggestions.closest(to: name.lowercased(), in: CommandVerb.all.map(\.name))
          .map { " Did you mean '\($0)'?" } ?? " Type 'help' for the list of commands.")
    case .missingArgument(let verb):
      "'\(verb.name)' needs an argument: \(verb.usage)."
    case .unexpectedArgument(let verb, let text):
      "'\(verb.name)' takes no argument, but got '\(text)'."
    case .invalidNumber(let verb, let text):
      "'\(verb.name)': '\(text)' is not a number."
    case .invalidDuration(let text):
      "'wait': '\(text)' is not a duration; write it like '2s', '500ms', '20h' or '1d 2h'."
    case .durationTooLong(let text):
      "'wait': '\(text)' is too long; wait at most \(WaitDuration.longestDays)d at a time."
    case .invalidLaunchOrigin(let text):
      "'relaunch': '\(text)' is not where the app can launch from; write 'relaunch --from "
        + "icon|link URL|shortcut [NAME]|notification', or a source the app's prompts name."
    case .invalidDetent(let text):
      "'detent': '\(text)' is not a detent; write 'detent medium', 'detent large' or a height "
        + "in points, as in 'detent 300'."
    case .linkNeedsURL:
      "'relaunch --from link' needs the link's URL, as in 'relaunch --from link demo://item/42'."
    case .invalidWindow(let text):
      "'window \(text)' is not a window command: type 'window new', 'window 2', 'window close'"
        + " or 'window close 2'; 'windows' lists them."
    case .invalidSwipe(let text):
      "'swipe \(text)' is not a swipe: type 'swipe' to begin a back gesture, then 'swipe done'"
        + " or 'swipe cancel'."
    case .invalidColumn(let verb, let text):
      "'\(verb.name)': '\(text)' is not a column of a split; write 'content' or 'detail'."
    case .invalidSelection(let text):
      "'select \(text)' is not a selection: write 'select ROUTE in COLUMN', as in "
        + "'select message(id: 7) in detail'."
    case .invalidWidth(let text):
      "'width \(text)' is not a width: write 'width compact' (one stack) or 'width regular' "
        + "(columns side by side)."
    case .unknownHelpTopic(let name):
      "No command is called '\(name)'."
        + (Suggestions.closest(to: name.lowercased(), in: CommandVerb.all.map(\.name))
          .map { " Did you mean '\($0)'?" } ?? " Type 'help' for the list of commands.")
    case .lineTooLong(let bytes):
      "The line is \(bytes) bytes long; a command is at most \(ReplCommand.maximumLineBytes) "
        + "bytes."
    case .session(let error):
      error.description
    case .history(let error):
      error.description
    }
  }
}
