internal import Wayfinder

/// A state file that could not be restored, and where it was kept for inspection.
///
/// Its description is the one line to show before starting fresh, with what it quotes from the
/// file or its path made safe for a terminal (`TerminalText.sanitized(_:keepingLineBreaks:)`):
///
/// ```
/// State file 'state.json' is cut short: its JSON ends before it is complete; kept it as 'state.json.corrupt-1' and starting fresh.
/// ```
public struct UnusableStateFile: Hashable, Sendable, CustomStringConvertible {
  /// Why a file cannot be restored.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// It cannot be read, or is not a regular file.
    case unreadable(StateFileError)
    /// Its contents are not a saved state this build can read.
    case invalid(SavedStateError)
    /// It holds the state of another app.
    case otherApp(found: String, expected: String)
    /// The app's definition cannot hold any state; the detail says why.
    case unrestorable(String)

    /// The rest of the sentence `State file 'state.json' ...`, safe to print on a terminal.
    public var description: String { TerminalText.sanitized(text) }

    private var text: String {
      switch self {
      case .unreadable(.notAFile): "is not a regular file"
      case .unreadable(let error): "cannot be read (\(error.reason))"
      case .invalid(let error): error.description
      case .otherApp(let found, let expected):
        "holds the state of app '\(found)', not '\(expected)'"
      case .unrestorable(let detail): "cannot be restored (\(detail))"
      }
    }

    /// The label of the name it is kept under (`state.json.corrupt-1`), or `nil` when it is left
    /// where it is: a folder or device is never moved, nor a file the app cannot use for
    /// reasons of its own.
    var asideLabel: String? {
      switch self {
      case .unreadable(.notAFile), .unrestorable: nil
      case .unreadable: "unreadable"
      case .invalid(.newerSchema): "newer"
      case .invalid: "corrupt"
      case .otherApp: "other-app"
      }
    }
  }

  /// The file's path.
  public var path: String
  /// What is wrong with it.
  public var reason: Reason
  /// Where it was moved, or `nil` when it was left in place.
  public var keptAt: String?
  /// Why moving it aside failed, when it did.
  public var moveFailure: String?

  /// Creates a report.
  public init(path: String, reason: Reason, keptAt: String? = nil, moveFailure: String? = nil) {
    self.path = path
    self.reason = reason
    self.keptAt = keptAt
    self.moveFailure = moveFailure
  }

  /// `State file 'PATH' WHAT; kept it as 'PATH.corrupt-1' and starting fresh.`
  public var description: String {
    let outcome =
      if let keptAt { "kept it as '\(keptAt)' and starting fresh" } else if let moveFailure {
        "could not move it aside (\(moveFailure)); starting fresh"
      } else { "starting fresh" }
    return TerminalText.sanitized("State file '\(path)' \(reason); \(outcome).")
  }
}
