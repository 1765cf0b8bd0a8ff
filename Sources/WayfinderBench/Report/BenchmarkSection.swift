import Foundation

/// A titled table of the benchmark document: one group of rows (navigation, loading, …).
struct BenchmarkSection {
  var title: String
  var rows: [BenchmarkRow]

  /// The section in markdown: a `###` heading and the table, one row a line.
  var markdown: String {
    let lines =
      [
        "### \(title)", "", Self.line(BenchmarkRow.header),
        Self.line(BenchmarkRow.header.map { _ in "---" }),
      ]
      + rows.map { Self.line($0.cells) }
    return lines.joined(separator: "\n")
  }

  /// `| a | b |`; a `|` inside a cell is escaped.
  static func line(_ cells: [String]) -> String {
    "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
      + " |"
  }

  /// The cells of a table line written by ``line(_:)``; nil for a line that is not one.
  static func cells(of line: Substring) -> [String]? {
    guard line.hasPrefix("| "), line.hasSuffix(" |") else { return nil }
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in line.dropFirst(2).dropLast(2) {
      if escaped {
        cell.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(cell)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    cells.append(cell)
    // Each separator is " | ": a cell keeps what lies between its two spaces.
    return cells.enumerated().map { index, cell in
      var trimmed = Substring(cell)
      if index > 0, trimmed.hasPrefix(" ") { trimmed = trimmed.dropFirst() }
      if index < cells.count - 1, trimmed.hasSuffix(" ") { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
  }
}
