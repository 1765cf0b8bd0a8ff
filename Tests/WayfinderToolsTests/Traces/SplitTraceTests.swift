import Testing
import Wayfinder
import WayfinderRecording
import WayfinderTools

/// A split home's commands are written to a trace and read back as they were.
@Suite struct SplitTraceTests {
  static let header = #"{"trace":"wayfinder","version":1,"app":"Mail","clock":"real"}"#

  @Test func splitCommandsRoundTripThroughATrace() throws {
    let commands: [NavigationCommand<ScreenRoute>] = [
      .select(ScreenRoute("message", arguments: ["id": .int(7)]), in: .detail),
      .setWidth(.compact),
      .deselect(.content),
      .push("reply", on: .column(.detail)),
    ]
    let lines = commands.map {
      TraceLine.entry(TraceEntry(time: .seconds(1), event: .navigate($0)))
    }
    #expect(
      lines[0] == #"{"t":1,"event":"select","route":{"screen":"message","arguments":{"id":7}},"#
        + #""column":"detail"}"#)
    #expect(lines[3].contains(#""on":{"column":"detail"}"#))
    let text = ([Self.header] + lines).joined(separator: "\n")
    let trace = try TraceReader.read(Array(text.utf8), path: "mail.jsonl")
    #expect(trace.records.map(\.entry.event) == commands.map { .navigate($0) })
  }

  @Test func aColumnNoSplitHasIsRefusedWithWhatToWrite() {
    let line = #"{"t":1,"event":"deselect","column":"middle"}"#
    do {
      _ = try TraceReader.read(Array((Self.header + "\n" + line).utf8), path: "mail.jsonl")
      Issue.record("read a column no split has")
    } catch {
      #expect(error.description.contains("'sidebar', 'content' or 'detail'"))
    }
  }
}
