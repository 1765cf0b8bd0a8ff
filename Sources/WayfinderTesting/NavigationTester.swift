public import Testing
public import Wayfinder

/// Drives a `NavigationState` through the real transition function and asserts every change,
/// in the manner of a reducer test store.
///
/// Send a command and say how the state changes, starting from the previous state. The tester
/// applies the command, compares, and records an issue with a `−`/`+` diff of the two states
/// at your line when they differ. It is exhaustive by default: a change you do not assert
/// fails the test.
///
/// ```swift
/// @Test func pushThenPopToRoot() throws {
///   let tester = NavigationTester(
///     initial: try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary)]))
///   tester.send(.push(.secondary1)) { $0.home["tab1"]?.path = [.secondary1] }
///   tester.send(.push(.tertiary)) { $0.home["tab1"]?.path.append(.tertiary) }
///   tester.send(.popToRoot()) { $0.home["tab1"]?.path = [] }
///   tester.send(.pop(), refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
/// }
/// ```
///
/// A command the engine refuses fails the test with the engine's message and leaves the state
/// as it was. After every step the tester checks the state's invariants.
///
/// Set ``exhaustivity`` to ``Exhaustivity/off`` to assert only some fields: the expectation
/// closure then runs on the actual new state and must leave it unchanged.
///
/// The tester also plays launch sequences on virtual time (see ``runLaunch(_:assert:sourceLocation:)``):
/// the state changes they cause are asserted the same way, and the `InteractionEvent`s
/// they emit must each be received with ``receive(_:_:at:sourceLocation:)``. Events not received
/// by the next step, or by the time the tester is released, fail the test.
///
/// To test an app's whole life from its `FlowProgram` — launches from a source, relaunches,
/// saves, the prompt history carried between launches — use ``AppLifeTester``, which asserts
/// the same way.
///
/// A tester belongs to one test; it is not meant to be shared between tasks.
public final class NavigationTester<Route: Hashable & Sendable> {
  /// The expectation closure: edits a copy of the state into the one the test expects.
  public typealias Expectation = (inout NavigationState<Route>) throws -> Void

  /// The current state: where the last step left it.
  public private(set) var state: NavigationState<Route>
  /// The rules commands are applied with.
  public let rules: NavigationRules<Route>
  /// How much of each change must be asserted; ``Exhaustivity/on`` unless changed.
  public var exhaustivity: Exhaustivity {
    get { checks.exhaustivity }
    set { checks.exhaustivity = newValue }
  }
  /// Launch events emitted and not yet received, oldest first.
  public internal(set) var unreceivedEvents: [InteractionEvent] {
    get { checks.unreceivedEvents }
    set { checks.unreceivedEvents = newValue }
  }
  /// The launch played on virtual time; its clock, facts and step statuses.
  public internal(set) var launch: InteractionSimulation<Route>
  /// The checks every tester makes, and the events left to receive.
  var checks: TesterChecks<Route>
  /// How the modals the last step removed ended, each once, and the step's name: what
  /// ``assertModalEnded(_:_:sourceLocation:)`` checks.
  public internal(set) var lastModalEndings: [ModalEnding] = []
  var lastStep = "the start"

  /// Creates a tester starting from any state.
  ///
  /// - Parameters:
  ///   - initial: The state the test starts from; its invariants are checked.
  ///   - rules: The rules commands are applied with (tab re-selection, deep links).
  ///   - launchFacts: The facts a launch played by ``runLaunch(_:assert:sourceLocation:)``
  ///     starts from.
  ///   - waitsForHandshakes: Whether launch modals wait for
  ///     ``presentationFinished(_:assert:sourceLocation:)`` and
  ///     ``dismissalFinished(_:assert:sourceLocation:)``, as a `InteractionCoordinator` created
  ///     with the same flag does.
  ///   - sourceLocation: Where issues about the initial state, and about events never
  ///     received, are reported.
  public init(
    initial: NavigationState<Route>,
    rules: NavigationRules<Route> = .init(),
    launchFacts: Facts = [:],
    waitsForHandshakes: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = initial
    self.rules = rules
    launch = InteractionSimulation(facts: launchFacts, waitsForHandshakes: waitsForHandshakes)
    checks = TesterChecks(creation: sourceLocation)
    checkInvariants(of: "The initial state", at: sourceLocation)
  }

  deinit {
    checks.checkNothingLeftAtTheEnd()
  }

  // MARK: Commands

  /// Applies `command` and asserts the change it makes.
  ///
  /// - Parameters:
  ///   - command: The command to apply with the real transition function.
  ///   - expected: Edits the previous state into the expected new one (with
  ///     ``Exhaustivity/off``: checks fields of the actual new state). Leave it out to assert
  ///     that nothing changes. It may throw, for instance with `try #require`; the error is
  ///     rethrown after the tester has moved on to the new state.
  ///   - sourceLocation: Where a failure is reported.
  /// - Returns: The transition, or `nil` when the engine refused the command; the refusal is
  ///   recorded as an issue with the engine's message and the state stays as it was.
  @discardableResult
  public func send(
    _ command: NavigationCommand<Route>,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows -> StateTransition<Route>? {
    let step = command.description
    checkAllEventsReceived(before: step, at: sourceLocation)
    // Through the launch simulation, so an interaction modal the command removes ends its
    // step (as cancelled) and the events that follow are queued for `receive`.
    var next = state
    var simulation = launch
    let output: InteractionSimulation<Route>.Output
    do throws(NavigationError) {
      output = try simulation.apply(command, to: &next, rules: rules)
    } catch {
      record(TesterMessage.refused(command, error), at: sourceLocation)
      return nil
    }
    launch = simulation
    unreceivedEvents += output.events
    noteEndings(of: output.transitions, after: step)
    try conclude(step, next: next, expected: expected, at: sourceLocation)
    return output.transitions.first
  }

  /// Applies a command the engine must refuse with `error`, and checks that the state stays
  /// as it was.
  ///
  /// When the command is applied instead, the issue says so and the tester keeps the previous
  /// state, since the rest of the test was written for it.
  ///
  /// ```swift
  /// tester.send(.dismiss, refusedWith: .noModalPresented(action: "dismiss"))
  /// ```
  public func send(
    _ command: NavigationCommand<Route>,
    refusedWith error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkAllEventsReceived(before: command.description, at: sourceLocation)
    do throws(NavigationError) {
      _ = try state.applying(command, rules: rules)
      record(TesterMessage.notRefused(command, expected: error), at: sourceLocation)
    } catch let actual {
      if actual != error {
        record(
          TesterMessage.otherError(command, expected: error, actual: actual), at: sourceLocation)
      }
    }
  }

  // MARK: Arranging

  /// Replaces the state mid-test, asserting nothing about the change; its invariants are
  /// checked.
  public func setState(
    _ newState: NavigationState<Route>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = newState
    checkInvariants(of: "The state set mid-test", at: sourceLocation)
  }

  /// Edits the state mid-test, asserting nothing about the change; its invariants are checked.
  ///
  /// ```swift
  /// tester.modifyState { $0.home["tab2"]?.path = [.detail] }
  /// ```
  public func modifyState(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout NavigationState<Route>) throws -> Void
  ) rethrows {
    try change(&state)
    checkInvariants(of: "The state modified mid-test", at: sourceLocation)
  }

  // MARK: Checking

  /// Moves to `next`, then compares it with the expectation and checks invariants.
  func conclude(
    _ step: String, next: NavigationState<Route>, expected: Expectation?,
    at location: SourceLocation
  ) rethrows {
    let previous = state
    state = next
    try checks.compare(step, previous: previous, next: next, expected: expected, at: location)
  }

  /// Records the invariants the current state breaks; `subject` names the state in the
  /// message ("The state after push 'x'").
  func checkInvariants(of subject: String, at location: SourceLocation) {
    checks.checkInvariants(of: subject, state, at: location)
  }

  /// In exhaustive mode, fails when events are still waiting to be received before `step`,
  /// then forgets them so they are reported once.
  func checkAllEventsReceived(before step: String, at location: SourceLocation) {
    checks.checkAllEventsReceived(before: step, at: location)
  }

  func record(_ message: String, at location: SourceLocation) {
    checks.record(message, at: location)
  }
}
