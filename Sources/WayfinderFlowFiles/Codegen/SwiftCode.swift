/// A piece of generated Swift source.
///
/// Source is made only of the generator's own text (the string literals of its code, which are
/// `StaticString`s), numbers, ``SwiftIdentifier``s, the cases of the libraries' closed enums,
/// and escaped literals from ``SwiftLiteral/string(_:)``. No initialiser takes a `String`, and
/// interpolating one does not compile: text from a flow file cannot become source without
/// being escaped or validated, so a name or a title can never close a literal and run as code.
///
/// ```swift
/// let line: SwiftCode = "static let app = \(SwiftLiteral.string(definition.app))"
/// ```
struct SwiftCode: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The source text.
  private(set) var text: String

  fileprivate init(verbatim text: String) {
    self.text = text
  }

  init(stringLiteral value: StaticString) {
    text = value.description
  }

  init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// An identifier as written in source: in backticks when it is a keyword.
  init(_ identifier: SwiftIdentifier) {
    text = identifier.escaped
  }

  var description: String { text }

  /// Whether the source is empty.
  var isEmpty: Bool { text.isEmpty }

  /// The length in characters, for fitting lines in 100 columns.
  var count: Int { text.count }

  /// `lhs` followed by `rhs`.
  static func + (lhs: SwiftCode, rhs: SwiftCode) -> SwiftCode {
    SwiftCode(verbatim: lhs.text + rhs.text)
  }

  /// Appends `other`.
  static func += (lhs: inout SwiftCode, rhs: SwiftCode) {
    lhs.text += rhs.text
  }

  /// What a literal, an identifier, a number or an enum case adds to source.
  struct StringInterpolation: StringInterpolationProtocol {
    typealias StringLiteralType = StaticString

    fileprivate var text = ""

    init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: StaticString) {
      text += literal.description
    }

    /// Source.
    mutating func appendInterpolation(_ code: SwiftCode) {
      text += code.text
    }

    /// An identifier, in backticks when it is a keyword.
    mutating func appendInterpolation(_ identifier: SwiftIdentifier) {
      text += identifier.escaped
    }

    /// An identifier as an argument label at a call, in backticks only where a label needs them.
    mutating func appendInterpolation(label identifier: SwiftIdentifier) {
      text += identifier.label
    }

    /// An integer literal.
    mutating func appendInterpolation(_ number: some BinaryInteger) {
      text += String(number)
    }

    /// `true` or `false`.
    mutating func appendInterpolation(_ flag: Bool) {
      text += flag ? "true" : "false"
    }

    /// A case of one of the libraries' closed enums (`sheet`, `int`), whose raw values are
    /// their case names: fixed by the library's source, never by a flow file.
    mutating func appendInterpolation<Case: CaseIterable & RawRepresentable>(case value: Case)
    where Case.RawValue == String {
      text += value.rawValue
    }
  }
}

extension Sequence<SwiftCode> {
  /// The pieces with `separator` between them.
  func joined(separator: SwiftCode = "") -> SwiftCode {
    var result: SwiftCode = ""
    for (index, piece) in enumerated() {
      if index > 0 { result += separator }
      result += piece
    }
    return result
  }
}

extension SwiftLiteral {
  /// A string literal for `text`: quotes, backslashes, control, format (bidirectional) and
  /// line-separator characters escaped, so any text from a flow file reads back as itself and
  /// shows as what it is.
  static func string(_ text: String) -> SwiftCode {
    SwiftCode(verbatim: "\"" + escaped(text) + "\"")
  }

  /// The body of a string literal for `text`, without its quotes.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if SwiftComment.isInvisible(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A `Double` literal that reads back as exactly `value`; infinities and NaN by name.
  static func double(_ value: Double) -> SwiftCode {
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    // The shortest decimal that reads back as `value`: digits, a sign, `.` and `e+`.
    let text = "\(value)"
    return SwiftCode(verbatim: text.contains(".") || text.contains("e") ? text : text + ".0")
  }

  /// A `#sourceLocation` file path: the compiler reads the literal's text as it is, without
  /// escapes, so a path is written only when it needs none. `nil` otherwise.
  static func sourceLocationPath(_ path: String) -> SwiftCode? {
    guard !path.isEmpty, escaped(path) == path else { return nil }
    return SwiftCode(verbatim: "\"" + path + "\"")
  }
}
