/// Something a scenario can exercise: a screen shown, or an edge of the app's graph taken.
///
/// Edges are every declared action of every screen (taken from that screen), every tab
/// (selected with the `tab` command) and every deep link (opened with `open`).
public enum CoverageItem: Hashable, Sendable, CustomStringConvertible {
  /// A screen was on top at some point, launch screens included.
  case screen(String)
  /// The action labelled `label` was taken on `screen`.
  case action(screen: String, label: String)
  /// The tab was selected with the `tab` command.
  case tab(String)
  /// A URL matching this deep-link pattern was opened with the `open` command.
  case deepLink(String)

  /// `screen 'primary'`, `action 'Go to Tertiary' on 'secondary1'`, `tab 'tab2'`,
  /// `deep link 'demo://item/{id:int}'`.
  public var description: String {
    switch self {
    case .screen(let id): "screen '\(id)'"
    case .action(let screen, let label): "action '\(label)' on '\(screen)'"
    case .tab(let id): "tab '\(id)'"
    case .deepLink(let pattern): "deep link '\(pattern)'"
    }
  }

  /// Whether this is an edge rather than a screen.
  public var isEdge: Bool {
    if case .screen = self { return false }
    return true
  }
}
