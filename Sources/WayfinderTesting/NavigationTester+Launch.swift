public import Testing
public import Wayfinder

/// Launch sequences played on virtual time: each call asserts the state change it causes, like
/// ``NavigationTester/send(_:assert:sourceLocation:)``, and queues the events it emits for
/// ``NavigationTester/receive(_:_:at:sourceLocation:)``.
///
/// ```swift
/// let steps: [InteractionStep<Page>] = [
///   .splash("splash", screen: .splash, duration: .milliseconds(500)),
///   .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }),
/// ]
/// let tester = NavigationTester(
///   initial: NavigationState(flow: "main", root: Page.home, phase: .launching(screen: nil)),
///   launchFacts: ["passcodeEnabled": .bool(true)])
/// tester.runLaunch(steps) {
///   $0.phase = .launching(screen: .splash)
///   $0.interactionsPending = true
///   $0.modals = [.step("passcode", screen: .passcode)]
/// }
/// tester.receive(.stepStarted, "splash")
/// tester.receive(.stepStarted, "passcode")
/// tester.advance(by: .milliseconds(500))
/// tester.receive(.stepFinished, "splash", at: .milliseconds(500))
/// ```
///
/// Time moves only when the test calls ``NavigationTester/advance(by:assert:sourceLocation:)``,
/// so the same calls always give the same events at the same virtual times: nothing to wait
/// for. Background steps must declare how long they last (`InteractionStep.background(_:lasting:...)`);
/// their Swift work is not run (for that, see ``InteractionTestClock``).
extension NavigationTester {
  /// Starts `steps` (or merges them by identifier into the launch already going on) and
  /// asserts the state change of the steps that start at once.
  ///
  /// A plan the engine refuses (a cycle, an unknown dependency) is recorded as an issue.
  public func runLaunch(
    _ steps: [InteractionStep<Route>],
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "running the launch"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output: InteractionSimulation<Route>.Output
    do throws(InteractionPlanError) {
      output = try launch.run(steps, in: &next)
    } catch {
      record(TesterMessage.launchRefused(error), at: sourceLocation)
      return
    }
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// Lets `duration` of virtual time pass: splashes end, background work finishes and
  /// timeouts fire, in time order.
  public func advance(
    by duration: Duration,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "advance by \(duration)"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output = launch.advance(by: duration, in: &next)
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// The user finishes modal launch step `step` (taps its `finish` action). A step that has
  /// not presented yet is remembered (it ends as finished at its turn).
  ///
  /// Fails with the engine's message when `step` cannot be finished (a gate, background work,
  /// an unknown step, one that has ended).
  public func finish(
    _ launchStep: StepID,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "finishing launch step '\(launchStep)'"
    try request(step, expected, sourceLocation) { launch, state throws(StepRequestError) in
      try launch.finish(launchStep, in: &state)
    }
  }

  /// Asserts that finishing `launchStep` is refused with `error`; nothing changes.
  public func finish(
    _ launchStep: StepID,
    refusedWith error: StepRequestError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    refusal("finishing launch step '\(launchStep)'", error, sourceLocation) {
      launch, state throws(StepRequestError) in try launch.finish(launchStep, in: &state)
    }
  }

  /// Sets launch facts; a gate whose condition stops holding ends.
  public func setFacts(
    _ changes: Facts,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "setting facts"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output = launch.setFacts(changes, in: &next)
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// Cancels launch step `launchStep`: its modal is dismissed or its work stopped.
  ///
  /// Fails with the engine's message when `launchStep` is unknown or has ended.
  public func cancel(
    _ launchStep: StepID,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "cancelling launch step '\(launchStep)'"
    try request(step, expected, sourceLocation) { launch, state throws(StepRequestError) in
      try launch.cancel(launchStep, in: &state)
    }
  }

  /// Asserts that cancelling `launchStep` is refused with `error`; nothing changes.
  public func cancel(
    _ launchStep: StepID,
    refusedWith error: StepRequestError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    refusal("cancelling launch step '\(launchStep)'", error, sourceLocation) {
      launch, state throws(StepRequestError) in try launch.cancel(launchStep, in: &state)
    }
  }

  /// Cancels every step and calls the run off; home does not appear.
  public func cancelAll(
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "cancelling every step"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output = launch.cancelAll(in: &next)
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// Adds `steps` to the sequence now (an interaction after home); ended steps run again.
  public func enqueue(
    _ steps: [InteractionStep<Route>],
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "enqueueing " + steps.map { "'\($0.id)'" }.joined(separator: ", ")
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output: InteractionSimulation<Route>.Output
    do throws(InteractionPlanError) {
      output = try launch.enqueue(steps, in: &next)
    } catch {
      record(TesterMessage.launchRefused(error), at: sourceLocation)
      return
    }
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// The host says modal `modal` is on screen (with hand-shakes on).
  public func presentationFinished(
    _ modal: ModalID,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "the presentation of '\(modal)' finishing"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output = launch.presentationFinished(modal, in: &next)
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// The host says modal `modal` has gone from the screen (with hand-shakes on): the next
  /// launch modal may present.
  public func dismissalFinished(
    _ modal: ModalID,
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let step = "the dismissal of '\(modal)' finishing"
    checkAllEventsReceived(before: step, at: sourceLocation)
    var next = state
    let output = launch.dismissalFinished(modal, in: &next)
    try conclude(step, output, next: next, expected: expected, at: sourceLocation)
  }

  /// Stops new modals from presenting (the app went to the background).
  public func suspend(
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    checkAllEventsReceived(before: "suspending", at: sourceLocation)
    var next = state
    let output = launch.suspend(in: &next)
    try conclude("suspending", output, next: next, expected: expected, at: sourceLocation)
  }

  /// Lets modals present again.
  public func resume(
    assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    checkAllEventsReceived(before: "resuming", at: sourceLocation)
    var next = state
    let output = launch.resume(in: &next)
    try conclude("resuming", output, next: next, expected: expected, at: sourceLocation)
  }

  private func request(
    _ step: String, _ expected: Expectation?, _ location: SourceLocation,
    _ body: (inout InteractionSimulation<Route>, inout NavigationState<Route>)
      throws(StepRequestError)
      -> InteractionSimulation<Route>.Output
  ) rethrows {
    checkAllEventsReceived(before: step, at: location)
    var next = state
    var simulation = launch
    let output: InteractionSimulation<Route>.Output
    do throws(StepRequestError) {
      output = try body(&simulation, &next)
    } catch {
      record(TesterMessage.stepRefused(step, error), at: location)
      return
    }
    launch = simulation
    try conclude(step, output, next: next, expected: expected, at: location)
  }

  private func refusal(
    _ step: String, _ expected: StepRequestError, _ location: SourceLocation,
    _ body: (inout InteractionSimulation<Route>, inout NavigationState<Route>)
      throws(StepRequestError)
      -> InteractionSimulation<Route>.Output
  ) {
    checkAllEventsReceived(before: step, at: location)
    var next = state
    var simulation = launch
    do throws(StepRequestError) {
      _ = try body(&simulation, &next)
      record(TesterMessage.stepNotRefused(step, expected: expected), at: location)
    } catch {
      if error != expected {
        record(TesterMessage.stepOtherError(step, expected: expected, actual: error), at: location)
      }
    }
  }

  // MARK: Receiving events

  /// Asserts that the next unreceived launch event is `kind` about `step` (and happened at
  /// virtual time `time`, when given), and marks it received.
  ///
  /// With ``Exhaustivity/off``, the events before the first match are skipped instead.
  ///
  /// ```swift
  /// tester.receive(.stepSkipped(.condition), "whatsNew")
  /// tester.receive(.launchFinished, at: .seconds(2))
  /// ```
  public func receive(
    _ kind: InteractionEvent.Kind,
    _ step: StepID? = nil,
    at time: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checks.receive(kind, step, at: time, sourceLocation: sourceLocation)
  }

  /// Marks every unreceived launch event received without asserting anything about them.
  public func skipReceivedEvents() {
    unreceivedEvents = []
  }

  /// Fails when launch events are still waiting to be received. The tester also checks this
  /// before every step and when it is released; call it to fail at a line of your choosing.
  public func assertAllEventsReceived(sourceLocation: SourceLocation = #_sourceLocation) {
    checkAllEventsReceived(before: "the end of the test", at: sourceLocation)
  }

  // MARK: Helpers

  private func conclude(
    _ step: String, _ output: InteractionSimulation<Route>.Output, next: NavigationState<Route>,
    expected: Expectation?, at location: SourceLocation
  ) rethrows {
    unreceivedEvents += output.events
    try conclude(step, next: next, expected: expected, at: location)
  }
}
