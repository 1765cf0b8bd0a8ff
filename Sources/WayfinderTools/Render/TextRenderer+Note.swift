internal import WayfinderPersistence

extension TextRenderer {
  /// A frame holding nothing but `note`, wrapped to the options' width and dimmed: what the REPL
  /// draws in place of a window's screen while the app's launch or a gate covers it. The note
  /// is made safe for a terminal, as every string drawn is. O(width × lines of the note).
  ///
  /// - Parameter note: What to say, such as `Covered by passcode, up in window 2.`
  /// - Returns: The lines of the frame, joined by line breaks.
  package func render(note: String) -> String {
    let width = max(RenderOptions.minimumWidth, options.width)
    let style = ANSIStyle(enabled: options.color)
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    frame.top()
    for line in TextWidth.wrap(TerminalText.sanitized(note), to: frame.innerWidth) {
      frame.row(line, style: style.dim)
    }
    frame.bottom()
    return frame.lines.joined(separator: "\n")
  }
}
