/// A deep link that arrived while the app was launching, held until home appears.
public struct PendingDeepLink<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The URL as it was opened.
  public var url: String
  /// Where it leads, resolved when it arrived.
  public var target: DeepLinkTarget<Route>

  /// Creates a pending deep link.
  public init(url: String, target: DeepLinkTarget<Route>) {
    self.url = url
    self.target = target
  }
}

extension PendingDeepLink: Codable where Route: Codable {}
