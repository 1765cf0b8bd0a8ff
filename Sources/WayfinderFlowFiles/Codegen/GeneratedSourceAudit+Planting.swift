import Wayfinder

extension GeneratedSourceAudit {
  /// A word planted in a flow's texts, which generated code must hold only in literals and
  /// comments.
  package static let canary = "zzCanaryZZ"

  /// Text that closes a literal, interpolates, ends a comment and a line, and turns the text
  /// around, all around the ``canary``.
  package static let payload =
    "\"); \(canary)(\"\\(\(canary))\" \"\"\" #\"\(canary)\"# */ \(canary) /* \u{2028}\(canary)"
    + "\u{202E}\(canary)\n\(canary) \\"

  /// `definition` with every text that never becomes a name — the app's name, titles, labels,
  /// URLs, conditions as written, string facts and string arguments — replaced by `payload`.
  package static func planting(
    _ payload: String = payload, in definition: FlowDefinition
  ) -> FlowDefinition {
    var planted = definition
    planted.app = payload
    planted.flows = planted.flows.map { flow in
      var flow = flow
      flow.title = payload
      return flow
    }
    planted.facts = planted.facts.map { fact in
      var fact = fact
      if case .string = fact.initialValue { fact.initialValue = .string(payload) }
      return fact
    }
    planted.launch = planted.launch.map { step in
      var step = step
      if step.conditionText != nil { step.conditionText = payload }
      return step
    }
    for (id, screen) in planted.screens {
      var screen = screen
      screen.title = payload
      screen.body = payload
      screen.actions = screen.actions.enumerated().map { index, action in
        var action = action
        action.label = payload + String(index)
        switch action.effect {
        case .open: action.effect = .open(url: payload)
        case .push(let route): action.effect = .push(planting(payload, in: route))
        case .replace(let routes):
          action.effect = .replace(routes.map { planting(payload, in: $0) })
        default: break
        }
        return action
      }
      planted.screens[id] = screen
    }
    return planted
  }

  /// `route` with its string arguments replaced by `payload`.
  private static func planting(_ payload: String, in route: ScreenRoute) -> ScreenRoute {
    var arguments = route.arguments
    for (name, value) in arguments {
      if case .string = value { arguments[name] = .string(payload) }
    }
    return ScreenRoute(route.screen, arguments: arguments)
  }
}
