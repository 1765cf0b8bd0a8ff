import Wayfinder
import WayfinderFlowFiles

/// The rules of a flow-file app's stacks, as its flow files state them, for checking what
/// restoring keeps: a route fits when its screen exists with exactly the parameters it gives,
/// and a screen may be above a stack's root when the root's actions, or a deep link into the
/// tab, lead to it — directly or through the screens they lead to.
struct NewVersionRules {
  let definition: FlowDefinition
  private var reachable: [String: Set<String>] = [:]

  init(_ definition: FlowDefinition) { self.definition = definition }

  /// Whether `route` names a screen of the app with the parameters it takes.
  func fits(_ route: ScreenRoute) -> Bool {
    guard let screen = definition.screen(for: route) else { return false }
    guard Set(route.arguments.keys) == Set(screen.parameters.map(\.name)) else { return false }
    return screen.parameters.allSatisfy { parameter in
      let value = route.arguments[parameter.name]
      return value?.type == parameter.type
        || (parameter.type == .double && value?.type == .int)
    }
  }

  /// The screens that may be above `root` in `tab`'s stack (`nil`: a modal's).
  mutating func above(_ root: String, tab: TabID?) -> Set<String> {
    let key = "\(tab?.rawValue ?? "-") \(root)"
    if let known = reachable[key] { return known }
    func next(_ screen: String) -> [String] {
      definition.screen(screen)?.actions.flatMap(\.effect.stackedScreens) ?? []
    }
    var queue = next(root)
    if let tab {
      for link in definition.deepLinks where link.tab == tab || link.tab == nil {
        queue += link.path.map(\.screen)
      }
    }
    var seen = Set(queue)
    while let screen = queue.popLast() {
      for target in next(screen) where seen.insert(target).inserted { queue.append(target) }
    }
    reachable[key] = seen
    return seen
  }

  /// What is wrong with the tabs of `restored`, the new version's restore of a state the old
  /// version restores as `before`: a route that does not fit, or a stack that is not the
  /// longest part of the old one the new version allows. O(routes) once each root's set is
  /// known.
  mutating func stackProblems(
    before: NavigationState<ScreenRoute>, restored: NavigationState<ScreenRoute>
  ) -> [String] {
    var problems: [String] = []
    for tab in restored.home.tabs {
      let routes = tab.stack.routes
      for route in routes where !fits(route) {
        problems.append("\(tab.stack.owner) keeps \(route), which the new version lacks")
      }
      guard let flow = definition.flow(forTab: tab.id) else {
        problems.append("\(tab.stack.owner) is no tab of the new version")
        continue
      }
      let root = ScreenRoute(flow.root)
      var expected = [root]
      if let old = before.home[tab.id]?.routes, old.first == root {
        let allowed = above(flow.root, tab: tab.id)
        for route in old.dropFirst() {
          guard fits(route), allowed.contains(route.screen) else { break }
          expected.append(route)
        }
      }
      if routes != expected {
        problems.append(
          "\(tab.stack.owner) keeps \(routes.map(\.description)), not the longest part "
            + "the new version allows, \(expected.map(\.description))")
      }
    }
    for modal in restored.modals {
      for route in modal.stack.routes where !fits(route) {
        problems.append("modal '\(modal.id)' keeps \(route), which the new version lacks")
      }
    }
    return problems
  }
}
