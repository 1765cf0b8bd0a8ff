import Synchronization
public import Testing
public import Wayfinder

/// Coordinators driven through the tester: the same exhaustive assertions as
/// ``NavigationTester/send(_:assert:sourceLocation:)``, for the code an app really calls.
///
/// ```swift
/// tester.coordinate { app in
///   try app.tabs?.flow("tab1").push(.secondary1)
/// } assert: {
///   $0.home["tab1"]?.path = [.secondary1]
/// }
/// tester.coordinate({ app in try app.tabs?.select("tab2") }, refusedWith: .blockedByModal(
///   action: "switch to tab 'tab2'", modal: "info"))
/// ```
///
/// The action gets an `AppCoordinator` over a navigator holding the tester's state; from it,
/// reach any coordinator — `app.tabs`, `app.tabs?.flow(_:)`, `app.visibleFlow`, a
/// `FlowCoordinator(app.navigator, on:)` typed by a page enum, `flow.screen(_:)`. Every
/// command the action sends is applied through the launch simulation, as
/// ``NavigationTester/send(_:assert:sourceLocation:)`` does, and the whole change is asserted
/// at once.
extension NavigationTester {
  /// What a test does with coordinators: any number of coordinator calls. A
  /// `NavigationError` it throws is a refusal; any other error (`try #require`) stops the
  /// test and is rethrown.
  public typealias CoordinatorAction = (AppCoordinator<Route>) throws -> Void

  /// Runs `action` against coordinators over the current state and asserts the change it
  /// makes, exhaustively.
  ///
  /// - Parameters:
  ///   - action: Calls coordinators; the first refusal it lets through is recorded with the
  ///     engine's message, and the tester moves on to the state as it then is.
  ///   - expected: Edits the previous state into the expected new one.
  ///   - sourceLocation: Where a failure is reported.
  public func coordinate(
    _ action: CoordinatorAction,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "the coordinator action"
    checkAllEventsReceived(before: step, at: sourceLocation)
    let (next, refusal, events) = try play(action)
    unreceivedEvents += events
    if let refusal {
      record(TesterMessage.coordinatorRefused(refusal), at: sourceLocation)
      modifyState(sourceLocation: sourceLocation) { $0 = next }
      return
    }
    try conclude(step, next: next, expected: expected, at: sourceLocation)
  }

  /// Runs `action`, which must be refused with `error` without changing anything.
  ///
  /// ```swift
  /// tester.coordinate({ try $0.tabs?.flow("tab1").pop() },
  ///                   refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  /// ```
  public func coordinate(
    _ action: CoordinatorAction,
    refusedWith error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "the coordinator action"
    checkAllEventsReceived(before: step, at: sourceLocation)
    let (next, refusal, _) = try play(action)
    guard let refusal else {
      record(TesterMessage.coordinatorNotRefused(expected: error), at: sourceLocation)
      return
    }
    if refusal != error {
      record(
        TesterMessage.coordinatorOtherError(expected: error, actual: refusal), at: sourceLocation)
    }
    if next != state {
      record(
        TesterMessage.mismatch(after: step, expected: state, actual: next, unasserted: true),
        at: sourceLocation)
    }
  }

  /// Runs `action` over a navigator holding the current state, passing every transition
  /// through a copy of the launch simulation. Keeps the simulation's changes.
  private func play(
    _ action: CoordinatorAction
  ) rethrows -> (state: NavigationState<Route>, refusal: NavigationError?, events: [LaunchEvent]) {
    let app = AppCoordinator(state, rules: rules)
    let recorder = TransitionRecorder<Route>()
    let observation = app.navigator.observe { transition in recorder.append(transition) }
    defer { observation.cancel() }
    var refusal: NavigationError?
    do {
      try action(app)
    } catch let error as NavigationError {
      refusal = error
    }
    var next = state
    var events: [LaunchEvent] = []
    for transition in recorder.transitions {
      events += launch.accept(transition, in: &next).events
    }
    return (next, refusal, events)
  }
}

/// The transitions a navigator applied, in order.
private final class TransitionRecorder<Route: Hashable & Sendable>: Sendable {
  private let recorded = Mutex<[Transition<Route>]>([])

  func append(_ transition: Transition<Route>) { recorded.withLock { $0.append(transition) } }

  var transitions: [Transition<Route>] { recorded.withLock { $0 } }
}
