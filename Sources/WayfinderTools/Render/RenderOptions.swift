/// How text is drawn: width, box characters and color.
public struct RenderOptions: Hashable, Sendable {
  /// The characters frames are drawn with.
  public enum Charset: String, Hashable, Sendable, CaseIterable {
    /// Unicode box drawing.
    case unicode
    /// Plain ASCII, for terminals and logs that cannot show box drawing.
    case ascii
  }

  /// The narrowest a screen is drawn: a narrower ``width`` draws at this width.
  public static let minimumWidth = 24

  /// The total width in columns, frames included. At least ``minimumWidth`` is used.
  public var width: Int
  /// Box drawing or ASCII.
  public var charset: Charset
  /// Whether to emit ANSI color and emphasis.
  public var color: Bool
  /// Whether the actions the user may type a number for are numbered; when not, every action
  /// is marked with a dot and dimmed, as a split's columns Back does not act on are. The REPL
  /// draws the windows beside the active one so: a number typed is the active window's.
  package var numbersActions = true

  /// Creates options.
  public init(width: Int = 64, charset: Charset = .unicode, color: Bool = false) {
    self.width = width
    self.charset = charset
    self.color = color
  }

  /// Whether color should be used for a stream, by the usual conventions: only on a
  /// terminal, never when `NO_COLOR` is set to anything non-empty or `TERM` is `dumb`.
  public static func colorIsWanted(isTerminal: Bool, environment: [String: String]) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }
}
