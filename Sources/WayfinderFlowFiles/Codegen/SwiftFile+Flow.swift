import Wayfinder

extension SwiftFile {
  /// What the app supplies to its launch: real work, its own interface, main-actor checks.
  func writeHooks(_ out: inout CodeWriter) {
    let app = comment(definition.app)
    out.doc(
      """
      What \(app) supplies to its launch: real work for background steps, its own interface \
      for modal steps, and checks that read main-actor state. A step without a hook does what \
      the flow file says: background work lasts its declared time, a modal step presents its \
      modal.
      """)
    out.block("\(access)struct \(hooksType): Sendable") { out in
      out.doc("Work a step does; the facts it returns are set when it ends.")
      out.line("\(access)typealias Work = Wayfinder.InteractionStep<\(route)>.Work")
      out.line()
      out.doc("The real work of background steps, by step.")
      out.line("\(access)var work: [\(stepType): Work]")
      out.doc(
        """
        The app's own interface for modal steps, by step: the step holds the modal slot until \
        the work returns, instead of presenting the flow's modal.
        """)
      out.line("\(access)var presentations: [\(stepType): Work]")
      out.doc("Checks run on the main actor just before a step starts, beside its `when:`.")
      out.line(
        "\(access)var conditions: [\(stepType): Wayfinder.InteractionStep<\(route)>.MainActorCondition]"
      )
      out.line()
      out.doc("Creates hooks; with none, the launch runs as the flow file says.")
      out.line("\(access)init(")
      out.indented { out in
        out.line("work: [\(stepType): Work] = [:], presentations: [\(stepType): Work] = [:],")
        out.line(
          "conditions: [\(stepType): Wayfinder.InteractionStep<\(route)>.MainActorCondition] = [:]")
      }
      out.block(")") { out in
        out.line("self.work = work")
        out.line("self.presentations = presentations")
        out.line("self.conditions = conditions")
      }
    }
  }

  /// The namespace with the app's state, rules, deep links, declared edges and launch plan.
  func writeFlow(_ out: inout CodeWriter) {
    let app = comment(definition.app)
    out.doc(
      """
      \(app) as the runtime performs it: `program(hooks:)`, and the parts it is made of — the \
      initial state, the navigation rules with the deep-link router, the edges the flow \
      declares, each screen's actions and the launch plan.
      """)
    out.block("\(access)enum \(flowType)") { out in
      out.doc("The app's name.")
      out.line("\(access)static let app = \(literal(definition.app))")
      out.doc("The app's version, which conditions compare with `version`.")
      out.line("\(access)static let version = \(SwiftLiteral.version(definition.version))")
      out.line()
      out.doc("The facts the app starts with.")
      out.block("\(access)static var initialFacts: Wayfinder.Facts") { out in
        let facts = definition.initialFacts.values.sorted { $0.key < $1.key }.map {
          "\(literal($0.key)): \(SwiftLiteral.fact($0.value))" as SwiftCode
        }
        if facts.isEmpty { out.line("[:]") } else { out.call("[", facts, "]") }
      }
      out.line()
      writeInitialState(&out)
      out.line()
      writeRules(&out)
      out.line()
      writeDeepLinks(&out)
      out.line()
      writeEdges(&out)
      out.line()
      writeLaunch(&out)
      out.line()
      writeProgram(&out)
    }
  }

  private func writeInitialState(_ out: inout CodeWriter) {
    out.doc(
      definition.home.split == nil
        ? """
        The state the app starts in: home with every tab at its root, launching unless \
        `launching` is false.
        """
        : """
        The state the app starts in: home's split with its sidebar at its root and nothing \
        selected, launching unless `launching` is false.
        """)
    out.function(
      "\(access)static func initialState", "launching: Bool = true",
      " -> Wayfinder.NavigationState<\(route)>"
    ) { out in
      out.line(
        "let phase: Wayfinder.LaunchPhase<\(route)> = launching ? .launching(screen: nil) : .home")
      switch definition.home {
      case .flow(let name):
        out.line("let flow = \(tabExpression(TabID(name)))")
        out.line("return Wayfinder.NavigationState(flow: flow.id, root: flow.root, phase: phase)")
      case .tabs(let tabs):
        // A tab bar that always has a first tab: the core builds it without a way to fail.
        let written = tabs.enumerated().map { index, tab -> SwiftExpression in
          let tab = tabExpression(tab)
          return .code(
            "\(index == 0 ? "tabs: " : "")Wayfinder.NavigationTab(\(tab).id, root: \(tab).root)")
        }
        out.write(
          .call("Wayfinder.NavigationState(", written + [.code("phase: phase")], ")"),
          prefix: "return ")
      case .split(let split):
        writeSplitState(split, &out)
      }
    }
  }

  /// The state of a split home: the sidebar at its root and nothing selected. The split is
  /// made by the core's checked initializer; `wayfinder check` refuses a flow shown in two
  /// columns, so the single-flow state after `else` is never reached.
  private func writeSplitState(_ split: NavigationSplit, _ out: inout CodeWriter) {
    let sidebar = definition.flow(forTab: split.sidebar)?.root ?? split.sidebar.rawValue
    var columns: [SwiftExpression] = [.code("sidebar: \(tabExpression(split.sidebar)).id")]
    if let content = split.content {
      columns.append(.code("content: \(tabExpression(content)).id"))
    }
    columns.append(.code("detail: \(tabExpression(split.detail)).id"))
    out.write(.call("guard let split = try? Wayfinder.NavigationSplit(", columns, ")"))
    let root: SwiftCode = "\(route)\(routeExpression(ScreenRoute(sidebar)))"
    out.block("else") { out in
      out.write(
        .call(
          "Wayfinder.NavigationState(",
          [
            .code("flow: \(tabExpression(split.sidebar)).id"), .code("root: \(root)"),
            .code("phase: phase"),
          ], ")"), prefix: "return ")
    }
    out.write(
      .call(
        "Wayfinder.NavigationState(",
        [.code("split: split"), .code("sidebar: \(root)"), .code("phase: phase")], ")"),
      prefix: "return ")
  }

  private func writeRules(_ out: inout CodeWriter) {
    out.doc(
      """
      The navigation rules: tabs pop to their root when selected again, and the app's deep \
      links. With `holdingEdgesToFlow`, forward navigation the flow does not declare (a push \
      from a screen without that action, a present of a modal it does not present) is \
      refused with `NavigationError.undeclaredNavigation`, or `undeclaredModal` for a modal no \
      screen presents.
      """)
    out.function(
      "\(access)static func rules", "holdingEdgesToFlow: Bool = false",
      " -> Wayfinder.NavigationRules<\(route)>"
    ) { out in
      let swipeOff =
        !definition.screensWithoutSwipeBack.isEmpty || !definition.modalsWithoutSwipeBack.isEmpty
      out.line(swipeOff ? "var rules = Wayfinder.NavigationRules(" : "Wayfinder.NavigationRules(")
      out.indented { out in
        out.line("reselectPopsToRoot: true, deepLinks: deepLinks,")
        if definition.backRefusals.isEmpty {
          out.line("declaredEdges: holdingEdgesToFlow ? declaredEdges : nil)")
        } else {
          out.line("declaredEdges: holdingEdgesToFlow ? declaredEdges : nil,")
          out.line("backVeto: Wayfinder.NavigationRules.holdingBack(backRefusals))")
        }
      }
      if swipeOff {
        out.line("rules.screensWithoutSwipeBack =")
        out.indented { out in
          out.line("Wayfinder.NavigationRules.withoutSwipeBack(screensWithoutSwipeBack)")
        }
        out.line("rules.modalsWithoutSwipeBack = modalsWithoutSwipeBack")
        out.line("return rules")
      }
    }
    writeBackRefusals(&out)
    writeSwipeBackOff(&out)
  }

  /// The screens and modals that turn the back gesture off, as data the rules read; nothing
  /// when none does.
  private func writeSwipeBackOff(_ out: inout CodeWriter) {
    let screens = definition.screensWithoutSwipeBack.sorted()
    let modals = definition.modalsWithoutSwipeBack.map(\.rawValue).sorted()
    guard !screens.isEmpty || !modals.isEmpty else { return }
    out.line()
    out.doc("The screens that turn the back gesture off (`swipeBack: false`), by screen id.")
    out.call(
      "\(access)static let screensWithoutSwipeBack: Set<String> = [",
      screens.map { "\(literal($0))" as SwiftCode }, "]")
    out.line()
    out.doc("The modals no back gesture dismisses (`swipeBack: false`).")
    out.call(
      "\(access)static let modalsWithoutSwipeBack: Set<Wayfinder.ModalID> = [",
      modals.map { "\(literal($0))" as SwiftCode }, "]")
  }

  /// The screens that hold the user's back and why, as data the rules' veto reads; nothing
  /// when no screen holds back.
  private func writeBackRefusals(_ out: inout CodeWriter) {
    let refusals = definition.backRefusals.sorted { $0.key < $1.key }
    guard !refusals.isEmpty else { return }
    out.line()
    out.doc("Why each screen that holds the user's back does (`holdsBack:`), by screen id.")
    out.call(
      "\(access)static let backRefusals: [String: String] = [",
      refusals.map { "\(literal($0.key)): \(literal($0.value))" as SwiftCode }, "]")
  }

  /// The deep links as data: each pattern from its parsed parts, which cannot fail, and its
  /// target as the core's template, which the router fills in when a URL matches.
  private func writeDeepLinks(_ out: inout CodeWriter) {
    out.doc("The deep links, tried in the order the flow files declare them.")
    out.line("\(access)static let deepLinks = makeDeepLinks()")
    out.line()
    // A function rather than a closure called in place: the type checker takes a closure's
    // statements together, which for thousands of screens took minutes.
    out.block("private static func makeDeepLinks() -> Wayfinder.DeepLinkRouter<\(route)>") { out in
      guard !definition.deepLinks.isEmpty else {
        out.line("Wayfinder.DeepLinkRouter<\(route)>()")
        return
      }
      out.line("var router = Wayfinder.DeepLinkRouter<\(route)>()")
      for link in definition.deepLinks {
        out.line("router.add(")
        out.indented { out in
          out.write(
            .call("Wayfinder.DeepLinkPattern(", patternArguments(link.pattern), ")"), suffix: ",")
          out.write(.call("to: Wayfinder.DeepLinkTemplate(", templateArguments(link), "))"))
        }
      }
      out.line("return router")
    }
  }

  /// `scheme: "demo", segments: [.literal("item"), …], description: "demo://item/{id:int}"`.
  private func patternArguments(_ pattern: DeepLinkPattern) -> [SwiftExpression] {
    let segments = pattern.segments.map { segment -> SwiftExpression in
      switch segment {
      case .literal(let text): .code(".literal(\(literal(text)))")
      case .placeholder(let name, let type):
        .code(".placeholder(name: \(literal(name)), type: .\(case: type))")
      }
    }
    var arguments: [SwiftExpression] = [
      .code("scheme: \(literal(pattern.scheme))"), .call("segments: [", segments, "]"),
    ]
    if !pattern.query.isEmpty {
      let items = pattern.query.map { item -> SwiftExpression in
        let value: SwiftExpression =
          switch item.value {
          case .literal(let text): .code("value: .literal(\(literal(text)))")
          case .placeholder(let name, let type, let absence):
            .call(
              "value: .placeholder(",
              [
                .code("name: \(literal(name))"), .code("type: .\(case: type)"),
                .code("whenAbsent: " + absenceExpression(absence)),
              ], ")")
          }
        return .call(
          "Wayfinder.DeepLinkPattern.QueryItem(", [.code("key: \(literal(item.key))"), value], ")")
      }
      arguments.append(.call("query: [", items, "]"))
    }
    arguments.append(.code("description: \(literal(pattern.description))"))
    return arguments
  }

  private func absenceExpression(_ absence: DeepLinkPattern.Absence) -> SwiftCode {
    switch absence {
    case .required: ".required"
    case .omitted: ".omitted"
    case .defaultValue(let value): ".defaultValue(\(SwiftLiteral.argumentValue(value)))"
    }
  }

  /// The arguments of `Wayfinder.DeepLinkTemplate(…)`, from the one mapping of a flow file's
  /// link (`DeepLinkDefinition.template(in:)`).
  private func templateArguments(_ link: DeepLinkDefinition) -> [SwiftExpression] {
    let template = link.template(in: definition)
    var arguments: [SwiftExpression] = []
    if let tab = template.tab { arguments.append(.code("tab: \(tabExpression(tab)).id")) }
    if !template.path.isEmpty {
      arguments.append(.call("path: [", template.path.map(screenRoute), "]"))
    }
    if !template.captures.isEmpty {
      arguments.append(.call("captures: [", template.captures.map(captureExpression), "]"))
    }
    if let modal = template.modal {
      var parts: [SwiftExpression] = [
        .code("\(modalType).\(modalCase(modal.id)).id"),
        .call("root: ", [screenRoute(modal.root)], ""), .code("style: .\(case: modal.style)"),
        .code("hasNavigation: \(modal.hasNavigation)"),
      ]
      if !modal.captures.isEmpty {
        parts.append(.call("captures: [", modal.captures.map(captureExpression), "]"))
      }
      arguments.append(.call("modal: .init(", parts, ")"))
    }
    if let stack = template.stack { arguments.append(.code("stack: .\(case: stack)")) }
    if template.back != .path { arguments.append(.code("back: .\(case: template.back)")) }
    if template.scene != .active { arguments.append(.code("scene: .\(case: template.scene)")) }
    if let columns = template.columns {
      var parts: [SwiftExpression] = []
      let lists: [(SwiftCode, [ScreenRoute])] = [
        ("sidebar: [", columns.sidebar), ("content: [", columns.content),
        ("detail: [", columns.detail),
      ]
      for (label, routes) in lists where !routes.isEmpty {
        parts.append(.call(label, routes.map(screenRoute), "]"))
      }
      arguments.append(.call("columns: Wayfinder.SplitLink(", parts, ")"))
    }
    return arguments
  }

  /// `.init(route: 1, parameter: "id", placeholder: "id")`: a capture of a link's template.
  private func captureExpression(_ capture: DeepLinkTemplate.Capture) -> SwiftExpression {
    .call(
      ".init(",
      [
        .code("route: \(capture.route)"), .code("parameter: \(literal(capture.parameter))"),
        .code("placeholder: \(literal(capture.placeholder))"),
      ], ")")
  }

  private func writeEdges(_ out: inout CodeWriter) {
    out.doc(
      """
      The forward navigation the flow declares: from each screen, the actions that push, \
      replace the path or present, with their labels, as the core derives them from \
      `actions`. The rules hold Swift navigation to it when asked.
      """)
    out.line(
      "\(access)static let declaredEdges = Wayfinder.DeclaredEdges<\(route)>(flowActions: actions)")
    out.line()
    out.doc("Each screen's actions by screen identifier, as the runtime reads them.")
    out.block("\(access)static var actions: [String: [Wayfinder.FlowAction]]") { out in
      out.line("var table: [String: [Wayfinder.FlowAction]] = [:]")
      out.block("for screen in \(screenType).allCases") { out in
        out.line("let actions = screen.actions")
        out.line("if !actions.isEmpty { table[screen.rawValue] = actions.map(\\.flowAction) }")
      }
      out.line("return table")
    }
  }

  private func writeProgram(_ out: inout CodeWriter) {
    out.doc(
      """
      \(comment(definition.app)) as the runtime performs it, with `hooks` supplying the app's \
      own work: what `Wayfinder.InteractionSimulation` and `Wayfinder.InteractionCoordinator` take to \
      launch, perform actions, resume and come back to the foreground. With \
      `holdingEdgesToFlow`, its rules refuse Swift navigation the flow does not declare.
      """)
    out.line("\(access)static func program(")
    out.line("  hooks: \(hooksType) = \(hooksType)(), holdingEdgesToFlow: Bool = false")
    out.block(") -> Wayfinder.FlowProgram<\(route)>") { out in
      out.line("Wayfinder.FlowProgram(")
      out.indented { out in
        out.line("version: version, initialFacts: initialFacts, initialState: initialState(),")
        out.line(
          "launchSteps: launchSteps(hooks: hooks), interactionSteps: interactionSteps(hooks: hooks),"
        )
        var last: [SwiftCode] = [
          "rules: rules(holdingEdgesToFlow: holdingEdgesToFlow), actions: actions"
        ]
        if case .stacks(let within) = definition.restoreRule {
          let window: SwiftCode = within.map { SwiftLiteral.duration($0) } ?? "nil"
          last.append("restoreRule: .stacks(within: \(window))")
        }
        if definition.windows != .single {
          last.append("windows: .\(case: definition.windows)")
        }
        for (index, line) in last.enumerated() {
          out.line(index == last.count - 1 ? "\(line))" : "\(line),")
        }
      }
    }
  }
}
