import Foundation
import Testing

/// The REPL resumes where the last session left off when asked to keep state.
@Suite struct StateRestorationTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-state-\(UUID().uuidString)")

  private var file: String { folder.appendingPathComponent("demo.json").path }

  @Test func resumesWhereTheLastSessionLeftOff() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await BinaryRunner.run(
      ["run", "--state", file], input: "tap Continue\ntap 1\ntap 2\n")
    #expect(first.status == 0)
    let second = try await BinaryRunner.run(["run", "--state", file], input: "path\nfacts\n")
    #expect(second.status == 0)
    #expect(second.stderr.isEmpty)
    #expect(second.stdout.contains("* tab tab1: primary › secondary1 › item(id: 42)"))
    #expect(second.stdout.contains("lastSeenVersion      = 2.0"))
    #expect(!second.stdout.contains("step.start"), "home was saved: no launch runs again")
  }

  @Test func freshIgnoresTheSavedState() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await BinaryRunner.run(["run", "--state", file], input: "tap Continue\ntap 1\n")
    let fresh = try await BinaryRunner.run(["run", "--state", file, "--fresh"], input: "path\n")
    #expect(fresh.stdout.contains("step.start splash"))
    #expect(fresh.stdout.contains("* tab tab1: primary\n"))
  }

  @Test func pipedRunsDoNotTouchStateUnlessAsked() async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wayfinder-xdg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let output = try await BinaryRunner.run(
      ["run"], input: "tap Continue\n", environment: ["XDG_STATE_HOME": home.path])
    #expect(output.status == 0)
    #expect(
      !FileManager.default.fileExists(
        atPath: home.appendingPathComponent("wayfinder/Demo.json").path))
  }

  @Test func aCorruptFileIsReportedKeptAsideAndTheAppStartsFresh() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "{\"schemaVersion\": 3, \"app\": ".write(toFile: file, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["run", "--state", file], input: "path\n")
    #expect(output.status == 0)
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("State file '\(file)' is cut short") == true)
    #expect(FileManager.default.fileExists(atPath: file + ".corrupt-1"))
    #expect(output.stdout.contains("step.start splash"))
  }

  @Test func aDeepLinkHeldBehindThePasscodeLandsInTheNextSession() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await BinaryRunner.run(
      ["run", "--state", file],
      input: "tap Continue\nset passcodeEnabled true\nbackground\nforeground\nopen demo://item/7\n")
    #expect(first.status == 0)
    let second = try await BinaryRunner.run(
      ["run", "--state", file], input: "path\ndismiss\ntap Unlock\npath\n")
    #expect(second.status == 0)
    #expect(
      second.stderr
        == "Cannot dismiss: 'passcode' ends only through its own actions, or when the app cancels it.\n"
    )
    #expect(second.stdout.contains("  pending deep link: demo://item/7\n"))
    #expect(second.stdout.contains("* tab tab1: primary › secondary1 › item(id: 7)\n"))
  }

  @Test func whatAStateFileQuotesReachesStandardErrorEscaped() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = #"{"schemaVersion": 3, "\u001b]0;pwned\u0007": 1, "\u001b]0;pwned\u0007": 2}"#
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["run", "--state", file], input: "path\n")
    #expect(output.status == 0)
    #expect(
      output.stderr
        == #"State file '\#(file)' is corrupt (duplicate key '\u{1B}]0;pwned\u{7}' at line 1, column 22); kept it as '\#(file).corrupt-1' and starting fresh."#
        + "\n")
  }

  @Test(arguments: [
    ("tab tab2\nrun review\n", "  modal review (sheet): review\n"),
    ("background\nrun notifications\n", "  modal notifications (sheet): notifications\n"),
  ])
  func aPromptUpOrQueuedWhenSavedIsBackAtTheNextStart(commands: String, modal: String)
    async throws
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await BinaryRunner.run(
      ["run", "--state", file], input: "tap Continue\n" + commands)
    #expect(first.status == 0)
    let second = try await BinaryRunner.run(["run", "--state", file], input: "path\n")
    #expect(second.status == 0)
    #expect(second.stderr.isEmpty)
    #expect(second.stdout.contains(modal))
  }

  @Test func aPromptHistoryOfStepsTheAppLacksIsDroppedWithOneWarning() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await BinaryRunner.run(["run", "--state", file], input: "tap Continue\n")
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        as? [String: Any])
    var shown: [String: [Double]] = ["review": [1]]
    for index in 0..<1_000 { shown["gone\(index)"] = [Double(index)] }
    document["promptsShown"] = shown
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: file))
    let output = try await BinaryRunner.run(["run", "--state", file], input: "path\n")
    #expect(output.status == 0)
    #expect(
      output.stderr
        == "Restored state: steps 'gone0', 'gone1', 'gone10' and 997 more no longer exist; "
        + "their prompt history is dropped.\n")
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!saved.contains("gone"), "the next save keeps the app's steps only")
    #expect(saved.contains(#""review" : ["#))
  }
}
