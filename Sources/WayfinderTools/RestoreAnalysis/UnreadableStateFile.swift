public import WayfinderPersistence

/// A state file given to a ``RestoreAnalysis`` that holds no state it can restore: missing,
/// unreadable, too large, not a saved state, or saved by a newer Wayfinder. Unlike a state file
/// an app restores at launch, it is left where it is, untouched.
///
/// Its description is one line naming the file, what is wrong and what to do:
///
/// ```
/// State file 'future.json' was saved by a newer version of Wayfinder (schema version 9; this version reads up to 3); analyze it with the Wayfinder that saved it.
/// ```
public struct UnreadableStateFile: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path, as given.
  public var path: String
  /// What is wrong with it; `nil` when it does not exist.
  public var reason: UnusableStateFile.Reason?

  /// A report on the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file's path, as given.
  ///   - reason: What is wrong with it, or `nil` when it does not exist.
  public init(path: String, reason: UnusableStateFile.Reason?) {
    self.path = path
    self.reason = reason
  }

  /// `State file 'PATH' WHAT; WHAT TO DO.`, safe to print on a terminal.
  public var description: String {
    let (what, advice): (String, String) =
      switch reason {
      case nil: ("does not exist", "check its path")
      case .invalid(.newerSchema)?:
        (reason?.description ?? "", "analyze it with the Wayfinder that saved it")
      case let reason?: (reason.description, "give a state file an app saved")
      }
    return TerminalText.sanitized("State file '\(path)' \(what); \(advice).")
  }
}

extension RestoreAnalysis {
  /// The saved state in the file at `path`, read as an app reads its state file at launch
  /// (at most `StateFile.maximumSize` bytes, any older schema migrated), but never moved aside.
  ///
  /// - Parameter path: The file.
  /// - Returns: The state.
  /// - Throws: ``UnreadableStateFile`` naming the file and what is wrong with it.
  public static func read(stateFile path: String) throws(UnreadableStateFile) -> SavedState {
    let read: [UInt8]?
    do throws(StateFileError) {
      read = try WayfinderPersistence.StateFile(path: path).read()
    } catch {
      throw UnreadableStateFile(path: path, reason: .unreadable(error))
    }
    guard let bytes = read else { throw UnreadableStateFile(path: path, reason: nil) }
    do throws(SavedStateError) {
      return try SavedState(decoding: bytes)
    } catch {
      throw UnreadableStateFile(path: path, reason: .invalid(error))
    }
  }
}
