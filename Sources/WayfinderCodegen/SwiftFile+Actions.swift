import Foundation
import Wayfinder
import WayfinderFlows

extension SwiftFile {
  /// The action graph: a type for one action and, on the route, each screen's actions with
  /// their `with:` values filled in from the route's arguments and the facts.
  func writeActions(_ out: inout CodeWriter) {
    writeActionType(&out)
    out.line()
    out.block("extension \(route)") { out in
      out.doc(
        """
        The actions of this screen, in the order the REPL numbers them. `with:` values come \
        from this route's arguments and from `facts`; an action whose fact is not set yet has \
        no effect and says so in `missingArgument`.
        """)
      out.block(
        "\(access)func actions(facts: Wayfinder.Facts = Wayfinder.Facts()) -> [\(actionType)]"
      ) { out in
        if screens.isEmpty {
          out.line("switch self {}")
          return
        }
        out.line("switch self {")
        for screen in routeSwitchScreens {
          let used = usedParameters(screen)
          out.line("\(routeCaseHead(screen, pattern(screen, binding: used))):")
          out.indented { out in
            guard !screen.actions.isEmpty else {
              out.line("return []")
              return
            }
            guard isLarge else {
              writeActionList(&out, screen)
              return
            }
            let arguments = screen.parameters.filter { used.contains($0.name) }.map {
              parameter -> SwiftCode in
              let label = label(parameter.name, of: screen.id)
              return "\(label): \(label)"
            }
            out.line(
              "return Self.\(helper(.actions, screen))(\((arguments + ["facts: facts"]).joined(separator: ", ")))"
            )
          }
        }
        out.line("}")
      }
      guard isLarge else { return }
      // In a large app, each screen's list is a function of its own: one function holding
      // every list grew the compiler's memory faster than the app (2 GB for 2,000 screens).
      for screen in screens where !screen.actions.isEmpty {
        let used = usedParameters(screen)
        let parameters = screen.parameters.filter { used.contains($0.name) }.map {
          parameter -> SwiftCode in
          "\(label(parameter.name, of: screen.id)): \(swiftType(parameter.type))"
        }
        out.line()
        out.block(
          "private static func \(helper(.actions, screen))(\((parameters + ["facts: Wayfinder.Facts"]).joined(separator: ", "))) -> [\(actionType)]"
        ) { out in writeActionList(&out, screen) }
      }
    }
  }

  /// Whether the app is large enough for its per-screen code to go in functions of its own.
  var isLarge: Bool { screens.count > Self.largeRouteEnum }

  /// The parameters of `screen` its actions forward.
  private func usedParameters(_ screen: Screen) -> Set<String> {
    Set(
      screen.actions.flatMap { action in
        action.forwardedArguments.compactMap { argument -> String? in
          if case .parameter(let name) = argument.source { return name }
          return nil
        }
      })
  }

  /// `return [ … ]`: the screen's actions, on one line when there is one and it fits.
  private func writeActionList(_ out: inout CodeWriter, _ screen: Screen) {
    var list = out.nested()
    list.indented { list in
      for action in screen.actions { writeAction(&list, action, on: screen) }
    }
    // One action: one line, no comma.
    if !out.appendSingleLine(list, open: "return [", close: "]") {
      out.line("return [")
      out.append(list)
      out.line("]")
    }
  }

  /// A case pattern binding only the parameters in `used`: `.item`, `.item(let id, _)`.
  private func pattern(_ screen: Screen, binding used: Set<String>) -> SwiftCode {
    guard !screen.parameters.isEmpty, !used.isEmpty else { return ".\(caseName(screen.id))" }
    let bindings = screen.parameters.map { parameter -> SwiftCode in
      used.contains(parameter.name) ? "let \(label(parameter.name, of: screen.id))" : "_"
    }
    return ".\(caseName(screen.id))(\(bindings.joined(separator: ", ")))"
  }

  /// One element of the actions array.
  private func writeAction(_ out: inout CodeWriter, _ action: Action, on screen: Screen) {
    var extras: [SwiftCode] = []
    if !action.sets.values.isEmpty { extras.append("sets: \(SwiftLiteral.facts(action.sets))") }
    if action.finishesStep { extras.append("finishesStep: true") }
    if !action.runs.isEmpty {
      let runs = action.runs.map { ".\(stepCase($0))" as SwiftCode }
      extras.append("runs: [\(runs.joined(separator: ", "))]")
    }
    if let condition = action.condition {
      extras.append("condition: \(SwiftLiteral.condition(condition))")
    }
    let factSources = action.forwardedArguments.compactMap { argument -> (String, ArgumentType)? in
      if case .fact(let name) = argument.source { return (name, argument.type) }
      return nil
    }
    let tail: SwiftCode = extras.isEmpty ? "" : ", " + extras.joined(separator: ", ")
    guard !factSources.isEmpty else {
      let effect = effectExpression(action, on: screen, factValue: { _ in nil })
      out.call("\(actionType)(", [literal(action.label), effect] + extras, "),")
      return
    }
    // Facts are read when the actions are listed; a fact not set yet leaves the action inert.
    out.line("{ () -> \(actionType) in")
    out.indented { out in
      // The screen's bound arguments stay visible beside the facts read here.
      let bound = Set(screen.parameters.map { label($0.name, of: screen.id).name })
      var locals = SwiftNames(reserved: bound.union(["facts"]))
      var conditions: [SwiftCode] = []
      var valueOf: [String: SwiftIdentifier] = [:]
      for (index, (name, type)) in factSources.enumerated() {
        let local = locals.name(for: "fact\(index)")
        valueOf["\(name):\(type)"] = local
        conditions.append(
          "let \(local) = facts[\(literal(name))].flatMap({ Wayfinder.ArgumentValue($0, as: .\(case: type)) })?.\(case: type)Value"
        )
      }
      out.line("guard \(conditions.joined(separator: ", ")) else {")
      out.indented { out in
        let missing = factSources.map { "fact '\($0.0)'" }.joined(separator: ", ")
        out.line(
          "return \(actionType)(\(literal(action.label)), .none\(tail), missingArgument: \(literal(missing)))"
        )
      }
      out.line("}")
      let effect = effectExpression(action, on: screen) { argument in
        valueOf["\(argument.0):\(argument.1)"].map { "\($0)" }
      }
      out.line("return \(actionType)(\(literal(action.label)), \(effect)\(tail))")
    }
    out.line("}(),")
  }

  /// The effect with forwarded values as Swift expressions: a bound parameter of the current
  /// screen, or a local read from the facts (`factValue`).
  private func effectExpression(
    _ action: Action, on screen: Screen, factValue: ((String, ArgumentType)) -> SwiftCode?
  ) -> SwiftCode {
    func routeAt(_ index: Int, _ route: ScreenRoute) -> SwiftCode {
      routeExpression(route.screen) { name, type in
        if let forwarded = action.forwardedArguments.first(where: {
          $0.route == index && $0.parameter == name
        }) {
          switch forwarded.source {
          case .parameter(let source):
            let value = label(source, of: screen.id)
            let sourceType = screen.parameter(source)
            return type == .double && sourceType == .int ? "Double(\(value))" : "\(value)"
          case .fact(let fact):
            return factValue((fact, forwarded.type))
          }
        }
        return route.arguments[name].map { SwiftLiteral.argument($0, as: type) }
      }
    }
    switch action.effect {
    case .none: return ".none"
    case .push(let route): return ".push(\(routeAt(0, route)))"
    case .pop(let count): return ".pop(count: \(count))"
    case .popTo(let screen): return ".popTo(.\(caseName(screen)))"
    case .popToRoot: return ".popToRoot"
    case .replace(let routes):
      let written = routes.enumerated().map { routeAt($0.offset, $0.element) }
      return ".replace([\(written.joined(separator: ", "))])"
    case .present(let modal, let root, let style):
      return ".present(.\(modalCase(modal)), root: \(routeAt(0, root)), style: .\(case: style))"
    case .dismiss: return ".dismiss"
    case .switchTab(let tab):
      return ".switchTab(.\(tabCase(tab)))"
    case .open(let url): return ".open(url: \(literal(url)))"
    }
  }

  private func writeActionType(_ out: inout CodeWriter) {
    let app = comment(definition.app)
    out.doc(
      """
      An action of a screen of \(app): its label, what it does to navigation, the facts it \
      sets, whether it finishes the step that presented its modal, the interactions it starts \
      and when it is available.
      """)
    out.block("\(access)struct \(actionType): Hashable, Sendable") { out in
      out.doc("What an action does to navigation.")
      out.block("\(access)enum Effect: Hashable, Sendable") { out in
        out.doc("Nothing: it only sets facts, finishes a step or starts interactions.")
        out.line("case none")
        out.doc("Push a screen onto the visible stack.")
        out.line("case push(\(route))")
        out.doc("Pop `count` screens.")
        out.line("case pop(count: Int)")
        out.doc("Pop back to the last occurrence of a screen.")
        out.line("case popTo(\(screenType))")
        out.doc("Pop back to the root.")
        out.line("case popToRoot")
        out.doc("Replace the path above the root.")
        out.line("case replace([\(route)])")
        out.doc("Present a modal with its first screen.")
        out.line(
          "case present(\(modalType), root: \(route), style: Wayfinder.PresentationStyle)")
        out.doc("Dismiss the topmost modal.")
        out.line("case dismiss")
        out.doc("Select a tab.")
        out.line("case switchTab(\(tabType))")
        out.doc("Open a deep link of the app.")
        out.line("case open(url: String)")
      }
      out.line()
      out.doc("The button's label, unique on its screen.")
      out.line("\(access)var label: String")
      out.doc("What it does to navigation.")
      out.line("\(access)var effect: Effect")
      out.doc("Facts it sets before navigating.")
      out.line("\(access)var sets: Wayfinder.Facts")
      out.doc("Whether it ends the launch step that presented its modal (`finish: true`).")
      out.line("\(access)var finishesStep: Bool")
      out.doc("Interaction steps it starts (`run:`).")
      out.line("\(access)var runs: [\(stepType)]")
      out.doc("When it is available (`when:`); `nil` for always.")
      out.line("\(access)var condition: Wayfinder.Condition?")
      out.doc("The `with:` value that had nothing to take when the actions were listed.")
      out.line("\(access)var missingArgument: String?")
      out.line()
      out.doc("Creates an action.")
      out.line("\(access)init(")
      out.indented { out in
        out.line(
          "_ label: String, _ effect: Effect, sets: Wayfinder.Facts = [:], finishesStep: Bool = false,"
        )
        out.line("runs: [\(stepType)] = [], condition: Wayfinder.Condition? = nil,")
        out.line("missingArgument: String? = nil")
      }
      out.block(")") { out in
        out.line("self.label = label")
        out.line("self.effect = effect")
        out.line("self.sets = sets")
        out.line("self.finishesStep = finishesStep")
        out.line("self.runs = runs")
        out.line("self.condition = condition")
        out.line("self.missingArgument = missingArgument")
      }
      out.line()
      out.doc("Whether the action may be taken with `facts`.")
      out.block("\(access)func isAvailable(facts: Wayfinder.Facts) -> Bool") { out in
        out.line("condition?.evaluate(facts: facts, version: \(flowType).version) ?? true")
      }
      out.line()
      out.doc(
        """
        The core command for the action's navigation, given the stack on screen (a `popTo` \
        needs it); `nil` when it does no navigation or its screen is not on the stack.
        """)
      out.function(
        "\(access)func command", "on stack: Wayfinder.PathStack<\(route)>?",
        " -> Wayfinder.NavigationCommand<\(route)>?"
      ) { out in
        out.line("switch effect {")
        out.line("case .none: return nil")
        out.line("case .push(let route): return .push(route)")
        out.line("case .pop(let count): return .pop(count: count)")
        out.line("case .popTo(let screen):")
        out.line("  return stack?.routes.last { $0.screen == screen }.map { .popTo($0) }")
        out.line("case .popToRoot: return .popToRoot()")
        out.line("case .replace(let routes): return .setPath(routes)")
        out.line("case .present(let modal, let root, let style):")
        out.line("  let id = modal.id")
        out.line("  return .present(")
        out.line("    modal.hasNavigation")
        out.line("      ? .flow(root, id: id, style: style) : .screen(root, id: id, style: style))")
        out.line("case .dismiss: return .dismiss")
        out.line("case .switchTab(let tab): return .selectTab(tab.id)")
        out.line("case .open(let url): return .open(url: url)")
        out.line("}")
      }
    }
  }
}
