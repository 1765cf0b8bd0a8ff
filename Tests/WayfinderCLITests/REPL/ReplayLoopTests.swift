import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderTesting

@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `wayfinder replay` in process: what each stop shows, how the commands move, and where the
/// recording and the flow disagree.
@MainActor
@Suite struct ReplayLoopTests {
  /// Replays the trace `lines` of the demo app with the commands `script`.
  static func replay(_ lines: [String], _ script: String) async throws -> ReplRun {
    let definition = try InProcessRepl.definition(app: nil)
    let trace = try TraceReader.read(
      Array((lines.joined(separator: "\n") + "\n").utf8), path: "session.jsonl")
    let output = MemoryOutput()
    let loop = ReplayLoop(
      cursor: try ReplayCursor(trace, definition: definition),
      reader: PipedLineReader(text: script, output: output),
      options: RenderOptions(width: 64, charset: .unicode), fixedWidth: 64)
    let status = await loop.run()
    return ReplRun(stdout: output.stdout, stderr: output.stderr, status: status)
  }

  static func fixture() throws -> [String] {
    try String(
      contentsOfFile: Fixtures.path("Tests/Corpus/replay/demo-session.jsonl"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
  }

  @Test func stepsBackAndForthThroughARecording() async throws {
    let run = try await Self.replay(
      try Self.fixture(),
      """
      next

      prev
      prev
      goto 22
      goto 3
      continue
      next
      goto 0
      goto x
      goto
      help
      jump
      quit
      next
      """)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    assertTextSnapshot(run.stdout, named: "replayDemo", folder: "Transcripts")
  }

  @Test func stopsAtADisagreementAndSaysSo() async throws {
    var lines = try Self.fixture()
    lines[19] = #"{"t":1.3,"event":"push","route":{"screen":"promo"}}"#
    let run = try await Self.replay(lines, "continue\nnext\nprev\n")
    #expect(run.status == 1)
    let said = run.stdout.split(separator: "\n").filter {
      $0.hasPrefix("Finding") || $0.hasPrefix("The replay") || $0.hasPrefix("Entry")
        || $0.hasPrefix("›")
    }
    #expect(
      said == [
        "Entry 1/22, line 2: {\"t\":0,\"event\":\"launch\",\"facts\":{\"contactInfoConfirmed\":true,\"lastSeenVersion\":{\"version\":\"1.0\"},\"notificationsAllowed\":false,\"passcodeEnabled\":false,\"updateReq…",
        "› continue",
        "Entry 12/22, line 13: {\"t\":1.3,\"event\":\"tap\",\"screen\":\"whatsNew\",\"label\":\"Continue\"}",
        "Finding: session.jsonl:20: entry 19 (push): the app pushed 'promo', a screen the flow does not declare.",
        "The replay cannot go past it; 'prev', 'goto N' or 'quit'.",
        "› next",
        "Finding: session.jsonl:20: entry 19 (push): the app pushed 'promo', a screen the flow does not declare.",
        "The replay cannot go past it; 'prev', 'goto N' or 'quit'.",
        "› prev",
        "Entry 1/22, line 2: {\"t\":0,\"event\":\"launch\",\"facts\":{\"contactInfoConfirmed\":true,\"lastSeenVersion\":{\"version\":\"1.0\"},\"notificationsAllowed\":false,\"passcodeEnabled\":false,\"updateReq…",
      ])
  }

  /// A SwiftUI app's recording on real services: the config ends when the recording says,
  /// before the passcode is unlocked, and the host's hand-shakes are checked on the way.
  @Test func replaysARecordingOfAnAppOnRealServices() async throws {
    let lines = try String(
      contentsOfFile: Fixtures.path("Tests/Corpus/replay/demo-real-services.jsonl"),
      encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let run = try await Self.replay(lines, "goto 11\ncontinue\n")
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let said = run.stdout.split(separator: "\n").filter {
      $0.hasPrefix("Entry") || $0.hasPrefix("The end") || $0.hasPrefix("›")
    }
    #expect(
      said == [
        "Entry 1/28, line 2: {\"t\":0,\"event\":\"launch\",\"facts\":{\"contactInfoConfirmed\":true,\"lastSeenVersion\":{\"version\":\"1.0\"},\"notificationsAllowed\":false,\"passcodeEnabled\":true,\"updateRequ…",
        "› goto 11",
        "Entry 11/28, line 12: {\"t\":1,\"event\":\"tap\",\"screen\":\"passcode\",\"label\":\"Unlock\"}",
        "› continue",
        "Entry 27/28, line 28: {\"t\":3,\"event\":\"tap\",\"screen\":\"primary\",\"label\":\"Go to Secondary 1\"}",
        "The end of the recording: every entry agrees with the flow.",
      ])
  }
}
