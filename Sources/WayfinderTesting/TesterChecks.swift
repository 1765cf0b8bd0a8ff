import Testing
import Wayfinder

/// What every tester checks, written once: that a step changed the state as the test expects,
/// that the state keeps its invariants, and that every launch event is received in order.
///
/// ``NavigationTester`` and ``AppLifeTester`` each hold one and decide nothing else about
/// assertions, so both report the same failures in the same words.
struct TesterChecks<Route: Hashable & Sendable> {
  /// Edits a copy of the state into the one the test expects.
  typealias Expectation = (inout NavigationState<Route>) throws -> Void

  /// How much of each change must be asserted.
  var exhaustivity: Exhaustivity = .on
  /// Launch events emitted and not yet received, oldest first.
  var unreceivedEvents: [InteractionEvent] = []
  /// Where the tester was created: events left unreceived at the end are reported there.
  let creation: SourceLocation

  init(creation: SourceLocation) {
    self.creation = creation
  }

  /// Compares `next`, the state after `step`, with what `expected` makes of `previous` (with
  /// ``Exhaustivity/off``: of `next` itself), then checks `next`'s invariants.
  ///
  /// An error `expected` throws (a `try #require`) is rethrown after the invariants are
  /// checked, without a diff: a half-edited expectation would mislead.
  func compare(
    _ step: String, previous: NavigationState<Route>, next: NavigationState<Route>,
    expected: Expectation?, at location: SourceLocation
  ) rethrows {
    var wanted = exhaustivity == .on ? previous : next
    do {
      try expected?(&wanted)
    } catch {
      checkInvariants(of: "The state after \(step)", next, at: location)
      throw error
    }
    if wanted != next {
      let unasserted = exhaustivity == .on && wanted == previous
      record(
        TesterMessage.mismatch(after: step, expected: wanted, actual: next, unasserted: unasserted),
        at: location)
    }
    checkInvariants(of: "The state after \(step)", next, at: location)
  }

  /// Records the invariants `state` breaks; `subject` names it in the message ("The state
  /// after push 'x'").
  func checkInvariants(
    of subject: String, _ state: NavigationState<Route>, at location: SourceLocation
  ) {
    let problems = state.invariantViolations()
    if !problems.isEmpty { record(TesterMessage.invariants(subject, problems), at: location) }
  }

  /// In exhaustive mode, fails when events are still waiting to be received before `step`,
  /// then forgets them so they are reported once.
  mutating func checkAllEventsReceived(before step: String, at location: SourceLocation) {
    guard !unreceivedEvents.isEmpty else { return }
    if exhaustivity == .on {
      record(TesterMessage.unreceived(unreceivedEvents, "before \(step)"), at: location)
    }
    unreceivedEvents = []
  }

  /// In exhaustive mode, fails at ``creation`` when events were never received: what a
  /// tester checks as it is released.
  func checkNothingLeftAtTheEnd() {
    if exhaustivity == .on, !unreceivedEvents.isEmpty {
      record(TesterMessage.unreceived(unreceivedEvents, "by the end of the test"), at: creation)
    }
  }

  /// Asserts that the next unreceived event is `kind` about `step` (at `time`, when given),
  /// and marks it received; with ``Exhaustivity/off``, skips the events before the first match.
  mutating func receive(
    _ kind: InteractionEvent.Kind, _ step: StepID?, at time: Duration?,
    sourceLocation: SourceLocation
  ) {
    let expected = TesterMessage.describe(kind, step, at: time)
    func matches(_ event: InteractionEvent) -> Bool {
      event.kind == kind && event.step == step && (time == nil || event.time == time)
    }
    guard let first = unreceivedEvents.first else {
      record(TesterMessage.nothingToReceive(expected: expected), at: sourceLocation)
      return
    }
    switch exhaustivity {
    case .on:
      unreceivedEvents.removeFirst()
      if !matches(first) {
        record(TesterMessage.unexpected(first, expected: expected), at: sourceLocation)
      }
    case .off:
      guard let index = unreceivedEvents.firstIndex(where: matches) else {
        record(TesterMessage.notAmong(unreceivedEvents, expected: expected), at: sourceLocation)
        return
      }
      unreceivedEvents.removeSubrange(...index)
    }
  }

  func record(_ message: String, at location: SourceLocation) {
    FailureReporter.record(message, at: location)
  }
}
