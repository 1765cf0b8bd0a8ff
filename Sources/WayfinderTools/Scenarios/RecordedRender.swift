internal import Foundation
public import WayfinderFlowFiles

/// A screen drawn where an `expect render` block said something else, kept as the new golden
/// when scenarios run with recording on (`wayfinder test --record`).
public struct RecordedRender: Hashable, Sendable {
  /// Where the `expect render` line is.
  public var location: FileLocation
  /// The screen as drawn, one line each.
  public var lines: [String]

  /// Creates a recorded render.
  package init(location: FileLocation, lines: [String]) {
    self.location = location
    self.lines = lines
  }

  /// `text` (a scenario file) with the blocks after the `expect render` lines of `renders`
  /// replaced by what they recorded, kept at each block's indentation and in the file's line
  /// endings. Lines that are not an `expect render` followed by a block are left alone.
  /// O(lines of the file + lines recorded).
  public static func applying(_ renders: [RecordedRender], to text: String) -> String {
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = TextLines.split(text).map(String.init)
    let endsWithNewline = text.hasSuffix("\n") || text.hasSuffix("\r")
    if endsWithNewline, lines.last == "" { lines.removeLast() }
    let fence = "\"\"\""
    for render in renders.sorted(by: { $0.location.line > $1.location.line }) {
      var index = render.location.line  // the line after `expect render` (lines count from 1)
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
        index += 1
      }
      guard index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) == fence
      else { continue }
      let opening = index
      let indent = String(lines[opening].prefix { $0 == " " || $0 == "\t" })
      var closing = opening + 1
      while closing < lines.count, lines[closing].trimmingCharacters(in: .whitespaces) != fence {
        closing += 1
      }
      guard closing < lines.count else { continue }
      let body = render.lines.map { $0.isEmpty ? "" : indent + $0 }
      lines.replaceSubrange((opening + 1)..<closing, with: body)
    }
    return lines.joined(separator: newline) + (endsWithNewline ? newline : "")
  }
}
