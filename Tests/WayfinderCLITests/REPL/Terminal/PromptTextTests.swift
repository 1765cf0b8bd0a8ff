import Testing

@testable import WayfinderCLI

/// Prompts handed to readline: color escapes marked invisible, text kept as it is.
@Suite struct PromptTextTests {
  @Test func plainPromptIsUnchanged() {
    #expect(PromptText.forReadline("› ") == "› ")
    #expect(PromptText.repl(color: false) == "› ")
  }

  @Test func colorEscapesAreWrappedInInvisibleMarkers() {
    #expect(
      PromptText.forReadline(PromptText.repl(color: true))
        == "\u{01}\u{1B}[1m\u{02}›\u{01}\u{1B}[0m\u{02} ")
    #expect(
      PromptText.forReadline("\u{1B}[38;5;208mA\u{1B}(B")
        == "\u{01}\u{1B}[38;5;208m\u{02}A\u{01}\u{1B}(\u{02}B")
  }
}
