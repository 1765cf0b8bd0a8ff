import Foundation
import Testing

/// `wayfinder test --from-trace`: a session recorded by `--trace` kept as a scenario file, which
/// `wayfinder test` then runs; traces that cannot be kept are refused with their line.
@Suite struct FromTraceCommandTests {
  /// A copy of the demo app in `folder`, and the trace of `script` run on it.
  static func recorded(_ script: String, in folder: TemporaryFiles) async throws -> String {
    try FileManager.default.createDirectory(
      atPath: folder.path("apps/demo"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: BinaryRunner.packageRoot.appendingPathComponent("Flows/demo/app.yaml").path,
      toPath: folder.path("apps/demo/app.yaml"))
    let trace = folder.path("walk.jsonl")
    let run = try await BinaryRunner.run(
      [
        "run", folder.path("apps"), "--script", try folder.write(script, to: "walk"), "--trace",
        trace,
      ])
    #expect(run.status == 0, "\(run.stderr)")
    return trace
  }

  @Test func aTraceBecomesAScenarioThatTestRuns() async throws {
    let folder = try TemporaryFiles()
    let trace = try await Self.recorded("tap Continue\ntap 1\nback\nback\ntab 2\n", in: folder)
    let apps = folder.path("apps")
    let kept = try await BinaryRunner.run(["test", apps, "--from-trace", trace])
    let scenario = folder.path("apps/demo/scenarios/walk.scenario")
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(
      kept.stdout
        == "Demo: wrote \(scenario) (5 commands); run it with: wayfinder test \(scenario)\n")
    #expect(
      try String(contentsOfFile: scenario, encoding: .utf8)
        == """
        # Recorded by Demo (virtual clock), kept by 'wayfinder test --from-trace'.

        scenario: walk
        tap Continue
        tap Go to Secondary 1
        back
        back
        expect error Cannot pop: 'primary' is the root of tab 'tab1'.
        tab tab2
        expect home
        expect tab tab2
        expect no modal
        expect screen tab2Home
        expect fact configLoaded = true
        expect fact lastSeenVersion = 2.0

        """)
    let tested = try await BinaryRunner.run(["test", apps])
    #expect(tested.status == 0)
    #expect(tested.stdout == "1 passed, 0 failed\n")
  }

  /// `undo`, `redo` and `goto N` are kept as the history kept them: the commands undone and
  /// then replaced are left out.
  @Test func aTraceWithMovesKeepsTheCommandsTheHistoryKept() async throws {
    let folder = try TemporaryFiles()
    let trace = try await Self.recorded(
      "tap Continue\ntap 1\ntap 1\nundo\nundo\ntap 2\nback\nundo\nback\nredo\n", in: folder)
    let apps = folder.path("apps")
    let kept = try await BinaryRunner.run(["test", apps, "--from-trace", trace])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(
      try String(contentsOfFile: folder.path("apps/demo/scenarios/walk.scenario"), encoding: .utf8)
        == """
        # Recorded by Demo (virtual clock), kept by 'wayfinder test --from-trace'.

        scenario: walk
        tap Continue
        tap Go to Secondary 2
        back
        expect home
        expect tab tab1
        expect no modal
        expect screen primary
        expect fact configLoaded = true
        expect fact lastSeenVersion = 2.0

        """)
    let tested = try await BinaryRunner.run(["test", apps])
    #expect(tested.stdout == "1 passed, 0 failed\n")
  }

  /// A SwiftUI app's recording on real services becomes a scenario: its hand-shakes, which the
  /// replay checked, are left out with a note on standard error and a comment in the file, and
  /// the scenario passes.
  @Test func aRecordingWithHandshakesBecomesAScenarioWithANote() async throws {
    let folder = try TemporaryFiles()
    try FileManager.default.createDirectory(
      atPath: folder.path("apps/demo"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: BinaryRunner.packageRoot.appendingPathComponent("Flows/demo/app.yaml").path,
      toPath: folder.path("apps/demo/app.yaml"))
    let apps = folder.path("apps")
    let trace = "Tests/Corpus/replay/demo-real-services.jsonl"
    let kept = try await BinaryRunner.run(["test", apps, "--from-trace", trace])
    let scenario = folder.path("apps/demo/scenarios/demo-real-services.scenario")
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(
      kept.stderr
        == "\(trace):8: note: Left out the UI host's 4 presentation and dismissal hand-shakes "
        + "(the first on line 8), which the replay checks: a scenario presents each modal without "
        + "waiting for its animation.\n")
    #expect(
      kept.stdout
        == "Demo: wrote \(scenario) (6 commands); run it with: wayfinder test \(scenario)\n")
    let text = try String(contentsOfFile: scenario, encoding: .utf8)
    #expect(
      text.hasPrefix(
        """
        # Recorded by Demo (real clock), kept by 'wayfinder test --from-trace'.
        # Left out the UI host's 4 presentation and dismissal hand-shakes (the first on line 8),
        # which the replay checks: a scenario presents each modal without waiting for its animation.

        scenario: demo-real-services
        given facts: { passcodeEnabled: true }
        wait 1000ms
        tap Unlock

        """))
    let tested = try await BinaryRunner.run(["test", apps])
    #expect(tested.status == 0, "\(tested.stdout)")
    #expect(tested.stdout == "1 passed, 0 failed\n")
  }

  @Test func aBrokenTraceIsReportedWithItsLine() async throws {
    let folder = try TemporaryFiles()
    let trace = try folder.write(
      #"{"trace":"wayfinder","version":1,"app":"Demo","clock":"virtual"}"# + "\n"
        + #"{"t":0,"event":"tapp"}"# + "\n", to: "broken.jsonl")
    let result = try await BinaryRunner.run(["test", "Flows", "--from-trace", trace])
    #expect(result.status == 1)
    #expect(result.stderr == "\(trace):2: unknown event 'tapp'. Did you mean 'tap'?\n")
  }

  @Test func aTraceOfNoAppThereIsRefused() async throws {
    let folder = try TemporaryFiles()
    let trace = try folder.write(
      #"{"trace":"wayfinder","version":1,"app":"Nowhere","clock":"real"}"# + "\n", to: "t.jsonl")
    let result = try await BinaryRunner.run(["test", "Flows", "--from-trace", trace])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: No app under 'Flows' is called 'Nowhere', the app the trace recorded; name its "
          + "folder with --app.\n"))
  }

  @Test func exploringAndKeepingATraceAreDifferentRuns() async throws {
    let result = try await BinaryRunner.run(["test", "--explore", "--from-trace", "t.jsonl"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: --explore and --from-trace write different scenarios; choose one.\n"))
  }
}
