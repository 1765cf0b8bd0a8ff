import Foundation
import Testing

/// `wayfinder inspect TRACE`: where a recorded session is, read once; a line that cannot be
/// read is named on standard error with exit status 1.
@Suite struct InspectCommandTests {
  @Test func printsTheScreenTrailAndLastTransitionsOnce() async throws {
    let result = try await BinaryRunner.run([
      "inspect", "Tests/Corpus/replay/demo-session.jsonl", "--app", "Flows/demo", "--width", "40",
      "--ascii", "--recent", "2",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        'Tests/Corpus/replay/demo-session.jsonl': Demo, line 23, 1.3s
        +--------------------------------------+
        | < Back        Item 42                |
        +--------------------------------------+
        | Details of item 42.                  |
        |                                      |
        | 1. Back to Primary                   |
        +--------------------------------------+
        | … > Secondary View 1 > Item 42       |
        +--------------------------------------+
        | [Tab 1]  Tab 2                       |
        +--------------------------------------+
        Trail: tab1: Primary View > Secondary View 1 > Item 42
        Last transitions:
          1.3s  push 'secondary1' -> secondary1  (line 21)
          1.3s  push 'item(id: 42)' -> item(id: 42)  (line 23)

        """)

    let folder = try TemporaryFiles()
    let lines = try String(
      contentsOfFile: BinaryRunner.packageRoot.appendingPathComponent(
        "Tests/Corpus/replay/demo-session.jsonl"
      ).path, encoding: .utf8
    ).split(separator: "\n")
    let broken = try folder.write(
      lines.prefix(19).joined(separator: "\n") + "\n{\"t\":1.3,\"event\":\"tpa\"}\n"
        + #"{"t":1.3,"event":"push""#, to: "broken.jsonl")
    // Read strictly, as `replay` reads it: the first line that cannot be read stops it.
    let refused = try await BinaryRunner.run(["inspect", broken, "--app", "Flows/demo"])
    #expect(refused.status == 1)
    #expect(refused.stderr == "\(broken):20: unknown event 'tpa'. Did you mean 'tap'?\n")
    #expect(refused.stdout == "")
  }
}
