public import WayfinderFlowFiles

/// The commands given to a session, and a way back to the session as it was after any of
/// them: `undo`, `redo` and `goto N` in the REPL.
///
/// The history owns the session. Commands go through ``perform(_:text:settling:)`` (or
/// ``attempt(_:text:settling:)`` then ``commit(_:)``), which records each one that was applied;
/// a refused command records nothing. Points are numbered as commands are: point 0 is the
/// start, point N the session right after command N was answered.
///
/// ```swift
/// var history = SessionHistory(start: session)
/// _ = try history.perform(.tap(.label("Continue")), text: "tap Continue", settling: true)
/// _ = try history.perform(.tap(.number(1)), text: "tap 1", settling: true)
/// let move = try history.undo()          // Back to after command 1 of 2: tap Continue
/// _ = try history.redo()                 // Forward to after command 2 of 2: tap 1
/// _ = try history.go(to: 0)              // Back to the start (command 0 of 2)
/// ```
///
/// A new command given after `undo` drops the commands that could have been redone, as editors
/// do.
///
/// **Memory is bounded.** The history keeps every command (its text and parsed form: O(n)
/// small values) but a copy of the session only every ``checkpointInterval`` commands (O(n/K)
/// sessions), and reaches any other point by applying the commands after the nearest
/// checkpoint again. A session is a value on virtual time, so applying the same commands to
/// the same session reaches the same session — navigation, facts, the interaction machine and
/// its clock — exactly. Time that passed on the real clock between two commands is kept with
/// the later one and applied again as a wait on virtual time (``passTime(_:)``).
///
/// **Cost.** Moving to a point costs one copy of a checkpoint and at most
/// ``checkpointInterval`` − 1 commands applied again; moving forward within a stretch between
/// checkpoints (`redo`) starts from the current session, so it applies only the commands moved
/// over. Recording a command costs the command.
///
/// **Length is bounded too.** Past ``limit`` commands, the oldest ``checkpointInterval`` are
/// dropped at once (numbers are kept: the oldest reachable point is then ``oldest``), so the
/// history holds between ``limit`` − ``checkpointInterval`` + 1 and ``limit`` commands.
public struct SessionHistory: Sendable {
  /// Commands between two kept copies of the session: 64.
  ///
  /// A step to any point applies at most 63 commands again; one command of the demo or of a
  /// 10,000-screen app costs 20–40 µs, so a step costs about 2 ms, far below what a person
  /// notices, while the history holds one session copy for 64 commands.
  public static let defaultCheckpointInterval = 64
  /// The most commands a history keeps by default: 100,000.
  public static let defaultLimit = 100_000

  /// Commands between two kept copies of the session (K); at least 1.
  public let checkpointInterval: Int
  /// The most commands kept; at least ``checkpointInterval``.
  public let limit: Int
  /// The session at the current point (and, on the real clock, the time passed since).
  public private(set) var session: AppSession
  /// The current point: 0 at the start, N after command N.
  public private(set) var position = 0
  /// The oldest point still reachable: 0 unless the history passed its ``limit``.
  public private(set) var oldest = 0
  /// The commands after ``oldest``: `entries[i]` is command `oldest + i + 1`.
  private var entries: [HistoryEntry] = []
  /// The session at every point `oldest + j × K`: `checkpoints[j]`.
  private var checkpoints: [AppSession]
  /// Time passed since the current point was reached (``passTime(_:)``).
  private var timePassed = Duration.zero
  /// Counts changes, so a stale ``Attempt`` is never committed.
  private var revision: UInt64 = 0

  /// A history starting at `session` (point 0).
  ///
  /// - Parameters:
  ///   - session: The session at the start.
  ///   - checkpointInterval: Commands between two kept copies of the session.
  ///   - limit: The most commands kept; older ones are dropped.
  public init(
    start session: AppSession, checkpointInterval: Int = defaultCheckpointInterval,
    limit: Int = defaultLimit
  ) {
    self.checkpointInterval = max(1, checkpointInterval)
    self.limit = max(limit, self.checkpointInterval)
    self.session = session
    checkpoints = [session]
  }

  /// The newest point: the number of the last command recorded.
  public var newest: Int { oldest + entries.count }

  /// The session's time at ``oldest``.
  var oldestTime: Duration { checkpoints.first?.time ?? .zero }

  /// How many session copies the history holds.
  package var checkpointCount: Int { checkpoints.count }

  /// Command `number`, if the history holds it (from ``oldest`` + 1 to ``newest``).
  public func entry(_ number: Int) -> HistoryEntry? {
    guard number > oldest, number <= newest else { return nil }
    return entries[number - oldest - 1]
  }

  // MARK: Recording

  /// A command applied to the session at the history's current point, not recorded yet.
  public struct Attempt: Sendable {
    /// The session after the command.
    public let session: AppSession
    /// What the command did.
    public let output: SessionOutput
    fileprivate let entry: HistoryEntry
    fileprivate let revision: UInt64
  }

  /// Applies `command` to the current session without recording it; ``commit(_:)`` records
  /// it. The history is unchanged.
  ///
  /// - Parameters:
  ///   - command: What to do.
  ///   - text: The line as typed, kept for ``listing(radius:)``.
  ///   - settling: Whether the launch then goes on while only time can move it.
  /// - Returns: The session after the command and what it did.
  /// - Throws: `SessionError` saying why the command was refused.
  public func attempt(
    _ command: SessionCommand, text: String, settling: Bool
  ) throws(SessionError) -> Attempt {
    var after = session
    // `after` is dropped on failure: no second copy to keep it whole.
    let output = try after.performLeavingPartOnFailure(command, settling: settling)
    let entry = HistoryEntry(
      command, text: text, time: session.time, settling: settling, waitBefore: timePassed)
    return Attempt(session: after, output: output, entry: entry, revision: revision)
  }

  /// Records `attempt`: its session becomes the current one, after any commands that could
  /// have been redone are dropped.
  ///
  /// - Returns: Whether it was recorded: `false`, changing nothing, when the history changed
  ///   since the attempt was made.
  @discardableResult
  public mutating func commit(_ attempt: Attempt) -> Bool {
    guard attempt.revision == revision else { return false }
    if position < newest {
      entries.removeLast(newest - position)
      checkpoints.removeLast(checkpoints.count - (position - oldest) / checkpointInterval - 1)
    }
    entries.append(attempt.entry)
    position += 1
    session = attempt.session
    timePassed = .zero
    revision &+= 1
    if (position - oldest) % checkpointInterval == 0 { checkpoints.append(session) }
    if entries.count > limit {
      entries.removeFirst(checkpointInterval)
      checkpoints.removeFirst()
      oldest += checkpointInterval
    }
    return true
  }

  /// Applies `command` and records it.
  ///
  /// - Parameters:
  ///   - command: What to do.
  ///   - text: The line as typed.
  ///   - settling: Whether the launch then goes on while only time can move it.
  /// - Returns: What the command did.
  /// - Throws: `SessionError` saying why the command was refused; nothing is
  ///   recorded.
  public mutating func perform(
    _ command: SessionCommand, text: String, settling: Bool
  ) throws(SessionError) -> SessionOutput {
    let attempt = try attempt(command, text: text, settling: settling)
    commit(attempt)
    return attempt.output
  }

  /// Lets `duration` pass on the current session without a command: the real clock catching
  /// up. It is kept with the next command and applied again before it as a wait; consecutive
  /// passes are kept as one, which reaches the same session (the simulation plays what falls
  /// due in time order however the time is cut).
  ///
  /// - Returns: What happened meanwhile.
  /// - Throws: `SessionError` when the session refuses to wait; nothing
  ///   changes.
  public mutating func passTime(_ duration: Duration) throws(SessionError) -> SessionOutput {
    let output = try session.perform(.wait(duration), settling: false)
    timePassed += max(duration, .zero)
    revision &+= 1
    return output
  }

  // MARK: Moving

  /// Goes back one command.
  ///
  /// - Throws: `HistoryError/nothingToUndo(dropped:limit:)` at the oldest
  ///   point.
  public mutating func undo() throws(HistoryError) -> HistoryMove {
    guard position > oldest else { throw .nothingToUndo(dropped: oldest, limit: limit) }
    return move(to: position - 1)
  }

  /// Goes forward one command, after `undo`.
  ///
  /// - Throws: `HistoryError/nothingToRedo` at the newest point.
  public mutating func redo() throws(HistoryError) -> HistoryMove {
    guard position < newest else { throw .nothingToRedo }
    return move(to: position + 1)
  }

  /// Goes to `point`: 0 for the start, N for right after command N. At the current point it
  /// drops the time passed since (``passTime(_:)``).
  ///
  /// - Throws: `HistoryError/noSuchPoint(_:oldest:newest:limit:)` outside
  ///   ``oldest``...``newest``.
  public mutating func go(to point: Int) throws(HistoryError) -> HistoryMove {
    guard point >= oldest, point <= newest, let reached = session(at: point) else {
      throw .noSuchPoint(point, oldest: oldest, newest: newest, limit: limit)
    }
    return move(to: point, reaching: reached)
  }

  private mutating func move(to point: Int, reaching reached: AppSession? = nil) -> HistoryMove {
    let from = position
    let rewound = timePassed > .zero
    if point != position || rewound, let reached = reached ?? session(at: point) {
      session = reached
    }
    position = point
    timePassed = .zero
    revision &+= 1
    let direction: HistoryMove.Direction =
      point < from || (point == from && rewound) ? .back : point > from ? .forward : .stay
    return HistoryMove(
      direction: direction, point: point, newest: newest, oldest: oldest,
      text: entry(point)?.text)
  }

  /// The session at `point`, or `nil` outside ``oldest``...``newest``: from the nearest
  /// checkpoint at or before it, or from the current session when it lies between the two,
  /// with the commands in between applied again. O(``checkpointInterval``) commands.
  public func session(at point: Int) -> AppSession? {
    guard point >= oldest, point <= newest else { return nil }
    let index = (point - oldest) / checkpointInterval
    var start = oldest + index * checkpointInterval
    var reached: AppSession
    if timePassed == .zero, position > start, position <= point {
      reached = session
      start = position
    } else {
      reached = checkpoints[index]
    }
    for number in (start + 1)..<(point + 1) {
      entries[number - oldest - 1].replay(on: &reached)
    }
    return reached
  }

  /// What breaks the history's bookkeeping; empty when sound. Tests run it after every step.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if checkpoints.count != entries.count / checkpointInterval + 1 {
      violations.append("\(checkpoints.count) checkpoints for \(entries.count) commands")
    }
    if oldest % checkpointInterval != 0 {
      violations.append("oldest point \(oldest) off a checkpoint")
    }
    if position < oldest || position > newest {
      violations.append("position \(position) out of range")
    }
    if entries.count > limit { violations.append("\(entries.count) commands over the limit") }
    return violations
  }
}
