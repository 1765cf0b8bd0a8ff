import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A short recorded session of the demo app (`Tests/Corpus/replay/demo-session.jsonl`,
/// recorded through the typed API as `TraceReplayTests.recorded()` does): the launch plays to
/// what's new, the user continues, the app pushes Secondary 1 and the user opens item 42.
enum ReplayFixture {
  static func lines() throws -> [String] {
    try String(
      contentsOfFile: Fixtures.path("Tests/Corpus/replay/demo-session.jsonl"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
  }

  static func replay(_ lines: [String], path: String) throws -> TraceReplay {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let trace = try TraceReader.read(Array(lines.joined(separator: "\n").utf8), path: path)
    return try TraceReplay(trace, definition: definition)
  }

  /// The finding replaying `lines` stops at.
  static func finding(_ lines: [String], path: String) throws -> String {
    do {
      var replay = try replay(lines, path: path)
      _ = try replay.playToEnd()
    } catch let finding as ReplayFinding {
      return finding.description
    }
    return "no finding"
  }

  /// The fixture with line `number` (from 1) replaced.
  static func editing(_ number: Int, _ line: String) throws -> [String] {
    var lines = try lines()
    lines[number - 1] = line
    return lines
  }

  /// The findings the article on recording shows.
  static func articleFindings() throws -> String {
    let edits = [
      (20, #"{"t":1.3,"event":"push","route":{"screen":"promo"}}"#),
      (20, #"{"t":1.3,"event":"finish","step":"promo"}"#),
      (12, #"{"t":1.3,"event":"step.start","step":"contactInfo"}"#),
      (20, #"{"t":1.3,"event":"push","route":{"screen":"secondary1"},"refused":"No."}"#),
    ]
    return try edits.map { try finding(try editing($0.0, $0.1), path: "session.jsonl") }
      .joined(separator: "\n")
  }

  /// The reading errors the article shows, from the corpus of broken traces.
  static func articleErrors() throws -> String {
    let files = [
      "unversioned", "future-version", "cut-off", "reordered", "control-character",
      "unknown-event",
    ]
    return files.map { name in
      let path = Fixtures.path("Tests/Corpus/traces/\(name).jsonl")
      let bytes = (FileManager.default.contents(atPath: path)).map(Array.init) ?? []
      do throws(TraceError) {
        _ = try TraceReader.read(bytes, path: "session.jsonl")
        return "read"
      } catch {
        return error.description
      }
    }.joined(separator: "\n")
  }
}
