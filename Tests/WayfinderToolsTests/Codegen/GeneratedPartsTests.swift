import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The output as files: a core and one part per flow file, so that editing a screen changes
/// one file, and the generator removes only its own stale files.
@Suite("Generated parts")
struct GeneratedPartsTests {
  static let other = "flows:\n  other: { root: c, screens: { c: { title: C } } }\n"

  static func files(other: String = other, flowFiles: [String] = []) throws
    -> [SwiftGenerator.File]
  {
    let loaded = FlowLoader.load(sources: [
      FlowSource(path: "app/app.yaml", text: "app: Parts\nhome:\n  tabs: [main, other]\n"),
      FlowSource(
        path: "app/main \"*\\ flow.yaml",
        text: """
          flows:
            main:
              root: a
              screens:
                a: { title: A, actions: [ { label: Go, push: b, with: { id: 1 } } ] }
                b: { title: "B {id}", params: { id: int } }

          """),
      FlowSource(path: "app/other.yaml", text: other),
    ])
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    return try SwiftGenerator(definition: definition).generateFiles(flowFiles: flowFiles)
  }

  /// `app.yaml` declares nothing the output lists (its app and tabs are the core's), so it gets
  /// a part only when asked, as the build plugin asks for every flow file.
  @Test("a part per flow file, named after it whatever its name, and one for a file asked for")
  func partsAreNamedAfterTheirFlowFiles() throws {
    let files = try Self.files(flowFiles: ["app/empty.yaml"])
    #expect(
      files.map(\.name) == [
        "PartsFlow.swift", "PartsFlow+empty.yaml.swift", "PartsFlow+main \"*\\ flow.yaml.swift",
        "PartsFlow+other.yaml.swift",
      ])
    #expect(files.allSatisfy { $0.source.hasPrefix(GeneratedOutput.marker) })
    let joined = files.map(\.source).joined(separator: "\n")
    #expect(GeneratedSourceAudit.problems(in: joined) == [])
    // Titles and actions are in the parts, not in the core.
    #expect(!files[0].source.contains("\"B {id}\""))
    #expect(files[2].source.contains("case .b: return \"B {id}\""))
    #expect(files[2].source.contains("static var aGo: Self"))
  }

  @Test("editing a screen's title changes its flow file's part and nothing else")
  func anEditChangesOnePart() throws {
    let before = try Self.files()
    let after = try Self.files(other: Self.other.replacing("title: C", with: "title: See"))
    let changed = zip(before, after).filter { $0.source != $1.source }.map(\.0.name)
    #expect(changed == ["PartsFlow+other.yaml.swift"])
  }

  @Test("writing leaves unchanged files alone and removes only the generator's stale files")
  func writingRemovesOnlyItsOwnStaleFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-parts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = try Self.files(flowFiles: ["app/gone.yaml"])
    let first = try GeneratedOutput.write(files, into: folder, owning: "PartsFlow.swift")
    #expect(first.written.count == 4 && first.removed.isEmpty)
    try "// Mine.\n".write(
      toFile: folder + "/PartsFlow+mine.swift", atomically: true, encoding: .utf8)
    let modified = try FileManager.default.attributesOfItem(
      atPath: folder + "/PartsFlow.swift")[.modificationDate]
    // `gone.yaml` was removed: its part goes, the others stay untouched.
    let second = try GeneratedOutput.write(
      try Self.files(), into: folder, owning: "PartsFlow.swift")
    #expect(second.written.isEmpty && second.unchanged.count == 3)
    #expect(second.removed == ["PartsFlow+gone.yaml.swift"])
    #expect(
      try FileManager.default.attributesOfItem(atPath: folder + "/PartsFlow.swift")[
        .modificationDate] as? Date == modified as? Date)
    #expect(FileManager.default.fileExists(atPath: folder + "/PartsFlow+mine.swift"))
  }

  @Test("a FIFO or a link named like a part is neither read nor removed, and nothing waits")
  func specialFilesAreLeftAlone() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-parts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = try Self.files()
    try GeneratedOutput.write(files, into: folder, owning: "PartsFlow.swift")
    // A stale part that is a FIFO, and one that is a link to a file the generator wrote.
    #expect(mkfifo(folder + "/PartsFlow+pipe.swift", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/PartsFlow+link.swift", withDestinationPath: folder + "/PartsFlow.swift")
    // A FIFO where a file goes is replaced by the file.
    let core = folder + "/PartsFlow.swift"
    try FileManager.default.removeItem(atPath: core)
    #expect(mkfifo(core, 0o600) == 0)
    let report = try GeneratedOutput.write(files, into: folder, owning: "PartsFlow.swift")
    #expect(report.removed.isEmpty)
    #expect(report.written == ["PartsFlow.swift"])
    #expect(GeneratedOutput.isRegularFile(core))
    #expect(FileManager.default.fileExists(atPath: folder + "/PartsFlow+pipe.swift"))
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/PartsFlow+link.swift"))
        != nil)
  }

  @Test("the parts compile together with the core without a warning")
  func partsCompile() throws {
    let log = try TypeCheck.run(try Self.files().map(\.source), module: "Parts")
    #expect(log.status == 0, "\(log.output)")
    #expect(!log.output.contains("warning:"), "\(log.output)")
  }
}
