extension InteractionCoordinator where Route: FlowRoute {
  /// Performs the flow action `action` of `program` as one event, as
  /// ``InteractionSimulation/perform(_:of:in:)`` does on virtual time: its facts, the finish of the
  /// step that presented its screen, the steps it runs and its navigation; the interactions it
  /// brings up present after the navigation.
  ///
  /// The whole action is decided against the navigator's state under its lock and kept at
  /// once: observers then see its transitions in order, and no other command runs between
  /// them.
  ///
  /// A tap names the screen it was made on (`screen`): a tap that reaches the coordinator after
  /// that screen has left the top — the user switched tabs, or the app pushed or presented
  /// meanwhile — is refused with ``ActionRefusal/notOnTop(label:screen:)`` rather than done to
  /// the screen on top now, whose stack it was never meant for. The refused tap is not recorded:
  /// it never reached a screen that has it.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - program: The app it belongs to.
  ///   - screen: The screen it was tapped on; `nil` to take it on whatever screen is on top.
  /// - Throws: ``ActionRefusal``; then nothing changed — not the navigator's state, the facts
  ///   or the steps — and no event or transition is reported.
  public func perform(
    _ action: FlowAction, of program: FlowProgram<Route>, on screen: Route? = nil
  ) throws(ActionRefusal) {
    let rules = navigator.rules
    let start = interpreter
    let promptNow = promptClock()
    let (interpreter, events, requests) = try navigator.transact {
      [timebase] state, recording throws(ActionRefusal) in
      if let screen, state.visibleStack?.top != screen {
        throw .notOnTop(label: action.label, screen: screen.screenRoute)
      }
      var host = DraftHost(rules: rules, timebase: timebase, state: state)
      var interpreter = start
      interpreter.machine.appModals = state.appModalIDs
      interpreter.machine.now = promptNow
      do throws(ActionRefusal) {
        try interpreter.perform(action, of: program, on: &host)
      } catch {
        recording?.recordTap(action, on: state, refusal: error.description)
        throw error
      }
      recording?.recordTap(action, on: state, transitions: host.drafted, events: host.heldEvents)
      return ((interpreter, host.heldEvents, host.requests), host.drafted)
    }
    self.interpreter = interpreter
    watchModals()
    if hub.isObserved {
      for event in events { hub.deliver(event) }
    }
    carryOut(requests)
  }
}
