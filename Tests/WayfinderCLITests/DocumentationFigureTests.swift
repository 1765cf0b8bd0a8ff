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
    // "demo: screens 15/15 (100%), edges 25/25 (100%)"
    let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    try #require(numbers.count == 6, "\(line)")
    #expect(numbers[0] == numbers[1] && numbers[3] == numbers[4], "not all covered: \(line)")
    return (numbers[1], numbers[4])
  }

  /// The other criteria of `app` in `wayfinder test --coverage`'s output, each as (covered,
  /// reachable, unreachable), all covered: `[(0, 0, 0), (12, 12, 0), (17, 17, 13), (12, 12, 0)]`.
  static func criteria(
    of app: String, in output: String
  ) throws -> [(covered: Int, total: Int, unreachable: Int)] {
    let lines = output.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("\(app): screens ") })
    let line = try #require(lines.dropFirst(index + 1).first)
    var found: [(Int, Int, Int)] = []
    for name in ["when-outcomes", "link-phases", "step-pairs", "transition-pairs"] {
      let pattern = try Regex(name + #" ([0-9]+)/([0-9]+) \(100%(, ([0-9]+) unreachable)?\)"#)
      let match = try #require(line.firstMatch(of: pattern), "\(name) not all covered: \(line)")
      let numbers = match.output.map { $0.substring.flatMap { Int($0) } }
      found.append((numbers[1] ?? -1, numbers[2] ?? -1, numbers[4] ?? 0))
    }
    #expect(found.allSatisfy { $0.0 == $0.1 }, "\(line)")
    return found
  }

  @Test func theShippedAppsCriteriaAreWhatTestPrints() async throws {
    let result = try await BinaryRunner.run(["test", "--coverage"])
    #expect(result.status == 0, "\(result.stderr)")
    let demo = try Self.criteria(of: "demo", in: result.stdout)
    let shop = try Self.criteria(of: "shop", in: result.stdout)
    func figures(_ app: [(covered: Int, total: Int, unreachable: Int)]) -> [String] {
      app.map {
        $0.unreachable == 0 ? "\($0.total)" : "\($0.total) of \($0.total + $0.unreachable)"
      }
    }
    let (d, s) = (figures(demo), figures(shop))
    let flows =
      "(demo \(d[0]) when-outcomes, \(d[1]) link-phases, \(d[2]) step-pairs and \(d[3]) "
      + "transition-pairs; shop \(s[0]), \(s[1]), \(s[2]) and \(s[3]))"
    #expect(
      try Self.text(of: "Flows/README.md").contains(flows), "Flows/README.md should say \(flows)")
    // The report Flows/README.md shows is what `test --coverage` prints, line for line.
    let text = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Flows/README.md"),
      encoding: .utf8)
    let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }
    let block = try #require(
      blocks.map(\.element).first { $0.contains("demo: screens 15/15") })
    let printed = Set(result.stdout.split(separator: "\n").map(String.init))
    for line in block.split(separator: "\n").dropFirst() where line != "  …" {
      #expect(printed.contains(String(line)), "Flows/README.md shows '\(line)'")
    }
  }

  @Test func theShippedAppsCoverageIsWhatTestPrints() async throws {
    let result = try await BinaryRunner.run(["test", "--coverage"])
    #expect(result.status == 0, "\(result.stderr)")
    let demo = try Self.coverage(of: "demo", in: result.stdout)
    let shop = try Self.coverage(of: "shop", in: result.stdout)
    let flows = try Self.text(of: "Flows/README.md")
    let flowsQuoted =
      "(demo \(demo.screens) screens and \(demo.edges) edges, shop \(shop.screens) and \(shop.edges))"
    #expect(flows.contains(flowsQuoted), "Flows/README.md should say \(flowsQuoted)")
    // The summary line the README says `test` ends with.
    let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.range(of: #"^[0-9]+ passed, 0 failed$"#, options: .regularExpression) != nil)
    #expect(try Self.text(of: "README.md").contains(#"ends "N passed, N failed""#))
  }

  /// The sizes the article "Generating Swift" gives for the shipped apps' generated Swift.
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
    let article = "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/GeneratingSwift.md"
    #expect(try Self.text(of: article).contains(row), "\(article) should have \(row)")
  }

  @Test func generateSaysWhatTheReadmeSays() async throws {
    let folder = try DocumentationCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["generate", "swift", "Flows/demo", "--output", "Sources/DemoApp/Generated"]
    let first = try await DocumentationCommandTests.run(arguments, in: folder)
    let again = try await DocumentationCommandTests.run(arguments, in: folder)
    #expect(
      first.stdout
        == "wrote Sources/DemoApp/Generated/DemoFlow.swift\n"
        + "wrote Sources/DemoApp/Generated/DemoFlow+app.yaml.swift\n")
    #expect(again.stdout == "2 files in Sources/DemoApp/Generated/ are up to date\n")
    let sample = try #require(
      try MarkdownSample.samples(in: "README.md").first {
        $0.kind == .shell && $0.text.contains("generate swift Flows/demo")
      })
    // "# wrote FILE" per file, then "# (or "N files in … are up to date": left untouched)".
    let comments = sample.text.split(separator: "\n").filter { $0.hasPrefix("# ") }
    let wrote = first.stdout.split(separator: "\n").map { "# \($0)" }
    let upToDate = again.stdout.trimmingCharacters(in: .newlines)
    #expect(comments.map(String.init) == wrote + ["# (or \"\(upToDate)\": left untouched)"])
  }

  @Test func theGeneratorConfigurationOfTheArticleMakesThePublicTypes() throws {
    let sample = try #require(
      try MarkdownSample.samples(
        in: "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/GeneratingSwift.md"
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
