public import Wayfinder
public import WayfinderFlowFiles

/// The screen of a session as text: what the REPL prints after each command and what a
/// scenario's `expect render` compares with.
public enum SessionScreen {
  /// A renderer drawing `definition`'s screens, with the actions `facts` make unavailable
  /// marked, and a gate with no actions saying what lifts it with `facts`.
  public static func renderer(
    for definition: FlowDefinition, facts: Facts, options: RenderOptions
  ) -> TextRenderer<ScreenRoute> {
    let titles = Dictionary(
      definition.flows.map { (TabID($0.id), $0.title) }, uniquingKeysWith: { first, _ in first })
    return TextRenderer(
      appName: definition.app, options: options,
      tabTitle: { titles[$0] ?? $0.rawValue },
      interactionNote: { mark in
        GateHold(step: mark.step.rawValue, in: definition, facts: facts).map {
          "Held \($0.holding); \($0.lifting)."
        }
      }
    ) { route in
      guard let screen = definition.screen(for: route) else {
        return ScreenContent(title: route.description)
      }
      var content = ScreenContent(
        title: screen.title(for: route), body: screen.body(for: route),
        actions: screen.actions.map(\.label),
        unavailableActions: Set(
          screen.actions.indices.filter {
            !screen.actions[$0].isAvailable(facts: facts, version: definition.version)
          }))
      for (index, action) in screen.actions.enumerated() {
        if let role = action.role { content.actionRoles[index] = role }
      }
      return content
    }
  }

  /// The launch steps and their status, while the app launches.
  public static func progress(of session: AppSession) -> LaunchProgress? {
    guard session.state.phase.isLaunching else { return nil }
    return LaunchProgress(
      steps: session.launch.steps.map { step in
        let isBackground = if case .background = step.kind { true } else { false }
        let isSkipped = if case .skipped = step.status { true } else { false }
        return LaunchProgress.Step(
          id: step.id.rawValue, status: step.status, isBackground: isBackground,
          reason: isSkipped ? session.launch.promptBlock(of: step.id)?.description : nil)
      }, heldLink: session.state.pendingDeepLink?.url)
  }

  /// A launch event as the REPL prints it: a step its prompt policy skipped says why, in the
  /// core's words (`0.000s step.skip review (cooldown: 20h left)`, `… (not on link
  /// launches)`); other events as they describe themselves.
  ///
  /// - Parameters:
  ///   - event: An event of the command `session` just performed.
  ///   - session: The session after it.
  /// - Returns: The event's line, without the `· ` the REPL puts before it.
  package static func eventLine(_ event: InteractionEvent, in session: AppSession) -> String {
    let text = event.description
    guard case .stepSkipped(let reason) = event.kind, let step = event.step,
      let block = session.launch.promptBlock(of: step), block.skipReason == reason
    else { return text }
    let suffix = " (\(reason.rawValue))"
    guard text.hasSuffix(suffix) else { return text + " (\(block))" }
    return text.dropLast(suffix.count) + " (\(block))"
  }

  /// The screen of `session` as `wayfinder test` draws it for `expect render`: `width`
  /// columns, ASCII frame, no color.
  public static func text(of session: AppSession, width: Int) -> String {
    renderer(
      for: session.definition, facts: session.facts,
      options: RenderOptions(width: width, charset: .ascii, color: false)
    ).render(session.state, launch: progress(of: session))
  }
}
