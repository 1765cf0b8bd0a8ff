import Wayfinder
public import WayfinderFlowFiles

/// A replay that steps back and forth through a recording: `wayfinder replay`.
///
/// Its stops are the trace's inputs from the launch on: stop 0 is before the launch, stop N
/// right after input N was played and compared (``TraceReplay/playNext()``). Moving forward
/// plays the inputs in between; the first disagreement stops the cursor on the stop before
/// it and is kept as ``finding``: no stop past it can be reached.
///
/// ```swift
/// var cursor = try ReplayCursor(trace, definition: definition)
/// cursor.next()                       // the launch
/// if let finding = cursor.go(to: cursor.count) { print(finding) }   // `continue`
/// cursor.previous()
/// ```
///
/// **Memory is bounded; stepping back replays little.** Like ``SessionHistory``, the cursor
/// keeps a copy of the replay only every ``checkpointInterval`` stops (a copy shares the
/// trace and the recorded outcomes, so it costs a session), and reaches an earlier stop from
/// the nearest copy before it, playing at most ``checkpointInterval`` − 1 inputs again. The
/// interval is 64, or √N for N stops when that is larger: √N copies, √N inputs a step.
public struct ReplayCursor: Sendable {
  /// The smallest interval between two kept copies of the replay.
  package static let minimumCheckpointInterval = 64

  /// The replay at the current stop.
  public private(set) var replay: TraceReplay
  /// The current stop: 0 before the launch, N after input N.
  public private(set) var stop = 0
  /// How many stops there are: the inputs from the launch on.
  public let count: Int
  /// Stops between two kept copies of the replay.
  public let checkpointInterval: Int
  /// What the last move forward by one stop did; `nil` after any other move.
  public private(set) var lastStep: TraceReplay.Step?
  /// The first disagreement met, once met; ``blockedStop`` cannot be reached.
  public private(set) var finding: ReplayFinding?
  /// The first stop that cannot be reached, or `count + 1` when the finding is about what the
  /// recording has after its last input.
  public private(set) var blockedStop: Int?
  /// The positions in the trace's records of the inputs, stop N's being `positions[N - 1]`.
  private let positions: [Int]
  /// The replay at stops 0, K, 2K, … reached so far.
  private var checkpoints: [TraceReplay]
  /// The furthest stop reached.
  private var furthest = 0

  /// Prepares to step through `trace` against `definition`.
  ///
  /// - Parameters:
  ///   - trace: The recording.
  ///   - definition: The app's flow files.
  ///   - checkpointInterval: Stops between two kept copies; `nil` for the default.
  /// - Throws: ``ReplayFinding`` when the trace cannot be replayed at all (``TraceReplay``).
  public init(
    _ trace: Trace, definition: FlowDefinition, checkpointInterval: Int? = nil
  ) throws(ReplayFinding) {
    let replay = try TraceReplay(trace, definition: definition)
    var positions: [Int] = []
    var index = replay.position
    while let next = replay.nextInput(from: index) {
      positions.append(next)
      index = next + 1
    }
    self.replay = replay
    self.positions = positions
    count = positions.count
    var root = 1
    while (root + 1) * (root + 1) <= count { root += 1 }
    self.checkpointInterval = max(
      1, checkpointInterval ?? max(Self.minimumCheckpointInterval, root))
    checkpoints = [replay]
  }

  /// How many copies of the replay the cursor holds.
  package var checkpointCount: Int { checkpoints.count }

  /// The trace.
  public var trace: Trace { replay.trace }

  /// The position in ``Trace/records`` of stop `stop`'s input, or `nil` for stop 0.
  public func position(ofStop stop: Int) -> Int? {
    stop >= 1 && stop <= count ? positions[stop - 1] : nil
  }

  /// The stop of entry `entry` (from 1): the stop after the last input at or before it.
  public func stop(forEntry entry: Int) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < entry { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Moves one stop forward.
  @discardableResult
  public mutating func next() -> ReplayFinding? { go(to: stop + 1) }

  /// Moves one stop back, not before the launch's stop when it was played.
  @discardableResult
  public mutating func previous() -> ReplayFinding? { go(to: max(min(stop, 1), stop - 1)) }

  /// Moves to `target`, clamped to `0...count`; forward, it stops before the first
  /// disagreement.
  ///
  /// - Returns: The finding that stopped the move short of `target`, or `nil`.
  @discardableResult
  public mutating func go(to target: Int) -> ReplayFinding? {
    var target = min(max(target, 0), count)
    var blocked: ReplayFinding?
    if let blockedStop, let finding, target >= blockedStop {
      target = blockedStop - 1
      blocked = finding
    }
    let oneForward = target == stop + 1
    lastStep = nil
    let index = target / checkpointInterval
    if target < stop || (index < checkpoints.count && index * checkpointInterval > stop) {
      replay = checkpoints[index]
      stop = index * checkpointInterval
    }
    while stop < target {
      do throws(ReplayFinding) {
        guard let step = try replay.playNext() else { break }
        if oneForward { lastStep = step }
      } catch {
        blockedStop = stop + 1
        finding = error
        return error
      }
      stop += 1
      if stop > furthest {
        furthest = stop
        if stop % checkpointInterval == 0 { checkpoints.append(replay) }
      }
    }
    if stop == count, blockedStop == nil {
      // What the recording has after its last input must have happened too.
      var end = replay
      do throws(ReplayFinding) {
        _ = try end.playNext()
      } catch {
        blockedStop = count + 1
        finding = error
        return error
      }
    }
    return blocked
  }

  /// Whether the cursor is at the last stop and the recording's end agrees with the flow.
  package var isAtEnd: Bool { stop == count && blockedStop == nil }
}
