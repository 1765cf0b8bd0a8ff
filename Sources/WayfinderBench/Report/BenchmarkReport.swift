import Foundation

/// What a run of the bench prints, and the part of the benchmark document it writes: a line
/// saying where and when the figures were measured, how rows are judged, and one table per
/// group of rows.
struct BenchmarkReport {
  /// The lines before the tables: the host and the run, how rows are judged.
  var preamble: String
  var sections: [BenchmarkSection]

  /// The markers around the part of the document the bench writes.
  static let begin = "<!-- The tables below are written by `wayfinder-bench document`. -->"
  static let end = "<!-- End of the tables written by `wayfinder-bench document`. -->"

  /// The report in markdown, between the markers.
  var markdown: String {
    ([Self.begin, preamble] + sections.map(\.markdown) + [Self.end]).joined(separator: "\n\n")
  }

  /// How every row is judged, as the document says it under the host line.
  static let judging = """
    Every goal is a ratio to a baseline measured in the same run (round by round, the two \
    taking turns), a ratio of the same work at two sizes, or a budget a person using the tool \
    would notice; none is a rate of the host. A goal judges the median of the rounds; the \
    spread beside it is every round with fewer than ten, else the middle 80 % of them. The \
    result says how far the median is from the goal. A row with no goal is there for \
    reference and shows "-". A figure not measured in this run says which commit recorded it.
    """

  /// `document` from its start to `begin`, then this report, then what follows `end`; nil when
  /// the document has no markers.
  func splice(into document: String) -> String? {
    guard let start = document.range(of: Self.begin),
      let finish = document.range(of: Self.end, range: start.upperBound..<document.endIndex)
    else { return nil }
    return String(document[..<start.lowerBound]) + markdown
      + String(document[finish.upperBound...])
  }

  /// The report between the markers of `document`, read back; nil when there are no markers or
  /// a table line is not one the bench writes.
  init?(parsing document: String) {
    guard let start = document.range(of: Self.begin),
      let finish = document.range(of: Self.end, range: start.upperBound..<document.endIndex)
    else { return nil }
    let blocks = document[start.upperBound..<finish.lowerBound]
      .trimmingCharacters(in: .whitespacesAndNewlines)
      .components(separatedBy: "\n\n### ")
    guard let first = blocks.first else { return nil }
    var sections: [BenchmarkSection] = []
    for block in blocks.dropFirst() {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count >= 4, let title = lines.first else { return nil }
      var rows: [BenchmarkRow] = []
      for line in lines.dropFirst(4) {
        guard let cells = BenchmarkSection.cells(of: line), cells.count == 6 else { return nil }
        var row = BenchmarkRow(
          measure: cells[0], wayfinder: cells[1], baseline: cells[2], judged: cells[3],
          goal: Goal(parsing: cells[4]))
        if cells[5].hasPrefix("FAIL: ") { row.failure = String(cells[5].dropFirst(6)) }
        rows.append(row)
      }
      sections.append(BenchmarkSection(title: String(title), rows: rows))
    }
    self.init(preamble: first, sections: sections)
  }

  init(preamble: String, sections: [BenchmarkSection]) {
    self.preamble = preamble
    self.sections = sections
  }
}
