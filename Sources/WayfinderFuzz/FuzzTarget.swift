import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

/// What a fuzzing run feeds its inputs to. Each must return for any bytes: a crash, a trap or
/// a hang is a bug.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// The flow loader: the bytes as a YAML and as a JSON flow file, then a session of the app
  /// when it loads.
  case flow
  /// The REPL's command language: each line parsed and performed on the demo app.
  case command
  /// The scenario parser, against the demo app.
  case scenario
  /// The state file: decoded, then restored against the demo app.
  case state
  /// The Swift generator: the bytes as a YAML flow file and, when it loads, its generated Swift
  /// checked by ``GeneratedSwiftCheck``.
  case generate
  /// Session traces: the bytes read by `TraceReader` and, when they read, replayed against the
  /// demo app to the end (or the first finding) and played as `inspect` plays them.
  case trace
  /// Baseline files: the bytes read as one and, when they read, written again, which must read
  /// back as the same outline, then compared with the demo's.
  case baseline

  /// Feeds one input.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .flow:
      for path in ["app.yaml", "app.json"] {
        let loaded = FlowLoader.load(sources: [FlowSource(path: path, bytes: bytes)])
        _ = loaded.rendered()
        if let definition = loaded.definition, var session = try? AppSession.start(definition).0 {
          _ = session.settle()
        }
        // The app's baseline reads back as the outline it was written from.
        if let definition = loaded.definition { Self.roundTrip(FlowOutline(definition)) }
      }
    case .command:
      guard var session = Self.demoSession else { return }
      for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
        guard let command = try? ReplCommand.parse(String(line)),
          let sessionCommand = command.sessionCommand
        else { continue }
        _ = try? session.perform(sessionCommand, settling: true)
      }
    case .scenario:
      guard let demo = Self.demo else { return }
      _ = ScenarioFile.parse(
        path: "fuzz.scenario", text: String(decoding: bytes, as: UTF8.self), for: demo
      ).rendered()
    case .state:
      guard let demo = Self.demo, let saved = try? SavedState(decoding: bytes) else { return }
      _ = try? saved.restore(against: demo)
      if let program = Self.demoProgram { _ = saved.restore(for: program) }
    case .generate:
      let loaded = FlowLoader.load(sources: [FlowSource(path: "app.yaml", bytes: bytes)])
      guard let definition = loaded.definition, !loaded.hasErrors else { return }
      GeneratedSwiftCheck.check(definition)
    case .trace:
      guard let demo = Self.demo,
        let trace = try? TraceReader.read(bytes, path: "fuzz.jsonl")
      else { return }
      if var replay = try? TraceReplay(trace, definition: demo) {
        _ = try? replay.playToEnd()
      }
      var follower = TraceFollower(path: "fuzz.jsonl", apps: [demo])
      _ = follower.play(trace)
    case .baseline:
      let text = String(decoding: bytes, as: UTF8.self)
      guard let demo = Self.demo, let outline = try? FlowOutline(baseline: text, path: "fuzz")
      else { return }
      Self.roundTrip(outline)
      _ = FlowDiff(from: outline, to: FlowOutline(demo)).text()
      _ = FlowDiff(from: FlowOutline(demo), to: outline).json()
    }
  }

  /// Stops the run when `outline`'s baseline does not read back as `outline`.
  private static func roundTrip(_ outline: FlowOutline) {
    let written = outline.baseline()
    guard (try? FlowOutline(baseline: written, path: "fuzz")) == outline else {
      fatalError("a baseline does not read back as the outline it was written from:\n\(written)")
    }
  }

  /// The shipped demo app, read from `Flows/demo` in the current folder.
  static let demo: FlowDefinition? = FlowLoader.load(path: "Flows/demo").definition

  /// The demo app as the runtime performs it, for restoring by a program.
  static let demoProgram: FlowProgram<ScreenRoute>? = try? demo?.program()

  /// The demo app, launched and settled on its home screen.
  static let demoSession: AppSession? = demo.flatMap { demo in
    guard var session = try? AppSession.start(demo).0 else { return nil }
    _ = session.settle()
    return session
  }
}
