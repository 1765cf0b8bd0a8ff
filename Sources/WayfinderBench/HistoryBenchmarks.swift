#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// Time travel in the REPL (`undo`, `redo`, `goto N`) on histories of 100, 1,000 and 10,000
/// random commands, on the demo and on the generated 10,000-screen app: the time a step takes
/// (1,000 `goto`s to random points, then 1,000 `undo`s and 1,000 `redo`s), and the resident
/// memory the history holds against keeping every state. Resident size is read after the
/// allocator has given back its free pages (`malloc_trim`): otherwise the pages freed by
/// loading the app would be reused and hide the growth. `wayfinder-bench history` runs only
/// these rows.
enum HistoryBenchmarks {
  static let sizes = [100, 1_000, 10_000]
  static let stepsEach = 1_000

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    let apps: [(String, () -> FlowDefinition?)] = [
      ("demo app", { FlowLoader.load(path: "Flows/demo").definition }),
      (
        "10,000-screen app",
        {
          FlowLoader.load(
            sources: [FlowSource(path: "synthetic.yaml", text: SyntheticApp.yaml(screens: 10_000))]
          ).definition
        }
      ),
    ]
    for (name, load) in apps {
      guard let definition = load(), var (session, _) = try? AppSession.start(definition) else {
        rows.append(
          BenchmarkRow(
            measure: "time travel, \(name)", wayfinder: "-", goal: stepBudget,
            failure: "the app did not load"))
        continue
      }
      _ = session.settle()
      for size in sizes { rows += self.rows(session, name: name, commands: size) }
    }
    return rows
  }

  /// A step a person takes through a history answers within 50 ms, at its 99th percentile.
  static let stepBudget = Goal.budget(.atMost, 50, " ms a step (p99)")
  /// Rounds of stepping: each 1,000 gotos, then undos and redos.
  static let rounds = 3

  /// Builds a history of `commands` random commands from `start`, steps through it, and
  /// compares what it holds with an array of every state: a row for the time a step takes,
  /// and from 1,000 commands a row for the memory.
  private static func rows(
    _ start: AppSession, name: String, commands: Int
  ) -> [BenchmarkRow] {
    var random = SplitMixRandom(seed: UInt64(commands))
    let heapBefore = heapInUse()
    var history = SessionHistory(start: start)
    let recording = ContinuousClock.now
    while history.newest < commands {
      let (command, text) = randomCommand(for: history.session, using: &random)
      _ = try? history.perform(command, text: text, settling: true)
    }
    let recorded = ScalingBenchmarks.seconds(ContinuousClock.now - recording)
    var all: [Double] = []
    var percentiles: [Double] = []
    for _ in 0..<rounds {
      var times: [Double] = []
      times.reserveCapacity(3 * stepsEach)
      func timed(_ step: (inout SessionHistory) throws -> HistoryMove) {
        let begin = ContinuousClock.now
        _ = try? step(&history)
        times.append(ScalingBenchmarks.seconds(ContinuousClock.now - begin))
      }
      for _ in 0..<stepsEach {
        let point = Int(random.next() % UInt64(commands + 1))
        timed { try $0.go(to: point) }
      }
      _ = try? history.go(to: commands)
      for _ in 0..<min(stepsEach, commands) { timed { try $0.undo() } }
      for _ in 0..<min(stepsEach, commands) { timed { try $0.redo() } }
      percentiles.append(Sample.quantile(times, 0.99))
      all += times
    }
    let historyGrowth = max(0, heapInUse() - heapBefore)
    // The baseline: the same commands, every state kept.
    let baselineBefore = heapInUse()
    var states = [start]
    states.reserveCapacity(commands + 1)
    for number in stride(from: 1, through: commands, by: 1) {
      guard let entry = history.entry(number), var next = states.last else { break }
      _ = try? next.perform(entry.command, settling: entry.settling)
      states.append(next)
    }
    let baselineGrowth = max(0, heapInUse() - baselineBefore)
    withExtendedLifetime((history, states)) {}
    let mean = all.reduce(0, +) / Double(max(all.count, 1))
    let what = "time travel, \(name), \(commands.formatted())-command history"
    var rows = [
      BenchmarkRow(
        measure:
          "\(what) (\(rounds) rounds of \(stepsEach.formatted()) gotos, then undos and redos; "
          + String(format: "recorded at %.0f µs a command)", recorded / Double(commands) * 1e6),
        wayfinder: String(
          format: "%.2f ms mean, %.1f ms worst a step", mean * 1e3, (all.max() ?? 0) * 1e3),
        sample: Sample(percentiles).scaled(by: 1e3), format: { String(format: "%.2f ms", $0) },
        goal: stepBudget)
    ]
    // Below 1,000 commands, or 1 MiB kept by every state, both figures are a few hundred pages
    // the allocator may or may not have given back: no ratio to judge.
    if commands >= 1_000 {
      let judged = baselineGrowth >= 1 << 20
      rows.append(
        BenchmarkRow(
          measure: "\(what): resident memory the history holds / every state kept",
          wayfinder: "+\(size(historyGrowth))",
          baseline: "every state kept +\(size(baselineGrowth))",
          sample: judged ? Sample([Double(historyGrowth) / Double(baselineGrowth)]) : Sample([]),
          format: { String(format: "%.2f×", $0) },
          goal: judged ? .ratio(.atMost, 0.25, "× every state kept") : nil))
    }
    return rows
  }

  /// A command a person might give `session`: mostly taps among the visible actions, then
  /// back, waits, tabs, facts and the root.
  static func randomCommand(
    for session: AppSession, using random: inout SplitMixRandom
  ) -> (SessionCommand, String) {
    let actions = session.visibleActions
    let tabs = session.state.home.tabIDs
    switch random.next() % 100 {
    case 0..<55 where !actions.isEmpty:
      let number = Int(random.next() % UInt64(actions.count)) + 1
      return (.tap(.number(number)), "tap \(number)")
    case 0..<70: return (.back, "back")
    case 70..<78 where !tabs.isEmpty:
      let number = Int(random.next() % UInt64(tabs.count)) + 1
      return (.selectTab(String(number)), "tab \(number)")
    case 0..<88:
      let milliseconds = Int64(random.next() % 2_000) + 1
      return (.wait(.milliseconds(milliseconds)), "wait \(milliseconds)ms")
    case 88..<95 where !session.definition.facts.isEmpty:
      let facts = session.definition.facts
      let fact = facts[Int(random.next() % UInt64(facts.count))]
      let value = fact.type == .bool ? (random.next() % 2 == 0 ? "true" : "false") : "1"
      return (.set(fact: fact.name, value: value), "set \(fact.name) \(value)")
    default: return (.root, "root")
    }
  }

  /// Resident memory in bytes once the allocator has given its free pages back to the system,
  /// so that it counts what is in use.
  static func heapInUse() -> Int {
    #if canImport(Glibc)
      // `malloc_trim` is glibc's (malloc.h, which the Glibc module leaves out): looked up by
      // name, called with its C signature `int malloc_trim(size_t pad)`.
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
    return ScalingBenchmarks.memoryField("VmRSS:") * 1_024
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 10 << 20
      ? "\(bytes >> 20) MiB" : String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }
}
