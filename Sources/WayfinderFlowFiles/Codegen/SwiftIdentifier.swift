/// A name that is a valid Swift identifier, by the grammar of *The Swift Programming Language*
/// ("Lexical Structure"), less the invisible format characters (zero-width spaces and joiners,
/// bidirectional overrides) the grammar admits: a name in generated code reads as it compiles.
///
/// The only way to make one is ``init(validating:)``, so generated code that interpolates an
/// identifier knows it holds no quote, bracket, space or operator.
struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The name, without backticks.
  let name: String

  /// `name` when it is a valid identifier; `nil` otherwise.
  init?(validating name: String) {
    guard let first = name.unicodeScalars.first, Self.isHead(first),
      name.unicodeScalars.allSatisfy(Self.isCharacter)
    else { return nil }
    self.name = name
  }

  /// The name as written in source: in backticks when it is a keyword.
  var escaped: String { SwiftNames.keywords.contains(name) ? "`\(name)`" : name }

  /// The name as an argument label at a call: any keyword but `inout`, `var`, `let` and `_` is a
  /// label as it is (the compiler warns about needless backticks there).
  var label: String { ["inout", "var", "let", "_"].contains(name) ? "`\(name)`" : name }

  var description: String { name }

  /// `purpose_name`: a helper named after this identifier (`decode_item`), never a keyword.
  func helper(_ purpose: Helper) -> SwiftIdentifier {
    // A valid identifier, `_` and identifier characters make a valid identifier.
    SwiftIdentifier(unchecked: purpose.rawValue + "_" + name)
  }

  /// What a per-screen helper of a large app does.
  enum Helper: String {
    case screenRoute
    case decode
  }

  /// `name` followed by `suffix`, as the generated types are named: `DemoRoute`.
  func appending(_ suffix: Suffix) -> SwiftIdentifier {
    // Letters after a valid identifier keep it valid.
    SwiftIdentifier(unchecked: name + suffix.rawValue)
  }

  /// What the generated types add to the type prefix.
  enum Suffix: String {
    case route = "Route"
    case screen = "Screen"
    case tab = "Tab"
    case modal = "Modal"
    case step = "Step"
    case fact = "Fact"
    case action = "Action"
    case screenBuilder = "ScreenBuilder"
    case launchHooks = "InteractionHooks"
    case launchSource = "LaunchSource"
    case flow = "Flow"
  }

  /// This name followed by `number`, to tell it from a name already taken: `item2`.
  func numbered(_ number: Int) -> SwiftIdentifier {
    SwiftIdentifier(unchecked: name + String(number))
  }

  /// `unnamed`, or `Unnamed` for a type: the name of something whose name has no letters.
  static func unnamed(upper: Bool) -> SwiftIdentifier {
    SwiftIdentifier(unchecked: upper ? "Unnamed" : "unnamed")
  }

  private init(unchecked name: String) {
    self.name = name
  }

  /// Whether `scalar` may start an identifier.
  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
    }
    guard scalar.properties.generalCategory != .format else { return false }
    return headRanges.contains { $0.contains(value) }
  }

  /// Whether `scalar` may continue an identifier.
  static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if isHead(scalar) { return true }
    let value = scalar.value
    if (0x30...0x39).contains(value) { return true }
    return continuationRanges.contains { $0.contains(value) }
  }

  /// The grammar's `identifier-head` beyond ASCII.
  private static let headRanges: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
    0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
    0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
    0x1E00...0x1FFF,
    0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
    0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
    0x2C00...0x2DFF, 0x2E80...0x2FFF,
    0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
    0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
    0xFE47...0xFFFD,
    0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
    0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
    0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// The grammar's combining marks, which may continue an identifier but not start one.
  private static let continuationRanges: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]
}
