/// Text for a comment of generated source (`//` or `///`).
///
/// Like ``SwiftCode``, it is made of the generator's own text and values that cannot break out:
/// text from a flow file goes in through ``text(_:)``, which keeps it on one line and replaces
/// control, format (bidirectional) and line-separator characters with spaces, so a comment can
/// neither end early nor show something other than what the compiler reads.
struct SwiftComment: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The comment's text, without the `//`.
  private(set) var text: String

  private init(verbatim text: String) {
    self.text = text
  }

  init(stringLiteral value: StaticString) {
    text = value.description
  }

  init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// Text from a flow file, on one line and with nothing invisible. O(text); text of printable
  /// ASCII, which holds nothing to replace, is kept as it is without looking up each
  /// character's category.
  static func text(_ text: String) -> SwiftComment {
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return SwiftComment(verbatim: text) }
    return SwiftComment(
      verbatim: String(
        String.UnicodeScalarView(text.unicodeScalars.map { isInvisible($0) ? " " : $0 })))
  }

  /// Whether `scalar` is a control, format or line-separator character: one that ends a line,
  /// or changes how the text around it shows, where the reader cannot see it.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned:
      true
    default:
      false
    }
  }

  /// What a comment can hold besides the generator's text.
  struct StringInterpolation: StringInterpolationProtocol {
    typealias StringLiteralType = StaticString

    fileprivate var text = ""

    init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: StaticString) {
      text += literal.description
    }

    /// Comment text.
    mutating func appendInterpolation(_ comment: SwiftComment) {
      text += comment.text
    }

    /// Source, quoted in a comment: it holds no line break.
    mutating func appendInterpolation(_ code: SwiftCode) {
      text += code.text
    }

    /// A number.
    mutating func appendInterpolation(_ number: some BinaryInteger) {
      text += String(number)
    }

    /// A case of one of the libraries' closed enums.
    mutating func appendInterpolation<Case: CaseIterable & RawRepresentable>(case value: Case)
    where Case.RawValue == String {
      text += value.rawValue
    }
  }
}
