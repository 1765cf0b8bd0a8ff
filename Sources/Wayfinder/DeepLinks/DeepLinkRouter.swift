/// Resolves URLs to ``DeepLinkTarget``s through an ordered list of patterns.
///
/// ```swift
/// var links = DeepLinkRouter<AppRoute>()
/// try links.add("demo://item/{id:int}") { parameters in
///   guard let id = parameters.int("id") else { return nil }
///   return DeepLinkTarget(tab: "tab1", path: [.secondary1, .item(id)])
/// }
/// ```
///
/// The first pattern that matches wins.
public struct DeepLinkRouter<Route: Hashable & Sendable>: Sendable {
  /// A pattern and how to turn its arguments into a destination.
  public struct Entry: Sendable {
    /// The URL pattern.
    public var pattern: DeepLinkPattern
    /// Builds the destination from the captured arguments; `nil` when there is none.
    public var resolve: @Sendable (DeepLinkParameters) -> DeepLinkTarget<Route>?
  }

  /// The entries, tried in order.
  public private(set) var entries: [Entry] = []

  /// Creates an empty router.
  public init() {}

  /// Adds a pattern, tried after those already added.
  public mutating func add(
    _ pattern: DeepLinkPattern,
    resolve: @escaping @Sendable (DeepLinkParameters) -> DeepLinkTarget<Route>?
  ) {
    entries.append(Entry(pattern: pattern, resolve: resolve))
  }

  /// Parses `pattern` and adds it, tried after those already added.
  ///
  /// - Throws: ``DeepLinkPatternError`` when the pattern is malformed.
  public mutating func add(
    _ pattern: String,
    resolve: @escaping @Sendable (DeepLinkParameters) -> DeepLinkTarget<Route>?
  ) throws(DeepLinkPatternError) {
    add(try DeepLinkPattern(pattern), resolve: resolve)
  }

  /// The destination of `url`.
  ///
  /// - Throws: ``NavigationError/noDeepLinkMatch(url:)`` when no pattern matches;
  ///   ``NavigationError/deepLinkArgumentMismatch(url:placeholder:expected:text:)`` when the only
  ///   patterns of the right shape reject an argument's type;
  ///   ``NavigationError/deepLinkMissingQuery(url:key:)`` when they lack a required query key;
  ///   ``NavigationError/deepLinkUnresolved(url:)`` when the matching entry yields no target.
  public func resolve(_ url: String) throws(NavigationError) -> DeepLinkTarget<Route> {
    var firstMismatch: NavigationError?
    for entry in entries {
      switch entry.pattern.match(url) {
      case .matched(let parameters):
        guard let target = entry.resolve(parameters) else { throw .deepLinkUnresolved(url: url) }
        return target
      case .wrongType(let placeholder, let expected, let text):
        if firstMismatch == nil {
          firstMismatch = .deepLinkArgumentMismatch(
            url: url, placeholder: placeholder, expected: expected, text: text)
        }
      case .missingQuery(let key):
        if firstMismatch == nil { firstMismatch = .deepLinkMissingQuery(url: url, key: key) }
      case .noMatch:
        continue
      }
    }
    throw firstMismatch ?? .noDeepLinkMatch(url: url)
  }
}
