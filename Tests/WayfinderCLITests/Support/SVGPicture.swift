import Foundation

/// An SVG picture Graphviz drew, read for what a person sees: its size, and each text with the
/// box it covers and the kind of thing it labels (`node`, `edge`, `cluster`).
///
/// SVG keeps a text's anchor, baseline and font size but not its width, so widths are
/// measured with Helvetica's metrics, the face the graph asks for (Liberation Sans and Arial,
/// what it is drawn with, have the same widths).
struct SVGPicture {
  /// A rectangle in the picture's coordinates (y grows downwards).
  struct Box: CustomStringConvertible {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Whether the two boxes share more than a hair (half a point each way).
    func overlaps(_ other: Box) -> Bool {
      min(maxX, other.maxX) - max(minX, other.minX) > 0.5
        && min(maxY, other.maxY) - max(minY, other.minY) > 0.5
    }

    var description: String {
      String(format: "(%.1f, %.1f)–(%.1f, %.1f)", minX, minY, maxX, maxY)
    }
  }

  /// A line of text.
  struct Text {
    var string: String
    var box: Box
    /// The class of the group it is in: `node`, `edge`, `cluster` or `graph`.
    var owner: String
  }

  /// Width and height in points.
  var width: Double
  var height: Double
  var texts: [Text] = []

  /// The larger side over the smaller.
  var aspectRatio: Double { max(width, height) / max(min(width, height), 1) }

  init(_ svg: String) throws {
    guard let size = svg.firstMatch(of: #/<svg width="([\d.]+)pt" height="([\d.]+)pt"/#),
      let width = Double(size.1), let height = Double(size.2)
    else { throw Failure("no <svg width=… height=…> in the picture") }
    self.width = width
    self.height = height
    var owner = "graph"
    for line in svg.split(separator: "\n") {
      if let group = line.firstMatch(of: #/^<g id="[^"]*" class="(\w+)">/#) {
        owner = String(group.1)
      }
      guard
        let text = line.firstMatch(
          of:
            #/<text text-anchor="(\w+)" x="(-?[\d.]+)" y="(-?[\d.]+)"[^>]* font-size="([\d.]+)"[^>]*>(.*)</text>/#
        ),
        let x = Double(text.2), let y = Double(text.3), let size = Double(text.4)
      else { continue }
      let string = Self.unescaped(String(text.5))
      let length = Self.width(of: string, size: size)
      let minX: Double
      switch text.1 {
      case "start": minX = x
      case "end": minX = x - length
      default: minX = x - length / 2
      }
      texts.append(
        Text(
          string: string,
          box: Box(minX: minX, minY: y - 0.75 * size, maxX: minX + length, maxY: y + 0.21 * size),
          owner: owner))
    }
  }

  /// Every two texts whose boxes overlap.
  var overlappingTexts: [(Text, Text)] {
    var found: [(Text, Text)] = []
    for (index, text) in texts.enumerated() {
      for other in texts[(index + 1)...] where text.box.overlaps(other.box) {
        found.append((text, other))
      }
    }
    return found
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// XML's escapes undone: the five named ones and numeric character references.
  static func unescaped(_ text: String) -> String {
    var result = text.replacing(#/&#(\d+);/#) { match in
      Int(match.1).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
    }
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
    ] {
      result = result.replacing(entity, with: character)
    }
    return result
  }

  /// The width of `text` in Helvetica at `size` points, from the font's metrics (thousandths
  /// of an em); a character outside them counts as a whole em, so a guess errs wide.
  static func width(of text: String, size: Double) -> Double {
    let ems = text.unicodeScalars.reduce(0) { sum, scalar in
      sum + (helvetica[scalar] ?? (scalar == "·" ? 278 : 1000))
    }
    return Double(ems) * size / 1000
  }

  /// Helvetica's advance widths for printable ASCII, space to tilde.
  private static let helvetica: [Unicode.Scalar: Int] = {
    let widths = [
      278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // ␠ to /
      556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
      1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
      667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
      333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
      556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
    ]
    var table: [Unicode.Scalar: Int] = [:]
    for (offset, width) in widths.enumerated() {
      if let scalar = Unicode.Scalar(32 + offset) { table[scalar] = width }
    }
    return table
  }()
}
