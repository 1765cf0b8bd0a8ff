import Foundation
import Testing

/// `wayfinder test --explore` as a person runs it: the report, the shrunk scenario it writes,
/// that scenario failing the same way when run, and options that make no sense refused.
@Suite(.hangLimit) struct ExploreCommandTests {
  /// A copy of `Flows/demo` with a property that a deep link to a high item breaks.
  static func workspace() throws -> URL {
    let folder = try DocumentationCommandTests.workspace()
    let app = folder.appendingPathComponent("Flows/demo/app.yaml")
    let yaml = try String(contentsOf: app, encoding: .utf8)
    try (yaml + "  - { name: no deep item, never: 'screen == \"item\" && screen.id > 50' }\n")
      .write(to: app, atomically: true, encoding: .utf8)
    return folder
  }

  /// The report block of `Flows/README.md` that starts with `demo: explored`.
  static func readmeReport() throws -> String {
    let text = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Flows/README.md"),
      encoding: .utf8)
    let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }
    let block = try #require(blocks.map(\.element).first { $0.contains("demo: explored") })
    return String(block.drop { $0 != "\n" }.dropFirst())
  }

  @Test func theReportIsTheReadmesAndTheScenarioReplaysTheBreak() async throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await DocumentationCommandTests.run(
      ["test", "Flows/demo", "--explore", "--seed", "3"], in: folder)
    #expect(run.status == 1)
    #expect(run.stdout == (try Self.readmeReport()))
    let scenario = folder.appendingPathComponent("Flows/demo/scenarios/explore-3.scenario")
    let written = try String(contentsOf: scenario, encoding: .utf8)
    #expect(
      written.contains(
        "scenario: no deep item (seed 3, run 1)\ntap Continue\nopen demo://item/113\n"))
    let replay = try await DocumentationCommandTests.run(
      ["test", "Flows/demo/scenarios/explore-3.scenario"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("property 'no deep item' broke"), "\(replay.stdout)")
  }

  @Test func aSeedReplaysTheExploration() async throws {
    let folder = try DocumentationCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["test", "Flows/demo", "--explore", "--runs", "20", "--seed", "12"]
    let first = try await DocumentationCommandTests.run(arguments, in: folder)
    let second = try await DocumentationCommandTests.run(arguments, in: folder)
    #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasPrefix("demo: explored 20 runs, "))
    #expect(first.stdout.contains(", seed 12\n"))
  }

  @Test func theReportCountsEachKindOfInputAndHostCommandsComeOnlyWithHost() async throws {
    let folder = try DocumentationCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["test", "Flows/demo", "--explore", "--runs", "5", "--seed", "12"]
    let user = try await DocumentationCommandTests.run(arguments, in: folder)
    let lines = user.stdout.split(separator: "\n").map(String.init)
    let inputs = try #require(lines.first { $0.hasPrefix("  inputs: ") }, "\(user.stdout)")
    #expect(inputs.hasSuffix(" world; host inputs not played (--host plays them)"), "\(inputs)")
    #expect(inputs.contains(" user, "))
    let host = try await DocumentationCommandTests.run(arguments + ["--host"], in: folder)
    let hostInputs = try #require(
      host.stdout.split(separator: "\n").first { $0.hasPrefix("  inputs: ") })
    #expect(
      hostInputs.wholeMatch(of: #/  inputs: \d+ user, \d+ world, [1-9]\d* host/#) != nil,
      "\(hostInputs)")
  }

  @Test func eventsNeverFiredAreNamed() async throws {
    let folder = try DocumentationCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await DocumentationCommandTests.run(
      ["test", "Flows/demo", "--explore", "--runs", "1", "--length", "1", "--seed", "1"],
      in: folder)
    // One command, a user's: no event of the demo's environment could fire.
    #expect(
      run.stdout.contains(
        "  inputs: 1 user, 0 world; host inputs not played (--host plays them)\n"
          + "  environment never fired: 'update required', 'update no longer required', "
          + "'passcode turned on', 'contact details go stale', 'notifications turned off'\n"),
      "\(run.stdout)")
  }

  @Test(arguments: [
    (["--host"], "--host only applies with --explore."),
    (["--runs", "5"], "--runs only applies with --explore."),
    (["--explore", "--runs", "0"], "--runs must be 1 or more, but was 0."),
    (
      ["--explore", "--time", "soon"],
      "--time must be a duration such as 30s or 2m, but was 'soon'."
    ),
  ])
  func optionsThatMakeNoSenseAreRefused(_ options: [String], _ message: String) async throws {
    let folder = try DocumentationCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await DocumentationCommandTests.run(
      ["test", "Flows/demo"] + options, in: folder)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
