import Testing
import Wayfinder
import WayfinderRecording

/// No line a writer writes is longer than a reader reads: a long text is kept once, a long
/// saved state is split, and what is still too long is said to be dropped.
@Suite struct TraceLineLengthTests {
  static let label = String(repeating: "x", count: 360_000)

  @Test func aLongTypedLineIsKeptOnceInTheEvent() throws {
    let entry = TraceEntry(
      time: .seconds(1), event: .tap(screen: "primary", label: Self.label),
      refusal: "No action is labelled '\(Self.label)'.", input: "tap \(Self.label)")
    let lines = TraceLine.lines(entry)
    let line = try #require(lines.count == 1 ? lines.first : nil)
    #expect(line.utf8.count < 370_000, "the label once, not three times")
    #expect(line.contains(#""label":""# + Self.label + #"""#))
    let cutInput = "tap " + String(repeating: "x", count: 1020)
    let cutRefusal = "No action is labelled '" + String(repeating: "x", count: 1001)
    #expect(
      line.hasSuffix(
        #""refused":""# + cutRefusal + #"","input":""# + cutInput + #"","cut":["input","refused"]}"#
      ))
    #expect(TraceLine.cuttingTexts(of: entry).cut == [.input, .refused])
  }

  @Test func textsAreCutAtACharacterBoundary() {
    // Three bytes a character: 341 of them fit in 1024 bytes.
    let entry = TraceEntry(
      time: .zero, event: .line(String(repeating: "€", count: 1000)))
    #expect(
      TraceLine.entry(entry)
        == #"{"t":0,"event":"line","text":""# + String(repeating: "€", count: 341)
        + #"","cut":["text"]}"#)
  }

  @Test func shortTextsAreWrittenWhole() {
    let entry = TraceEntry(
      time: .zero, event: .line(String(repeating: "y", count: TraceLine.maximumTextBytes)),
      refusal: "No.", input: "y")
    #expect(!TraceLine.entry(entry).contains("cut"))
    #expect(TraceLine.cuttingTexts(of: entry) == entry)
  }

  @Test func aLongRestoreIsSplitIntoLinesAReaderReads() throws {
    // Quotes and control characters take two and six bytes once escaped.
    let state = String(repeating: "{\"a\":\"\u{01}\"}", count: 300_000)
    let lines = TraceLine.lines(TraceEntry(time: .zero, event: .restore(state: state)))
    #expect(lines.count > 1)
    for line in lines { #expect(line.utf8.count <= TraceLine.maximumLineBytes) }
    let first = try #require(lines.first)
    #expect(first.hasPrefix(#"{"t":0,"event":"restore","state":""#))
    #expect(first.hasSuffix(#"","parts":\#(lines.count)}"#))
    for (index, line) in lines.enumerated().dropFirst() {
      #expect(line.hasPrefix(#"{"t":0,"event":"restore","part":\#(index + 1),"state":""#))
    }
    // A short one stays on one line, as before.
    #expect(
      TraceLine.lines(TraceEntry(time: .zero, event: .restore(state: "{}")))
        == [#"{"t":0,"event":"restore","state":"{}"}"#])
  }

  @Test func anEntryStillTooLongIsWrittenAsDropped() {
    // A description a reader could not read: 200 000 control characters, six bytes each.
    let command = String(repeating: "\u{01}", count: 200_000)
    let entry = TraceEntry(time: .seconds(2), event: .transition(command: command, screen: nil))
    #expect(TraceLine.lines(entry) == [#"{"t":2,"event":"dropped","count":1}"#])
  }
}
