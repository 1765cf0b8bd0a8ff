/// What a ``InteractionCoordinator`` has under way — work and splashes, timers, main-actor condition
/// checks, removed modals not yet noticed — and who waits for its state to change.
///
/// The coordinator reports what it starts and what ends from the actor; work reports when it
/// goes to sleep on the launch clock, and the navigator's observer reports a removed modal,
/// from whatever thread they run on. Everything sits behind one lock, so whether the
/// coordinator is idle and whether anyone waits are read consistently with those reports.
///
/// Waiters' conditions are evaluated by the coordinator, on the actor, never here: a condition
/// may read the coordinator's state.
final class InteractionActivity<Route: Hashable & Sendable>: Sendable {
  /// A condition over the coordinator, evaluated on it.
  typealias Condition = @Sendable (isolated InteractionCoordinator<Route>) -> Bool

  /// One run of a step's work or splash.
  struct Run: Hashable {
    var step: StepID
    var generation: UInt64
  }

  /// Where a run is: running, or asleep on the launch clock until a deadline.
  private struct RunState {
    /// The deadline the run sleeps until; `nil` while it runs.
    var asleepUntil: Duration?
    /// The coordinator has cancelled it: it is returning, whatever it says about sleeping.
    var isStopping = false
  }

  private struct Waiter {
    var condition: Condition
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var runs: [Run: RunState] = [:]
    var timers: [StepID: (generation: UInt64, deadline: Duration)] = [:]
    var checks = 0
    var notices = 0
    var waiters: [UInt64: Waiter] = [:]
    /// Waiters given an identifier and not yet added; a cancelled one leaves before it is.
    var announced: Set<UInt64> = []
    var nextWaiterID: UInt64 = 0
  }

  private let state = Locked(State())
  private let now: @Sendable () -> Duration

  /// Creates the activity of a coordinator whose clock reads `now`.
  init(now: @escaping @Sendable () -> Duration) {
    self.now = now
  }

  // MARK: Reports

  /// Work or a splash began; a splash sleeps until `deadline` from the start.
  func began(_ run: Run, asleepUntil deadline: Duration? = nil) {
    state.withLock { $0.runs[run] = RunState(asleepUntil: deadline) }
  }

  /// Work is about to sleep until `deadline` on the launch clock.
  ///
  /// - Returns: Whether anyone waits, so the coordinator should look at its waiters again.
  func sleeps(_ run: Run, until deadline: Duration) -> Bool {
    state.withLock { state in
      guard var current = state.runs[run], !current.isStopping else { return false }
      current.asleepUntil = deadline
      state.runs[run] = current
      return !state.waiters.isEmpty
    }
  }

  /// The coordinator cancelled the run: it counts as running until it has returned.
  func stopping(_ run: Run) {
    state.withLock { state in
      guard state.runs[run] != nil else { return }
      state.runs[run] = RunState(asleepUntil: nil, isStopping: true)
    }
  }

  /// The run has returned to the coordinator.
  func returned(_ run: Run) {
    state.withLock { _ = $0.runs.removeValue(forKey: run) }
  }

  /// A timer for `step` was started; it replaces the step's earlier one.
  func timerStarted(_ step: StepID, generation: UInt64, deadline: Duration) {
    state.withLock { $0.timers[step] = (generation, deadline) }
  }

  /// The timer of `step` fired or was cancelled.
  func timerEnded(_ step: StepID, generation: UInt64) {
    state.withLock { state in
      if state.timers[step]?.generation == generation { state.timers[step] = nil }
    }
  }

  /// A main-actor condition check was sent off.
  func checkStarted() { state.withLock { $0.checks += 1 } }

  /// A main-actor condition check came back.
  func checkEnded() { state.withLock { $0.checks = max($0.checks - 1, 0) } }

  /// A command removed interaction modals; the coordinator will notice it.
  func noticeStarted() { state.withLock { $0.notices += 1 } }

  /// The coordinator noticed a removal.
  func noticeEnded() { state.withLock { $0.notices = max($0.notices - 1, 0) } }

  // MARK: Idleness

  /// Whether nothing is under way: no work running, no condition check or removal notice
  /// pending, and every splash, timer and sleeping work due only after the clock's now.
  var isIdle: Bool {
    let now = now()
    return state.withLock { state in
      guard state.checks == 0, state.notices == 0 else { return false }
      let runsWait = state.runs.values.allSatisfy { run in
        guard let deadline = run.asleepUntil, !run.isStopping else { return false }
        return deadline > now
      }
      return runsWait && state.timers.values.allSatisfy { $0.deadline > now }
    }
  }

  // MARK: Waiters

  /// A fresh waiter identifier; the waiter must then be added with ``add(_:_:_:)``.
  func makeWaiterID() -> UInt64 {
    state.withLock { state in
      defer { state.nextWaiterID += 1 }
      state.announced.insert(state.nextWaiterID)
      return state.nextWaiterID
    }
  }

  /// Adds a waiter, unless its task was cancelled meanwhile.
  ///
  /// - Returns: Whether it was added; when not, the caller resumes it.
  func add(
    _ id: UInt64, _ condition: @escaping Condition,
    _ continuation: CheckedContinuation<Bool, Never>
  ) -> Bool {
    state.withLock { state in
      guard state.announced.remove(id) != nil else { return false }
      state.waiters[id] = Waiter(condition: condition, continuation: continuation)
      return true
    }
  }

  /// The waiters now, to evaluate their conditions outside the lock.
  var waiters: [(id: UInt64, condition: Condition)] {
    state.withLock { state in state.waiters.map { ($0.key, $0.value.condition) } }
  }

  /// Resumes waiter `id` with `held`, if it is still waiting; each waiter resumes once.
  func resume(_ id: UInt64, held: Bool) {
    let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
    waiter?.continuation.resume(returning: held)
  }

  /// The waiting task was cancelled: its waiter resumes with `false` now, or is never added.
  /// Nothing happens when it has already resumed.
  func cancel(_ id: UInt64) {
    let waiter = state.withLock { state -> Waiter? in
      state.announced.remove(id)
      return state.waiters.removeValue(forKey: id)
    }
    waiter?.continuation.resume(returning: false)
  }
}
