import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder generate swift [PATH] [--output DIR]`: typed Swift for an app's flows.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate code from an app's flows.",
    subcommands: [GenerateSwiftCommand.self]
  )
}

/// `wayfinder generate swift`: the route enum, identifiers, rules, deep links, launch plan and
/// action graph of one app, as Swift.
struct GenerateSwiftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swift",
    abstract: "Generate typed Swift for an app: routes, ids, rules, deep links, launch plan.",
    discussion: """
      Without --output the source is printed. With it, <prefix>Flow.swift and one \
      <prefix>Flow+<flow file>.swift per flow file are written into the folder (created when \
      missing); a file that would not change is left untouched, and a file the generator wrote \
      earlier that no flow file generates any more is removed. The build plugin \
      WayfinderGeneratePlugin runs the same generator at build time.
      """
  )

  @Argument(help: "The app's folder or flow file, or a folder of apps with --app.")
  var path: String = "Flows"

  @Option(help: "The app: its name under PATH (folder or app: name), or its folder.")
  var app: String?

  @Option(help: "The folder to write the source to (created when missing).")
  var output: String?

  @Option(help: "The prefix of the generated types (default: the app's name).")
  var typePrefix: String?

  @Flag(help: "Declare the generated types public, for a module that offers them to others.")
  var `public` = false

  @Flag(
    help: ArgumentHelp(
      "Deprecated: the generated types are internal by default.", visibility: .hidden))
  var `internal` = false

  @Flag(help: "Leave out the #sourceLocation directives that point compiler notes at the flows.")
  var noSourceLocations = false

  func validate() throws {
    try AppArgument.requireFlows(path, app: app)
    if let output {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue
      {
        throw ValidationError("--output '\(output)' is a file; give the folder to write into.")
      }
    }
  }

  func run() throws {
    if `internal` {
      Console.writeLine(
        "warning: --internal is deprecated: generated declarations are internal by default; "
          + "leave it out (--public makes them public)", to: .error)
    }
    let loaded = try AppArgument.load(path: path, app: app)
    guard let definition = loaded.definition, !loaded.hasErrors else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(ExitStatus.failure)
    }
    let options = SwiftGenerator.Options(
      typePrefix: typePrefix, isPublic: `public`, emitsSourceLocations: !noSourceLocations,
      sourceRoot: FileManager.default.currentDirectoryPath)
    let generator = SwiftGenerator(definition: definition, options: options)
    let files: [SwiftGenerator.File]
    do {
      files = try generator.generateFiles()
    } catch {
      Console.writeLine("\(path): error: \(error)", to: .error)
      throw ExitCode(ExitStatus.failure)
    }
    guard let output else {
      Console.write(files.map(\.source).joined(separator: "\n"))
      return
    }
    let folder = output.hasSuffix("/") ? output : output + "/"
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      Console.writeLine(
        "cannot create the folder \(output): \(error.localizedDescription)", to: .error)
      throw ExitCode(ExitStatus.outputLost)
    }
    do {
      let report = try GeneratedOutput.write(files, into: output, owning: generator.fileName)
      for name in report.written { Console.writeLine("wrote \(folder)\(name)") }
      if !report.unchanged.isEmpty {
        let count = report.unchanged.count
        Console.writeLine(
          count == 1
            ? "\(folder)\(report.unchanged[0]) is up to date"
            : "\(count) files in \(folder) are up to date")
      }
      for name in report.removed {
        Console.writeLine("removed \(folder)\(name), which no flow file generates any more")
      }
    } catch {
      Console.writeLine("cannot write into \(output): \(error.localizedDescription)", to: .error)
      throw ExitCode(ExitStatus.outputLost)
    }
  }
}
