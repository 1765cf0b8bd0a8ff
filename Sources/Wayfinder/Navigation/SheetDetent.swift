/// A height a sheet rests at, as SwiftUI's `presentationDetents` names them: half the screen,
/// the full height, or a fixed height in points.
///
/// A modal that declares detents (``Modal/detents``) can be dragged between them; the one it
/// rests at is ``Modal/selectedDetent``, changed by ``NavigationCommand/selectDetent(_:modal:)``.
/// Flow files, the REPL and saved states write a detent as text: `medium`, `large`, or a height
/// such as `300`.
///
/// ```swift
/// let filters = Modal.screen(AppRoute.filters, id: "filters")
///   .presentationDetents([.medium, .large])
/// ```
public enum SheetDetent: Hashable, Sendable {
  /// About half the screen's height.
  case medium
  /// The full height of a sheet.
  case large
  /// A fixed height in points; a valid detent's height is above zero.
  case height(Int)

  /// Reads the text form: `medium`, `large`, or a whole number of points such as `300`; `nil`
  /// when the text names none. A height of zero or less is read, and refused when presented
  /// (``NavigationError/invalidDetents(modal:reason:)``).
  ///
  /// - Parameter text: The detent as written in a flow file or typed in the REPL.
  public init?(text: String) {
    switch text {
    case "medium": self = .medium
    case "large": self = .large
    default:
      guard let points = Int(text), String(points) == text else { return nil }
      self = .height(points)
    }
  }

  /// The text form: `medium`, `large`, or the height in points (`300`).
  public var text: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .height(let points): String(points)
    }
  }

  /// What the text form may be, for messages: `'medium', 'large' or a height in points`.
  public static let textForms = "'medium', 'large' or a height in points such as '300'"
}

extension SheetDetent: CustomStringConvertible {
  /// The text form (``text``).
  public var description: String { text }
}

extension SheetDetent: Codable {
  /// Decodes the text form (`"medium"`, `"large"`, `"300"`) or a bare number of points, so that
  /// a saved state stays readable.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let points = try? container.decode(Int.self) {
      self = .height(points)
      return
    }
    let text = try container.decode(String.self)
    guard let detent = SheetDetent(text: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not \(Self.textForms).")
    }
    self = detent
  }

  /// Encodes the text form: `"medium"`, `"large"`, or the height as a string (`"300"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
