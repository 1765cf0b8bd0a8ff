/// Where Back from a deep link's screen returns: recorded when a link with
/// ``DeepLinkBack/previousTab`` lands in another tab, forgotten once it is used or no longer
/// applies.
public struct DeepLinkReturn: Hashable, Sendable, Codable {
  /// The tab the link landed in.
  public var tab: TabID
  /// The number of screens above that tab's root with the link's screen on top.
  public var depth: Int
  /// Whether Back pops the link's screen as it returns: `true` when the link pushed it,
  /// `false` when it left the stack as it was (``DeepLinkStackPolicy/keep``, or no path).
  public var popsScreen: Bool
  /// The tab that was selected when the link was opened, where Back returns.
  public var previousTab: TabID

  /// Creates a return point.
  public init(tab: TabID, depth: Int, popsScreen: Bool, previousTab: TabID) {
    self.tab = tab
    self.depth = depth
    self.popsScreen = popsScreen
    self.previousTab = previousTab
  }
}
