import Wayfinder

extension SwiftFile {
  /// The actions as typed names over data: a type whose members name each screen's actions,
  /// each holding the core's `FlowAction`, which the runtime performs.
  func writeActions(_ out: inout CodeWriter) {
    writeActionType(&out)
    out.line()
    out.block("extension \(screenType)") { out in
      out.doc("The actions of this screen, in the order the REPL numbers them.")
      out.block("\(access)var actions: [\(actionType)]") { out in
        writePartLookup(&out, .actions, fallback: "[]")
      }
    }
    out.line()
    out.block("extension \(route)") { out in
      out.doc("The actions of this route's screen, in the order the REPL numbers them.")
      out.line("\(access)var actions: [\(actionType)] { screen.actions }")
    }
  }

  private func writeActionType(_ out: inout CodeWriter) {
    let app = comment(definition.app)
    out.doc(
      """
      An action of a screen of \(app), by name: the screen it is on and what it does, as the \
      runtime performs it (`Wayfinder.FlowAction`).

      ```swift
      try await launch.perform(.passcodeUnlock, of: program)
      ```
      """)
    out.block("\(access)struct \(actionType): Hashable, Sendable, CaseIterable") { out in
      out.doc("The screen it is on.")
      out.line("\(access)let screen: \(screenType)")
      out.doc("What it does, as data the runtime performs.")
      out.line("\(access)let flowAction: Wayfinder.FlowAction")
      out.line()
      out.doc("An action of `screen`; the app's actions are the members below, one per file.")
      out.block("init(_ screen: \(screenType), _ flowAction: Wayfinder.FlowAction)") {
        out in
        out.line("self.screen = screen")
        out.line("self.flowAction = flowAction")
      }
      out.line()
      out.doc("An action of `screen` that only navigates.")
      out.line("init(")
      out.line("  _ screen: \(screenType), _ label: String,")
      out.line("  _ navigation: Wayfinder.FlowAction.Navigation = .none")
      out.block(")") { out in
        out.line("self.init(screen, Wayfinder.FlowAction(label, navigation))")
      }
      out.line()
      out.doc("The button's label, unique on its screen.")
      out.line("\(access)var label: String { flowAction.label }")
      out.line()
      out.doc("Whether it may be taken with `facts`: its `when:` holds.")
      out.block("\(access)func isAvailable(facts: Wayfinder.Facts) -> Bool") { out in
        out.line("flowAction.isAvailable(facts: facts, version: \(flowType).version)")
      }
      out.line()
      out.doc("Every action, screen by screen.")
      out.line(
        "\(access)static var allCases: [\(actionType)] { \(screenType).allCases.flatMap(\\.actions) }"
      )
    }
  }

  /// One static member per action of `declared`, each a function of its own: one function
  /// building every action grew the compiler's memory faster than the app.
  func writeActionMembers(_ out: inout CodeWriter, _ declared: [ScreenDefinition]) {
    out.block("extension \(actionType)") { out in
      var first = true
      for screen in declared {
        let names = actionNames[screen.id] ?? []
        for (action, name) in zip(screen.actions, names) {
          if !first { out.line() }
          first = false
          out.doc("'\(comment(action.label))' on `\(comment(screen.id))`.")
          let flowAction = action.flowAction(in: definition)
          let arguments = flowActionArguments(flowAction)
          // An action that only navigates goes through the type's own initialiser, which
          // fills in the rest once rather than in every member.
          let value: SwiftExpression =
            flowAction == FlowAction(flowAction.label, flowAction.navigation)
            ? .call("Self(", [.code(".\(caseName(screen.id))")] + arguments, ")")
            : .call("Self(.\(caseName(screen.id)), Wayfinder.FlowAction(", arguments, "))")
          let head: SwiftCode = "\(access)static var \(name): Self"
          if out.fits(head + " { " + value.flat + " }") {
            out.line(head + " { " + value.flat + " }")
          } else {
            out.block(head) { out in out.write(value) }
          }
        }
      }
    }
  }

  /// The arguments of `Wayfinder.FlowAction(…)` for `action`: the same value the flow loader
  /// builds, with its targets as screen routes.
  func flowActionArguments(_ action: FlowAction) -> [SwiftExpression] {
    var arguments: [SwiftExpression] = [.code(literal(action.label))]
    if action.navigation != .none { arguments.append(navigation(action.navigation)) }
    if !action.sets.values.isEmpty {
      arguments.append(.code("sets: \(SwiftLiteral.facts(action.sets))"))
    }
    if action.finishesStep { arguments.append(.code("finishesStep: true")) }
    if !action.runs.isEmpty {
      let runs = action.runs.map { SwiftExpression.code("\(stepType).\(stepCase($0.rawValue)).id") }
      arguments.append(.call("runs: [", runs, "]"))
    }
    if !action.forwardedArguments.isEmpty {
      arguments.append(
        .call("forwardedArguments: [", action.forwardedArguments.map(forwardedArgument), "]"))
    }
    if let condition = action.condition {
      arguments.append(.call("condition: ", [SwiftLiteral.conditionExpression(condition)], ""))
    }
    if let role = action.role { arguments.append(.code("role: .\(case: role)")) }
    switch action.resultReceiver {
    case .fact(let name, let type)?:
      arguments.append(.code("resultReceiver: .fact(\(literal(name)), type: .\(case: type))"))
    case .caller, nil: break
    }
    if let returns = action.returns {
      let value: SwiftCode =
        switch returns {
        case .value(let value): ".value(\(SwiftLiteral.fact(value)))"
        case .forwarded(.parameter(let name)): ".forwarded(.parameter(\(literal(name))))"
        case .forwarded(.fact(let name)): ".forwarded(.fact(\(literal(name))))"
        }
      arguments.append(.code("returns: " + value))
    }
    return arguments
  }

  private func navigation(_ navigation: FlowAction.Navigation) -> SwiftExpression {
    switch navigation {
    case .none: .code(".none")
    case .push(let route): .call(".push(", [screenRoute(route)], ")")
    case .pop(let count): .code(".pop(count: \(count))")
    case .popTo(let screen): .code(".popTo(screen: \(literal(screen)))")
    case .popToRoot: .code(".popToRoot")
    case .replace(let routes): .call(".replace([", routes.map(screenRoute), "])")
    case .present(let modal, let root, let style, let hasNavigation, let detents, let detent):
      .call(
        ".present(",
        [
          .code("\(modalType).\(modalCase(modal)).id"), .call("root: ", [screenRoute(root)], ""),
          .code("style: .\(case: style)"), .code("hasNavigation: \(hasNavigation)"),
        ] + SwiftLiteral.detentArguments(detents, selected: detent), ")")
    case .dismiss: .code(".dismiss")
    case .switchTab(let tab): .code(".switchTab(\(tabExpression(tab)).id)")
    case .open(let url): .code(".open(url: \(literal(url)))")
    case .back: .code(".back")
    case .dismissAll: .code(".dismissAll")
    case .setRoot(let route): .call(".setRoot(", [screenRoute(route)], ")")
    case .replaceTop(let route): .call(".replaceTop(", [screenRoute(route)], ")")
    case .pushNew(let route): .call(".pushNew(", [screenRoute(route)], ")")
    case .bringToFront(let route): .call(".bringToFront(", [screenRoute(route)], ")")
    case .select(let route, let column):
      .call(".select(", [screenRoute(route), .code("in: .\(case: column)")], ")")
    case .deselect(let column): .code(".deselect(.\(case: column))")
    case .transaction(let steps): .call(".transaction([", steps.map { self.navigation($0) }, "])")
    }
  }

  /// A screen route: `DemoRoute.item(id: 42).screenRoute` when the app's route holds it as it
  /// is, which the compiler checks; otherwise (a `with:` template, `"{id}"`, where a number
  /// goes) `Wayfinder.ScreenRoute("reviews", arguments: ["id": .string("{id}")])`, arguments in
  /// name order. Both are the same value.
  func screenRoute(_ route: ScreenRoute) -> SwiftExpression {
    if let screen = definition.screens[route.screen],
      screen.parameters.count == route.arguments.count,
      screen.parameters.allSatisfy({ route.arguments[$0.name]?.type == $0.type })
    {
      return .code("\(self.route)\(routeExpression(route)).screenRoute")
    }
    guard !route.arguments.isEmpty else {
      return .code("Wayfinder.ScreenRoute(\(literal(route.screen)))")
    }
    let arguments = route.arguments.sorted { $0.key < $1.key }.map {
      SwiftExpression.code("\(literal($0.key)): \(SwiftLiteral.argumentValue($0.value))")
    }
    return .call(
      "Wayfinder.ScreenRoute(",
      [.code(literal(route.screen)), .call("arguments: [", arguments, "]")],
      ")")
  }

  private func forwardedArgument(_ argument: ForwardedArgument) -> SwiftExpression {
    let source: SwiftCode =
      switch argument.source {
      case .parameter(let name): ".parameter(\(literal(name)))"
      case .fact(let name): ".fact(\(literal(name)))"
      }
    var arguments: [SwiftExpression] = []
    if argument.route != 0 { arguments.append(.code("route: \(argument.route)")) }
    arguments += [
      .code("parameter: \(literal(argument.parameter))"), .code("type: .\(case: argument.type)"),
      .code("source: \(source)"),
    ]
    return .call("Wayfinder.ForwardedArgument(", arguments, ")")
  }
}
