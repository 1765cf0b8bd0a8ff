import Foundation
import Testing

/// The toolchain's `swiftc`, type-checking documentation samples against this build's modules.
enum SampleCompiler {
  /// Type-checks `sources`, and the source files at `files`, as one module of an app that
  /// imports the package's libraries, with the upcoming feature that makes every file import
  /// what it uses.
  static func typeCheck(_ sources: [String], files: [String] = [], module: String) throws -> (
    status: Int32, output: String
  ) {
    let modules = try #require(Toolchain.modules, "no Modules folder beside the test binary")
    var arguments = [
      "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", module,
      "-diagnostic-style", "llvm",
      "-enable-upcoming-feature", "MemberImportVisibility", "-I", modules.path,
    ]
    // The YAML parser's C module, which the tooling's module loads.
    if let cYaml = cYamlHeaders(above: modules) { arguments += ["-I", cYaml.path] }
    return try run(arguments, sources: sources, files: files)
  }

  /// Type-checks a package manifest against the toolchain's PackageDescription.
  static func typeCheckManifest(_ source: String) throws -> (status: Int32, output: String) {
    let swiftc = try #require(Toolchain.swiftc, "no swiftc on PATH")
    let api = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/pm/ManifestAPI").standardizedFileURL
    return try run(
      [
        "-typecheck", "-swift-version", "6", "-I", api.path, "-package-description-version",
        "6.2",
      ], sources: [source])
  }

  /// The warnings of `log` other than an unused value: samples show values as expressions
  /// (`definition.app  // "Notes"`).
  static func unexpectedWarnings(in log: String) -> [String] {
    log.split(separator: "\n").filter { $0.contains(": warning: ") }
      .filter { !$0.contains("is unused") && !$0.contains("was never used") }
      .map(String.init)
  }

  /// `include` of the YAML parser's C module, in the checkouts of the build above `modules`.
  static func cYamlHeaders(above modules: URL) -> URL? {
    var folder = modules
    for _ in 0..<5 {
      folder = folder.deletingLastPathComponent()
      let include = folder.appendingPathComponent("checkouts/Yams/Sources/CYaml/include")
      if FileManager.default.fileExists(
        atPath: include.appendingPathComponent("module.modulemap").path)
      {
        return include
      }
    }
    return nil
  }

  private static func run(_ arguments: [String], sources: [String], files given: [String] = [])
    throws -> (
      status: Int32, output: String
    )
  {
    let swiftc = try #require(Toolchain.swiftc, "no swiftc on PATH")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wayfinder-samples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (index, source) in sources.enumerated() {
      let file = folder.appendingPathComponent("Sample\(index).swift").path
      try source.write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let process = Process()
    process.executableURL = swiftc
    process.arguments = arguments + files + given
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, log)
  }
}
