/// The navigation a flow declares: from each screen (by screen id), the actions that navigate
/// forward. When set on NavigationRules, the transition function refuses forward navigation
/// that the flow does not declare.
///
/// A flow file says which screen leads where; Swift code driving the same app with its own
/// routes can still push anything anywhere. Set ``NavigationRules/declaredEdges`` to hold it to
/// the flow:
///
/// ```swift
/// let edges = DeclaredEdges<Tab1Page>(
///   actions: [
///     "primary": [DeclaredAction("Go to Secondary 1", .screen("secondary1"))],
///     "secondary1": [DeclaredAction("Go to Tertiary", .screen("tertiary"))],
///   ],
///   screen: { "\($0)" })
/// var state = try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary)])
/// let rules = NavigationRules(declaredEdges: edges)
/// try state.apply(.push(.secondary1), rules: rules)   // declared
/// try state.apply(.push(.primary), rules: rules)      // throws: 'secondary1' has no action
///                                                     // that does push 'primary'; …
/// ```
///
/// Only forward navigation is checked: `push`, `pushAll`, `setPath` (a path that only gets
/// shorter is always allowed) and `present`. Going back, switching tabs, dismissing, deep links
/// and the launch sequence are never refused by it. A screen missing from ``actions`` declares
/// no forward navigation.
public struct DeclaredEdges<Route: Hashable & Sendable>: Sendable {
  /// The actions that navigate forward, by screen id, each screen's in declaration order.
  public var actions: [String: [DeclaredAction]]
  /// The screen id of a route; a route's arguments play no part (`item(id: 42)` is `item`).
  public var screen: @Sendable (Route) -> String

  /// Creates the declared navigation of a flow.
  ///
  /// - Parameters:
  ///   - actions: The actions that navigate forward, by screen id, in declaration order.
  ///   - screen: The screen id of a route, arguments ignored.
  public init(
    actions: [String: [DeclaredAction]], screen: @escaping @Sendable (Route) -> String
  ) {
    self.actions = actions
    self.screen = screen
  }

  /// The actions that navigate forward from screen `id`, in declaration order; empty when it
  /// declares none.
  public func actions(on id: String) -> [DeclaredAction] { actions[id] ?? [] }

  /// Whether some screen declares an action presenting modal `id`. O(all declared actions).
  public func presents(_ id: ModalID) -> Bool {
    actions.values.contains { declared in declared.contains { $0.destination == .modal(id) } }
  }
}
