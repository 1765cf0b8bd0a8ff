/// What a recording leaves out: the arguments of named screens, the values of named facts,
/// and optionally the URLs of deep links.
///
/// A left-out value is written `{"redacted":true}` and the header lists what was redacted,
/// so a reader knows. Descriptions the trace compares (`push 'account(id: "<redacted>")'`)
/// carry ``placeholder`` instead, on both sides of a replay.
///
/// ```swift
/// let redaction = TraceRedaction(screens: ["account"], facts: ["email"])
/// redaction.redacting(ScreenRoute("account", arguments: ["id": .int(7)]))
/// // account(id: "<redacted>")
/// ```
public struct TraceRedaction: Hashable, Sendable {
  /// What stands in for a redacted value in memory and in descriptions.
  public static let placeholder = "<redacted>"

  /// Screens whose arguments are left out.
  public var screens: Set<String>
  /// Facts whose values are left out.
  public var facts: Set<String>
  /// Whether the URLs of deep links opened are left out.
  public var urls: Bool

  /// Creates a redaction; by default nothing is left out.
  public init(screens: Set<String> = [], facts: Set<String> = [], urls: Bool = false) {
    self.screens = screens
    self.facts = facts
    self.urls = urls
  }

  /// Whether nothing is left out.
  public var isEmpty: Bool { screens.isEmpty && facts.isEmpty && !urls }

  /// `route` with its arguments replaced by ``placeholder`` when its screen is redacted. O(1)
  /// when nothing is redacted.
  public func redacting(_ route: ScreenRoute) -> ScreenRoute {
    guard !screens.isEmpty, !route.arguments.isEmpty, screens.contains(route.screen) else {
      return route
    }
    var redacted = route
    for name in route.arguments.keys { redacted.arguments[name] = .string(Self.placeholder) }
    return redacted
  }

  /// `facts` with the values of redacted facts replaced by ``placeholder``.
  public func redacting(_ facts: Facts) -> Facts {
    guard !self.facts.isEmpty else { return facts }
    var redacted = facts
    for name in facts.values.keys where self.facts.contains(name) {
      redacted[name] = .string(Self.placeholder)
    }
    return redacted
  }

  /// `url`, or ``placeholder`` when URLs are redacted.
  public func redacting(url: String) -> String {
    urls ? Self.placeholder : url
  }

  /// `command` with the routes, modal stacks and URL it holds redacted.
  public func redacting(
    _ command: NavigationCommand<ScreenRoute>
  ) -> NavigationCommand<ScreenRoute> {
    guard !isEmpty else { return command }
    if case .open(let url) = command { return .open(url: redacting(url: url)) }
    return command.mappingRoutes(redacting)
  }
}
