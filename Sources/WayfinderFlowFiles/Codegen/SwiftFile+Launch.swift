import Wayfinder

extension SwiftFile {
  /// The launch plan: each step as the flow file declares it, made a `InteractionStep` by the core's
  /// one mapping (`InteractionStep.declared`), with the app's hooks applied by the core.
  func writeLaunch(_ out: inout CodeWriter) {
    out.doc(
      """
      The launch steps (`launch:`) in declaration order, with `hooks` supplying the app's own \
      work, interface and main-actor checks.
      """)
    out.line("\(access)static func launchSteps(")
    out.line("  hooks: \(hooksType) = \(hooksType)()")
    out.block(") -> [Wayfinder.InteractionStep<\(route)>]") { out in
      if definition.launch.isEmpty {
        out.line("[]")  // A closure over no steps would be code that never runs.
      } else {
        out.line("\(stepType).allCases.filter(\\.runsAtLaunch).map { step($0, hooks: hooks) }")
      }
    }
    out.line()
    out.doc("The interactions (`interactions:`), which run only when asked.")
    out.line("\(access)static func interactionSteps(")
    out.line("  hooks: \(hooksType) = \(hooksType)()")
    out.block(") -> [Wayfinder.InteractionStep<\(route)>]") { out in
      if definition.launch.isEmpty {
        out.line("[]")
      } else {
        out.line("\(stepType).allCases.filter { !$0.runsAtLaunch }.map { step($0, hooks: hooks) }")
      }
    }
    // With no steps there is no step to ask for: `step(_:hooks:)` would be code that never runs.
    guard !definition.launch.isEmpty else { return }
    out.line()
    out.doc("Step `id` as the core runs it, with `hooks` applied.")
    out.line("\(access)static func step(")
    out.line("  _ id: \(stepType), hooks: \(hooksType) = \(hooksType)()")
    out.block(") -> Wayfinder.InteractionStep<\(route)>") {
      out in
      out.line("let step: Wayfinder.InteractionStep<\(route)>")
      out.line("switch id {")
      for step in definition.launch {
        out.line("case .\(stepCase(step.id)):")
        out.indented { out in writeStep(&out, step) }
      }
      out.line("}")
      out.line("return step.hooked(")
      out.indented { out in
        out.line("work: hooks.work[id], presentation: hooks.presentations[id],")
        out.line("condition: hooks.conditions[id])")
      }
    }
  }

  /// `step = .declared(id.id, .modal(.passcode, style: .fullScreen), …)`: the flow file's step
  /// as data, with the kind the shared mapping (`StepDefinition.declaredKind(in:)`) gives.
  private func writeStep(_ out: inout CodeWriter, _ step: StepDefinition) {
    let kind: SwiftCode =
      switch step.declaredKind(in: definition) {
      case .splash(let screen, let duration):
        ".splash(\(screen.map(typedRoute) ?? "nil"), duration: \(optionalDuration(duration)))"
      case .modal(let screen, let style, let flow):
        ".modal(\(typedRoute(screen)), style: \(optionalStyle(style))\(flowArgument(flow)))"
      case .gate(let screen, let style, let flow):
        ".gate(\(typedRoute(screen)), style: \(optionalStyle(style))\(flowArgument(flow)))"
      case .background(let work): ".background(work: \(optionalDuration(work)))"
      case .home: ".home"
      }
    var arguments: [SwiftExpression] = [.code("id.id"), .code(kind)]
    if !step.after.isEmpty {
      let after = step.after.map { SwiftExpression.code("\(stepType).\(stepCase($0)).id") }
      arguments.append(.call("after: [", after, "]"))
    }
    if let condition = step.condition {
      arguments.append(.call("when: ", [SwiftLiteral.conditionExpression(condition)], ""))
    }
    arguments.append(.code("version: version"))
    if step.priority != 0 { arguments.append(.code("priority: \(step.priority)")) }
    if let timeout = step.timeout {
      arguments.append(.code("timeout: \(SwiftLiteral.timeout(timeout))"))
    }
    if !step.sets.values.isEmpty {
      arguments.append(.code("sets: \(SwiftLiteral.facts(step.sets))"))
    }
    if let dismissible = step.dismissible { arguments.append(.code("dismissible: \(dismissible)")) }
    if let covers = step.covers { arguments.append(.code("covers: \(coverage(covers))")) }
    let detents = step.declaredDetents(in: definition)
    arguments += SwiftLiteral.detentArguments(detents.detents, selected: detents.detent)
    guard let policy = step.prompts else {
      out.write(.call(".declared(", arguments, ")"), prefix: "step = ")
      return
    }
    out.write(
      .call(".declared(", arguments, ")"),
      prefix: "let declared: Wayfinder.InteractionStep<\(route)> = "
    )
    out.write(.call("declared.limited(", [promptPolicy(policy)], ")"), prefix: "step = ")
  }

  /// `Wayfinder.PromptPolicy(cooldown: .seconds(86400), …)`: a step's prompt rules as data, the
  /// rule itself staying in the core. Sources are typed: `.icon`, `DemoLaunchSource.widget.id`.
  private func promptPolicy(_ policy: PromptPolicy) -> SwiftExpression {
    var arguments: [SwiftExpression] = []
    if let cooldown = policy.cooldown {
      arguments.append(.code("cooldown: \(SwiftLiteral.duration(cooldown))"))
    }
    if let quota = policy.quota {
      arguments.append(
        .code(
          "quota: Wayfinder.PromptQuota(\(quota.count), per: \(SwiftLiteral.duration(quota.window)))"
        ))
    }
    if let spacing = policy.spacing {
      arguments.append(.code("spacing: \(SwiftLiteral.duration(spacing))"))
    }
    if let sources = policy.sources {
      let names = sources.sorted().map { SwiftExpression.code(sourceExpression($0)) }
      arguments.append(.call("sources: [", names, "]"))
    }
    if policy.counting == .onAppearance {
      arguments.append(.code("counting: .onAppearance"))
    }
    return .call("Wayfinder.PromptPolicy(", arguments, ")")
  }

  /// `Wayfinder.AppModalCover.only([Wayfinder.ModalID("settings")])`: what a step's `covers:`
  /// says, written in full (a bare `.none` would read as no value).
  private func coverage(_ covers: AppModalCover) -> SwiftCode {
    switch covers {
    case .none: return "Wayfinder.AppModalCover.none"
    case .any: return "Wayfinder.AppModalCover.any"
    case .only(let modals):
      let ids: [SwiftCode] = modals.map(\.rawValue).sorted().map {
        "Wayfinder.ModalID(\(SwiftLiteral.string($0)))"
      }
      return "Wayfinder.AppModalCover.only([\(ids.joined(separator: ", "))])"
    }
  }

  /// A route expression for a screen route of the app: `.passcode`.
  private func typedRoute(_ route: ScreenRoute) -> SwiftCode {
    routeExpression(route)
  }

  private func optionalDuration(_ duration: Duration?) -> SwiftCode {
    duration.map(SwiftLiteral.duration) ?? "nil"
  }

  /// `, flow: true` for a step whose modal is a flow, and nothing otherwise: a single-screen
  /// step reads as it always did.
  private func flowArgument(_ flow: Bool) -> SwiftCode {
    flow ? ", flow: true" : ""
  }

  private func optionalStyle(_ style: PresentationStyle?) -> SwiftCode {
    style.map { ".\(case: $0)" } ?? "nil"
  }
}
