import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools
import WayfinderRecording

extension TestCommand {
  /// Writes the scenario that keeps the session trace at `tracePath` as a test, for the app
  /// it recorded (by the name in its header, or `--app`), and says where; a trace that cannot
  /// be read, replayed or kept is reported with its line (exit status 1).
  func writeScenario(fromTrace tracePath: String, apps: [FlowCatalog.App]) throws {
    let trace: Trace
    do {
      trace = try TraceReader.read(path: tracePath)
    } catch let error as TraceError {
      Console.writeLine(error.description, to: .error)
      throw ExitCode(1)
    } catch {
      throw ValidationError(
        CLIError.cannotRead(what: "the trace", path: tracePath, reason: error.localizedDescription)
          .description)
    }
    let loaded = apps.map { (app: $0, result: FlowLoader.load($0)) }
    let chosen =
      app == nil
      ? loaded.first { $0.result.definition?.app == trace.header.app } : loaded.first
    guard let chosen, let definition = chosen.result.definition else {
      if let broken = loaded.first(where: { $0.result.definition == nil }) {
        Console.write(broken.result.rendered(), to: .error)
      }
      throw ValidationError(
        "No app under '\(path)' is called '\(trace.header.app)', the app "
          + "the trace recorded; name its folder with --app.")
    }
    let name = ((tracePath as NSString).lastPathComponent as NSString).deletingPathExtension
    let text: String
    do throws(ReplayFinding) {
      let kept = try TraceScenario.kept(from: trace, definition: definition, name: name)
      text = kept.text
      for note in kept.notes { Console.writeLine(note, to: .error) }
    } catch {
      Console.writeLine(error.description, to: .error)
      throw ExitCode(1)
    }
    let folder = chosen.app.files.first.map { ($0 as NSString).deletingLastPathComponent } ?? "."
    let destination =
      output
      ?? ((folder.isEmpty ? "." : folder) as NSString)
      .appendingPathComponent("scenarios/\(name).scenario")
    do {
      let parent = (destination as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(
        atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
      try StateFile(path: destination).write(Array(text.utf8))
    } catch {
      let reason = (error as? StateFileError)?.reason ?? error.localizedDescription
      Console.writeLine(
        "Cannot write the scenario to '\(destination)': \(reason).",
        to: .error)
      throw ExitCode(1)
    }
    let commands = text.split(separator: "\n").filter {
      !$0.hasPrefix("#") && !$0.hasPrefix("expect ") && !$0.hasPrefix("scenario:")
        && !$0.hasPrefix("given facts:") && !$0.isEmpty
    }.count
    Console.writeLine(
      "\(definition.app): wrote \(destination) (\(commands) commands); run it with: "
        + "wayfinder test \(destination)")
  }
}
