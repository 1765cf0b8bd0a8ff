internal import Wayfinder

/// Why a state file could not be read, written or moved aside.
///
/// Each description is one line naming the file: `Cannot save state to 'state.json': No space
/// left on device.` The path and the reason are shown with their control characters escaped
/// (`TerminalText.sanitized(_:keepingLineBreaks:)`), so a path that holds an escape sequence
/// cannot act on the terminal the line is printed to.
public enum StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be read; `reason` is the system's, such as `Permission denied`.
  case unreadable(path: String, reason: String)
  /// The path is a folder or another kind of file that is not a regular file.
  case notAFile(path: String)
  /// The state could not be written; the previous file, if any, is unchanged.
  case unwritable(path: String, reason: String)
  /// An unusable file could not be renamed out of the way.
  case cannotMoveAside(path: String, reason: String)
  /// The state file's lock could not be taken: its lock file at `lockPath` is not a regular
  /// file or cannot be opened or locked; `reason` says which (`is a folder`). Nothing may be
  /// saved without the lock.
  case cannotLock(path: String, lockPath: String, reason: String)

  /// The path the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .unwritable(let path, _), .cannotMoveAside(let path, _),
      .notAFile(let path), .cannotLock(let path, _, _):
      path
    }
  }

  /// What the system said went wrong.
  public var reason: String {
    switch self {
    case .unreadable(_, let reason), .unwritable(_, let reason), .cannotMoveAside(_, let reason):
      reason
    case .cannotLock(_, let lockPath, let reason): "its lock file '\(lockPath)' \(reason)"
    case .notAFile: "it is not a regular file"
    }
  }

  /// One line for a person, safe to print on a terminal.
  public var description: String { TerminalText.sanitized(text) }

  private var text: String {
    switch self {
    case .unreadable(let path, let reason): "State file '\(path)' cannot be read: \(reason)."
    case .notAFile(let path): "State file '\(path)' is not a regular file."
    case .unwritable(let path, let reason): "Cannot save state to '\(path)': \(reason)."
    case .cannotMoveAside(let path, let reason):
      "Cannot move state file '\(path)' aside: \(reason)."
    case .cannotLock(let path, let lockPath, let reason):
      "State file '\(path)' cannot be locked: its lock file '\(lockPath)' \(reason)."
    }
  }
}
