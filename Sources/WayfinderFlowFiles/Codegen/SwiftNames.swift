/// Turns flow-file identifiers into Swift names: `item-detail` becomes `itemDetail`, a keyword
/// is escaped with backticks, and names that would clash get a numeric suffix.
struct SwiftNames {
  /// Swift's reserved words, which need backticks as names.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    "consume", "copy", "discard", "each", "borrowing", "consuming", "package", "some", "any",
  ]

  private var taken: Set<String>
  private(set) var names: [String: SwiftIdentifier] = [:]

  /// A namer that never hands out `reserved`: members the generated type already has.
  init(reserved: Set<String> = []) {
    taken = reserved
  }

  /// The Swift name for `identifier`, the same on every call; `upper` capitalises the first
  /// letter, for type names.
  mutating func name(for identifier: String, upper: Bool = false) -> SwiftIdentifier {
    if let known = names[identifier] { return known }
    let name = name(unique: Self.identifier(identifier, upper: upper))
    names[identifier] = name
    return name
  }

  /// `name`, or `name` with a number when it is taken; the name it gives is then taken.
  mutating func name(unique name: SwiftIdentifier) -> SwiftIdentifier {
    var candidate = name
    var suffix = 2
    while taken.contains(candidate.name) {
      candidate = name.numbered(suffix)
      suffix += 1
    }
    taken.insert(candidate.name)
    return candidate
  }

  /// `camelCase(_:upper:)` as a validated identifier; `unnamed` (or `Unnamed`) when nothing of
  /// `text` can be part of a name.
  static func identifier(_ text: String, upper: Bool) -> SwiftIdentifier {
    SwiftIdentifier(validating: camelCase(text, upper: upper)) ?? .unnamed(upper: upper)
  }

  /// Words split at characters Swift does not allow in names, joined in camel case, with `_`
  /// before a first character that cannot start a name (a digit, a combining mark). Letters,
  /// their marks and ASCII digits of any script are kept; the result is a valid identifier, or
  /// empty.
  static func camelCase(_ identifier: String, upper: Bool) -> String {
    var words: [String.UnicodeScalarView] = []
    var word = String.UnicodeScalarView()
    for scalar in identifier.unicodeScalars {
      if isKept(scalar) {
        word.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = String.UnicodeScalarView()
      }
    }
    if !word.isEmpty { words.append(word) }
    var result = String.UnicodeScalarView()
    for (index, word) in words.enumerated() {
      guard let first = word.first else { continue }
      let head = String(first)
      // Case mapping can give characters of its own (`ß` → `SS`, `İ` → `i̇`): kept only if
      // allowed.
      let mapped = index == 0 && !upper ? head.lowercased() : head.uppercased()
      result.append(contentsOf: mapped.unicodeScalars.filter(isKept))
      result.append(contentsOf: word.dropFirst())
    }
    if let first = result.first, !SwiftIdentifier.isHead(first) {
      result.insert("_", at: result.startIndex)
    }
    return String(result)
  }

  /// Whether `scalar` is kept in a name: an ASCII letter, digit or `_`, or a letter or mark of
  /// another script that Swift allows in identifiers.
  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    guard SwiftIdentifier.isCharacter(scalar) else { return false }
    if scalar.isASCII { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }
}
