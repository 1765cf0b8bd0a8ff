public import WayfinderFlowFiles

/// One command of a ``SessionHistory``: what was typed, what it meant, when it was given, and
/// everything needed to apply it again exactly as it was applied.
public struct HistoryEntry: Hashable, Sendable {
  /// The command.
  public var command: SessionCommand
  /// The line as it was typed (`tap Settings`), for people reading the history.
  public var text: String
  /// The session's time when the command was given, after ``waitBefore`` passed.
  public var time: Duration
  /// Whether the launch went on by itself after the command (virtual time).
  public var settling: Bool
  /// Time that passed on the real clock between the previous command and this one, replayed
  /// as a wait on the session's virtual clock before the command; zero on virtual time.
  public var waitBefore: Duration

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - text: The line as it was typed.
  ///   - time: The session's time when the command was given.
  ///   - settling: Whether the launch went on by itself after the command.
  ///   - waitBefore: Time that passed before the command, replayed as a wait.
  package init(
    _ command: SessionCommand, text: String, time: Duration, settling: Bool,
    waitBefore: Duration = .zero
  ) {
    self.command = command
    self.text = text
    self.time = time
    self.settling = settling
    self.waitBefore = waitBefore
  }

  /// Applies the entry to `session` as it was first applied: the time that passed before it,
  /// then the command. A session value is deterministic, so from the session the entry was
  /// first applied to this reaches the session it first reached. O(the command).
  func replay(on session: inout AppSession) {
    if waitBefore > .zero { _ = try? session.perform(.wait(waitBefore), settling: false) }
    _ = try? session.perform(command, settling: settling)
  }
}
