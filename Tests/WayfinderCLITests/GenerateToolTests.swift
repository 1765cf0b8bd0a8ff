import Foundation
import Testing

/// `wayfinder-generate`, the generator as the build plugin runs it: its options and its
/// configuration file.
@Suite struct GenerateToolTests {
  /// Runs the built `wayfinder-generate` in the package root; returns status, stdout, stderr.
  static func run(_ arguments: [String]) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = BinaryRunner.executable.deletingLastPathComponent()
      .appendingPathComponent("wayfinder-generate")
    process.currentDirectoryURL = BinaryRunner.packageRoot
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
  }

  /// A folder for one test, removed by the caller.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-generate-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theOutputIsInternalUnlessTheConfigurationSaysPublic() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Demo.swift").path
    #expect(try Self.run(["Flows/demo", "--output", output]).0 == 0)
    #expect(try !String(contentsOfFile: output, encoding: .utf8).contains("public "))
    let config = folder.appendingPathComponent("wayfinder-generate.yaml").path
    try "# for other modules\naccess: public\n".write(
      toFile: config, atomically: true, encoding: .utf8)
    let (status, _, stderr) = try Self.run(["Flows/demo", "--output", output, "--config", config])
    #expect(status == 0)
    #expect(stderr.isEmpty)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        .contains("\npublic enum DemoRoute: Hashable"))
  }

  /// The build plugin declares `NAME+<flow file>.swift` beside `NAME.swift` for every flow
  /// file of the folder before the tool runs: the tool writes exactly those, one for a flow file
  /// that declares nothing of the app too, and leaves unchanged files untouched.
  @Test func writesAPartPerFlowFileAsThePluginNamesThem() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let flows = folder.appendingPathComponent("Flows")
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("Flows/shop"), to: flows)
    try "# nothing yet\n".write(
      to: flows.appendingPathComponent("notes.yaml"), atomically: true, encoding: .utf8)
    let output = out.appendingPathComponent("Flows+Wayfinder.swift").path
    #expect(try Self.run([flows.path, "--output", output]).0 == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(
      names == [
        "Flows+Wayfinder+account.yaml.swift", "Flows+Wayfinder+app.json.swift",
        "Flows+Wayfinder+catalog.yaml.swift", "Flows+Wayfinder+links.yaml.swift",
        "Flows+Wayfinder+notes.yaml.swift", "Flows+Wayfinder.swift",
      ])
    let modified = try names.map {
      try FileManager.default.attributesOfItem(atPath: out.path + "/" + $0)[.modificationDate]
        as? Date
    }
    #expect(try Self.run([flows.path, "--output", output]).0 == 0)
    let again = try names.map {
      try FileManager.default.attributesOfItem(atPath: out.path + "/" + $0)[.modificationDate]
        as? Date
    }
    #expect(again == modified)
  }

  @Test func theDeprecatedInternalFlagIsAcceptedWithAWarning() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Demo.swift").path
    let (status, _, stderr) = try Self.run(["Flows/demo", "--output", output, "--internal"])
    #expect(status == 0)
    #expect(
      stderr
        == "wayfinder-generate: warning: --internal is deprecated: generated declarations are "
        + "internal by default; leave it out (--public makes them public)\n")
    #expect(try !String(contentsOfFile: output, encoding: .utf8).contains("public "))
  }

  @Test(
    arguments: [
      ("acess: public\n", "1:1: error: unknown key 'acess'; the only key is 'access'"),
      ("access: open\n", "1:9: error: 'access' is 'internal' or 'public', not 'open'"),
      ("- access\n", "1:1: error: expected a mapping such as 'access: public'"),
      ("access: [\n", "2:1: error: not valid YAML: did not find expected node content"),
    ])
  func aBadConfigurationIsReportedAtItsLineAndNothingIsWritten(text: String, message: String)
    throws
  {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("wayfinder-generate.yaml").path
    try text.write(toFile: config, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("Demo.swift").path
    let (status, _, stderr) = try Self.run(["Flows/demo", "--output", output, "--config", config])
    #expect(status == 1)
    #expect(stderr == "\(config):\(message)\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aFlowFileNameLeftOutGetsNoSourceLocations() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Demo.swift").path
    let arguments = ["Flows/demo", "--output", output, "--no-source-locations-for", "app.yaml"]
    #expect(try Self.run(arguments).0 == 0)
    #expect(try !String(contentsOfFile: output, encoding: .utf8).contains("#sourceLocation"))
  }
}
