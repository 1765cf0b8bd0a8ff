extension TraceEvent {
  /// The outcome entry of `transition`: its cause and the route on screen after it, described
  /// as ``ScreenRoute``s with `redaction` applied — the same text whichever route type the app
  /// uses, so a recording of typed routes compares with a replay of flow files.
  ///
  /// O(routes the cause holds + length of the descriptions).
  public static func transition<Route: FlowRoute>(
    _ transition: StateTransition<Route>, redacting redaction: TraceRedaction = TraceRedaction()
  ) -> TraceEvent {
    let describe = { (route: Route) in redaction.redacting(route.screenRoute) }
    var cause = transition.cause.mappingRoutes(describe)
    if redaction.urls, case .command(.open) = cause {
      cause = .command(.open(url: TraceRedaction.placeholder))
    }
    return .transition(
      command: cause.description, screen: transition.after.visibleRoute.map(describe)?.description)
  }

  /// The input entry of `command` the app sent, its routes as ``ScreenRoute``s with
  /// `redaction` applied.
  public static func navigation<Route: FlowRoute>(
    _ command: NavigationCommand<Route>, redacting redaction: TraceRedaction = TraceRedaction()
  ) -> TraceEvent {
    .navigate(redaction.redacting(command.mappingRoutes(\.screenRoute)))
  }

  /// The outcome entry of a launch event, the facts a finished step's work returned redacted
  /// as `redaction` says.
  public static func launchEvent(
    _ event: InteractionEvent, redacting redaction: TraceRedaction = TraceRedaction()
  ) -> TraceEvent {
    .launchEvent(event.kind, step: event.step, returned: redaction.redacting(event.returned))
  }
}
