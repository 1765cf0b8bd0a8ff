/// A navigation stack: a root screen and the path of screens pushed above it.
///
/// `PathStack` is generic over your route type, so an app's own enum works unchanged:
///
/// ```swift
/// enum Tab1Page: Hashable, Sendable { case primary, secondary1, secondary2, tertiary }
///
/// var stack = PathStack(root: Tab1Page.primary)
/// stack.push(.secondary1)
/// stack.push(.tertiary)
/// try stack.pop(to: .secondary1)   // path is [.secondary1]
/// try stack.pop()                  // back at the root
/// try stack.pop()                  // throws: 'primary' is the root
/// ```
///
/// The root can never be popped. Every operation that fails throws a ``NavigationError`` and
/// leaves the stack exactly as it was.
public struct PathStack<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screen at the bottom of the stack, shown when the path is empty.
  public var root: Route
  /// The screens pushed above the root, bottom first. Any array is a valid path.
  public var path: [Route]
  /// Whom the stack belongs to; it only words error messages.
  public var owner: StackOwner

  /// Creates a stack with `root` at the bottom and `path` above it.
  public init(root: Route, path: [Route] = [], owner: StackOwner = .standalone) {
    self.root = root
    self.path = path
    self.owner = owner
  }

  /// The screen on top: the last pushed one, or the root.
  @inlinable
  public var top: Route { path.last ?? root }

  /// The number of screens on the stack, root included (always at least 1).
  public var count: Int { path.count + 1 }

  /// Whether there is a screen above the root to pop.
  @inlinable
  public var canGoBack: Bool { !path.isEmpty }

  /// All screens on the stack, root first.
  public var routes: [Route] { [root] + path }

  /// Pushes `route` on top.
  public mutating func push(_ route: Route) {
    path.append(route)
  }

  /// Pushes `routes` on top, in order (the last one ends up on top).
  public mutating func push<S: Sequence<Route>>(contentsOf routes: S) {
    path.append(contentsOf: routes)
  }

  /// Pops the top screen and returns it.
  ///
  /// - Throws: ``NavigationError/cannotPopRoot(root:owner:)`` when only the root is left.
  @discardableResult
  public mutating func pop() throws(NavigationError) -> Route {
    guard let last = path.popLast() else {
      throw .cannotPopRoot(root: RouteDescription.of(root), owner: owner)
    }
    return last
  }

  /// Pops `count` screens. Popping zero screens does nothing.
  ///
  /// - Throws: ``NavigationError/invalidPopCount(_:)`` for a negative count;
  ///   ``NavigationError/cannotPopRoot(root:owner:)`` or
  ///   ``NavigationError/notEnoughScreens(requested:available:owner:)`` when that would pop the root.
  public mutating func pop(count: Int) throws(NavigationError) {
    guard count >= 0 else { throw .invalidPopCount(count) }
    guard count <= path.count else {
      if path.isEmpty { throw .cannotPopRoot(root: RouteDescription.of(root), owner: owner) }
      throw .notEnoughScreens(requested: count, available: path.count, owner: owner)
    }
    path.removeLast(count)
  }

  /// Pops every screen above the last occurrence of `route`, which stays on top.
  ///
  /// Popping to the root is allowed and equals ``popToRoot()``.
  ///
  /// - Throws: ``NavigationError/notOnStack(route:owner:)`` when `route` is not on the stack.
  public mutating func pop(to route: Route) throws(NavigationError) {
    if let index = path.lastIndex(of: route) {
      path.removeSubrange((EngineMutation.active == .popToDropsTarget ? index : index + 1)...)
    } else if route == root {
      path.removeAll()
    } else {
      throw .notOnStack(route: RouteDescription.of(route), owner: owner)
    }
  }

  /// Pops every screen above the topmost screen that satisfies `predicate`.
  ///
  /// - Throws: ``NavigationError/noMatchOnStack(owner:)`` when no screen satisfies it.
  public mutating func pop(to predicate: (Route) -> Bool) throws(NavigationError) {
    if let index = path.lastIndex(where: predicate) {
      path.removeSubrange((index + 1)...)
    } else if predicate(root) {
      path.removeAll()
    } else {
      throw .noMatchOnStack(owner: owner)
    }
  }

  /// Pops every screen above the root. Does nothing when the stack is already at its root.
  public mutating func popToRoot() {
    path.removeAll()
  }

  /// Replaces the whole path above the root.
  public mutating func replace(path newPath: [Route]) {
    path = newPath
  }
}

extension PathStack: Codable where Route: Codable {}
