/// Where a relaunch comes from, as the REPL's `relaunch --from …` says it: the launch source
/// the core's prompt policies read (``source``), with the link opened or the shortcut used.
///
/// ```
/// relaunch                                  // .icon
/// relaunch --from link demo://item/42       // .link("demo://item/42")
/// relaunch --from shortcut compose          // .shortcut("compose")
/// relaunch --from notification              // .notification
/// ```
public enum LaunchOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The app's icon: an ordinary launch.
  case icon
  /// A link: the launch runs from `.link`, and the link is opened as the launch begins, held
  /// until the sequence lets it land.
  case link(String)
  /// A home-screen quick action, by its name if one was given.
  case shortcut(String?)
  /// A tapped notification.
  case notification
  /// A source the app names itself in a policy's `from:` (`widget`).
  case named(LaunchSource)

  /// The origin of a launch from `source`, with the link it opened, as a trace records it: a
  /// link without its URL, or a URL from another source, is a relaunch from that source alone.
  ///
  /// - Parameters:
  ///   - source: Where the app was launched from.
  ///   - link: The URL the launch opened, for a link.
  public init(_ source: LaunchSource, link: String? = nil) {
    switch source {
    case .icon: self = .icon
    case .link: self = link.map { .link($0) } ?? .named(.link)
    case .shortcut: self = .shortcut(nil)
    case .notification: self = .notification
    default: self = .named(source)
    }
  }

  /// The launch source the sequence runs from.
  public var source: LaunchSource {
    switch self {
    case .icon: .icon
    case .link: .link
    case .shortcut: .shortcut
    case .notification: .notification
    case .named(let source): source
    }
  }

  /// `icon`, `link demo://item/42`, `shortcut compose`, `notification`, `widget`: what follows
  /// `relaunch --from`.
  public var description: String {
    switch self {
    case .icon, .notification, .shortcut(nil): source.rawValue
    case .link(let url): "link \(url)"
    case .shortcut(let name?): "shortcut \(name)"
    case .named(let source): source.rawValue
    }
  }
}
