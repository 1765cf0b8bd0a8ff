/// A stack's path as a `NavigationStack` binds it: the routes, and which drawing of the stack they
/// come from, so that the model knows what a write was made from.
///
/// Read it from ``StackModel/boundPath`` and bind it: `NavigationStack(path: $stack.boundPath)`.
/// SwiftUI changes a copy as the user pushes and goes back, and writes it back — sometimes after
/// its animation, sometimes twice, sometimes after the model has moved on. The copy keeps the
/// drawing it was read at (``revision``) and how many routes at the bottom its changes left alone,
/// so the model applies a write made from the drawing on screen as the change it is (a push at
/// depth 100,000 pushes one screen, with no route compared), takes a write of what the stack
/// already is as done, and refuses a write made from an older drawing, which would undo what
/// happened since (``NavigationRefusal/staleWrite(_:)``).
///
/// A path built by hand (`[.article(id: 7)]`, or `BoundPath()`) comes from no drawing: writing it
/// sets the path as ``StackModel/path`` does. Two bound paths are equal when their routes are,
/// whatever drawing they come from.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct BoundPath<Route: Hashable & Sendable>: Sendable {
  /// The routes above the root, bottom first.
  public private(set) var routes: [Route]
  /// The drawing of the stack the routes were read at (``StackModel/revision``), or `nil` for a
  /// path built by hand.
  public let revision: UInt64?
  /// How many routes at the bottom are still those of the drawing: every change lowers it to
  /// where it starts.
  package private(set) var unchanged: Int

  /// The path of the drawing `revision` of a stack, unchanged.
  package init(_ routes: [Route], revision: UInt64) {
    self.routes = routes
    self.revision = revision
    unchanged = routes.count
  }

  /// An empty path built by hand.
  public init() {
    routes = []
    revision = nil
    unchanged = 0
  }

  /// A path built by hand.
  public init(_ routes: [Route]) {
    self.routes = routes
    revision = nil
    unchanged = 0
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension BoundPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the first route.
  public var startIndex: Int { routes.startIndex }
  /// The position after the last route.
  public var endIndex: Int { routes.endIndex }

  /// The route at `position`; setting it marks the routes from there on as changed.
  public subscript(position: Int) -> Route {
    get { routes[position] }
    set {
      unchanged = Swift.min(unchanged, position)
      routes[position] = newValue
    }
  }

  /// Replaces the routes in `range` with `newRoutes`, marking the routes from its start on as
  /// changed. Appending and removing the last routes — what a push and a pop do — go through it.
  public mutating func replaceSubrange<C: Collection<Route>>(
    _ range: Range<Int>, with newRoutes: C
  ) {
    unchanged = Swift.min(unchanged, range.lowerBound)
    routes.replaceSubrange(range, with: newRoutes)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension BoundPath: Equatable, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// Whether the two paths hold the same routes, whatever drawing they come from.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.routes == rhs.routes }

  /// A path built by hand.
  public init(arrayLiteral routes: Route...) { self.init(routes) }

  /// The routes, as an array prints them.
  public var description: String { routes.description }
}
