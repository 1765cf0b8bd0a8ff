extension Navigator where Route: FlowRoute {
  /// Records every command sent from now on and every transition that follows into
  /// `recorder`, until ``stopRecording()``; a ``InteractionCoordinator`` over this navigator
  /// records its requests, actions and events into it too. Replaces a recorder already
  /// attached.
  ///
  /// Each command is recorded with its transition (or its refusal) under the navigator's
  /// lock, so the trace has them in the order the navigator applied them, whichever thread
  /// sent them. Routes are recorded as ``ScreenRoute``s, with the recorder's redaction.
  ///
  /// - Parameter recorder: Where the session goes: a `SessionRecorder` (WayfinderRecording).
  public func startRecording(_ recorder: any TraceRecorder) {
    let recording = NavigatorRecording<Route>(recorder: recorder)
    storage.withLock { $0.recording = recording }
  }
}

extension Navigator {
  /// Stops recording; the recorder keeps what it has.
  public func stopRecording() {
    storage.withLock { $0.recording = nil }
  }

  /// The recording, if one is attached: what the launch coordinator records through.
  var recording: NavigatorRecording<Route>? {
    storage.withLock { $0.recording }
  }

  /// The recorder the navigator records into, if any: what a relaunch of the UI model goes on
  /// recording into.
  package var recorder: (any TraceRecorder)? {
    recording?.recorder
  }
}

/// A recorder attached to a navigator, with the conversions its route type needs: the
/// navigator is generic over any route, the trace holds ``ScreenRoute``s.
struct NavigatorRecording<Route: Hashable & Sendable>: Sendable {
  let recorder: any TraceRecorder
  private let input: @Sendable (NavigationCommand<Route>) -> TraceEvent
  private let outcome: @Sendable (StateTransition<Route>) -> TraceEvent

  init(recorder: any TraceRecorder) where Route: FlowRoute {
    self.recorder = recorder
    let redaction = recorder.redaction
    input = { TraceEvent.navigation($0, redacting: redaction) }
    outcome = { TraceEvent.transition($0, redacting: redaction) }
  }

  /// A command someone sent, and the transition it caused.
  func recordSent(_ command: NavigationCommand<Route>, _ transition: StateTransition<Route>) {
    recorder.record([input(command), outcome(transition)])
  }

  /// A command someone sent, which the navigator refused.
  func recordRefused(_ command: NavigationCommand<Route>, _ error: NavigationError) {
    recorder.record(input(command), refusal: error.description)
  }

  /// A transition the interaction sequence made.
  func recordOutcome(_ transition: StateTransition<Route>) {
    recorder.record(outcome(transition), refusal: nil)
  }

  /// A change of the app's windows, as a session records it: the event alone.
  func recordWindow(_ change: WindowChange) {
    let event: TraceEvent =
      switch change {
      case .open: .openWindow
      case .activate(let scene): .activateWindow(scene)
      case .close(let scene): .closeWindow(scene)
      }
    recorder.record([event])
  }

  /// Launch events, as they are reported.
  func record(_ events: [InteractionEvent]) {
    let redaction = recorder.redaction
    recorder.record(events.map { TraceEvent.launchEvent($0, redacting: redaction) })
  }

  /// Several entries at one moment: an action and what it did.
  func record(_ events: [TraceEvent]) {
    recorder.record(events)
  }
}
