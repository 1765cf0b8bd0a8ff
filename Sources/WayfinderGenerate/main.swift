// `wayfinder-generate PATH --output FILE [--app NAME] [--type-prefix PREFIX] [--source-root DIR]
// [--public] [--config FILE] [--no-source-locations] [--no-source-locations-for NAME]…`: the
// Swift generator as the build plugin runs it. FILE is the core file; the part of each flow file
// goes beside it, `FILE+<flow file>.swift` without FILE's `.swift`. Flow errors are printed as
// `file:line:column: error: …`, which build logs and IDEs link to the flow file.

import Foundation
import WayfinderPersistence
import WayfinderFlowFiles

/// The command line, parsed.
struct Arguments {
  var path: String?
  var output: String?
  var app: String?
  var config: String?
  var options = SwiftGenerator.Options()
  /// Warnings about the command line itself, such as a deprecated flag.
  var warnings: [String] = []

  /// Parses `arguments`, or says what is wrong.
  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      func value() throws(UsageError) -> String {
        guard let next = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
        return next
      }
      switch argument {
      case "--output": output = try value()
      case "--app": app = try value()
      case "--type-prefix": options.typePrefix = try value()
      case "--source-root": options.sourceRoot = try value()
      case "--config": config = try value()
      case "--public": options.isPublic = true
      case "--internal":
        warnings.append(
          "--internal is deprecated: generated declarations are internal by default; "
            + "leave it out (--public makes them public)")
      case "--no-source-locations": options.emitsSourceLocations = false
      case "--no-source-locations-for": options.sourceLocationsLeftOut.insert(try value())
      default:
        guard !argument.hasPrefix("-"), path == nil else {
          throw UsageError("unexpected argument '\(argument)'")
        }
        path = argument
      }
    }
  }
}

/// A wrong command line.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// The flow files the build plugin finds in `path`, when it is a folder: its `.yaml`, `.yml` and
/// `.json` files but the generator's configuration, as the plugin lists its inputs.
func flowFileNames(in path: String) -> [String] {
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
  else { return [] }
  let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  return names.filter { name in
    ["yaml", "yml", "json"].contains(URL(fileURLWithPath: name).pathExtension.lowercased())
      && name != GenerateConfiguration.fileName
  }.sorted()
}

/// Writes `message` and a line end on standard error: the one way this tool writes. Control
/// characters in it — quoted from a flow file, the configuration or the command line — are
/// shown escaped (`\u{1B}`), so no text can drive the terminal of a build log.
func report(_ message: String) {
  let line = message.hasSuffix("\n") ? String(message.dropLast()) : message
  FileHandle.standardError.write(
    Data((TerminalText.sanitized(line, keepingLineBreaks: true) + "\n").utf8))
}

func fail(_ message: String, status: Int32) -> Never {
  report(message)
  exit(status)
}

let usage =
  "usage: wayfinder-generate PATH --output FILE [--app NAME] [--type-prefix PREFIX] "
  + "[--source-root DIR] [--public] [--config FILE] [--no-source-locations] "
  + "[--no-source-locations-for NAME]"
var arguments: Arguments
do {
  arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("wayfinder-generate: \(error.message)\n\(usage)", status: 64)
}
for warning in arguments.warnings {
  report("wayfinder-generate: warning: \(warning)")
}
guard let path = arguments.path, let output = arguments.output else {
  fail(usage, status: 64)
}
if let config = arguments.config {
  do {
    try GenerateConfiguration.load(path: config).apply(to: &arguments.options)
  } catch {
    fail(error.description, status: 1)
  }
}
// Through a symbolic link (an app target linking to the repository's flows), messages name the
// flow file itself.
let flows = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
let loaded = FlowLoader.load(path: flows, app: arguments.app)
guard let definition = loaded.definition, !loaded.hasErrors else {
  fail(loaded.rendered(), status: 1)
}
// The plugin declares one part per flow file of the folder, named from the flow file: each gets
// one, even a file that declares nothing of the app.
let flowFiles = flowFileNames(in: flows)
let outputURL = URL(fileURLWithPath: output)
do {
  let files = try SwiftGenerator(definition: definition, options: arguments.options)
    .generateFiles(named: outputURL.lastPathComponent, flowFiles: flowFiles)
  try GeneratedOutput.write(
    files, into: outputURL.deletingLastPathComponent().path, owning: outputURL.lastPathComponent)
} catch let error as GenerationError {
  fail("\(path): error: \(error)", status: 1)
} catch {
  fail("wayfinder-generate: cannot write \(output): \(error.localizedDescription)", status: 74)
}
