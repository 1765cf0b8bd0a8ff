/// The path of a ``PathStack``: a persistent stack of routes whose versions share their common
/// bottom.
///
/// Pushing or popping one route is O(1) and never copies the routes below it, even when another
/// value (a ``StateTransition``'s `before`) still holds the old version: the two versions share
/// every node below the change. Each node also carries the length and a running hash of the
/// routes up to it, so `count`, `==` on versions of one stack, and `hash(into:)` cost O(1) (`==`
/// walks only the routes above the nodes the two sides share).
///
/// An array would copy all its routes on the first push after a state is copied, which made a
/// command O(depth). The standard library and swift-collections offer no persistent sequence
/// (their collections are copy-on-write buffers), hence this small list.
@usableFromInline
struct RouteList<Route: Hashable & Sendable>: Sendable {
  /// One route and everything below it. Immutable once built: `next` is only cleared in
  /// `deinit`, when no other reference to the node exists.
  @usableFromInline
  final class Node: @unchecked Sendable {
    // Safe: `route`, `count` and `hash` are constants, and `next` is written only by `deinit`
    // (of this node or of the node above it, once that node holds the only reference), so no
    // two threads ever see a write.
    @usableFromInline let route: Route
    // Exclusivity is not checked at run time: `next` is written only by `deinit`, as above.
    @exclusivity(unchecked) @usableFromInline var next: Node?
    /// The number of routes from this node down, this one included.
    @usableFromInline let count: Int
    /// A hash of the routes from the bottom up to this one, chained from `next`'s.
    @usableFromInline let hash: Int

    @inlinable
    init(_ route: Route, on next: Node?) {
      var hasher = Hasher()
      hasher.combine(next?.hash ?? 0)
      hasher.combine(route)
      self.route = route
      self.next = next
      self.count = (next?.count ?? 0) + 1
      self.hash = hasher.finalize()
    }

    // Releasing a long list node by node from the top would recurse once per node and overflow
    // the stack: unlink the nodes this one alone holds, one at a time.
    deinit {
      var current = next
      next = nil
      while isKnownUniquelyReferenced(&current) {
        let following = current?.next
        current?.next = nil
        current = following
      }
    }
  }

  /// The top node, `nil` for an empty list.
  @usableFromInline var top: Node?

  @inlinable
  init() { top = nil }

  @inlinable
  init<S: Sequence<Route>>(_ routes: S) {
    top = nil
    append(contentsOf: routes)
  }

  @inlinable
  var count: Int { top?.count ?? 0 }

  @inlinable
  var isEmpty: Bool { top == nil }

  @inlinable
  var last: Route? { top?.route }

  /// The routes, bottom first. O(count).
  @inlinable
  var array: [Route] {
    let count = self.count
    guard count > 0 else { return [] }
    return [Route](unsafeUninitializedCapacity: count) { buffer, initialized in
      var node = top
      var index = count
      while let current = node {
        index -= 1
        buffer.initializeElement(at: index, to: current.route)
        node = current.next
      }
      initialized = count
    }
  }

  @inlinable
  mutating func append(_ route: Route) {
    top = Node(route, on: top)
  }

  @inlinable
  mutating func append<S: Sequence<Route>>(contentsOf routes: S) {
    for route in routes { append(route) }
  }

  @inlinable
  mutating func popLast() -> Route? {
    guard let node = top else { return nil }
    top = node.next
    return node.route
  }

  /// Removes the top `k` routes; `k` must be between 0 and `count`. O(k).
  @inlinable
  mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "removing more routes than the path holds")
    for _ in 0..<k { top = top?.next }
  }

  @inlinable
  mutating func removeAll() { top = nil }

  /// Keeps the routes up to the topmost one satisfying `predicate` (that one too when `keeping`)
  /// and returns whether there was one; unchanged otherwise. O(routes above it).
  @inlinable
  mutating func removeAbove(
    lastWhere predicate: (Route) -> Bool, keeping: Bool = true
  ) -> Bool {
    var node = top
    while let current = node {
      if predicate(current.route) {
        top = keeping ? current : current.next
        return true
      }
      node = current.next
    }
    return false
  }
}

extension RouteList: Hashable {
  /// Equal when they hold the same routes: O(1) when their lengths or running hashes differ,
  /// otherwise O(routes above the nodes they share).
  @inlinable
  static func == (lhs: RouteList, rhs: RouteList) -> Bool {
    var left = lhs.top
    var right = rhs.top
    while let l = left, let r = right {
      if l === r { return true }
      if l.count != r.count || l.hash != r.hash || l.route != r.route { return false }
      left = l.next
      right = r.next
    }
    return left == nil && right == nil
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(top?.hash ?? 0)
  }
}

extension RouteList {
  /// What turns `old` into this list: how many routes to remove from `old`'s top, then the
  /// routes to add, bottom first. O(routes above the nodes the two share): O(1) for a list and
  /// its unchanged copy, O(change) for a list and one it was derived from, O(count) at worst
  /// for lists built apart.
  @inlinable
  func difference(from old: RouteList) -> (removed: Int, added: [Route]) {
    var mine = top
    var theirs = old.top
    var added: [Route] = []
    var removed = 0
    // Align the two on their length first, then walk down both until they meet.
    while let node = mine, node.count > (theirs?.count ?? 0) {
      added.append(node.route)
      mine = node.next
    }
    while let node = theirs, node.count > (mine?.count ?? 0) {
      removed += 1
      theirs = node.next
    }
    while let left = mine, let right = theirs, left !== right {
      if left.hash == right.hash, left.route == right.route, Self.sameBelow(left, right) {
        break
      }
      added.append(left.route)
      removed += 1
      mine = left.next
      theirs = right.next
    }
    return (removed, added.reversed())
  }

  /// Whether the routes below `left` and `right` (of equal count) are the same: O(1) when
  /// their running hashes differ or they meet soon.
  @inlinable
  static func sameBelow(_ left: Node, _ right: Node) -> Bool {
    RouteList(top: left.next) == RouteList(top: right.next)
  }

  @inlinable
  init(top: Node?) { self.top = top }

  /// The node holding the `count`th route from the bottom (1 is the first), or `nil` when the
  /// list is shorter or `count` is below 1. O(count - `count`): found from the top.
  @inlinable
  func node(counting count: Int) -> Node? {
    guard count >= 1 else { return nil }
    var node = top
    while let current = node, current.count > count { node = current.next }
    return node?.count == count ? node : nil
  }
}
