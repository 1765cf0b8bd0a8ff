import Foundation
import Testing
import WayfinderFixtures

/// The figures the READMEs and the articles quote from a run of the tools — coverage, sizes,
/// what `generate swift` says, the generator's configuration — are what the tools print now.
@Suite struct DocumentationFigureTests {
  /// `relative`'s text with every run of whitespace made one space, so that a figure may be
  /// found across a line break.
  static func text(of relative: String) throws -> String {
    try String(contentsOfFile: Fixtures.path(relative), encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `wayfinder test --coverage`'s screens and edges of `app`: `(13, 20)`.
  static func coverage(of app: String, in output: String) throws -> (screens: Int, edges: Int) {
    let line = try #require(
      output.split(separator: "\n").first { $0.hasPrefix("\(app): screens ") },
      "no coverage of \(app) in:\n\(output)")
    // "demo: screens 13/13 (100%), edges 20/20 (100%)"
    let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    try #require(numbers.count == 6, "\(line)")
    #expect(numbers[0] == numbers[1] && numbers[3] == numbers[4], "not all covered: \(line)")
    return (numbers[1], numbers[4])
  }

  @Test func theShippedAppsCoverageIsWhatTestPrints() async throws {
    let result = try await BinaryRunner.run(["test", "--coverage"])
    #expect(result.status == 0, "\(result.stderr)")
    let demo = try Self.coverage(of: "demo", in: result.stdout)
    let shop = try Self.coverage(of: "shop", in: result.stdout)
    let readme = try Self.text(of: "README.md")
    let quoted =
      "(demo: \(demo.screens) screens, \(demo.edges) edges; shop: \(shop.screens) and \(shop.edges))"
    #expect(readme.contains(quoted), "README.md should say \(quoted)")
    let flows = try Self.text(of: "Flows/README.md")
    let flowsQuoted =
      "(demo \(demo.screens) screens and \(demo.edges) edges, shop \(shop.screens) and \(shop.edges))"
    #expect(flows.contains(flowsQuoted), "Flows/README.md should say \(flowsQuoted)")
    // The summary line the README says `test` ends with.
    let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.range(of: #"^[0-9]+ passed, 0 failed$"#, options: .regularExpression) != nil)
    #expect(readme.contains(#"ends "N passed, N failed""#))
  }

  @Test func theGeneratedSizesAreWhatGenerateWrites() async throws {
    let demo = try await BinaryRunner.run(["generate", "swift", "Flows/demo"])
    let shop = try await BinaryRunner.run(["generate", "swift", "Flows/shop"])
    #expect(demo.status == 0 && shop.status == 0)
    let coverage = try await BinaryRunner.run(["test", "--coverage"])
    let demoScreens = try Self.coverage(of: "demo", in: coverage.stdout).screens
    let shopScreens = try Self.coverage(of: "shop", in: coverage.stdout).screens
    func kib(_ text: String) -> Int { Int((Double(text.utf8.count) / 1024).rounded()) }
    let row =
      "| demo (\(demoScreens) screens) / shop (\(shopScreens) screens) | "
      + "\(kib(demo.stdout)) / \(kib(shop.stdout)) KiB |"
    #expect(try Self.text(of: "README.md").contains(row), "README.md should have \(row)")
  }

  @Test func generateSaysWhatTheReadmeSays() async throws {
    let folder = try DocumentationCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["generate", "swift", "Flows/demo", "--output", "Sources/DemoApp/Generated"]
    let first = try await DocumentationCommandTests.run(arguments, in: folder)
    let again = try await DocumentationCommandTests.run(arguments, in: folder)
    #expect(first.stdout == "wrote Sources/DemoApp/Generated/DemoFlow.swift\n")
    #expect(again.stdout == "Sources/DemoApp/Generated/DemoFlow.swift is up to date\n")
    let sample = try #require(
      try MarkdownSample.samples(in: "README.md").first {
        $0.kind == .shell && $0.text.contains("generate swift Flows/demo")
      })
    // "# wrote FILE  (or "… is up to date": left untouched)"
    let comment = sample.text.split(separator: "\n").last.map(String.init) ?? ""
    let wrote = first.stdout.trimmingCharacters(in: .newlines)
    let upToDate = again.stdout.trimmingCharacters(in: .newlines)
    #expect(comment.hasPrefix("# \(wrote)  (or \"…"), "README.md:\(sample.line)")
    #expect(upToDate.hasSuffix(" is up to date") && comment.contains("… is up to date"))
  }

  @Test func theGeneratorConfigurationOfTheArticleMakesThePublicTypes() throws {
    let sample = try #require(
      try MarkdownSample.samples(
        in: "Sources/WayfinderTools/WayfinderTools.docc/GeneratingSwift.md"
      )
      .first { $0.kind == .yaml && $0.key.hasPrefix("access: public") })
    let folder = try GenerateToolTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("wayfinder-generate.yaml").path
    try (sample.text + "\n").write(toFile: config, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("Flows+Wayfinder.swift").path
    let (status, _, stderr) = try GenerateToolTests.run(
      ["Flows/demo", "--output", output, "--config", config])
    #expect(status == 0, "\(stderr)")
    #expect(stderr.isEmpty)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        .contains("\npublic enum DemoRoute: Hashable"))
  }
}
