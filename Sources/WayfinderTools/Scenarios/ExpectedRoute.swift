public import Wayfinder

/// A route an `expect screen` or `expect path` line names: a screen alone (`item`), which any
/// arguments satisfy, or a screen with every argument (`item(id: 42)`), which only that route
/// satisfies.
///
/// Arguments are compared by value, whatever order they are written in, so
/// `results(query: "shoes", page: 1)` and `results(page: 1, query: "shoes")` expect the same
/// route. The scenario parser reads them against the screen's declared parameters, so a value
/// a `double` parameter receives as `2` is held as `2.0`.
public struct ExpectedRoute: Hashable, Sendable, CustomStringConvertible {
  /// The screen's identifier.
  public var screen: String
  /// Every argument by parameter name, or `nil` when only the screen is expected.
  public var arguments: [String: ArgumentValue]?

  /// Expects a route to `screen` with exactly `arguments`, or with any arguments when
  /// `arguments` is `nil`.
  package init(_ screen: String, arguments: [String: ArgumentValue]? = nil) {
    self.screen = screen
    self.arguments = arguments
  }

  /// Whether `route` is the route expected.
  public func matches(_ route: ScreenRoute) -> Bool {
    route.screen == screen && (arguments.map { $0 == route.arguments } ?? true)
  }

  /// Whether arguments are expected, not only the screen.
  package var namesArguments: Bool { arguments != nil }

  /// The screen alone, or the route as `ScreenRoute` describes it (arguments in name order):
  /// `results(page: 1, query: "shoes")`.
  public var description: String {
    arguments.map { ScreenRoute(screen, arguments: $0).description } ?? screen
  }
}
