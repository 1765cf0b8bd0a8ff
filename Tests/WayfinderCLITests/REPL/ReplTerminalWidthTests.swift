import Testing
import WayfinderTesting
@testable import WayfinderCLI
@testable import WayfinderFlowFiles
import WayfinderPersistence
@testable import WayfinderTools

/// The screen at a terminal of the person's width: drawn to it, or, narrower than a screen
/// can be, a note that fits instead of a frame whose every line wraps.
@MainActor
@Suite struct ReplTerminalWidthTests {
  private func repl(_ reader: FakeTerminalReader) throws -> Repl {
    let definition = try InProcessRepl.definition(app: nil)
    let (session, started) = try AppSession.start(definition)
    return Repl(
      session: session, startOutput: started, reader: reader, options: RenderOptions(),
      fixedWidth: nil, trace: nil, strict: false, timeMode: .virtual, output: MemoryOutput(),
      clock: InteractionTestClock())
  }

  @Test func aTerminalTooNarrowForAScreenIsToldSoInLinesThatFit() throws {
    let reader = FakeTerminalReader(width: 20)
    _ = try repl(reader)
    let shown = try #require(reader.printed.last)
    let note = shown.split(separator: "\n").drop { $0.hasPrefix("· ") }
    #expect(
      Array(note) == [
        "The terminal is 20", "columns wide; a", "screen needs 24.", "Widen it to see the",
        "screen.",
      ])
    #expect(!shown.contains("╭"))
  }

  @Test func onceWidenedTheScreenIsDrawnAtTheNewWidth() async throws {
    let reader = FakeTerminalReader(width: 20)
    let loop = try repl(reader)
    #expect(reader.printed.last?.contains("╭") == false)
    reader.width = 30
    reader.send(.resize)
    reader.send(.endOfInput)
    _ = await loop.run()
    let lines = try #require(reader.printed.last).split(separator: "\n")
    #expect(lines.first.map(String.init) == "╭" + String(repeating: "─", count: 28) + "╮")
    #expect(lines.allSatisfy { TerminalText.width(of: String($0)) <= 30 })
  }
}
