import Wayfinder

/// A clock whose time moves only when a test advances it, for driving the launch coordinator.
///
/// It differs from swift-clocks' `TestClock` in one way that matters: a sleep until an instant
/// the clock has already reached returns at once, decided under the same lock that advancing
/// takes. With `TestClock` a sleep until exactly `now` waits for a further advance, so a step
/// that registered its sleep just after the test advanced to its deadline never woke: the test
/// then waited forever for its event (one run in eight of the coordinator's differential test).
final class ManualClock: Clock, Sendable {
  /// A point in the clock's time: how far it is from the start.
  struct Instant: InstantProtocol {
    var offset: Duration

    init(offset: Duration = .zero) { self.offset = offset }

    func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - offset }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleeps cancelled before they were registered.
    var cancelled: Set<Int> = []
  }

  private let state = Locked(State())

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        enum Outcome { case wait, wake, cancel }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelled.remove(id) != nil { return .cancel }
          if deadline <= state.now { return .wake }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .wait
        }
        switch outcome {
        case .wait: break
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking the sleeps it passes in deadline order.
  func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking the sleeps it passes one at a time in deadline
  /// order (registration order among equals), with time standing at each one's deadline while
  /// it wakes, and yielding between them so that what each wakes can run.
  func advance(to deadline: Instant) async {
    while true {
      await Self.yieldToOthers()
      let next = state.withLock { state -> Sleeper? in
        guard
          let index = state.sleepers.indices.min(by: {
            (state.sleepers[$0].deadline, state.sleepers[$0].id)
              < (state.sleepers[$1].deadline, state.sleepers[$1].id)
          }),
          state.sleepers[index].deadline <= deadline
        else {
          if state.now < deadline { state.now = deadline }
          return nil
        }
        let sleeper = state.sleepers.remove(at: index)
        if state.now < sleeper.deadline { state.now = sleeper.deadline }
        return sleeper
      }
      guard let next else { break }
      next.continuation.resume()
    }
    await Self.yieldToOthers()
  }

  /// Lets other tasks run a while: what a woken sleep or an advanced clock set off.
  private static func yieldToOthers() async {
    for _ in 0..<20 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
