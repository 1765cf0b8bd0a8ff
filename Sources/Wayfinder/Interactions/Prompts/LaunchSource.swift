/// How the app was brought up for a run of the launch sequence: from its icon, a link, a
/// shortcut, a notification, or a source the app names itself.
///
/// A step's ``PromptPolicy/sources`` lists where it may run; a step launched from anywhere
/// else is skipped (``PromptBlock/source(_:)``), so a link or a shortcut leads straight to its
/// content.
///
/// ```swift
/// let widget: LaunchSource = "widget"      // the app's own name
/// try coordinator.run(steps, from: .link)
/// ```
public struct LaunchSource: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The source's name, as written in flow files (`from: [icon, notification]`).
  public var rawValue: String

  /// Creates a source from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a source from its name.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The app's icon: an ordinary launch or foreground.
  public static let icon: LaunchSource = "icon"
  /// A universal link or URL scheme.
  public static let link: LaunchSource = "link"
  /// A home-screen quick action.
  public static let shortcut: LaunchSource = "shortcut"
  /// A tapped notification.
  public static let notification: LaunchSource = "notification"

  /// The sources the platform has: `icon`, `link`, `shortcut`, `notification`.
  public static let builtIn: [LaunchSource] = [.icon, .link, .shortcut, .notification]

  /// The name.
  public var description: String { rawValue }

  /// In name order, so sets print the same way every time.
  public static func < (lhs: LaunchSource, rhs: LaunchSource) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
