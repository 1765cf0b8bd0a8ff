import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// The synthetic app of some size in a temporary folder, its flow files and generated Swift,
/// compiled with `swiftc` as `.ci/compile-generated` compiles it.
struct CompiledApp {
  let screens: Int
  let swiftc: String
  let modules: String
  let folder: String

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(screens: Int, swiftc: String, modules: String) throws {
    self.screens = screens
    self.swiftc = swiftc
    self.modules = modules
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-compile-\(screens)-\(UUID().uuidString)").path
    try GenerateBenchmarks.writeApp(screens: screens, to: folder + "/flows")
    try generate()
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }

  /// Generates the public Swift of the flows into `out`; the files written.
  @discardableResult
  func generate() throws -> [String] {
    let loaded = FlowLoader.load(path: folder + "/flows")
    guard let definition = loaded.definition, !loaded.hasErrors else {
      throw Failure(description: loaded.rendered())
    }
    let generator = SwiftGenerator(definition: definition, options: .init(isPublic: true))
    try FileManager.default.createDirectory(
      atPath: folder + "/out", withIntermediateDirectories: true)
    return try GeneratedOutput.write(
      generator.generateFiles(), into: folder + "/out", owning: generator.fileName
    ).written
  }

  /// A clean incremental build of every generated file, in seconds.
  func cleanBuild() throws -> Double {
    try? FileManager.default.removeItem(atPath: folder + "/build")
    return try build()
  }

  /// Edits one screen's title, generates again and rebuilds; the rebuild's seconds.
  func editOneScreenAndRebuild() throws -> Double {
    _ = try cleanBuild()
    let file = folder + "/flows/f1.yaml"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let edited =
      text.contains("Screen 1.1 {n}")
      ? text.replacing("Screen 1.1 {n}", with: "Screen 1.1, edited {n}")
      : text.replacing("Screen 1.1, edited {n}", with: "Screen 1.1 {n}")
    try edited.write(toFile: file, atomically: true, encoding: .utf8)
    let written = try generate()
    guard written == ["SyntheticFlow+f1.yaml.swift"] else {
      throw Failure(description: "editing one screen rewrote \(written)")
    }
    return try build()
  }

  /// The time the type checker spends on a user's function pushing 50 generated routes,
  /// compiled against the generated module, in seconds.
  func pushTypeCheck() throws -> Double {
    let module = folder + "/module"
    if !FileManager.default.fileExists(atPath: module + "/Synthetic.swiftmodule") {
      try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
      _ = try run(
        [
          "-emit-module", "-emit-module-path", module + "/Synthetic.swiftmodule", "-I", modules,
          "-module-name", "Synthetic", "-swift-version", "6", "-parse-as-library", "-Onone",
        ] + sources())
    }
    let pushes = (0..<50).map { "  stack.push(.s\($0 % 20)_1(n: \($0)))" }
    let user = """
      import Synthetic
      import Wayfinder

      func pushRoutes() -> Wayfinder.PathStack<SyntheticRoute> {
        var stack = Wayfinder.PathStack<SyntheticRoute>(root: .s0_0)
      \(pushes.joined(separator: "\n"))
        return stack
      }

      """
    try user.write(toFile: folder + "/User.swift", atomically: true, encoding: .utf8)
    let output = try run([
      "-typecheck", "-I", module, "-I", modules, "-module-name", "User", "-swift-version", "6",
      "-parse-as-library", "-Xfrontend", "-debug-time-function-bodies", folder + "/User.swift",
    ])
    guard
      let line = output.split(separator: "\n").first(where: { $0.contains("pushRoutes()") }),
      let milliseconds = Double(line.prefix { $0 != "m" })
    else {
      throw Failure(description: "no time for pushRoutes() in:\n\(output)")
    }
    return milliseconds / 1_000
  }

  private func sources() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder + "/out")
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/out/" + $0 }
  }

  /// Compiles every generated file as a debug build does, incrementally; seconds.
  private func build() throws -> Double {
    let build = folder + "/build"
    try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
    var map = ["": ["swift-dependencies": build + "/module.swiftdeps"]]
    for source in try sources() {
      let base =
        build + "/" + URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
      map[source] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
    }
    try JSONSerialization.data(withJSONObject: map).write(
      to: URL(fileURLWithPath: folder + "/map.json"))
    let start = Date()
    let output = try run(
      [
        "-c", "-incremental", "-enable-batch-mode", "-j2", "-output-file-map",
        folder + "/map.json", "-I", modules, "-module-name", "Synthetic", "-swift-version", "6",
        "-parse-as-library", "-Onone", "-working-directory", build,
      ] + sources())
    if output.contains("warning:") { throw Failure(description: output) }
    return Date().timeIntervalSince(start)
  }

  /// Runs `swiftc` with `arguments`; its output and errors, or a failure holding them.
  private func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else { throw Failure(description: output) }
    return output
  }
}
