import Wayfinder

/// The text of every issue the tester records, built in one place so each can be tested word
/// for word.
enum TesterMessage {
  /// A modal did not end as the test says after `step`: `actual` is how it ended, `nil`
  /// when it did not.
  static func modalEnding(
    _ modal: ModalID, expected: ModalEnding.Outcome, actual: ModalEnding.Outcome?,
    after step: String
  ) -> String {
    let verb = expected == .returned ? "return a result" : "be dismissed without a result"
    let happened =
      switch actual {
      case .returned?: "it returned a result"
      case .dismissed?: "it was dismissed without a result"
      case nil: "it did not end"
      }
    return "Expected modal '\(modal)' to \(verb) after \(step), but \(happened)."
  }

  /// The actual state differs from the expected one. `unasserted` when the expectation left
  /// the previous state as it was, so the whole change went unasserted.
  static func mismatch<Route>(
    after step: String, expected: NavigationState<Route>, actual: NavigationState<Route>,
    unasserted: Bool
  ) -> String {
    let header =
      unasserted
      ? "Unasserted state change after \(step) (\u{2212} expected, + actual):"
      : "State after \(step) does not match the expectation (\u{2212} expected, + actual):"
    return header + "\n" + diff(expected: expected, actual: actual)
  }

  /// A `−`/`+` diff of the dumps of two states. When the dumps are equal although the states
  /// are not (different routes with the same description), routes are named by their
  /// structure instead, ignoring their descriptions.
  static func diff<Route>(expected: NavigationState<Route>, actual: NavigationState<Route>)
    -> String
  {
    var before = NavigationStateDump.lines(of: expected)
    var after = NavigationStateDump.lines(of: actual)
    if before == after {
      before = NavigationStateDump.lines(of: expected, naming: NavigationStateDump.structure)
      after = NavigationStateDump.lines(of: actual, naming: NavigationStateDump.structure)
    }
    let diff = LineDiff.lines(expected: before, actual: after).joined(separator: "\n")
    return before == after ? diff + "\n(the states differ in ways their text does not show)" : diff
  }

  static func refused<Route>(_ command: NavigationCommand<Route>, _ error: NavigationError)
    -> String
  {
    "\(command) was refused: \(error)"
  }

  static func notRefused<Route>(_ command: NavigationCommand<Route>, expected: NavigationError)
    -> String
  {
    "Expected \(command) to be refused with \"\(expected)\", but it was applied."
  }

  static func otherError<Route>(
    _ command: NavigationCommand<Route>, expected: NavigationError, actual: NavigationError
  ) -> String {
    otherError(command.description, expected: expected, actual: actual)
  }

  static func coordinatorRefused(_ error: NavigationError) -> String {
    "The coordinator action was refused: \(error)"
  }

  static func coordinatorNotRefused(expected: NavigationError) -> String {
    "Expected the coordinator action to be refused with \"\(expected)\", but it was not."
  }

  static func coordinatorOtherError(expected: NavigationError, actual: NavigationError)
    -> String
  {
    otherError("The coordinator action", expected: expected, actual: actual)
  }

  /// `subject` was refused with `actual` where the test expected `expected`: the two as a
  /// `−`/`+` diff, in full when their sentences are the same.
  static func otherError<Refusal: Error & CustomStringConvertible>(
    _ subject: String, expected: Refusal, actual: Refusal
  ) -> String {
    var lines = (expected.description, actual.description)
    if lines.0 == lines.1 { lines = (String(reflecting: expected), String(reflecting: actual)) }
    return "\(subject) was refused with another error (\u{2212} expected, + actual):\n"
      + "\u{2212} \(lines.0)\n+ \(lines.1)"
  }

  static func actionRefused(_ label: String, _ error: ActionRefusal) -> String {
    "Action '\(label)' was refused: \(error)"
  }

  static func actionNotRefused(_ label: String, expected: ActionRefusal) -> String {
    "Expected action '\(label)' to be refused with \"\(expected)\", but it was performed."
  }

  static func actionOtherError(_ label: String, expected: ActionRefusal, actual: ActionRefusal)
    -> String
  {
    otherError("Action '\(label)'", expected: expected, actual: actual)
  }

  static func invariants(_ subject: String, _ problems: [String]) -> String {
    "\(subject) breaks its invariants:\n"
      + problems.map { "  - " + $0 }
      .joined(separator: "\n")
  }

  /// Events nobody received before `moment` ("before advance by 0.5 seconds").
  static func unreceived(_ events: [InteractionEvent], _ moment: String) -> String {
    let count = events.count == 1 ? "1 launch event was" : "\(events.count) launch events were"
    return "\(count) not received \(moment):\n" + list(events)
  }

  static func unexpected(_ event: InteractionEvent, expected: String) -> String {
    "Received \(event), but expected \(expected)."
  }

  static func nothingToReceive(expected: String) -> String {
    "Expected \(expected), but no launch event is left to receive."
  }

  static func notAmong(_ events: [InteractionEvent], expected: String) -> String {
    let count =
      events.count == 1 ? "the 1 unreceived event" : "the \(events.count) unreceived events"
    return "Expected \(expected), but it is not among \(count):\n" + list(events)
  }

  static func stepRefused(_ step: String, _ error: StepRequestError) -> String {
    "Refused \(step): \(error)"
  }

  static func stepNotRefused(_ step: String, expected: StepRequestError) -> String {
    "Expected \(step) to be refused with \"\(expected)\", but it was accepted."
  }

  static func stepOtherError(
    _ step: String, expected: StepRequestError, actual: StepRequestError
  ) -> String {
    "Expected \(step) to be refused with \"\(expected)\", but it was refused with \"\(actual)\"."
  }

  /// How failures name `event`: `tap 0`, `push 'item'`, `relaunch from notification`.
  static func step<Route>(_ event: AppEvent<Route>) -> String {
    switch event {
    case .tap(let position): "tap \(position)"
    case .navigate(let command): command.description
    case .setFacts: "setting facts"
    case .wait(let duration): "advance by \(duration)"
    case .background: "going to the background"
    case .foreground: "coming to the foreground"
    case .relaunch(let origin): "relaunch from \(origin)"
    case .run(let steps): "running " + steps.map { "'\($0)'" }.joined(separator: ", ")
    case .finish(let step): "finishing launch step '\(step)'"
    case .cancel(let step): "cancelling launch step '\(step)'"
    case .cancelAll: "cancelling every step"
    case .presentationFinished(let modal): "the presentation of '\(modal)' finishing"
    case .dismissalFinished(let modal): "the dismissal of '\(modal)' finishing"
    case .workReturned(let step, _): "the work of launch step '\(step)' returning"
    case .timeoutFired(let step): "the timeout of launch step '\(step)' firing"
    case .openWindow: "opening a window"
    case .activateWindow(let scene): "activating \(scene)"
    case .closeWindow(let scene): "closing \(scene)"
    }
  }

  static func eventRefused(_ step: String, _ refusal: AppRefusal) -> String {
    "\(step) was refused: \(refusal)"
  }

  static func eventNotRefused(_ step: String, expected: AppRefusal) -> String {
    "Expected \(step) to be refused with \"\(expected)\", but it was performed."
  }

  static func eventOtherError(_ step: String, expected: AppRefusal, actual: AppRefusal)
    -> String
  {
    otherError(step, expected: expected, actual: actual)
  }

  /// A tap on a label that no action of the screen on top has.
  static func noSuchLabel(_ label: String, labels: [String]) -> String {
    guard !labels.isEmpty else {
      return "Cannot tap '\(label)': the screen on top has no actions."
    }
    return "Cannot tap '\(label)': the screen on top has "
      + labels.map { "'\($0)'" }.joined(separator: ", ") + "."
  }

  static func launchRefused(_ error: InteractionPlanError) -> String {
    "The launch steps were refused: \(error)"
  }

  /// `step.start passcode`, or `0.500s step.start passcode` when the time is given.
  static func describe(_ kind: InteractionEvent.Kind, _ step: StepID?, at time: Duration?)
    -> String
  {
    let text = InteractionEvent(time: time ?? .zero, kind: kind, step: step).description
    guard time == nil, let space = text.firstIndex(of: " ") else { return text }
    return String(text[text.index(after: space)...])
  }

  private static func list(_ events: [InteractionEvent]) -> String {
    events.map { "  \($0)" }.joined(separator: "\n")
  }
}
