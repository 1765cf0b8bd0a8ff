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
  private(set) var names: [String: String] = [:]

  /// A namer that never hands out `reserved`: members the generated type already has.
  init(reserved: Set<String> = []) {
    taken = reserved
  }

  /// The Swift name for `identifier`, the same on every call; `upper` capitalises the first
  /// letter, for type names.
  mutating func name(for identifier: String, upper: Bool = false) -> String {
    if let known = names[identifier] { return known }
    var base = Self.camelCase(identifier, upper: upper)
    if base.isEmpty { base = upper ? "Unnamed" : "unnamed" }
    var candidate = base
    var suffix = 2
    while taken.contains(candidate) {
      candidate = base + String(suffix)
      suffix += 1
    }
    taken.insert(candidate)
    names[identifier] = candidate
    return candidate
  }

  /// `name` as written in source: with backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Words split at characters Swift does not allow in names, joined in camel case, with `_`
  /// before a leading digit. Letters and digits of any script are kept.
  static func camelCase(_ identifier: String, upper: Bool) -> String {
    var words: [String] = []
    var word = ""
    for character in identifier {
      let allowed =
        character.isASCII
        ? character.isLetter || character.isNumber || character == "_" : character.isLetter
      if allowed {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0 && !upper {
        result += word.prefix(1).lowercased() + word.dropFirst()
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }
}
