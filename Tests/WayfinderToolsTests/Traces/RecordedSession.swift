import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// A session of random commands on the virtual clock, recorded as the REPL's `--trace`
/// records it: the header, the launch, then each command (refused ones marked) and what it set
/// off.
enum RecordedSession {
  /// The trace's lines after `commands` random commands of `definition`, fixed by `seed`.
  static func lines(_ definition: FlowDefinition, commands: Int, seed: UInt64) throws -> [String] {
    var (session, lines) = try launched(definition)
    var state = seed | 1
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    for _ in 0..<commands {
      let actions = session.visibleActions.count
      let command: SessionCommand =
        switch random(10) {
        case 0..<6 where actions > 0: .tap(.number(random(actions) + 1))
        case 0..<8: .back
        case 8: .wait(.milliseconds(random(900) + 100))
        default: .root
        }
      let input = session.traceInput(for: command)
      let time = session.time
      do throws(SessionError) {
        let output = try session.perform(command, settling: true)
        lines.append(TraceLine.entry(TraceEntry(time: time, event: input)))
        lines += output.traceEntries().map { TraceLine.entry($0) }
      } catch {
        lines.append(
          TraceLine.entry(TraceEntry(time: time, event: input, refusal: error.description)))
      }
    }
    return lines
  }

  /// A session of `definition` launched and settled, and the trace's lines so far: the header,
  /// the launch and what it set off.
  static func launched(_ definition: FlowDefinition) throws -> (AppSession, [String]) {
    var (session, started) = try AppSession.start(definition)
    started.append(contentsOf: session.settle())
    var lines = [TraceLine.header(TraceHeader(app: definition.app, clock: .virtual))]
    lines.append(
      TraceLine.entry(
        TraceEntry(time: .zero, event: session.traceLaunch(facts: definition.initialFacts))))
    lines += started.traceEntries().map { TraceLine.entry($0) }
    return (session, lines)
  }

  /// The trace of `lines`.
  static func trace(_ lines: [String], path: String = "t.jsonl") throws -> Trace {
    try TraceReader.read(Array(lines.joined(separator: "\n").utf8), path: path)
  }
}
