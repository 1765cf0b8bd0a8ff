internal import WayfinderFlowFiles

/// Builds a box of fixed width, row by row.
struct Frame {
  /// The line weight of a frame: screens are drawn light, modals heavy.
  enum Weight { case light, heavy }

  private let corners: (top: (Character, Character), bottom: (Character, Character))
  private let horizontal: Character
  private let vertical: Character
  private let tees: (Character, Character)
  private let width: Int
  private let indent: String
  /// The horizontal line between the corners, shared by every rule of the frame.
  private let run: String
  private(set) var lines: [String] = []

  /// A frame `width` columns wide (borders included), shifted right by `indent` columns.
  init(width: Int, indent: Int = 0, weight: Weight, charset: RenderOptions.Charset) {
    self.width = max(4, width)
    self.indent = TextWidth.spaces(indent)
    switch (charset, weight) {
    case (.unicode, .light):
      (corners, horizontal, vertical, tees) = ((("╭", "╮"), ("╰", "╯")), "─", "│", ("├", "┤"))
    case (.unicode, .heavy):
      (corners, horizontal, vertical, tees) = ((("╔", "╗"), ("╚", "╝")), "═", "║", ("╠", "╣"))
    case (.ascii, .light):
      (corners, horizontal, vertical, tees) = ((("+", "+"), ("+", "+")), "-", "|", ("+", "+"))
    case (.ascii, .heavy):
      (corners, horizontal, vertical, tees) = ((("#", "#"), ("#", "#")), "=", "#", ("#", "#"))
    }
    run = Self.run(of: horizontal, count: self.width - 2)
  }

  /// `count` times `horizontal`: made once for each of the frames' lines up to 256 columns,
  /// so a frame costs no line of its own to build. O(1) up to 256, O(count) beyond.
  private static func run(of horizontal: Character, count: Int) -> String {
    guard count < 257, let made = runs[horizontal] else {
      return String(repeating: String(horizontal), count: count)
    }
    return made[count]
  }

  /// The horizontal lines of every frame weight and charset, 0 to 256 long.
  private static let runs: [Character: [String]] = Dictionary(
    uniqueKeysWithValues: ["─", "═", "-", "="].map { (horizontal: Character) in
      (horizontal, (0...256).map { String(repeating: String(horizontal), count: $0) })
    })

  /// The columns available for text inside a row.
  var innerWidth: Int { width - 4 }

  mutating func top() { rule(corners.top.0, corners.top.1) }
  mutating func divider() { rule(tees.0, tees.1) }
  mutating func bottom() { rule(corners.bottom.0, corners.bottom.1) }

  /// A row holding `text`, padded or cut to the inner width; `style` wraps the padded text.
  mutating func row(_ text: String, style: (String) -> String = { $0 }) {
    let padded = TextWidth.pad(text, to: innerWidth)
    lines.append("\(indent)\(vertical) \(style(padded)) \(vertical)")
  }

  /// A row with `left` flush left, `center` centred and `right` flush right.
  mutating func bar(left: String, center: String, right: String, style: (String) -> String) {
    let inner = innerWidth
    let side = max(TextWidth.of(left), TextWidth.of(right))
    let titleWidth = max(1, inner - 2 * (side + (side > 0 ? 1 : 0)))
    let title = TextWidth.truncate(center, to: titleWidth)
    let leftPart = TextWidth.pad(left, to: side)
    let rightText = TextWidth.truncate(right, to: side)
    let rightPart = TextWidth.spaces(side - TextWidth.of(rightText)) + rightText
    let titleColumns = TextWidth.of(title)
    let before = (titleWidth - titleColumns) / 2
    let centered =
      TextWidth.spaces(before) + style(title)
      + TextWidth.spaces(titleWidth - titleColumns - before)
    let gap = side > 0 ? " " : ""
    let text = leftPart + gap + centered + gap + rightPart
    let missing = inner - TextWidth.of(text)
    lines.append(
      "\(indent)\(vertical) \(text)\(TextWidth.spaces(missing)) \(vertical)")
  }

  private mutating func rule(_ left: Character, _ right: Character) {
    lines.append(indent + String(left) + run + String(right))
  }
}
