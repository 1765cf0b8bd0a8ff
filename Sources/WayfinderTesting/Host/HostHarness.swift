public import Wayfinder
public import WayfinderProperties
public import WayfinderUI

/// Runs an app's `FlowProgram` under a simulated SwiftUI or UIKit host that misbehaves as real
/// ones do, and checks that its `NavigationModel` keeps up: binding writes that arrive late (up
/// to a second), twice, out of order or never; tabs switched while a push is on its way; a
/// sheet closed and a screen pushed in one update; several pushes in one write; presentations
/// refused for a while; back gestures held, then completed or cancelled.
///
/// Each run launches the app afresh under a ``ModelTestHost`` and plays random
/// ``HostEvent``s on what the host shows. After every event, and at the end once the host has
/// settled, it checks:
///
/// - every copy of a write that reached the model did what it said — the stack holds the path
///   written, the presentation is gone, the tab is selected — or was refused with a
///   `NavigationRefusal` reported and nothing changed; no copy applied a write a second time;
/// - every tap and gesture the model refused was reported;
/// - the navigation state keeps the engine's invariants;
/// - once the host settles, the host and the model show the same tab, stacks and modals, no
///   back gesture is left in progress, and the launch waits for no hand-shake.
///
/// A seed fixes every run; a failure names the seed and the run, and is shrunk to the shortest
/// list of events that breaks the same check, printed one event a line:
///
/// ```swift
/// @Test func theModelKeepsUpWithAnUnrulyHost() async {
///   let result = await HostHarness(program: DemoFlow.program()).explore(seed: 7, runs: 50)
///   #expect(result.failure == nil, "\(result)")
/// }
/// ```
///
/// Each run costs what its events cost through the live model and launch coordinator, on
/// virtual time; shrinking replays a failing run O(n² log n) times at most.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct HostHarness<Route: FlowRoute>: Sendable {
  /// The app.
  public let program: FlowProgram<Route>
  /// The launch facts; the program's when `nil`.
  public let facts: Facts?
  /// How long each presentation and dismissal animates.
  public let animation: Duration
  /// What must hold of the model after every event, beside the harness's own checks; the
  /// command a property reads (`command`) is the event's line.
  public let properties: [FlowProperty]

  /// A harness of `program`.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - facts: The launch facts; the program's when `nil`.
  ///   - animation: How long each presentation and dismissal animates.
  ///   - properties: What must hold of the model after every event.
  public init(
    program: FlowProgram<Route>, facts: Facts? = nil, animation: Duration = .milliseconds(300),
    properties: [FlowProperty] = []
  ) {
    self.program = program
    self.facts = facts
    self.animation = animation
    self.properties = properties
  }

  /// What broke, where, and the shortest list of events found that breaks it the same way.
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// The check that broke: `write`, `refusal`, `invariant`, `convergence`, or the name of
    /// one of ``HostHarness/properties``.
    public var broken: String
    /// What went wrong.
    public var message: String
    /// The seed that replays the exploration.
    public var seed: UInt64
    /// The run, from 1.
    public var run: Int
    /// The run's events up to the break.
    public var found: [HostEvent<Route>]
    /// The shortest list found that breaks the same check.
    public var shrunk: [HostEvent<Route>]

    /// The seed and run, the message, then the shrunk events, one a line.
    public var description: String {
      ([
        "seed \(seed), run \(run): \(message)",
        "shrunk from \(found.count) events to \(shrunk.count):",
      ]
        + shrunk.map { "  \($0)" }).joined(separator: "\n")
    }
  }

  /// What an exploration did.
  public struct Result: Sendable, CustomStringConvertible {
    /// The seed that replays it.
    public var seed: UInt64
    /// The runs done.
    public var runs = 0
    /// The events played.
    public var events = 0
    /// The copies of writes that reached the model.
    public var writes = 0
    /// The refusals the model reported.
    public var refusals = 0
    /// The first break, shrunk; `nil` when every check held.
    public var failure: Failure?

    /// `host harness: 200 runs, 4000 events, 2310 writes, 96 refusals, seed 7`, and the
    /// failure if any.
    public var description: String {
      "host harness: \(runs) runs, \(events) events, \(writes) writes, \(refusals) refusals, "
        + "seed \(seed)" + (failure.map { "\n\($0)" } ?? "")
    }
  }

  /// What replaying a list of events did.
  public struct Replay: Sendable {
    /// The events the host could play (one on a screen that no longer shows, say, a back at a
    /// root, is skipped), up to the first break.
    public var applied: [HostEvent<Route>]
    /// The check that broke and what went wrong; `nil` when every check held.
    public var broken: (name: String, message: String)?
    /// Every refusal the model reported, oldest first.
    public var refusals: [NavigationRefusal]
    /// The model's navigation state once the host settled.
    public var state: NavigationState<Route>
  }

  /// Plays `runs` runs of `length` events each from `seed`, each from a fresh launch, and
  /// shrinks the first break.
  ///
  /// A few runs are played at a time, each on its own model, launch coordinator and clock, so
  /// that one run's main-actor work fills the time another waits for its coordinator; each
  /// run's events depend on its seed alone, and the result is that of runs 1, 2, … up to the
  /// first that breaks, whatever order they end in.
  @MainActor
  public func explore(seed: UInt64, runs: Int = 100, length: Int = 20) async -> Result {
    let count = max(1, runs)
    var result = Result(seed: seed)
    var playing: [Int: Task<HostRun<Route>.Played, Never>] = [:]
    var started = 0
    for run in 1...count {
      // A few in flight, read in order.
      while started < count, started < run + Self.runsAtOnce - 1 {
        started += 1
        let next = started
        playing[next] = Task { await play(run: next, of: seed, length: length) }
      }
      guard let outcome = await playing.removeValue(forKey: run)?.value else { break }
      result.runs = run
      result.events += outcome.applied.count
      result.writes += outcome.writes
      result.refusals += outcome.refusals.count
      guard let broken = outcome.broken else { continue }
      // The runs after it end first: nothing of theirs counts, and none is left running.
      for (_, task) in playing { _ = await task.value }
      let shrunk = await shrink(outcome.applied, breaking: broken.name)
      result.failure = Failure(
        broken: broken.name, message: broken.message, seed: seed, run: run,
        found: outcome.applied, shrunk: shrunk)
      break
    }
    return result
  }

  /// Plays run `run` of the exploration from `seed`.
  @MainActor
  private func play(run: Int, of seed: UInt64, length: Int) async -> HostRun<Route>.Played {
    var random = SeededRandomNumberGenerator(seed: Self.seed(of: run, from: seed))
    return await HostRun(self).play(length: length, using: &random)
  }

  /// How many runs an exploration plays at a time.
  static var runsAtOnce: Int { 4 }

  /// Replays `events` from a fresh launch with the same checks, stopping at the first break:
  /// pin a shrunk failure as a regression test, or play a list you wrote.
  @MainActor
  public func replay(_ events: [HostEvent<Route>]) async -> Replay {
    let played = await HostRun(self).replay(events)
    return Replay(
      applied: played.applied, broken: played.broken, refusals: played.refusals,
      state: played.state)
  }

  /// The shortest list found from `events` that still breaks check `name`: `CommandShrinking`
  /// over replays. The shrinker asks synchronously and a replay is asynchronous, so it runs
  /// again and again over the answers known so far; each time, the first list it asks about
  /// that has no answer yet is replayed, until it asks about none. The shrinker is
  /// deterministic, so every run retraces the last one's path a step further: as many replays
  /// as one shrinking with all the answers at hand would make.
  @MainActor
  private func shrink(_ events: [HostEvent<Route>], breaking name: String) async
    -> [HostEvent<Route>]
  {
    var answers: [[HostEvent<Route>]: [HostEvent<Route>]?] = [:]
    for _ in 0..<Self.shrinkBudget {
      var unknown: [HostEvent<Route>]?
      let found = CommandShrinking.shrink(events, budget: Self.shrinkBudget) { candidate in
        if let answer = answers[candidate] { return answer }
        if unknown == nil { unknown = candidate }
        return nil
      }
      guard let candidate = unknown else { return found }
      let played = await HostRun(self).replay(candidate)
      answers[candidate] = played.broken?.name == name ? played.applied : nil
    }
    return events
  }

  /// The replays shrinking may make.
  static var shrinkBudget: Int { 2_000 }

  /// The seed of run `run`: a fixed mix of the exploration's seed and the run's number, so a
  /// run replays alone.
  static func seed(of run: Int, from seed: UInt64) -> UInt64 {
    var random = SeededRandomNumberGenerator(seed: seed ^ (UInt64(run) &* 0x9E37_79B9_7F4A_7C15))
    return random.next()
  }
}
