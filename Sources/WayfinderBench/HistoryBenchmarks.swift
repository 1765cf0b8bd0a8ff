#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Wayfinder
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
            measure: "time travel, \(name) (cannot load)", wayfinder: "-", baseline: "-",
            ratio: "-", goal: "-", passed: false))
        continue
      }
      _ = session.settle()
      for size in sizes { rows.append(row(session, name: name, commands: size)) }
    }
    return rows
  }

  /// Builds a history of `commands` random commands from `start`, steps through it, and
  /// compares what it holds with an array of every state.
  private static func row(_ start: AppSession, name: String, commands: Int) -> BenchmarkRow {
    var random = SplitMixRandom(seed: UInt64(commands))
    let heapBefore = heapInUse()
    var history = SessionHistory(start: start)
    let recording = ContinuousClock.now
    while history.newest < commands {
      let (command, text) = randomCommand(for: history.session, using: &random)
      _ = try? history.perform(command, text: text, settling: true)
    }
    let recorded = ScalingBenchmarks.seconds(ContinuousClock.now - recording)
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
    let mean = times.reduce(0, +) / Double(max(times.count, 1))
    let sorted = times.sorted()
    let worst = sorted.last ?? 0
    let p99 = sorted.isEmpty ? 0 : sorted[sorted.count * 99 / 100]
    // Resident growth under 1 MiB is a few hundred pages the allocator may or may not have
    // given back: no ratio to judge. A state shares its unchanged parts with the state before,
    // so keeping every state of a short history can be that small too.
    let noiseFloor = 1 << 20
    let memoryHolds =
      commands < 1_000 || historyGrowth < noiseFloor || historyGrowth * 4 <= max(baselineGrowth, 1)
    withExtendedLifetime((history, states)) {}
    return BenchmarkRow(
      measure:
        "time travel, \(name), \(commands.formatted())-command history "
        + "(\(stepsEach.formatted()) gotos, then undos and redos; recorded at "
        + String(format: "%.0f µs a command)", recorded / Double(commands) * 1e6),
      wayfinder: String(
        format: "%.2f ms mean, %.2f ms p99, %.1f ms worst a step; ", mean * 1e3, p99 * 1e3,
        worst * 1e3) + "resident +\(size(historyGrowth))",
      baseline: "every state kept: resident +\(size(baselineGrowth))",
      // Below 1,000 commands, or 1 MiB kept, both figures are noise: no ratio to speak of.
      ratio: commands >= 1_000 && baselineGrowth >= noiseFloor
        ? String(format: "%.3f× the memory", Double(historyGrowth) / Double(baselineGrowth)) : "-",
      goal: "< 50 ms a step, ≤ ¼ the memory (or < 1 MiB)", passed: worst < 0.050 && memoryHolds)
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
