import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import WayfinderPersistence
import WayfinderFlowFiles
import WayfinderTools

/// Text from a trace, a flow file, a configuration or the REPL's input reaches the terminal
/// with its control characters escaped, whichever command quotes it and on either stream: a
/// hostile file cannot retitle the window, clear the screen or reorder a line.
@Suite struct TerminalEscapeTests {
  /// What a hostile file may hold: a window title (OSC 0, ended by BEL), NUL, a C1 CSI, a
  /// right-to-left override and a clear screen (`ESC [ 2 J`).
  static let raw = "\u{1B}]0;pwned\u{7}\u{0}\u{9B}2J\u{202E}\u{1B}[2J"
  /// How `raw` is shown.
  static let shown = #"\u{1B}]0;pwned\u{7}\u{0}\u{9B}2J\u{202E}\u{1B}[2J"#
  /// `raw` as a YAML double-quoted string writes it.
  static let yaml = #""\e]0;pwned\a\0\x9b2J\u202E\e[2J""#

  /// The characters of `text` a terminal would act on, or show reordered, written as `U+XXXX`.
  static func rawControls(in text: String) -> [String] {
    text.unicodeScalars.filter { TerminalText.isEscaped($0, keepingLineBreaks: true) }
      .map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// Expects nothing raw on either stream, and the hostile text shown escaped on one of them.
  static func expectEscaped(
    _ result: BinaryRunner.Output, _ command: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      rawControls(in: result.stdout) == [], "\(command): standard output",
      sourceLocation: sourceLocation)
    #expect(
      rawControls(in: result.stderr) == [], "\(command): standard error",
      sourceLocation: sourceLocation)
    #expect(
      (result.stdout + result.stderr).contains(shown),
      "\(command) did not quote the text: \(result.stdout)\(result.stderr)",
      sourceLocation: sourceLocation)
  }

  /// Lines for the demo that the REPL refuses, each quoting `raw`, the first after `Continue`
  /// (what's new) so that the home screen is up.
  static let refusedLines = [
    "tap Continue", "tap Go \(raw)", "open demo://\(raw)", "set passcodeEnabled \(raw)",
    "relaunch --from \(raw)", "cancel \(raw)", "tab \(raw)",
  ]

  /// A session trace of the demo whose inputs the REPL refused, quoting `raw`.
  static func recordedTrace(in folder: TemporaryFiles) async throws -> String {
    let trace = folder.path("session.jsonl")
    let run = try await BinaryRunner.run(
      ["run", "Flows/demo", "--trace", trace],
      input: refusedLines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    return trace
  }

  /// The recorded trace with the tap on `raw` recorded as accepted: the flow refuses it when
  /// played (`the flow refuses …`).
  static func disagreeingTrace(in folder: TemporaryFiles) async throws -> String {
    let text = try String(contentsOfFile: try await recordedTrace(in: folder), encoding: .utf8)
    let accepted = text.replacing(#/,"refused":"No action is labelled [^"]*"/#, with: "")
    #expect(accepted != text)
    return try folder.write(accepted, to: "disagreeing.jsonl")
  }

  /// The recorded trace with its header naming an app called `raw`.
  static func hostileAppTrace(in folder: TemporaryFiles) async throws -> String {
    let text = try String(contentsOfFile: try await recordedTrace(in: folder), encoding: .utf8)
    let renamed = text.replacing(
      #""app":"Demo""#, with: #""app":"\u001b]0;pwned\u0007\u0000\u009b2J\u202e\u001b[2J""#,
      maxReplacements: 1)
    return try folder.write(renamed, to: "renamed.jsonl")
  }

  @Test func replRefusalsAreEscaped() async throws {
    let input = Self.refusedLines.joined(separator: "\n") + "\n"
    let run = try await BinaryRunner.run(["run", "Flows/demo"], input: input)
    #expect(run.status == 0)
    Self.expectEscaped(run, "run")
    #expect(run.stderr.contains("No action is labelled 'Go \(Self.shown)'."))
    // The echoed commands on standard output, too.
    #expect(run.stdout.contains("› open demo://\(Self.shown)"))

    let strict = try await BinaryRunner.run(
      ["run", "Flows/demo", "--strict"], input: "tap \(Self.raw)\n")
    #expect(strict.status == 1)
    Self.expectEscaped(strict, "run --strict")
    #expect(
      strict.stderr.contains(
        "Stopped at the first refused command, 'tap \(Self.shown)' (--strict)."))
  }

  @Test func inspectEscapesWhatTheFlowRefuses() async throws {
    let folder = try TemporaryFiles()
    let trace = try await Self.disagreeingTrace(in: folder)
    let result = try await BinaryRunner.run(["inspect", trace, "--app", "Flows/demo"])
    Self.expectEscaped(result, "inspect")
    #expect(
      result.stdout.contains("the flow refuses 'tap': No action is labelled 'Go \(Self.shown)'"))
    #expect(
      result.stderr.contains("the flow refuses 'tap': No action is labelled 'Go \(Self.shown)'"))
  }

  @Test func inspectFollowEscapesWhatTheFlowRefuses() async throws {
    let folder = try TemporaryFiles()
    let trace = try await Self.disagreeingTrace(in: folder)
    let process = try SpawnedProcess(
      ["inspect", trace, "--app", "Flows/demo", "--follow", "--interval", "0.05"],
      descriptors: [1: .outputPipe], environment: ["NO_COLOR": "1"])
    let stdout = await process.output(until: { $0.contains("the flow refuses 'tap'") })
    kill(process.pid, SIGTERM)
    let result = await process.result()
    Self.expectEscaped(
      BinaryRunner.Output(stdout: stdout, stderr: result.stderr, status: result.status),
      "inspect --follow")
    #expect(stdout.contains("the flow refuses 'tap': No action is labelled 'Go \(Self.shown)'"))
  }

  @Test func graphHighlightWarningsAreEscaped() async throws {
    let folder = try TemporaryFiles()
    let trace = try await Self.disagreeingTrace(in: folder)
    let result = try await BinaryRunner.run(["graph", "Flows/demo", "--highlight", trace])
    #expect(result.status == 0, "\(result.stderr)")
    Self.expectEscaped(result, "graph --highlight")
    #expect(
      result.stderr.contains(
        "the flow refuses 'tap': No action is labelled 'Go \(Self.shown)'."))
  }

  @Test func testFromTraceEscapesWhatItQuotes() async throws {
    let folder = try TemporaryFiles()
    let disagreeing = try await Self.disagreeingTrace(in: folder)
    let refused = try await BinaryRunner.run([
      "test", "Flows/demo", "--from-trace", disagreeing, "--output", folder.path("a.scenario"),
    ])
    #expect(refused.status == 1)
    Self.expectEscaped(refused, "test --from-trace")

    let renamed = try await Self.hostileAppTrace(in: folder)
    let unknown = try await BinaryRunner.run([
      "test", "Flows/demo", "--from-trace", renamed, "--output", folder.path("b.scenario"),
    ])
    #expect(unknown.status != 0)
    Self.expectEscaped(unknown, "test --from-trace, app")
    #expect(unknown.stderr.contains("is called '\(Self.shown)', the app the trace recorded"))
  }

  @Test func replayEscapesTheRecordingAndItsFindings() async throws {
    let folder = try TemporaryFiles()
    let recorded = try await Self.recordedTrace(in: folder)
    let entries = try await BinaryRunner.run(
      ["replay", recorded, "--app", "Flows/demo"], input: "goto 19\nnext\nnext\nnext\nquit\n")
    Self.expectEscaped(entries, "replay")
    #expect(entries.stdout.contains("Refused, as recorded: "))

    let disagreeing = try await Self.disagreeingTrace(in: folder)
    let finding = try await BinaryRunner.run(
      ["replay", disagreeing, "--app", "Flows/demo"], input: "continue\n")
    #expect(finding.status == 1)
    Self.expectEscaped(finding, "replay, finding")
    #expect(finding.stdout.contains("Finding: "))

    let renamed = try await Self.hostileAppTrace(in: folder)
    let unknown = try await BinaryRunner.run(["replay", renamed])
    #expect(unknown.status != 0)
    Self.expectEscaped(unknown, "replay, app")
  }

  /// A flow whose action pushes a screen named `raw`, which it does not declare.
  static let hostileFlow = """
    app: Hostile
    version: "1.0"
    home: { flow: main }
    flows:
      main:
        title: Main
        root: a
        screens:
          a:
            title: A
            actions:
              - { label: Go, push: \(yaml) }

    """

  @Test func checkDiagnosticsAreEscaped() async throws {
    let folder = try TemporaryFiles()
    let flow = try folder.write(Self.hostileFlow, to: "hostile.yaml")
    let text = try await BinaryRunner.run(["check", flow])
    #expect(text.status == 1)
    Self.expectEscaped(text, "check")

    // JSON stays JSON, and reads back as what the file holds.
    let json = try await BinaryRunner.run(["check", flow, "--format", "json"])
    #expect(Self.rawControls(in: json.stdout) == [])
    #expect(Self.rawControls(in: json.stderr) == [])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let apps = try #require(report["apps"] as? [[String: Any]])
    let diagnostics = try #require(apps.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.contains { ($0["message"] as? String)?.contains(Self.raw) == true })
  }

  @Test func wayfinderGenerateEscapesItsConfiguration() async throws {
    let folder = try TemporaryFiles()
    let config = try folder.write("access: \(Self.yaml)\n", to: "wayfinder-generate.yaml")
    let (status, stdout, stderr) = try GenerateToolTests.run([
      "Flows/demo", "--output", folder.path("Demo.swift"), "--config", config,
    ])
    #expect(status == 1)
    Self.expectEscaped(
      BinaryRunner.Output(stdout: stdout, stderr: stderr, status: status),
      "wayfinder-generate --config")
    #expect(stderr.contains("'access' is 'internal' or 'public', not '\(Self.shown)'"))

    let flow = try folder.write(Self.hostileFlow, to: "hostile.yaml")
    let (flowStatus, flowOut, flowErr) = try GenerateToolTests.run([
      flow, "--output", folder.path("Hostile.swift"),
    ])
    #expect(flowStatus == 1)
    Self.expectEscaped(
      BinaryRunner.Output(stdout: flowOut, stderr: flowErr, status: flowStatus),
      "wayfinder-generate")
  }
}
