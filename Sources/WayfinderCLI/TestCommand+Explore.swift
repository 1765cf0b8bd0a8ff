import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderProperties
import WayfinderTools

extension TestCommand {
  /// Refuses exploration options without `--explore`, and values that cannot run.
  func validateExploration() throws {
    let given = [
      ("--runs", runs != 100), ("--length", length != 50), ("--seed", seed != nil),
      ("--time", time != nil), ("--output", output != nil && fromTrace == nil),
      ("--host", host),
    ]
    if !explore, let option = given.first(where: \.1)?.0 {
      throw ValidationError("\(option) only applies with --explore.")
    }
    guard runs >= 1 else { throw ValidationError("--runs must be 1 or more, but was \(runs).") }
    guard (1...100_000).contains(length) else {
      throw ValidationError("--length must be from 1 to 100000, but was \(length).")
    }
    if let time, DurationText.parse(time) == nil {
      throw ValidationError("--time must be a duration such as 30s or 2m, but was '\(time)'.")
    }
    if explore, fromTrace != nil {
      throw ValidationError("--explore and --from-trace write different scenarios; choose one.")
    }
    if explore, record || coverage {
      throw ValidationError("--explore reports its own coverage; drop --record and --coverage.")
    }
  }

  /// Explores each app; prints what was covered and the seed, or the shrunk break and where its
  /// scenario was written (exit status 1).
  func exploreApps(_ apps: [FlowCatalog.App]) throws {
    var broken = false
    let seed = self.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
    let limit = time.flatMap(DurationText.parse)
    let showsProgress = isatty(STDERR_FILENO) == 1
    for app in apps {
      let loaded = FlowLoader.load(app)
      guard let definition = loaded.definition else {
        _ = Console.write(loaded.rendered(), to: .error)
        broken = true
        continue
      }
      let options = ExplorationOptions(
        runs: runs, length: length, seed: seed, timeLimit: limit,
        inputs: host ? Set(InputKind.allCases) : InputKind.byDefault)
      let report = Explorer(definition).explore(options) { progress in
        guard showsProgress else { return }
        let covered = progress.coverage
        _ = Console.write(
          .control(.lineStart)
            + "\(app.name): run \(progress.run)/\(progress.of), \(progress.report.commands) commands, "
            + "screens \(covered.coveredScreens)/\(covered.screens.count), "
            + "edges \(covered.coveredEdges)/\(covered.edges.count)"
            + .control(.eraseToLineEnd), to: .error)
      }
      if showsProgress { _ = Console.write(.control(.clearLine), to: .error) }
      var lines = [
        "\(app.name): explored \(report.runs) run\(report.runs == 1 ? "" : "s"), "
          + "\(report.commands) commands (\(report.refused) refused), seed \(seed)"
      ]
      if let coverage = report.coverage {
        lines.append("  covered: \(coverage.summary)")
        lines.append("  covered: \(coverage.criteriaSummary)")
      }
      lines += Self.inputLines(report, host: host)
      for name in report.inconclusive.sorted() {
        lines.append("  inconclusive: '\(name)' was still waiting when a run ended")
      }
      if let failure = report.failure {
        broken = true
        lines.append("  \(failure.message)")
        lines.append(
          "  found in run \(failure.run) after \(failure.found.count) commands, "
            + "shrunk to \(failure.shrunk.count):")
        lines += failure.shrunk.map { "    \($0.text)" }
        lines += failure.changes.map { "  \($0)" }
        let path = output ?? defaultOutput(for: app, seed: seed)
        do {
          try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent.isEmpty
              ? "." : (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
          try StateFile(path: path).write(Array(failure.scenarioText(app: definition.app).utf8))
          lines.append("  written to \(path); replay it with: wayfinder test \(path)")
        } catch {
          let reason = (error as? StateFileError)?.reason ?? error.localizedDescription
          lines.append("  could not write \(path): \(reason)")
        }
      } else {
        lines.append("  no property or invariant broke")
      }
      _ = Console.writeLine(lines.joined(separator: "\n"))
    }
    if broken { throw ExitCode(1) }
  }

  /// How many commands of each kind were played, and the environment events never fired:
  /// `inputs: 4790 user, 210 world; host inputs not played (--host plays them)`.
  static func inputLines(_ report: ExplorationReport, host: Bool) -> [String] {
    let played = [InputKind.user, .world] + (host ? [.host] : [])
    let counts = played.map { "\(report.commandsByKind[$0] ?? 0) \($0.rawValue)" }
    var lines = [
      "  inputs: " + counts.joined(separator: ", ")
        + (host ? "" : "; host inputs not played (--host plays them)")
    ]
    if !report.neverFired.isEmpty {
      lines.append(
        "  environment never fired: " + report.neverFired.map { "'\($0)'" }.joined(separator: ", "))
    }
    return lines
  }

  /// `APP/scenarios/explore-SEED.scenario`, beside the app's flow files, so that `wayfinder
  /// test` runs it from then on; a single-file app's scenario goes beside the file.
  private func defaultOutput(for app: FlowCatalog.App, seed: UInt64) -> String {
    let folder = app.files.first.map { ($0 as NSString).deletingLastPathComponent } ?? "."
    return ((folder.isEmpty ? "." : folder) as NSString)
      .appendingPathComponent("scenarios/explore-\(seed).scenario")
  }
}
