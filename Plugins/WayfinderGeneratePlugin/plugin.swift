import Foundation
import PackagePlugin

/// Generates typed Swift from the flow files of a target at build time.
///
/// Every folder of the target that holds flow files (`.yaml`, `.yml` or `.json`, outside a
/// `scenarios` folder) is one app; its source is written to the plugin's work folder and
/// compiled with the target. A flow with errors fails the build, with messages that name the
/// flow file, line and column.
@main
struct WayfinderGeneratePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "WayfinderGenerate")
    let flowExtensions: Set<String> = ["yaml", "yml", "json"]
    var apps: [URL: [URL]] = [:]
    for file in target.sourceFiles {
      let url = file.url
      guard flowExtensions.contains(url.pathExtension.lowercased()),
        !url.pathComponents.contains("scenarios")
      else { continue }
      apps[url.deletingLastPathComponent(), default: []].append(url)
    }
    // Compiler notes name a flow file by module and file name (its `#fileID`): when two apps
    // of the target share a file name, only the first points notes at its flow files.
    var fileNames: Set<String> = []
    return apps.keys.sorted { $0.path < $1.path }.map { folder in
      let names = (apps[folder] ?? []).map(\.lastPathComponent)
      let clashes = names.contains { fileNames.contains($0) }
      fileNames.formUnion(names)
      let output = context.pluginWorkDirectoryURL.appending(
        path: "\(folder.lastPathComponent)+Wayfinder.swift")
      return .buildCommand(
        displayName: "Generating Swift from the flows in \(folder.lastPathComponent)",
        executable: tool.url,
        arguments: [folder.path, "--output", output.path]
          + (clashes ? ["--no-source-locations"] : []),
        inputFiles: (apps[folder] ?? []).sorted { $0.path < $1.path },
        outputFiles: [output])
    }
  }
}
