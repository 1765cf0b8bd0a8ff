import Wayfinder

/// A clock for tests of a live `InteractionCoordinator`: time moves only when the test advances it.
///
/// One line gives a coordinator virtual time; after each call or advance, wait for what the
/// test means, then look:
///
/// ```swift
/// let clock = InteractionTestClock()
/// let launch = InteractionCoordinator(navigator: navigator, clock: clock)
/// try await launch.run([
///   .splash("splash", screen: .splash, duration: .milliseconds(500)),
///   .modal("passcode", screen: .passcode, after: ["splash"]),
/// ])
/// try await launch.waitUntilIdle()                // the splash waits on the clock
/// await clock.advance(by: .milliseconds(500))     // and now it is over
/// try await launch.waitUntil { $0.status(of: "passcode") == .running }
/// #expect(navigator.state.modals.map(\.id) == ["passcode"])
/// ```
///
/// ``advance(by:)`` wakes the sleepers that are due, in deadline order; what they do next
/// runs on their own tasks. Which wait to use:
///
/// - `launch.waitUntilIdle()`: everything the last call or advance set off has happened, and
///   nothing more will until time moves or someone calls in. The usual step of a test.
/// - `launch.waitUntil { … }`: a step's status, the presented step, a fact — when the test is
///   about that one thing, or the launch never goes idle (work awaiting the network).
/// - ``InteractionEventRecorder/waitFor(_:_:)``: an event, with the time it happened.
/// - ``waitForSleepers(_:)``: a number of tasks asleep on this clock. Every sleeper counts —
///   a step's timeout timer is one more — so it suits code sleeping on the clock directly, not
///   a coordinator.
///
/// Do not wait for the screen instead (a modal on the navigator): the coordinator puts the
/// modal up a moment before its observers hear of the step's start. A cancelled sleeper
/// throws `CancellationError` at once.
public final class InteractionTestClock: Clock, Sendable {
  /// A point on the test clock: the time elapsed since it was created.
  public struct Instant: InstantProtocol, Sendable {
    /// The time elapsed since the clock was created.
    public var offset: Duration

    /// Creates an instant `offset` after the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether `lhs` comes first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step the clock moves by: any.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// When the first task sleeping on the clock wakes, as an offset from the clock's start; `nil`
  /// when none sleeps. A test that moves time deadline by deadline advances to it next.
  public var nextDeadline: Duration? {
    state.withLock { $0.sleepers.lazy.map(\.deadline.offset).min() }
  }

  /// Suspends until the test has advanced the clock to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (resumeNow, watchers) = state.withLock {
          state -> (Bool, [CheckedContinuation<Void, Never>]) in
          if deadline <= state.now || Task.isCancelled { return (true, []) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return (false, Self.takeSatisfiedWatchers(&state))
        }
        for watcher in watchers { watcher.resume() }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration` and wakes every sleeper due by then, earliest first.
  public func advance(by duration: Duration) async {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: max(duration, .zero))
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Waits until at least `count` tasks are sleeping on the clock.
  ///
  /// Every sleeper counts: a splash, work sleeping through its context, and each step's
  /// timeout timer. For a coordinator, `InteractionCoordinator.waitUntilIdle()` says the same
  /// without the test counting them.
  public func waitForSleepers(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        if state.sleepers.count >= count { return true }
        state.watchers.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  private static func takeSatisfiedWatchers(_ state: inout State) -> [CheckedContinuation<
    Void, Never
  >] {
    let count = state.sleepers.count
    var ready: [CheckedContinuation<Void, Never>] = []
    state.watchers.removeAll { watcher in
      guard watcher.count <= count else { return false }
      ready.append(watcher.continuation)
      return true
    }
    return ready
  }
}
