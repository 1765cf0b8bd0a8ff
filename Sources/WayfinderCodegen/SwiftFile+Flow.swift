import Wayfinder
import WayfinderFlows

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
      out.line(
        "\(access)typealias Work = @Sendable (Wayfinder.LaunchContext) async throws -> Wayfinder.Facts"
      )
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
        "\(access)var conditions: [\(stepType): Wayfinder.LaunchStep<\(route)>.MainActorCondition]")
      out.line()
      out.doc("Creates hooks; with none, the launch runs as the flow file says.")
      out.line("\(access)init(")
      out.indented { out in
        out.line("work: [\(stepType): Work] = [:], presentations: [\(stepType): Work] = [:],")
        out.line(
          "conditions: [\(stepType): Wayfinder.LaunchStep<\(route)>.MainActorCondition] = [:]")
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
      \(app) as the core runs it: the initial state, the navigation rules with the deep-link \
      router, the edges the flow declares, and the launch plan.
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
    }
  }

  private func writeInitialState(_ out: inout CodeWriter) {
    out.doc(
      """
      The state the app starts in: home with every tab at its root, launching unless \
      `launching` is false.
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
      case .tabs:
        out.line("let tabs = \(tabType).allCases.map { Wayfinder.Tab($0.id, root: $0.root) }")
        out.line("do {")
        out.indented { out in
          out.line("return try Wayfinder.NavigationState(tabs: tabs, phase: phase)")
        }
        out.line("} catch {")
        out.indented { out in
          out.line("// The generator checked that the tabs are distinct and not empty.")
          out.line("preconditionFailure(\"\\(error)\")")
        }
        out.line("}")
      }
    }
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
      out.line("Wayfinder.NavigationRules(")
      out.indented { out in
        out.line("reselectPopsToRoot: true, deepLinks: deepLinks,")
        out.line("declaredEdges: holdingEdgesToFlow ? declaredEdges : nil)")
      }
    }
  }

  private func writeDeepLinks(_ out: inout CodeWriter) {
    out.doc("The deep links, tried in the order the flow files declare them.")
    out.line("\(access)static let deepLinks = makeDeepLinks()")
    out.line()
    // Functions rather than closures called in place: the type checker takes a closure's
    // statements together, which for thousands of screens took minutes.
    out.block("private static func makeDeepLinks() -> Wayfinder.DeepLinkRouter<\(route)>") { out in
      guard !definition.deepLinks.isEmpty else {
        out.line("Wayfinder.DeepLinkRouter<\(route)>()")
        return
      }
      out.line("var router = Wayfinder.DeepLinkRouter<\(route)>()")
      for link in definition.deepLinks {
        writeDeepLink(&out, link)
      }
      out.line("return router")
    }
    out.line()
    out.doc("A pattern the generator parsed: it cannot fail to parse here.")
    out.block("private static func pattern(_ text: String) -> Wayfinder.DeepLinkPattern") { out in
      out.line("do {")
      out.indented { out in out.line("return try Wayfinder.DeepLinkPattern(text)") }
      out.line("} catch {")
      out.indented { out in out.line("preconditionFailure(\"\\(error)\")") }
      out.line("}")
    }
  }

  private func writeDeepLink(_ out: inout CodeWriter, _ link: DeepLinkDefinition) {
    let placeholders = link.pattern.allPlaceholders
    var locals = SwiftNames(reserved: ["parameters", "router"])
    var used: [String] = []
    for template in link.path {
      for (_, argument) in template.arguments.sorted(by: { $0.key < $1.key }) {
        if case .placeholder(let name) = argument, !used.contains(name) { used.append(name) }
      }
    }
    out.line("router.add(pattern(\(literal(link.pattern.description)))) { parameters in")
    out.indented { out in
      var bindings: [SwiftCode] = []
      for name in used {
        guard let placeholder = placeholders.first(where: { $0.name == name }) else { continue }
        let local = locals.name(for: name)
        bindings.append("let \(local) = parameters.\(case: placeholder.type)(\(literal(name)))")
      }
      if !bindings.isEmpty {
        let single: SwiftCode = "guard \(bindings.joined(separator: ", ")) else { return nil }"
        if out.fits(single) {
          out.line(single)
        } else {
          // One binding a line, as the house style wraps a long guard.
          for (index, binding) in bindings.enumerated() {
            let line: SwiftCode = (index == 0 ? "guard " : "  ") + binding
            out.line(index == bindings.count - 1 ? line : line + ",")
          }
          out.line("else { return nil }")
        }
      } else {
        out.line("_ = parameters")
      }
      let path = link.path.map { template in
        routeExpression(template.screen) { name, type in
          switch template.arguments[name] {
          case .value(let value)?: SwiftLiteral.argument(value, as: type)
          case .placeholder(let placeholder)?:
            "\(self.name(placeholder, in: locals.names))"
          case nil: nil
          }
        }
      }
      let tab: SwiftCode = link.tab.map { "\(tabExpression($0)).id" } ?? "nil"
      var arguments: [SwiftCode] = [
        "tab: \(tab)", "path: [\(path.joined(separator: ", "))]",
      ]
      if let modal = link.modal, let definition = definition.modal(modal) {
        arguments.append(
          "modal: \(modalType).\(modalCase(modal)).presentation(.\(caseName(definition.root)))")
      }
      if let stack = link.stack { arguments.append("stack: .\(case: stack)") }
      if link.back != .path { arguments.append("back: .\(case: link.back)") }
      out.call("return Wayfinder.DeepLinkTarget(", arguments, ")")
    }
    out.line("}")
  }

  private func writeEdges(_ out: inout CodeWriter) {
    out.doc(
      """
      The forward navigation the flow declares: from each screen, the actions that push, \
      replace the path or present, with their labels. The rules hold Swift navigation to it \
      when asked.
      """)
    out.line("\(access)static let declaredEdges = makeDeclaredEdges()")
    out.line()
    out.block("private static func makeDeclaredEdges() -> Wayfinder.DeclaredEdges<\(route)>") {
      out in
      let declares = screens.contains { screen in
        screen.actions.contains { action in
          switch action.effect {
          case .push, .replace, .present: true
          default: false
          }
        }
      }
      guard declares else {
        // Nothing to add: a `var` never changed would be a warning in the app's build.
        out.line("Wayfinder.DeclaredEdges(actions: [:]) { $0.screen.rawValue }")
        return
      }
      out.line("var actions: [String: [Wayfinder.DeclaredAction]] = [:]")
      guard isLarge else {
        writeEdgeAssignments(&out, screens)
        out.line("return Wayfinder.DeclaredEdges(actions: actions) { $0.screen.rawValue }")
        return
      }
      // In a large app, a function per 100 screens: the compiler's back end slows faster than
      // the app grows on one function of thousands of statements.
      let chunks = stride(from: 0, to: screens.count, by: 100).map {
        Array(screens[$0..<min($0 + 100, screens.count)])
      }
      for index in chunks.indices { out.line("addDeclaredEdges\(index)(to: &actions)") }
      out.line("return Wayfinder.DeclaredEdges(actions: actions) { $0.screen.rawValue }")
    }
    guard isLarge else { return }
    let chunks = stride(from: 0, to: screens.count, by: 100).map {
      Array(screens[$0..<min($0 + 100, screens.count)])
    }
    for (index, chunk) in chunks.enumerated() {
      out.line()
      out.block(
        "private static func addDeclaredEdges\(index)(to actions: inout [String: [Wayfinder.DeclaredAction]])"
      ) { out in writeEdgeAssignments(&out, chunk) }
    }
  }

  /// `actions["primary"] = [ … ]` for each screen of `screens` that declares edges.
  private func writeEdgeAssignments(_ out: inout CodeWriter, _ screens: [Screen]) {
    for screen in screens {
      let edges = screen.actions.compactMap { action -> SwiftCode? in
        let label = literal(action.label)
        switch action.effect {
        case .push(let route):
          return "Wayfinder.DeclaredAction(\(label), .screen(\(literal(route.screen))))"
        case .replace(let routes):
          let ids = routes.map { literal($0.screen) }.joined(separator: ", ")
          return "Wayfinder.DeclaredAction(\(label), .path([\(ids)]))"
        case .present(let modal, _, _):
          return "Wayfinder.DeclaredAction(\(label), .modal(\(literal(modal.rawValue))))"
        default:
          return nil
        }
      }
      guard !edges.isEmpty else { continue }
      let assignment: SwiftCode = "actions[\(literal(screen.id))] = "
      if edges.count == 1, out.fits("\(assignment)[\(edges[0])]") {
        out.line("\(assignment)[\(edges[0])]")
      } else {
        out.line(assignment + "[")
        out.indented { out in
          for edge in edges { out.line(edge + ",") }
        }
        out.line("]")
      }
    }
  }
}
