internal import Wayfinder
internal import WayfinderTools

/// Failures of the command-line tool itself, before any app runs.
enum CLIError: Error, CustomStringConvertible {
  /// A file the tool writes cannot be opened: what it is (`the trace`), its path, and why.
  case cannotWrite(what: String, path: String, reason: String)
  /// A file the tool reads cannot be read: what it is (`the script`), its path, and why.
  case cannotRead(what: String, path: String, reason: String)

  var description: String {
    switch self {
    // A path comes from the command line and may hold anything: its controls are shown escaped
    // where it is written (`ConsoleText`).
    case .cannotWrite(let what, let path, let reason):
      "Cannot write \(what) to '\(path)': \(reason)."
    case .cannotRead(let what, let path, let reason):
      "Cannot read \(what) '\(path)': \(reason)."
    }
  }
}
