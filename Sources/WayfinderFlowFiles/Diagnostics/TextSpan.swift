/// Where a piece of text from a file starts, so a position inside it (a condition's token, a
/// title's placeholder) can be reported at its own column.
package struct TextSpan: Hashable, Sendable {
  /// Where the text's first character is.
  package var start: FileLocation
  /// Whether offsets in the text map one to one onto columns (a single-line scalar without
  /// escapes); when not, positions fall back to the start.
  var exact: Bool

  /// Creates a span starting at `start`.
  package init(start: FileLocation, exact: Bool) {
    self.start = start
    self.exact = exact
  }

  /// The location of the character `offset` characters into the text.
  package func location(at offset: Int) -> FileLocation {
    exact ? start.advanced(by: offset) : start
  }
}
