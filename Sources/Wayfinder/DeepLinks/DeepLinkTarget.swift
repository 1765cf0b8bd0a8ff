/// Where a deep link leads: a tab and the stack to build in it, optionally with a modal over it.
///
/// The path is the synthetic back stack: opening `demo://item/42` with
/// `DeepLinkTarget(tab: "tab1", path: [.secondary1, .item(42)])` leaves the user on `item(42)`
/// with `secondary1` and the tab's root beneath it, so back behaves as if they had tapped there.
/// ``stack`` says whether the path replaces the tab's stack, goes on top of it, or is not built,
/// and ``back`` whether Back from the destination returns to the tab the user came from.
public struct DeepLinkTarget<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The tab to select, or `nil` to stay on the selected tab (or the single flow).
  public var tab: TabID?
  /// The path to set above the tab's root (or to push, with ``DeepLinkStackPolicy/append``).
  public var path: [Route]
  /// A modal to present over the tab once its stack is built.
  public var modal: Modal<Route>?
  /// What the link does to the tab's stack.
  public var stack: DeepLinkStackPolicy
  /// Where Back goes from the link's screen.
  public var back: DeepLinkBack
  /// The screens of every column of a split home, for a link to a split; ``tab`` and ``path``
  /// are then empty. `nil` for a link to a tab, the single flow, or one column of a split
  /// (named by its flow in ``tab``, the columns after it cleared).
  public var columns: SplitLink<Route>?
  /// Which window the link lands in when the app has several (``DeepLinkScene``).
  public var scene: DeepLinkScene = .active

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - tab: The tab to select; `nil` stays on the selected tab.
  ///   - path: The screens to build above the root.
  ///   - modal: A modal to present over the tab.
  ///   - stack: What to do to the tab's stack; when `nil`, ``DeepLinkStackPolicy/keep`` for a
  ///     link with a modal and no path (a modal-only link leaves the screens beneath it alone)
  ///     and ``DeepLinkStackPolicy/reset`` otherwise.
  ///   - back: Where Back goes from the link's screen.
  ///   - columns: The screens of every column of a split home; leave `tab` and `path` empty.
  ///   - scene: Which window the link lands in when the app has several.
  public init(
    tab: TabID? = nil, path: [Route] = [], modal: Modal<Route>? = nil,
    stack: DeepLinkStackPolicy? = nil, back: DeepLinkBack = .path,
    columns: SplitLink<Route>? = nil, scene: DeepLinkScene = .active
  ) {
    self.tab = tab
    self.path = path
    self.modal = modal
    self.stack = stack ?? Self.defaultStack(path: path, modal: modal)
    self.back = back
    self.columns = columns
    self.scene = scene
  }

  /// The screen the link opens: its modal's root, else the deepest screen of its columns or its
  /// path; `nil` for a link that only selects a tab. O(1).
  public var destination: Route? {
    modal?.stack.root ?? columns?.detail.last ?? columns?.content.last ?? columns?.sidebar.last
      ?? path.last
  }

  /// ``DeepLinkStackPolicy/keep`` for a modal-only link, ``DeepLinkStackPolicy/reset``
  /// otherwise.
  static func defaultStack(path: [Route], modal: Modal<Route>?) -> DeepLinkStackPolicy {
    path.isEmpty && modal != nil ? .keep : .reset
  }
}

extension DeepLinkTarget: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case tab, path, modal, stack, back, columns, scene
  }

  /// Decodes a target; documents written before stack policies existed get the defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tab: try container.decodeIfPresent(TabID.self, forKey: .tab),
      path: try container.decode([Route].self, forKey: .path),
      modal: try container.decodeIfPresent(Modal<Route>.self, forKey: .modal),
      stack: try container.decodeIfPresent(DeepLinkStackPolicy.self, forKey: .stack),
      back: try container.decodeIfPresent(DeepLinkBack.self, forKey: .back) ?? .path,
      columns: try container.decodeIfPresent(SplitLink<Route>.self, forKey: .columns),
      scene: try container.decodeIfPresent(DeepLinkScene.self, forKey: .scene) ?? .active)
  }

  /// Encodes the target.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(tab, forKey: .tab)
    try container.encode(path, forKey: .path)
    try container.encodeIfPresent(modal, forKey: .modal)
    try container.encode(stack, forKey: .stack)
    try container.encode(back, forKey: .back)
    try container.encodeIfPresent(columns, forKey: .columns)
    if scene != .active { try container.encode(scene, forKey: .scene) }
  }
}
