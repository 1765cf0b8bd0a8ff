import Foundation
import Testing

/// `wayfinder replay` as a person runs it: a recording stepped through from piped commands, a
/// REPL session with moves and a resumed one replayed to their end, and broken traces refused
/// with their line.
@Suite struct ReplayCommandTests {
  @Test func replaysARecordingToItsEnd() async throws {
    let run = try await BinaryRunner.run(
      ["replay", "Tests/Corpus/replay/demo-session.jsonl"], input: "continue\nquit\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix("Entry 1/22, line 2: {\"t\":0,\"event\":\"launch\""))
    #expect(
      run.stdout.hasSuffix(
        """
        │ Primary View › Secondary View 1 › Item 42                    │
        ├──────────────────────────────────────────────────────────────┤
        │ [Tab 1]  Tab 2                                               │
        ╰──────────────────────────────────────────────────────────────╯
        The end of the recording: every entry agrees with the flow.
        › quit

        """))
  }

  /// A SwiftUI app's recording on real services — its config back sooner than the flow
  /// declares, every presentation and dismissal confirmed by the host — replays to its end: the
  /// work ends when the recording says, and the hand-shakes are checked.
  @Test func replaysARecordingOfAnAppOnRealServices() async throws {
    let run = try await BinaryRunner.run(
      ["replay", "Tests/Corpus/replay/demo-real-services.jsonl"], input: "continue\nquit\n")
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix("Entry 1/28, line 2: {\"t\":0,\"event\":\"launch\""))
    #expect(
      run.stdout.hasSuffix(
        """
        │ Primary View › Secondary View 1                              │
        ├──────────────────────────────────────────────────────────────┤
        │ [Tab 1]  Tab 2                                               │
        ╰──────────────────────────────────────────────────────────────╯
        The end of the recording: every entry agrees with the flow.
        › quit

        """))
  }

  /// A REPL session that undoes, goes back and is resumed from its saved state, traced twice,
  /// replays to where the REPL ended both times.
  @Test func replaysSessionsWithMovesAndARestoredOne() async throws {
    let folder = try TemporaryFiles()
    let state = folder.path("state.json")
    let first = try await BinaryRunner.run(
      ["run", "--state", state, "--trace", folder.path("first.jsonl")],
      input: "tap Continue\ntap 1\ntap 1\nundo\nundo\ntap 2\ngoto 1\nredo\nredo\ntap 1\n")
    #expect(first.status == 0, "\(first.stderr)")
    let second = try await BinaryRunner.run(
      ["run", "--state", state, "--trace", folder.path("second.jsonl")],
      input: "back\ntap 1\nundo\n")
    #expect(second.status == 0, "\(second.stderr)")
    for (name, run) in [("first", first), ("second", second)] {
      let trace = try String(contentsOfFile: folder.path("\(name).jsonl"), encoding: .utf8)
      #expect(trace.contains(#""event":"goto","point":"#), "\(name)")
      let replay = try await BinaryRunner.run(
        ["replay", folder.path("\(name).jsonl"), "--app", "Flows/demo"], input: "continue\n")
      #expect(replay.status == 0, "\(name): \(replay.stdout)")
      let screens = { (text: String) in
        text.components(separatedBy: "╭").last?.components(separatedBy: "╯").first
      }
      #expect(screens(replay.stdout) == screens(run.stdout), "\(name) ends elsewhere")
    }
    let resumed = try String(contentsOfFile: folder.path("second.jsonl"), encoding: .utf8)
    #expect(resumed.split(separator: "\n")[1].hasPrefix(#"{"t":0,"event":"restore","state":"{"#))
  }

  @Test func aBrokenTraceIsRefusedWithItsLine() async throws {
    let corpus = BinaryRunner.packageRoot.appendingPathComponent("Tests/Corpus/traces").path
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    #expect(names.count >= 20)
    for name in names {
      let expected = try String(contentsOfFile: "\(corpus)/\(name).expect", encoding: .utf8)
      let run = try await BinaryRunner.run(["replay", "Tests/Corpus/traces/\(name)"])
      #expect(run.status == 1, "\(name)")
      #expect(run.stdout == "", "\(name)")
      #expect(
        run.stderr == "Tests/Corpus/traces/\(name):" + expected.trimmingCharacters(in: .newlines)
          + "\n", "\(name)")
    }
  }

  @Test func aHugeLineIsRefusedWithItsLength() async throws {
    let folder = try TemporaryFiles()
    let huge = try folder.write(
      #"{"trace":"wayfinder","version":2,"app":"Demo","clock":"virtual"}"# + "\n"
        + #"{"t":0,"event":"line","text":""# + String(repeating: "x", count: 2 << 20) + "\"}\n",
      to: "huge.jsonl")
    let run = try await BinaryRunner.run(["replay", huge])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "\(huge):2: the line is 2097184 bytes long; a trace line may be at most 1048576 bytes.\n"
    )
  }

  @Test func aTraceThatCannotBeReplayedOrFoundSaysWhy() async throws {
    let folder = try TemporaryFiles()
    let noLaunch = try folder.write(
      #"{"trace":"wayfinder","version":2,"app":"Demo","clock":"virtual"}"# + "\n"
        + #"{"t":0,"event":"pop"}"# + "\n", to: "late.jsonl")
    let late = try await BinaryRunner.run(["replay", noLaunch])
    #expect(late.status == 1)
    #expect(
      late.stderr
        == "\(noLaunch):2: entry 1 (pop): the trace does not begin at the app's launch (the app "
        + "resumed a saved state, or recording started late), so it cannot be replayed: a replay "
        + "starts from a 'launch' or 'restore' entry.\n")
    let other = try folder.write(
      #"{"trace":"wayfinder","version":2,"app":"Nowhere","clock":"real"}"# + "\n", to: "o.jsonl")
    let missing = try await BinaryRunner.run(["replay", other])
    #expect(missing.status == 64)
    #expect(
      missing.stderr.hasPrefix(
        "Error: No app under 'Flows' is called 'Nowhere', the app the trace recorded; name its "
          + "folder with --app.\n"))
    let absent = try await BinaryRunner.run(["replay", folder.path("none.jsonl")])
    #expect(absent.status == 64)
    #expect(
      absent.stderr.hasPrefix("Error: No such file or folder '\(folder.path("none.jsonl"))'.\n"))
  }
}
