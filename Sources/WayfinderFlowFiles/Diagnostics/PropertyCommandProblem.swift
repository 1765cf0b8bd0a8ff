/// Why a command a property compares with `command` can never be its value.
package enum PropertyCommandProblem: Hashable, Sendable {
  /// The text does not read as a command; the reason as the command language gives it.
  case unreadable(String)
  /// The REPL's own command (`facts`, `undo`, …), which never reaches the app.
  case notASessionCommand(String)
  /// `tap 2`: `command` names a tap by its button's label.
  case tapByNumber
  /// No screen has a button with this label.
  case unknownLabel(String)
  /// The command reads, but `command` holds it written this way.
  case writtenAs(String)

  /// The message for `text`, the literal as written.
  func message(_ text: String) -> String {
    let start = "property compares 'command' with '\(text)'"
    return switch self {
    case .unreadable(let reason):
      "\(start), which is not a command (\(reason)); write a command as a scenario does, "
        + "such as 'tap Continue' or 'open demo://item/7'"
    case .notASessionCommand(let word):
      "\(start), but '\(word)' is the REPL's own command and never reaches the app; "
        + "compare with a command the app performs, such as 'tap Continue'"
    case .tapByNumber:
      "\(start), but 'command' names a tap by its button's label, never by its number; "
        + "write 'tap LABEL'"
    case .unknownLabel(let label):
      "\(start), but no screen has a button labelled '\(label)'; write the label of a button "
        + "as the flow file spells it"
    case .writtenAs(let written):
      "\(start), but 'command' holds this command as '\(written)'; write it that way"
    }
  }
}
