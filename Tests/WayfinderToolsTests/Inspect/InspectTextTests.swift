import Testing
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct InspectTextTests {
  @Test func theViewShowsScreenTrailTransitionsAndProblems() throws {
    var lines = try MemoryTrace.demoLines()
    lines.insert(#"{"t":1.3,"event":"tpa"}"#, at: 19)
    let source = MemoryTrace(lines.map { $0 + "\n" }.joined())
    var follower = TraceFollower(
      path: "session.jsonl", apps: [try MemoryTrace.demoDefinition()], recentLimit: 3)
    _ = follower.poll(source)
    let text = follower.text(options: RenderOptions(width: 40, charset: .ascii, color: false))
    #expect(
      text == """
        'session.jsonl': Demo, line 24, 1.3s
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
          1.3s  finish the launch -> primary  (line 16)
          1.3s  push 'secondary1' -> secondary1  (line 22)
          1.3s  push 'item(id: 42)' -> item(id: 42)  (line 24)
        Problems:
          session.jsonl:20: unknown event 'tpa'. Did you mean 'tap'? The line is skipped.
        """)
  }
}
