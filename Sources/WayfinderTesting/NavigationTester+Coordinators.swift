public import Testing
public import Wayfinder

/// Coordinators driven through the tester: the same exhaustive assertions as
/// ``NavigationTester/send(_:assert:sourceLocation:)``, for the code an app really calls.
///
/// ```swift
/// try tester.coordinate { app in
///   try app.tabs?.flow("tab1").push(.secondary1)
/// } assert: {
///   $0.home["tab1"]?.path = [.secondary1]
/// }
/// try tester.coordinate { app in
///   try app.visibleFlow.screen(.secondary1).present(.screen(.info, id: "info"))
/// } assert: {
///   $0.modals = [.screen(.info, id: "info")]
/// }
/// try tester.coordinate({ app in try app.tabs?.select("tab2") }, refusedWith: .blockedByModal(
///   action: "switch to tab 'tab2'", modal: "info"))
/// ```
///
/// A coordinator method that awaits — load the user, then show the profile — is driven with
/// `await`; a closure that awaits nothing still picks the synchronous form:
///
/// ```swift
/// try await tester.coordinate { app in
///   try await ProfileCoordinator(app, users: users).showProfile(of: 7)
/// } assert: {
///   $0.home["tab1"]?.path = [.profile(id: 7)]
/// }
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

  /// What a test does with coordinators that await: the same as ``CoordinatorAction``, run
  /// on the caller's actor (a main-actor test calls main-actor coordinators directly).
  public typealias AsyncCoordinatorAction =
    nonisolated(nonsending) (AppCoordinator<Route>) async throws -> Void

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
    checkAllEventsReceived(before: Self.coordinatorStep, at: sourceLocation)
    let recording = Recording(state, rules: rules)
    defer { recording.stop() }
    try recording.run(action)
    try conclude(recording, expected: expected, at: sourceLocation)
  }

  /// Runs `action`, which may await — an asynchronous coordinator method — against
  /// coordinators over the current state, and asserts the change it makes, exhaustively.
  ///
  /// The tester waits for `action` to return, then asserts the whole change at once, as the
  /// synchronous form does; what it set off and did not await is not part of it.
  ///
  /// - Parameters:
  ///   - action: Calls coordinators and awaits what they await; the first refusal it lets
  ///     through is recorded with the engine's message, and the tester moves on to the state
  ///     as it then is.
  ///   - expected: Edits the previous state into the expected new one.
  ///   - sourceLocation: Where a failure is reported.
  public nonisolated(nonsending) func coordinate(
    _ action: AsyncCoordinatorAction,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async rethrows {
    checkAllEventsReceived(before: Self.coordinatorStep, at: sourceLocation)
    let recording = Recording(state, rules: rules)
    defer { recording.stop() }
    try await recording.run(action)
    try conclude(recording, expected: expected, at: sourceLocation)
  }

  /// Runs `action`, which must be refused with `error` without changing anything.
  ///
  /// ```swift
  /// try tester.coordinate({ try $0.tabs?.flow("tab1").pop() },
  ///                       refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  /// ```
  public func coordinate(
    _ action: CoordinatorAction,
    refusedWith error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    checkAllEventsReceived(before: Self.coordinatorStep, at: sourceLocation)
    let recording = Recording(state, rules: rules)
    defer { recording.stop() }
    try recording.run(action)
    concludeRefusal(recording, expected: error, at: sourceLocation)
  }

  /// Runs `action`, which may await, and which must be refused with `error` without changing
  /// anything.
  ///
  /// ```swift
  /// try await tester.coordinate(
  ///   { try await ProfileCoordinator($0, users: users).leaveProfile() },
  ///   refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  /// ```
  public nonisolated(nonsending) func coordinate(
    _ action: AsyncCoordinatorAction,
    refusedWith error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async rethrows {
    checkAllEventsReceived(before: Self.coordinatorStep, at: sourceLocation)
    let recording = Recording(state, rules: rules)
    defer { recording.stop() }
    try await recording.run(action)
    concludeRefusal(recording, expected: error, at: sourceLocation)
  }

  /// How failures name a coordinator action.
  private static var coordinatorStep: String { "the coordinator action" }

  /// Passes the transitions `recording` saw through the launch simulation, queues their
  /// events and asserts the change against `expected`.
  private func conclude(
    _ recording: Recording, expected: Expectation?, at location: SourceLocation
  ) rethrows {
    let (next, events) = replay(recording.transitions)
    unreceivedEvents += events
    if let refusal = recording.refusal {
      record(TesterMessage.coordinatorRefused(refusal), at: location)
      modifyState(sourceLocation: location) { $0 = next }
      return
    }
    try conclude(Self.coordinatorStep, next: next, expected: expected, at: location)
  }

  /// Checks that `recording` was refused with `error` and changed nothing.
  private func concludeRefusal(
    _ recording: Recording, expected error: NavigationError, at location: SourceLocation
  ) {
    let (next, _) = replay(recording.transitions)
    guard let refusal = recording.refusal else {
      record(TesterMessage.coordinatorNotRefused(expected: error), at: location)
      return
    }
    if refusal != error {
      record(TesterMessage.coordinatorOtherError(expected: error, actual: refusal), at: location)
    }
    if next != state {
      record(
        TesterMessage.mismatch(
          after: Self.coordinatorStep, expected: state, actual: next, unasserted: true),
        at: location)
    }
  }

  /// Passes `transitions` through the launch simulation from the current state, keeping the
  /// simulation's changes.
  private func replay(
    _ transitions: [StateTransition<Route>]
  ) -> (state: NavigationState<Route>, events: [InteractionEvent]) {
    var next = state
    var events: [InteractionEvent] = []
    for transition in transitions {
      events += launch.accept(transition, in: &next).events
    }
    return (next, events)
  }

  /// A navigator holding the tester's state, recording the transitions an action applies on
  /// it and the refusal it lets through.
  private final class Recording {
    let app: AppCoordinator<Route>
    private let recorded = TransitionList<Route>()
    private let observation: ObservationToken
    private(set) var refusal: NavigationError?

    init(_ state: NavigationState<Route>, rules: NavigationRules<Route>) {
      app = AppCoordinator(state, rules: rules)
      observation = app.navigator.observe { [recorded] in recorded.append($0) }
    }

    var transitions: [StateTransition<Route>] { recorded.transitions }

    /// Runs `action`; a `NavigationError` is kept as the refusal, any other error rethrown.
    func run(_ action: CoordinatorAction) rethrows {
      do {
        try action(app)
      } catch let error as NavigationError {
        refusal = error
      }
    }

    /// Runs `action` as the synchronous `run` does, awaiting it on the caller's actor.
    nonisolated(nonsending) func run(_ action: AsyncCoordinatorAction) async rethrows {
      do {
        try await action(app)
      } catch let error as NavigationError {
        refusal = error
      }
    }

    func stop() { observation.cancel() }
  }
}

/// The transitions a navigator applied, in order; appended to from whatever thread applied
/// them.
private final class TransitionList<Route: Hashable & Sendable>: Sendable {
  private let recorded = Locked<[StateTransition<Route>]>([])

  func append(_ transition: StateTransition<Route>) { recorded.withLock { $0.append(transition) } }

  var transitions: [StateTransition<Route>] { recorded.withLock { $0 } }
}
