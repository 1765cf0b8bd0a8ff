import Foundation
import Testing
import Wayfinder
@testable import WayfinderCLI
import WayfinderPersistence
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTesting

/// Whatever a session writes with `--trace`, every reader reads back: random sessions with
/// hostile and very long lines, some resumed from a large saved state, are read by
/// `TraceReader`, a `TraceFollower` and `GraphHighlight` without an error, and replayed.
///
/// Only the session runs on the main actor, as the REPL does; the rest stays off it, so that
/// the tests that need the main actor meanwhile are not kept waiting.
@Suite struct TraceRoundTripTests {
  /// Eight seeds; in `swift test` the first four, one of each kind: resumed from a state of
  /// 12,000 screens, with a line past the limit, and two plain (see ``PropertyRuns``).
  @Test(arguments: 0..<PropertyRuns.count(full: UInt64(8), sample: 4))
  func whateverASessionWritesEveryReaderReadsBack(seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let loaded = FlowLoader.load(path: Fixtures.path("Flows/demo"))
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let file = TemporaryFile("trace.jsonl")
    // 12 000 screens: a state of about 600 KB, split over two lines; 500: one line.
    let restored =
      seed % 4 == 0
      ? try Self.deepState(of: definition, screens: seed == 0 ? 12_000 : 500) : nil
    var lines = (0..<Int.random(in: 5...10, using: &random)).map { _ in
      Self.line(using: &random)
    }
    if seed % 4 == 1 {
      // A line twice as long as a trace line, refused before it is read.
      let verb = ["tap ", "", "open "].randomElement(using: &random) ?? ""
      lines.insert(
        verb + Self.hostile(2 * TraceReader.maximumLineBytes, using: &random),
        at: Int.random(in: 0...lines.count, using: &random))
    }
    let script = lines.joined(separator: "\n") + "\n"
    #expect(
      try await Self.run(script, of: definition, resuming: restored, tracingTo: file.path) == 0)

    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    for line in text.split(separator: "\n") {
      #expect(line.utf8.count <= TraceReader.maximumLineBytes)
    }
    let trace = try TraceReader.read(path: file.path)
    #expect(trace.records.count >= lines.count)
    var follower = TraceFollower(path: file.path, apps: [definition])
    #expect(follower.poll(TraceFile(path: file.path)).errors == [])
    #expect(follower.unendedLine == nil)
    _ = try GraphHighlight(
      reading: TraceFile(path: file.path), path: file.path, definition: definition)
    var replay = try TraceReplay(trace, definition: definition)
    _ = try replay.playToEnd()
  }

  /// Runs `script` as `wayfinder run --trace` does, resumed from `restored` when given.
  @MainActor
  static func run(
    _ script: String, of definition: FlowDefinition, resuming restored: RestoredState<ScreenRoute>?,
    tracingTo path: String
  ) async throws -> Int32 {
    let writer = try TraceWriter(path: path)
    var (session, started) = try AppSession.start(definition)
    if let restored {
      (session, started) = try AppSession.resume(
        definition, state: restored.state, facts: restored.facts)
      writer.resume(restored, definition: definition)
    }
    let output = MemoryOutput()
    let repl = Repl(
      session: session, startOutput: started,
      reader: PipedLineReader(text: script, output: output),
      options: RenderOptions(width: 64), fixedWidth: 64, trace: writer, strict: false,
      timeMode: .virtual, output: output, clock: InteractionTestClock())
    return await repl.run()
  }

  /// A line of a session: a command, or a verb followed by hostile text of any length up to
  /// a command line and past it.
  static func line(using random: inout SeededRandomNumberGenerator) -> String {
    let commands = [
      "tap Continue", "tap 1", "tap 2", "back", "root", "tab 2", "open demo://item/42",
      "wait 2s", "set passcodeEnabled true", "undo", "redo", "goto 0", "relaunch", "dismiss",
      "background", "foreground", "facts",
    ]
    // Verbs whose refusal quotes the text; not those that look for a name like it, whose
    // search costs the product of the lengths.
    let verbs = [
      "tap ", "open demo://item/", "tab ", "set lastSeenVersion ", "relaunch --from link ",
      "wait ", "tap \"",
    ]
    if Int.random(in: 0..<3, using: &random) == 0 {
      return commands.randomElement(using: &random) ?? "back"
    }
    let lengths = [1, 40, 2000, 60_000, ReplCommand.maximumLineBytes - 4, 100_000]
    let length = lengths.randomElement(using: &random) ?? 1
    return (verbs.randomElement(using: &random) ?? "") + hostile(length, using: &random)
  }

  /// Text of about `length` bytes, of what escaping makes longer and what terminals and
  /// scenario lines treat specially; no line break.
  static func hostile(_ length: Int, using random: inout SeededRandomNumberGenerator) -> String {
    let pieces = ["x", "\"", "\\", "\u{01}", "\u{1B}[31m", "é", "€", "\u{2028}", " ", "#", "\t"]
    let piece = pieces.randomElement(using: &random) ?? "x"
    // Long runs of one piece, so the text is as costly to escape as it gets.
    var text = String(repeating: piece, count: max(1, length / max(1, piece.utf8.count)))
    text += pieces.randomElement(using: &random) ?? ""
    return text
  }

  /// The demo at home, `screens` items deep in its first tab: a saved state of about
  /// `screens` × 50 bytes.
  static func deepState(
    of definition: FlowDefinition, screens: Int
  ) throws -> RestoredState<ScreenRoute> {
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    _ = try session.perform(.tap(.label("Continue")), settling: true)
    let bytes = try SavedState(session).encoded()
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    var navigation = try #require(document["navigation"] as? [String: Any])
    var tabs = try #require(navigation["tabs"] as? [[String: Any]])
    tabs[0]["path"] =
      [["screen": "secondary1"]]
      + (0..<screens).map { ["screen": "item", "arguments": ["id": $0]] as [String: Any] }
    navigation["tabs"] = tabs
    document["navigation"] = navigation
    let edited = try JSONSerialization.data(withJSONObject: document)
    return try SavedState(decoding: Array(edited)).restore(against: definition)
  }
}
