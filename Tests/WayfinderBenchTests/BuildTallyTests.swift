import Foundation
import Testing

@testable import WayfinderBench

/// The cold-build rows read what a build compiled from its scratch folder: the modules SwiftPM
/// compiled again for the build plugin's tool (`NAME-tool`) apart from the app's, with their
/// Swift files and lines, and judge the share of the tooling the generator compiles.
@Suite struct BuildTallyTests {
  /// A products folder as SwiftPM leaves it: `name.build` folders with objects and a `sources`
  /// list; the sources are written beside it.
  static func products(_ modules: [String: [String: Int]]) throws -> String {
    let folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-tally-\(UUID().uuidString)").path
    for (module, files) in modules {
      let build = "\(folder)/debug/\(module).build"
      try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
      var list: [String] = []
      for (file, lines) in files {
        let source = "\(folder)/src/\(module)/\(file).swift"
        try FileManager.default.createDirectory(
          atPath: "\(folder)/src/\(module)", withIntermediateDirectories: true)
        try String(repeating: "let x = 1\n", count: lines)
          .write(toFile: source, atomically: true, encoding: .utf8)
        list.append(source)
        try Data().write(to: URL(fileURLWithPath: "\(build)/\(file).swift.o"))
      }
      try list.joined(separator: "\n").write(
        toFile: "\(build)/sources", atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func theToolsModulesCountForTheHostAndTheOthersForTheTarget() throws {
    let folder = try Self.products([
      "Wayfinder": ["A": 10, "B": 5],
      "Wayfinder-tool": ["A": 10, "B": 5],
      "WayfinderFlowFiles-tool": ["C": 7],
      "DemoApp": ["D": 3],
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A module that compiled no Swift (a C module) is left out.
    try FileManager.default.createDirectory(
      atPath: "\(folder)/debug/CYaml-tool.build", withIntermediateDirectories: true)
    let tally = BuildTally(folder: "\(folder)/debug")
    #expect(tally.host.modules == ["Wayfinder", "WayfinderFlowFiles"])
    #expect(tally.host.files == 3)
    #expect(tally.host.lines == 22)
    #expect(tally.target.modules == ["DemoApp", "Wayfinder"])
    #expect(tally.target.files == 3)
    #expect(tally.target.lines == 18)
    #expect(tally.host.description == "2 modules, 3 files, 22 lines")
  }

  @Test func theShareRowJudgesTheToolingTheGeneratorCompiles() throws {
    let root = try Self.products([:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (module, lines) in [
      "WayfinderFlowFiles": 40, "WayfinderTools": 50, "WayfinderGenerate": 10,
    ] {
      try FileManager.default.createDirectory(
        atPath: "\(root)/Sources/\(module)", withIntermediateDirectories: true)
      try String(repeating: "x\n", count: lines)
        .write(toFile: "\(root)/Sources/\(module)/F.swift", atomically: true, encoding: .utf8)
    }
    let small = BuildTally(
      host: .init(modules: ["Wayfinder", "WayfinderFlowFiles", "WayfinderGenerate"]),
      target: .init())
    let row = ColdBuildBenchmarks.tallyRow(small, root: root)
    #expect(row.judged == "0.50 (lines, the same every round)")
    #expect(row.passed)
    let whole = BuildTally(
      host: .init(
        modules: ["Wayfinder", "WayfinderFlowFiles", "WayfinderTools", "WayfinderGenerate"]),
      target: .init())
    #expect(ColdBuildBenchmarks.tallyRow(whole, root: root).judged.hasPrefix("1.00 "))
    #expect(!ColdBuildBenchmarks.tallyRow(whole, root: root).passed)
  }

  @Test func linesAreGroupedByThousands() {
    #expect(BuildTally.grouped(31_400) == "31 400")
    #expect(BuildTally.grouped(999) == "999")
    #expect(BuildTally.grouped(1_000_000) == "1 000 000")
  }
}
