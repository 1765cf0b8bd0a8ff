import Testing
@testable import WayfinderTools

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

  @Test func lineBreaksCanBeKept() {
    #expect(TerminalText.sanitized("one\ntwo\u{1B}", keepingLineBreaks: true) == "one\ntwo\\u{1B}")
    #expect(TerminalText.sanitized("one\ntwo") == #"one\u{A}two"#)
  }

  @Test func widthCountsColumns() {
    #expect(TerminalText.width(of: "abc") == 3)
    #expect(TerminalText.width(of: "漢字") == 4)
    #expect(TerminalText.width(of: "✨ok") == 4)
    #expect(TerminalText.width(of: "e\u{301}") == 1)
    #expect(TerminalText.width(of: "\u{1B}[1mbold\u{1B}[0m") == 4)
  }
}
