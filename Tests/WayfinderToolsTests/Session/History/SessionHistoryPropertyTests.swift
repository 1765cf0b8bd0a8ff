import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Random runs on the demo: commands as exploration draws them, mixed with `undo`, `redo` and
/// `goto N` (in range and out), on histories with checkpoints every 1 to 7 commands: 300 seeds
/// of 50 steps (60 in `swift test`, each chunk's first 4; see ``PropertyRuns``). After every
/// step the session is the one reached by applying the same line of commands to a fresh session,
/// one at a time, and at the end of each run it matches a replay from scratch in every stored
/// property.
@Suite struct SessionHistoryPropertyTests {
  static let seedsPerChunk: UInt64 = PropertyRuns.count(full: 20, sample: 4)

  static func demo() throws -> AppSession {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    return session
  }

  /// The line of sessions a history should hold: `line[i]` is the session after `i` commands,
  /// each reached from the one before by applying the command once, as it was first applied.
  struct Model {
    var line: [AppSession]
    /// The current session on the real clock: `line[position]` with the time passed since.
    var live: AppSession
    var position = 0
    var waited = false

    init(_ start: AppSession) {
      line = [start]
      live = start
    }
  }

  enum Clock { case virtual, real }

  /// 200 seeds in ten chunks, run in parallel.
  @Test(arguments: 0..<10)
  func movingMatchesReplayingOnVirtualTime(chunk: UInt64) throws {
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      try run(seed: seed, clock: .virtual, limit: 1_000)
    }
  }

  /// On the real clock, time passes between commands in several pieces; the history keeps it
  /// as one wait, and moving back to a point reaches the session the pieces reached.
  @Test(arguments: 0..<3)
  func movingMatchesReplayingOnTheRealClock(chunk: UInt64) throws {
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      try run(seed: 1_000 + seed, clock: .real, limit: 1_000)
    }
  }

  /// Past its limit the history drops its oldest commands, and every point still held is
  /// reached exactly.
  @Test(arguments: 0..<2)
  func movingMatchesReplayingPastTheLimit(chunk: UInt64) throws {
    for seed in chunk * Self.seedsPerChunk..<(chunk + 1) * Self.seedsPerChunk {
      try run(seed: 2_000 + seed, clock: .virtual, limit: 12)
    }
  }

  private func run(seed: UInt64, clock: Clock, limit: Int) throws {
    let start = try Self.demo()
    let interval = Int(seed % 7) + 1
    var history = SessionHistory(start: start, checkpointInterval: interval, limit: limit)
    var model = Model(start)
    var generator = ExplorationGenerator(start.definition, seed: seed)
    var random = SplitMixRandom(seed: seed ^ 0x5EED)
    let settling = clock == .virtual
    for index in 0..<50 {
      let context = Comment(rawValue: "seed \(seed), step \(index)")
      let roll = Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<12:
        if history.position > history.oldest {
          _ = try history.undo()
          model.position -= 1
          model.live = model.line[model.position]
        } else {
          #expect(throws: HistoryError.self, context) { try history.undo() }
        }
      case 12..<20:
        if model.position < model.line.count - 1 {
          _ = try history.redo()
          model.position += 1
          model.live = model.line[model.position]
        } else {
          #expect(throws: HistoryError.nothingToRedo, context) { try history.redo() }
        }
      case 20..<30:
        let point = Int.random(in: history.oldest - 2...model.line.count + 1, using: &random)
        if point >= history.oldest, point < model.line.count {
          _ = try history.go(to: point)
          model.position = point
          model.live = model.line[point]
        } else {
          #expect(throws: HistoryError.self, context) { try history.go(to: point) }
        }
      case 30..<40 where clock == .real:
        let duration = Duration.milliseconds(Int64.random(in: 1...700, using: &random))
        _ = try history.passTime(duration)
        _ = try model.live.perform(.wait(duration), settling: false)
      default:
        let step = generator.next(for: history.session)
        var expected = model.live
        let refused = (try? expected.perform(step.command, settling: settling)) == nil
        do {
          _ = try history.perform(step.command, text: step.text, settling: settling)
          #expect(!refused, context)
          model.line.removeLast(model.line.count - model.position - 1)
          model.line.append(expected)
          model.position += 1
          model.live = expected
        } catch {
          #expect(refused, context)
        }
      }
      #expect(history.invariantViolations() == [], context)
      #expect(history.position == model.position, context)
      #expect(history.newest == model.line.count - 1, context)
      let same = Self.same(history.session, model.live)
      try #require(same, context)
    }
    // Every point still held, reached from wherever the run ended.
    for point in history.oldest...history.newest {
      let reached = try #require(history.session(at: point))
      #expect(
        SessionFingerprint.of(reached) == SessionFingerprint.of(model.line[point]),
        "seed \(seed), point \(point)")
    }
    // A replay from scratch of the commands held, when none was dropped.
    guard history.oldest == 0 else { return }
    var replayed = start
    for number in stride(from: 1, through: history.position, by: 1) {
      try #require(history.entry(number)).replay(on: &replayed)
    }
    if let session = history.session(at: history.position) {
      #expect(SessionFingerprint.of(replayed) == SessionFingerprint.of(session), "seed \(seed)")
    }
  }

  /// What a person sees of two sessions is the same, and so is what will happen next.
  static func same(_ one: AppSession, _ other: AppSession) -> Bool {
    one.state == other.state && one.facts == other.facts && one.time == other.time
      && one.isInBackground == other.isInBackground && one.launch.now == other.launch.now
      && one.launch.nextDeadline == other.launch.nextDeadline
      && one.launch.isRunning == other.launch.isRunning
      && one.launch.presentedStep == other.launch.presentedStep
      && one.launch.steps.map { "\($0.id) \($0.status)" }
        == other.launch.steps.map { "\($0.id) \($0.status)" }
  }
}
