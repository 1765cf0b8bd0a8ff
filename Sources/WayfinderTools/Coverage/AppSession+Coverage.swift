import Wayfinder
public import WayfinderFlowFiles

extension AppSession {
  /// The items a successful `command` exercised, given the session `before` it ran, and what it
  /// (and the launch settling after it) did.
  public static func coverage(
    of command: SessionCommand, before: AppSession, after: AppSession, outputs: [SessionOutput]
  ) -> [CoverageItem] {
    var taken: ActionDefinition?
    if case .tap(let choice) = command { taken = try? before.action(choice) }
    return coverage(
      of: command, taken: taken, before: before, after: after,
      transitions: outputs.flatMap(\.transitions))
  }

  /// ``coverage(of:before:after:outputs:)`` from what a caller already worked out: the action
  /// a tap took and the transitions of the outputs, in order. O(transitions × deep links).
  static func coverage(
    of command: SessionCommand, taken: ActionDefinition?, before: AppSession,
    after: AppSession, transitions: [StateTransition<ScreenRoute>]
  ) -> [CoverageItem] {
    var items: [CoverageItem] = []
    switch command {
    case .tap:
      if let screen = before.state.topRoute?.screen, let taken {
        items.append(.action(screen: screen, label: taken.label))
      }
    case .selectTab:
      if after.state.home.layout == .tabs {
        items.append(.tab(after.state.home.selectedTab.rawValue))
      }
    default:
      break
    }
    items += landedDeepLinks(transitions, in: before.definition)
    for transition in transitions {
      if let route = transition.after.topRoute { items.append(.screen(route.screen)) }
    }
    return items
  }

  /// The deep links that landed during `outputs`: opened and applied at once, or held behind an
  /// interaction and applied when it ended. A link still held, or replaced by a later one, has
  /// not been exercised. O(transitions × deep links).
  package static func landedDeepLinks(
    _ outputs: [SessionOutput], in definition: FlowDefinition
  ) -> [CoverageItem] {
    landedDeepLinks(outputs.flatMap(\.transitions), in: definition)
  }

  /// The deep links that landed during `transitions`, the transitions of outputs in order.
  /// O(transitions × deep links).
  static func landedDeepLinks(
    _ transitions: [StateTransition<ScreenRoute>], in definition: FlowDefinition
  ) -> [CoverageItem] {
    var items: [CoverageItem] = []
    for transition in transitions {
      let url: String
      if case .command(.open(let opened)) = transition.cause,
        transition.after.pendingDeepLink == nil
      {
        url = opened
      } else if let held = transition.before.pendingDeepLink,
        transition.after.pendingDeepLink == nil
      {
        url = held.url
      } else {
        continue
      }
      let link = definition.deepLinks.first {
        if case .matched = $0.pattern.match(url) { return true }
        return false
      }
      if let link { items.append(.deepLink(link.pattern.description)) }
    }
    return items
  }

  /// The screens that were on top after each transition of `outputs`.
  package static func shownScreens(_ outputs: [SessionOutput]) -> [CoverageItem] {
    var screens: [CoverageItem] = []
    for output in outputs {
      for transition in output.transitions {
        if let route = transition.after.topRoute { screens.append(.screen(route.screen)) }
      }
    }
    return screens
  }
}
