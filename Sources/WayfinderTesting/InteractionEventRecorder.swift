public import Wayfinder

/// Records a live `InteractionCoordinator`'s events and lets a test wait for one, without sleeping
/// and without counting what the launch sleeps on.
///
/// Create it before the run, so no event is missed; then wait for the events the test is
/// about, in any order:
///
/// ```swift
/// let launch = InteractionCoordinator(navigator: navigator, clock: clock)
/// let events = InteractionEventRecorder(launch)
/// try await launch.run(steps)
/// await clock.advance(by: .milliseconds(500))
/// let started = try await events.waitFor(.stepStarted, "passcode")
/// #expect(started.time == .milliseconds(500))
/// ```
///
/// A wait is resumed by the coordinator delivering the event, never by polling. Each recorded
/// event satisfies one wait at most: waiting twice for `.stepStarted` of a step returns its
/// first start, then its second. To look at the screen or the step statuses afterwards, wait
/// with `InteractionCoordinator.waitUntil(_:)` or `waitUntilIdle()` instead: they return once the
/// coordinator has finished the turn, not in the middle of it.
public final class InteractionEventRecorder: Sendable {
  private struct Waiter {
    var kind: InteractionEvent.Kind
    var step: StepID?
    var continuation: CheckedContinuation<InteractionEvent?, Never>
  }

  private struct State {
    var events: [InteractionEvent] = []
    /// Which recorded events a wait has returned.
    var taken: Set<Int> = []
    var waiters: [UInt64: Waiter] = [:]
    /// Waiters given an identifier and not yet added; a cancelled one leaves before it is.
    var announced: Set<UInt64> = []
    var nextID: UInt64 = 0

    /// Takes the first recorded event of `kind` about `step` that no wait has returned.
    mutating func take(_ kind: InteractionEvent.Kind, _ step: StepID?) -> InteractionEvent? {
      guard
        let index = events.indices.first(where: {
          !taken.contains($0) && events[$0].kind == kind && events[$0].step == step
        })
      else { return nil }
      taken.insert(index)
      return events[index]
    }
  }

  private let state = Locked(State())
  private let observation: Locked<ObservationToken?> = Locked(nil)

  /// Starts recording the events `launch` emits from now on.
  public init<Route>(_ launch: InteractionCoordinator<Route>) {
    let observation = launch.observe { [weak self] event in self?.record(event) }
    self.observation.withLock { $0 = observation }
  }

  /// Every event recorded so far, oldest first.
  public var events: [InteractionEvent] { state.withLock { $0.events } }

  /// Waits until the coordinator has emitted an event of `kind` about `step` (`nil`: about
  /// the whole launch) that no earlier wait returned, and returns it; returns at once when it
  /// was already recorded.
  ///
  /// - Parameters:
  ///   - kind: What happened: `.stepStarted`, `.stepSkipped(.condition)`, `.launchFinished`.
  ///   - step: The step it concerns.
  /// - Returns: The event, with the time it happened on the coordinator's clock.
  /// - Throws: `CancellationError` when the waiting task is cancelled first (a test's time
  ///   limit ran out, say).
  @discardableResult
  public func waitFor(
    _ kind: InteractionEvent.Kind, _ step: StepID? = nil
  ) async throws(CancellationError) -> InteractionEvent {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      state.announced.insert(state.nextID)
      return state.nextID
    }
    let event = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let found = state.withLock { state -> InteractionEvent?? in
          guard state.announced.remove(id) != nil else { return .some(nil) }
          if let event = state.take(kind, step) { return event }
          state.waiters[id] = Waiter(kind: kind, step: step, continuation: continuation)
          return nil
        }
        if let found { continuation.resume(returning: found) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.announced.remove(id)
        return state.waiters.removeValue(forKey: id)
      }
      waiter?.continuation.resume(returning: nil)
    }
    guard let event else { throw CancellationError() }
    return event
  }

  private func record(_ event: InteractionEvent) {
    let ready = state.withLock {
      state -> [(CheckedContinuation<InteractionEvent?, Never>, InteractionEvent)] in
      state.events.append(event)
      var ready: [(CheckedContinuation<InteractionEvent?, Never>, InteractionEvent)] = []
      for (id, waiter) in state.waiters.sorted(by: { $0.key < $1.key }) {
        guard let taken = state.take(waiter.kind, waiter.step) else { continue }
        state.waiters[id] = nil
        ready.append((waiter.continuation, taken))
      }
      return ready
    }
    for (continuation, event) in ready { continuation.resume(returning: event) }
  }
}
