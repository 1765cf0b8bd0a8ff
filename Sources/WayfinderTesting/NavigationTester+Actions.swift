public import Testing
public import Wayfinder

/// Flow actions performed through the tester: the runtime takes the action as one event on
/// virtual time — its `when:`, its `with:` values, its facts, the finish of the step that
/// presented its screen, the steps it runs and its navigation — and the tester asserts the
/// whole change exhaustively, like ``NavigationTester/send(_:assert:sourceLocation:)``, and
/// queues the launch events it emits for ``NavigationTester/receive(_:_:at:sourceLocation:)``.
///
/// ```swift
/// let tester = NavigationTester(program: program)
/// tester.runLaunch(program.launchSteps) {
///   $0.interactionsPending = true
///   $0.modals = [.step("terms", screen: "terms")]
/// }
/// tester.receive(.stepStarted, "terms")
/// tester.perform(accept, of: program) {
///   $0.phase = .home
///   $0.interactionsPending = false
///   $0.modals = []
/// }
/// tester.receive(.stepFinished, "terms")
/// tester.receive(.launchFinished)
/// tester.perform(premium, of: program, refusedWith: .unavailable(
///   label: "Premium", condition: .fact("premium")))
/// ```
///
/// The facts an action sets are the launch simulation's: read them from `launch.facts`.
extension NavigationTester where Route: FlowRoute {
  /// Creates a tester at `program`'s initial state, with its rules and its launch facts: run
  /// its launch with `runLaunch(program.launchSteps)`.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - facts: The launch facts; the program's initial facts when `nil`.
  ///   - waitsForHandshakes: As for ``init(initial:rules:launchFacts:waitsForHandshakes:sourceLocation:)``.
  ///   - sourceLocation: Where issues about the initial state, and about events never
  ///     received, are reported.
  public convenience init(
    program: FlowProgram<Route>, facts: Facts? = nil, waitsForHandshakes: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      initial: program.initialState, rules: program.rules,
      launchFacts: facts ?? program.initialFacts, waitsForHandshakes: waitsForHandshakes,
      sourceLocation: sourceLocation)
  }

  /// Performs `action` of `program` and asserts the change it makes.
  ///
  /// - Parameters:
  ///   - action: The action, as the program declares it.
  ///   - program: The app the action belongs to: its steps, rules and version.
  ///   - expected: Edits the previous state into the expected new one (with
  ///     ``Exhaustivity/off``: checks fields of the actual new state). Leave it out to assert
  ///     that nothing changes.
  ///   - sourceLocation: Where a failure is reported.
  ///
  /// An action the runtime refuses fails the test with the runtime's message; nothing changes
  /// then.
  public func perform(
    _ action: FlowAction, of program: FlowProgram<Route>,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "action '\(action.label)'"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    var simulation = launch
    let output: InteractionSimulation<Route>.Output
    do throws(ActionRefusal) {
      output = try simulation.perform(action, of: program, in: &next)
    } catch {
      record(TesterMessage.actionRefused(action.label, error), at: sourceLocation)
      return
    }
    launch = simulation
    unreceivedEvents += output.events
    noteEndings(of: output.transitions, after: step)
    try conclude(step, next: next, expected: expected, at: sourceLocation)
  }

  /// Asserts that the runtime refuses `action` of `program` with `error`; nothing changes —
  /// not the state, the facts, the steps or the events.
  ///
  /// When the action is performed instead, the issue says so and the tester keeps the
  /// previous state, since the rest of the test was written for it.
  public func perform(
    _ action: FlowAction, of program: FlowProgram<Route>,
    refusedWith error: ActionRefusal,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkAllEventsReceived(before: "action '\(action.label)'", at: sourceLocation)
    var next = state
    var simulation = launch
    do throws(ActionRefusal) {
      _ = try simulation.perform(action, of: program, in: &next)
      record(TesterMessage.actionNotRefused(action.label, expected: error), at: sourceLocation)
    } catch let actual {
      if actual != error {
        record(
          TesterMessage.actionOtherError(action.label, expected: error, actual: actual),
          at: sourceLocation)
      }
    }
  }
}
