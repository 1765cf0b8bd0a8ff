/// A route that flow files can describe: it reads and writes itself as a ``ScreenRoute``, a
/// screen identifier with typed arguments.
///
/// ``ScreenRoute`` is one; the routes Wayfinder generates from flow files are others. The action
/// runtime works through this conversion: a flow action names its targets as screen routes
/// (its `with:` templates fill in arguments only when it is taken), and the runtime turns them
/// into the app's own route type just before navigating.
public protocol FlowRoute: Hashable, Sendable {
  /// The route for `screenRoute`, or `nil` when the app has no such screen or an argument is
  /// missing or of the wrong type.
  init?(_ screenRoute: ScreenRoute)

  /// The route as a screen identifier with arguments.
  var screenRoute: ScreenRoute { get }
}

extension ScreenRoute: FlowRoute {
  /// The same route.
  public init?(_ screenRoute: ScreenRoute) { self = screenRoute }

  /// The route itself.
  public var screenRoute: ScreenRoute { self }
}
