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
///
/// Copies share their screens: pushing or popping one screen, `top`, `count`, `==` between a
/// stack and the stack a command made of it, and hashing cost the same at any depth, even while
/// the old stack is kept (as a ``StateTransition``'s `before` keeps it). Reading or assigning
/// ``path`` as an array costs O(depth).
public struct PathStack<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screen at the bottom of the stack, shown when the path is empty.
  public var root: Route
  /// The screens pushed above the root, shared between copies.
  @usableFromInline var pushed: RouteList<Route>
  /// Whom the stack belongs to; it only words error messages.
  public var owner: StackOwner

  /// Creates a stack with `root` at the bottom and `path` above it.
  public init(root: Route, path: [Route] = [], owner: StackOwner = .standalone) {
    self.root = root
    self.pushed = RouteList(path)
    self.owner = owner
  }

  /// The screens pushed above the root, bottom first. Any array is a valid path.
  ///
  /// O(depth) to read or assign: prefer ``top``, ``count``, ``canGoBack`` and the mutating
  /// methods, which do not depend on the depth.
  public var path: [Route] {
    get { pushed.array }
    set { pushed = RouteList(newValue) }
  }

  /// The screen on top: the last pushed one, or the root.
  @inlinable
  public var top: Route { pushed.last ?? root }

  /// The number of screens on the stack, root included (always at least 1).
  @inlinable
  public var count: Int { pushed.count + 1 }

  /// Whether there is a screen above the root to pop.
  @inlinable
  public var canGoBack: Bool { !pushed.isEmpty }

  /// The screens on the stack from the top down, root last, produced as they are read: taking
  /// the first few costs the same at any depth.
  ///
  /// ```swift
  /// stack.routesFromTop.prefix(3)   // the top three screens
  /// ```
  public var routesFromTop: some Sequence<Route> {
    let root = self.root
    return sequence(state: (node: pushed.top, rootLeft: true)) { state -> Route? in
      if let node = state.node {
        state.node = node.next
        return node.route
      }
      guard state.rootLeft else { return nil }
      state.rootLeft = false
      return root
    }
  }

  /// All screens on the stack, root first.
  public var routes: [Route] { [root] + path }

  /// Pushes `route` on top. O(1).
  @inlinable
  public mutating func push(_ route: Route) {
    pushed.append(route)
  }

  /// Pushes `routes` on top, in order (the last one ends up on top). O(routes).
  @inlinable
  public mutating func push<S: Sequence<Route>>(contentsOf routes: S) {
    pushed.append(contentsOf: routes)
  }

  /// Pops the top screen and returns it.
  ///
  /// - Throws: ``NavigationError/cannotPopRoot(root:owner:)`` when only the root is left.
  @inlinable @discardableResult
  public mutating func pop() throws(NavigationError) -> Route {
    guard let last = pushed.popLast() else { throw cannotPopRoot() }
    return last
  }

  /// Pops `count` screens. Popping zero screens does nothing.
  ///
  /// - Throws: ``NavigationError/invalidPopCount(_:)`` for a negative count;
  ///   ``NavigationError/cannotPopRoot(root:owner:)`` or
  ///   ``NavigationError/notEnoughScreens(requested:available:owner:)`` when that would pop the root.
  @inlinable
  public mutating func pop(count: Int) throws(NavigationError) {
    guard count >= 0, count <= pushed.count else { throw cannotPop(count: count) }
    pushed.removeLast(count)
  }

  /// Pops every screen above the last occurrence of `route`, which stays on top.
  ///
  /// Popping to the root is allowed and equals ``popToRoot()``.
  ///
  /// - Throws: ``NavigationError/notOnStack(route:owner:)`` when `route` is not on the stack.
  @inlinable
  public mutating func pop(to route: Route) throws(NavigationError) {
    if pushed.removeAbove(lastWhere: { $0 == route }, keeping: !seeded("popToDropsTarget")) {
      return
    } else if route == root {
      pushed.removeAll()
    } else {
      throw notOnStack(route)
    }
  }

  /// The error of popping the root. Out of line: the inlined pops only call it.
  @usableFromInline
  func cannotPopRoot() -> NavigationError {
    .cannotPopRoot(root: RouteDescription.of(root), owner: owner)
  }

  /// The error of popping `count` screens, which is negative or more than the path holds.
  @usableFromInline
  func cannotPop(count: Int) -> NavigationError {
    if count < 0 { return .invalidPopCount(count) }
    if pushed.isEmpty { return cannotPopRoot() }
    return .notEnoughScreens(requested: count, available: pushed.count, owner: owner)
  }

  /// The error of popping to `route`, which is not on the stack.
  @usableFromInline
  func notOnStack(_ route: Route) -> NavigationError {
    .notOnStack(route: RouteDescription.of(route), owner: owner)
  }

  /// Pops every screen above the topmost screen that satisfies `predicate`.
  ///
  /// - Throws: ``NavigationError/noMatchOnStack(owner:)`` when no screen satisfies it.
  public mutating func pop(to predicate: (Route) -> Bool) throws(NavigationError) {
    if pushed.removeAbove(lastWhere: predicate) {
      return
    } else if predicate(root) {
      pushed.removeAll()
    } else {
      throw .noMatchOnStack(owner: owner)
    }
  }

  /// Pops every screen above the root. Does nothing when the stack is already at its root.
  @inlinable
  public mutating func popToRoot() {
    pushed.removeAll()
  }

  /// Replaces the screen on top: the last one pushed, or the root when nothing is. O(1).
  public mutating func replaceTop(with route: Route) {
    if pushed.popLast() == nil { root = route } else { pushed.append(route) }
  }

  /// Pops the screen at `position` of the path (0 is the first pushed) and every screen above
  /// it, when that screen is `route`. O(screens popped).
  ///
  /// - Throws: ``NavigationError/screenMoved(route:position:owner:)`` when `route` is not at
  ///   `position`; the stack is left as it was.
  public mutating func pop(from route: Route, at position: Int) throws(NavigationError) {
    guard position >= 0, let node = pushed.node(counting: position + 1), node.route == route
    else { throw .screenMoved(route: RouteDescription.of(route), position: position, owner: owner) }
    pushed.removeLast(pushed.count - position)
  }

  /// Brings `route` to the top: its last occurrence above the root moves there, or it is
  /// pushed when the path does not hold it. Nothing changes when it is on top. O(screens above
  /// the occurrence moved).
  ///
  /// - Returns: Whether a screen below the top moved.
  @discardableResult
  public mutating func bringToFront(_ route: Route) -> Bool {
    guard top != route else { return false }
    var above: [Route] = []
    var node = pushed.top
    while let current = node, current.route != route {
      above.append(current.route)
      node = current.next
    }
    guard node != nil else {
      pushed.append(route)
      return false
    }
    pushed.removeLast(above.count + 1)
    pushed.append(contentsOf: above.reversed())
    pushed.append(route)
    return true
  }

  /// Replaces the whole path above the root. O(new path).
  public mutating func replace(path newPath: [Route]) {
    pushed = RouteList(newPath)
  }
}

/// The same document as when `path` was a stored array: `root`, `path`, `owner`.
extension PathStack: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, path, owner
  }

  /// Decodes `root`, `path` (an array, bottom first) and `owner`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    root = try container.decode(Route.self, forKey: .root)
    pushed = RouteList(try container.decode([Route].self, forKey: .path))
    owner = try container.decode(StackOwner.self, forKey: .owner)
  }

  /// Encodes `root`, `path` (an array, bottom first) and `owner`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encode(path, forKey: .path)
    try container.encode(owner, forKey: .owner)
  }
}
