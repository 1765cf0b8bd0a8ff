public import Wayfinder

/// The screens a restore drops from one stack: those above the longest part of it the new
/// app still allows, or the whole stack when its tab or modal is gone.
public struct DroppedScreens: Hashable, Sendable, CustomStringConvertible {
  /// The stack they were on, or `nil` for the launch screen.
  public var owner: StackOwner?
  /// The routes dropped, bottom first.
  public var routes: [ScreenRoute]

  /// The screens dropped from one stack.
  ///
  /// - Parameters:
  ///   - owner: The stack, or `nil` for the launch screen.
  ///   - routes: The routes dropped, bottom first.
  public init(owner: StackOwner?, routes: [ScreenRoute]) {
    self.owner = owner
    self.routes = routes
  }

  /// `category(name: shoes), product(id: 101) from tab 'shop'`.
  public var description: String {
    routes.map(\.description).joined(separator: ", ") + " from "
      + (owner?.description ?? "the launch screen")
  }

  /// What `restored` dropped of `before`, stack by stack: for each tab the user had gone into,
  /// the routes above the part both keep (all of them when the tab is gone); for the modals,
  /// bottom first, the routes above what both keep of each modal both have, then every modal
  /// from the first one they do not share; and the launch screen when it is no longer shown.
  /// A tab that showed only its root loses nothing the user went to, whatever became of it (a
  /// tab removed, a root renamed), and is left out. O(routes + tabs²).
  static func between(
    _ before: NavigationState<ScreenRoute>, _ restored: NavigationState<ScreenRoute>
  ) -> [DroppedScreens] {
    var dropped: [DroppedScreens] = []
    func add(_ owner: StackOwner?, _ routes: some Collection<ScreenRoute>) {
      if !routes.isEmpty { dropped.append(DroppedScreens(owner: owner, routes: Array(routes))) }
    }
    for tab in before.home.tabs where tab.stack.canGoBack {
      let owner = tab.stack.owner
      guard let kept = restored.home[tab.id] else {
        add(owner, tab.stack.routes)
        continue
      }
      add(owner, tab.stack.routes.dropFirst(commonPrefix(tab.stack.routes, kept.routes)))
    }
    var shared = true
    for (index, modal) in before.modals.enumerated() {
      let owner = StackOwner.modal(modal.id)
      guard shared, restored.modals.indices.contains(index),
        restored.modals[index].id == modal.id
      else {
        shared = false
        add(owner, modal.stack.routes)
        continue
      }
      let kept = restored.modals[index].stack.routes
      add(owner, modal.stack.routes.dropFirst(commonPrefix(modal.stack.routes, kept)))
    }
    if case .launching(let screen?) = before.phase,
      restored.phase != .launching(screen: screen)
    {
      add(nil, [screen])
    }
    return dropped
  }

  /// How many routes `a` and `b` share from their first on.
  private static func commonPrefix(_ a: [ScreenRoute], _ b: [ScreenRoute]) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
  }
}
