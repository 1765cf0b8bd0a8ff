import Testing

@testable import WayfinderCLI

/// A path given on the command line reaches the terminal with its control characters escaped,
/// so a hostile file name cannot retitle the window or clear the screen.
@Suite struct CLIErrorTests {
  @Test func pathsAreShownWithTheirControlsEscaped() {
    let path = "trace\u{1B}]0;pwned\u{7}.jsonl"
    #expect(
      ConsoleText(
        CLIError.cannotWrite(what: "the trace", path: path, reason: "No such file or directory")
          .description
      ).text
        == "Cannot write the trace to 'trace\\u{1B}]0;pwned\\u{7}.jsonl': No such file or directory."
    )
    #expect(
      ConsoleText(
        CLIError.cannotRead(what: "the script", path: "a\u{0}b", reason: "denied").description
      )
      .text == "Cannot read the script 'a\\u{0}b': denied.")
  }
}
