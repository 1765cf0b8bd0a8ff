import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import WayfinderTesting

/// `wayfinder test`, `paths` and `graph` driven as a person runs them.
@Suite struct ScenarioCommandTests {
  /// A temporary copy of the demo app with `scenarios` as its scenario files.
  private func demoCopy(_ scenarios: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-scenarios-\(UUID().uuidString)")
    let app = folder.appendingPathComponent("demo")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("Flows/demo/app.yaml"),
      to: app.appendingPathComponent("app.yaml"))
    for (name, text) in scenarios {
      try text.write(
        to: app.appendingPathComponent("scenarios/\(name)"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func theShippedScenariosPassWithFullCoverage() async throws {
    let output = try await BinaryRunner.run(["test", "--coverage"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(
      output.stdout.contains(
        """
        demo: screens 15/15 (100%), edges 25/25 (100%)
          when-outcomes 0/0 (100%), link-phases 12/12 (100%), step-pairs 17/17 (100%, 13 \
        unreachable), transition-pairs 12/12 (100%)
          unreachable: step 'forceUpdate' then 'splash': 'forceUpdate' comes after 'splash'

        """))
    #expect(
      output.stdout.contains(
        """
        shop: screens 15/15 (100%), edges 37/37 (100%)
          when-outcomes 4/4 (100%), link-phases 20/20 (100%), step-pairs 11/11 (100%, 9 \
        unreachable), transition-pairs 62/62 (100%)

        """))
    #expect(
      output.stdout.contains(
        """
        mail: screens 10/10 (100%), edges 26/26 (100%)
          when-outcomes 4/4 (100%), link-phases 8/8 (100%), step-pairs 1/1 (100%, 1 \
        unreachable), transition-pairs 42/42 (100%)

        """))
    #expect(!output.stdout.contains("not covered"))
    let strict = try await BinaryRunner.run(["test", "--coverage", "--min", "all=100"])
    #expect(strict.status == 0, "\(strict.stdout)")
    let last = output.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.wholeMatch(of: /[0-9]+ passed, 0 failed/) != nil)
  }

  @Test func failuresAndParseErrorsAreReportedWithTheirLines() async throws {
    let folder = try demoCopy([
      "a.scenario": """
      scenario: Wrong screen
      tap Continue
      expect screen tertiary

      scenario: Right screen
      tap Continue
      expect screen primary
      """,
      "b.scenario": "expect screen tertairy\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try await BinaryRunner.run(["test", folder.path, "--coverage", "--min", "50"])
    #expect(output.status == 1)
    let text = output.stdout.replacing(folder.path + "/", with: "")
    assertTextSnapshot(text, named: "scenarioFailures", folder: "Transcripts")
  }

  @Test func eachCriterionCanBeGatedAndAnUnknownOneIsRefused() async throws {
    let folder = try demoCopy(["a.scenario": "scenario: Launch\ntap Continue\nexpect home\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lenient = try await BinaryRunner.run(["test", folder.path, "--coverage", "--min", "0"])
    #expect(lenient.status == 0, "\(lenient.stdout)")
    #expect(
      lenient.stdout.contains(
        "\n  when-outcomes 0/0 (100%), link-phases 0/12 (0%), step-pairs 3/17 (17.6%, 13 "
          + "unreachable), transition-pairs 0/12 (0%)\n"))
    let gated = try await BinaryRunner.run([
      "test", folder.path, "--coverage", "--min", "0", "--min", "step-pairs=10", "--min",
      "transition-pairs=1",
    ])
    #expect(gated.status == 1)
    #expect(
      gated.stdout.hasSuffix(
        "\n  transition-pairs 0% is under the minimum of 1%\n1 passed, 0 failed\n"))
    #expect(!gated.stdout.contains("step-pairs 17.6% is under"))
    let unknown = try await BinaryRunner.run(
      ["test", folder.path, "--coverage", "--min", "step-pair=100"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.hasPrefix(
        "Error: --min step-pair=100: unknown coverage criterion 'step-pair'. Did you mean "
          + "'step-pairs'? The criteria are screens, edges, when-outcomes, link-phases, "
          + "step-pairs, transition-pairs, and all for every one.\n"), "\(unknown.stderr)")
  }

  @Test func oneScenarioFileCanBeRunAlone() async throws {
    let output = try await BinaryRunner.run(["test", "Flows/demo/scenarios/tabs.scenario"])
    #expect(output.status == 0)
    #expect(output.stdout == "3 passed, 0 failed\n")
  }

  @Test func generatedPathsRunAsScenarios() async throws {
    let paths = try await BinaryRunner.run(["paths", "Flows", "--app", "shop"])
    #expect(paths.status == 0)
    #expect(paths.stderr.contains("screens 15/15 (100%), edges 37/37 (100%)"))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-paths-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("shop")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
    for file in ["app.json", "account.yaml", "catalog.yaml", "links.yaml"] {
      try FileManager.default.copyItem(
        at: BinaryRunner.packageRoot.appendingPathComponent("Flows/shop/\(file)"),
        to: app.appendingPathComponent(file))
    }
    try paths.stdout.write(
      to: app.appendingPathComponent("scenarios/generated.scenario"), atomically: true,
      encoding: .utf8)
    let test = try await BinaryRunner.run(["test", folder.path, "--coverage"])
    #expect(test.status == 0, "\(test.stdout)")
    #expect(test.stdout.contains("shop: screens 15/15 (100%), edges 37/37 (100%)"))
  }

  @Test func graphPrintsMermaidAndDot() async throws {
    let mermaid = try await BinaryRunner.run(["graph"])
    #expect(mermaid.status == 0)
    #expect(mermaid.stdout.hasPrefix("flowchart TB\n"))
    let dot = try await BinaryRunner.run(["graph", "Flows/shop", "--format", "dot"])
    #expect(dot.status == 0)
    #expect(dot.stdout.hasPrefix("digraph \"Shop\" {"))
    let bad = try await BinaryRunner.run(["graph", "--format", "jpeg"])
    #expect(bad.status == 64)
  }

  @Test func recordingWritesThroughALinkAndKeepsTheFileMode() async throws {
    let folder = try demoCopy([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("kept.txt").path
    let stale = "scenario: Launch\nexpect render width 48\n\"\"\"\nold\n\"\"\"\n"
    try stale.write(toFile: target, atomically: false, encoding: .utf8)
    try #require(chmod(target, 0o600) == 0)
    let link = folder.appendingPathComponent("demo/scenarios/launch.scenario").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../kept.txt")
    let output = try await BinaryRunner.run(["test", folder.path, "--record"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.hasPrefix("\(link): recorded 1 render\n"))
    let kind = try FileManager.default.attributesOfItem(atPath: link)[.type]
    #expect(kind as? FileAttributeType == .typeSymbolicLink, "still a link")
    let recorded = try String(contentsOfFile: target, encoding: .utf8)
    #expect(recorded.contains("| Launching Demo       "))
    var status = stat()
    #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o600, "mode kept")
  }
}
