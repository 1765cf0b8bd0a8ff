import Foundation
import PackagePlugin

/// Generates typed Swift from the flow files of a target at build time.
///
/// Every folder of the target that holds flow files (`.yaml`, `.yml` or `.json`, outside a
/// `scenarios` folder) is one app; its source is written to the plugin's work folder and
/// compiled with the target: a core file and one file per flow file, so that editing a screen
/// recompiles its flow file's part only. A flow with errors fails the build, with messages that name the
/// flow file, line and column.
///
/// The generated declarations are internal. A `wayfinder-generate.yaml` file in the target
/// holding `access: public` makes them public, for a module that offers them to others.
@main
struct WayfinderGeneratePlugin: BuildToolPlugin {
  /// The file that configures the generator for the whole target.
  static let configurationName = "wayfinder-generate.yaml"

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "WayfinderGenerate")
    let flowExtensions: Set<String> = ["yaml", "yml", "json"]
    var apps: [URL: [URL]] = [:]
    var configurations: [URL] = []
    for file in target.sourceFiles {
      let url = file.url
      if url.lastPathComponent == Self.configurationName {
        configurations.append(url)
        continue
      }
      guard flowExtensions.contains(url.pathExtension.lowercased()),
        !url.pathComponents.contains("scenarios")
      else { continue }
      apps[url.deletingLastPathComponent(), default: []].append(url)
    }
    guard configurations.count <= 1 else {
      let paths = configurations.map(\.path).sorted().joined(separator: ", ")
      throw PluginError(
        "target '\(target.name)' has \(configurations.count) \(Self.configurationName) files "
          + "(\(paths)); keep one, which applies to every app of the target")
    }
    let configuration = configurations.first
    // Compiler notes name a flow file by module and file name (its `#fileID`), and a module
    // allows one path per name: when two apps of the target have a flow file of the same name,
    // only the first (in path order) points notes at it.
    var fileNames: Set<String> = []
    var outputNames: Set<String> = []
    return apps.keys.sorted { $0.path < $1.path }.map { folder in
      let files = (apps[folder] ?? []).sorted { $0.path < $1.path }
      let names = files.map(\.lastPathComponent)
      let clashes = names.filter { fileNames.contains($0) }
      fileNames.formUnion(names)
      // The generated files are sources of the module too, so their names must differ.
      var outputName = folder.lastPathComponent
      var number = 2
      while !outputNames.insert(outputName).inserted {
        outputName = "\(folder.lastPathComponent)\(number)"
        number += 1
      }
      let output = context.pluginWorkDirectoryURL.appending(path: "\(outputName)+Wayfinder.swift")
      // One part per flow file beside the core, named as the generator names it
      // (`SwiftGenerator.partFileName`): the outputs follow from the inputs alone.
      let parts = files.map {
        context.pluginWorkDirectoryURL.appending(
          path: "\(outputName)+Wayfinder+\($0.lastPathComponent).swift")
      }
      var arguments = [folder.path, "--output", output.path]
      for name in Set(clashes).sorted() { arguments += ["--no-source-locations-for", name] }
      if let configuration { arguments += ["--config", configuration.path] }
      return .buildCommand(
        displayName: "Generating Swift from the flows in \(folder.lastPathComponent)",
        executable: tool.url,
        arguments: arguments,
        inputFiles: files + (configuration.map { [$0] } ?? []),
        outputFiles: [output] + parts)
    }
  }
}

/// Why the plugin cannot generate, said to the person building.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
