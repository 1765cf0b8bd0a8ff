import Testing

@testable import WayfinderCLI

/// Text is made safe for a terminal where it is written: messages in full, screens but for
/// their colours, the program's own controls as they are.
@MainActor
@Suite struct ConsoleTextTests {
  static let raw = "\u{1B}]0;pwned\u{7}\u{0}\u{9B}2J\u{202E}\u{1B}[2J"
  static let shown = #"\u{1B}]0;pwned\u{7}\u{0}\u{9B}2J\u{202E}\u{1B}[2J"#

  @Test func messagesAreEscapedButForTheirLineBreaks() {
    #expect(ConsoleText("one\ntwo \(Self.raw)\ttab").text == "one\ntwo \(Self.shown)\\u{9}tab")
    #expect(ConsoleText("plain › 漢字").text == "plain › 漢字")
    #expect(ConsoleText("").isEmpty)
  }

  @Test func textEscapedBeforeIsShownOnce() {
    let once = ConsoleText(Self.raw).text
    #expect(ConsoleText(once).text == once)
    #expect(ConsoleText.screen(once).text == once)
  }

  @Test func screensKeepTheirColoursOnly() {
    let drawn = "\u{1B}[1mTitle\u{1B}[0m\n| \(Self.raw) |"
    #expect(ConsoleText.screen(drawn).text == "\u{1B}[1mTitle\u{1B}[0m\n| \(Self.shown) |")
  }

  @Test func controlsAreWrittenAsTheyAreAndPiecesKeepTheirOrder() {
    let text =
      ConsoleText.control(.clearLine) + "label \(Self.raw)" + .control(.eraseToLineEnd)
      + .screen("\u{1B}[7m[x]\u{1B}[0m")
    #expect(text.text == "\r\u{1B}[Klabel \(Self.shown)\u{1B}[K\u{1B}[7m[x]\u{1B}[0m")
    #expect(
      ConsoleText.joined([ConsoleText("a\u{7}"), .screen("b")], separator: "\n").text
        == "a\\u{7}\nb")
  }

  @Test func theReplEscapesWhatItPrintsOnEitherStream() async throws {
    let run = try await InProcessRepl().run("tap \(Self.raw)\nfacts\n")
    #expect(run.stderr == "No action is labelled '\(Self.shown)'.\n")
    #expect(run.stdout.contains("› tap \(Self.shown)\n"))
    #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"))
  }

  @Test func anInteractiveReaderGetsEscapedText() {
    let reader = FakeTerminalReader(width: 40)
    reader.print("Cancelled 'tap \(Self.raw)'.")
    #expect(reader.printed == ["Cancelled 'tap \(Self.shown)'."])
  }
}
