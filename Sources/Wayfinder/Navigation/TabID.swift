/// The identifier of a tab in an app's home.
///
/// Tab identifiers are plain strings so that flow files and Swift code name tabs the same way.
/// Give your tabs static names for type-safe use:
///
/// ```swift
/// extension TabID {
///   static let tab1: TabID = "tab1"
///   static let tab2: TabID = "tab2"
/// }
/// ```
///
/// An app whose home is a single flow (no tab bar) has exactly one tab, named after that flow.
public struct TabID: NameIdentifier {
  /// The tab's name, as written in flow files and shown in messages.
  public var rawValue: String

  /// Creates a tab identifier from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
