import Foundation
import Testing

/// `wayfinder generate swift`, as a person runs it.
@Suite struct GenerateCommandTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-generate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func writesTheFileOnceAndThenLeavesItAlone() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await BinaryRunner.run([
      "generate", "swift", "Flows/demo", "--output", folder.path,
    ])
    #expect(first.status == 0)
    #expect(first.stdout == "wrote \(folder.path)/DemoFlow.swift\n")
    let source = try String(
      contentsOf: folder.appendingPathComponent("DemoFlow.swift"), encoding: .utf8)
    // Internal unless asked otherwise.
    #expect(source.contains("\nenum DemoRoute: Hashable, Sendable, Codable"))
    #expect(!source.contains("public "))
    // Paths relative to the folder the command runs in (the package root here).
    #expect(source.contains("#sourceLocation(file: \"Flows/demo/app.yaml\", line: 21)"))
    let second = try await BinaryRunner.run(
      ["generate", "swift", "Flows", "--app", "demo", "--output", folder.path])
    #expect(second.status == 0)
    #expect(second.stdout == "\(folder.path)/DemoFlow.swift is up to date\n")
  }

  @Test func printsTheSourceWithoutAnOutputFolder() async throws {
    let result = try await BinaryRunner.run(
      ["generate", "swift", "Flows", "--app", "shop", "--type-prefix", "Store", "--public"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\npublic enum StoreRoute: Hashable, Sendable, Codable"))
    #expect(result.stderr.isEmpty)
  }

  @Test func theDeprecatedInternalFlagStillWorksAndSaysSo() async throws {
    let result = try await BinaryRunner.run(
      ["generate", "swift", "Flows", "--app", "shop", "--internal"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\nenum ShopRoute: Hashable, Sendable, Codable"))
    #expect(!result.stdout.contains("public "))
    #expect(
      result.stderr
        == "warning: --internal is deprecated: generated declarations are internal by default; "
        + "leave it out (--public makes them public)\n")
  }

  @Test func aBrokenFlowIsReportedAtItsLineAndNothingIsWritten() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = folder.appendingPathComponent("app.yaml")
    try """
    app: Broken
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start: { title: Start, actions: [ { label: Go, push: nowhere } ] }
    """.write(to: flow, atomically: true, encoding: .utf8)
    let result = try await BinaryRunner.run(
      ["generate", "swift", flow.path, "--output", folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("app.yaml:7:"))
    #expect(result.stderr.contains("nowhere"))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("BrokenFlow.swift").path))
  }

  @Test func aMissingOutputFolderIsCreatedAndAFileIsAUsageError() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let nested = folder.appendingPathComponent("Sources/App/Generated").path
    let created = try await BinaryRunner.run(
      ["generate", "swift", "Flows/demo", "--output", nested])
    #expect(created.status == 0)
    #expect(FileManager.default.fileExists(atPath: nested + "/DemoFlow.swift"))
    let result = try await BinaryRunner.run(
      ["generate", "swift", "Flows/demo", "--output", nested + "/DemoFlow.swift"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "--output '\(nested)/DemoFlow.swift' is a file; give the folder to write into."))
  }
}
