import Testing
@testable import WayfinderPersistence

@Suite struct TerminalTextTests {
  @Test func plainTextIsReturnedAsItIs() {
    #expect(TerminalText.sanitized("Primary View › 新しい ✨") == "Primary View › 新しい ✨")
    #expect(TerminalText.sanitized("") == "")
  }

  @Test func controlCharactersAreShownEscaped() {
    #expect(TerminalText.sanitized("a\u{1B}]0;x\u{7}b") == #"a\u{1B}]0;x\u{7}b"#)
    #expect(TerminalText.sanitized("tab\there") == #"tab\u{9}here"#)
    #expect(TerminalText.sanitized("\u{0}\u{7F}\u{85}\u{9B}") == #"\u{0}\u{7F}\u{85}\u{9B}"#)
    #expect(TerminalText.sanitized("cr\r\nlf") == #"cr\u{D}\u{A}lf"#)
  }

  @Test func bidirectionalOverridesAreShownEscaped() {
    #expect(TerminalText.sanitized("a\u{202E}b\u{2066}c") == #"a\u{202E}b\u{2066}c"#)
    // Other characters led by the same UTF-8 byte stay as they are.
    #expect(TerminalText.sanitized("a – b … c") == "a – b … c")
    #expect(TerminalText.sanitized("£ ©") == "£ ©")
  }

  @Test func bidirectionalMarksAndLineSeparatorsAreShownEscaped() {
    #expect(
      TerminalText.sanitized("a\u{200E}b\u{200F}c\u{61C}d\u{2028}e\u{2029}f")
        == #"a\u{200E}b\u{200F}c\u{61C}d\u{2028}e\u{2029}f"#)
    // Joiners and right-to-left letters stay: emoji sequences and words are made of them.
    #expect(TerminalText.sanitized("👩\u{200D}💻 مرحبا") == "👩\u{200D}💻 مرحبا")
  }

  @Test func escapingTwiceChangesNothing() {
    let hostile = "\u{1B}]0;pwned\u{7}\u{0}\u{9B}2J\u{202E}\u{1B}[2J\\u{1B}"
    let once = TerminalText.sanitized(hostile, keepingLineBreaks: true)
    #expect(once == #"\u{1B}]0;pwned\u{7}\u{0}\u{9B}2J\u{202E}\u{1B}[2J\u{1B}"#)
    #expect(TerminalText.sanitized(once) == once)
    #expect(TerminalText.sanitizedKeepingColors(once) == once)
  }

  @Test func screensKeepTheirColoursAndNothingElse() {
    let drawn = "\u{1B}[1mTitle\u{1B}[0m\n\u{1B}[2;7mrow\u{1B}[m"
    #expect(TerminalText.sanitizedKeepingColors(drawn) == drawn)
    #expect(
      TerminalText.sanitizedKeepingColors("a\u{1B}[2Jb\u{1B}]0;x\u{7}c\u{9B}31md\u{202E}")
        == #"a\u{1B}[2Jb\u{1B}]0;x\u{7}c\u{9B}31md\u{202E}"#)
    // Unfinished or other sequences are not colours.
    #expect(TerminalText.sanitizedKeepingColors("\u{1B}[31") == #"\u{1B}[31"#)
    #expect(TerminalText.sanitizedKeepingColors("\u{1B}[?25l") == #"\u{1B}[?25l"#)
    #expect(TerminalText.sanitizedKeepingColors("\u{1B}") == #"\u{1B}"#)
    #expect(TerminalText.sanitizedKeepingColors("tab\tx\r") == #"tab\u{9}x\u{D}"#)
    #expect(TerminalText.sanitizedKeepingColors("plain › 漢字") == "plain › 漢字")
  }

  @Test func lineBreaksCanBeKept() {
    #expect(TerminalText.sanitized("one\ntwo\u{1B}", keepingLineBreaks: true) == "one\ntwo\\u{1B}")
    #expect(TerminalText.sanitized("one\ntwo") == #"one\u{A}two"#)
  }
}
