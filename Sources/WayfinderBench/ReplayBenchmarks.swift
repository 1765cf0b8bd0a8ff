import Foundation
import Wayfinder
import WayfinderTools

/// `wayfinder replay` stepping through recordings of 10,000, 100,000 and 1,000,000 entries of
/// the demo app (random commands on the virtual clock, recorded as the REPL records them):
/// every stop forward, then 1,000 steps back and 1,000 `goto`s to random entries; the time a
/// step takes, and the resident memory the replay's kept copies hold against the trace itself.
/// `wayfinder-bench replay` runs only these rows.
enum ReplayBenchmarks {
  static let sizes = [10_000, 100_000, 1_000_000]
  static let stepsEach = 1_000

  static func run() -> [BenchmarkRow] {
    guard let definition = FlowLoader.load(path: "Flows/demo").definition else {
      return [
        BenchmarkRow(
          measure: "replay (cannot load the demo app)", wayfinder: "-", baseline: "-",
          ratio: "-", goal: "-", passed: false)
      ]
    }
    var rows: [BenchmarkRow] = []
    var firstMean: Double?
    for size in sizes {
      let (row, mean) = row(definition, entries: size, firstMean: firstMean)
      firstMean = firstMean ?? mean
      rows.append(row)
    }
    return rows
  }

  /// A recording of at least `entries` entries of random commands on `definition`.
  static func recording(_ definition: FlowDefinition, entries: Int) -> Trace? {
    guard var (session, started) = try? AppSession.start(definition) else { return nil }
    started.append(contentsOf: session.settle())
    var records = [
      Trace.Record(
        line: 2,
        entry: TraceEntry(time: .zero, event: session.traceLaunch(facts: definition.initialFacts)))
    ]
    func add(_ entry: TraceEntry) {
      records.append(Trace.Record(line: records.count + 2, entry: entry))
    }
    started.traceEntries().forEach(add)
    var random = SplitMixRandom(seed: UInt64(entries))
    while records.count < entries {
      let (command, _) = HistoryBenchmarks.randomCommand(for: session, using: &random)
      let input = session.traceInput(for: command)
      let time = session.time
      do throws(SessionError) {
        let output = try session.perform(command, settling: true)
        add(TraceEntry(time: time, event: input))
        output.traceEntries().forEach(add)
      } catch {
        add(TraceEntry(time: time, event: input, refusal: error.description))
      }
    }
    return Trace(
      path: "bench.jsonl", header: TraceHeader(app: definition.app, clock: .virtual),
      records: records)
  }

  private static func row(
    _ definition: FlowDefinition, entries: Int, firstMean: Double?
  ) -> (BenchmarkRow, Double) {
    let traceBefore = HistoryBenchmarks.heapInUse()
    guard let trace = recording(definition, entries: entries),
      var cursor = try? ReplayCursor(trace, definition: definition)
    else {
      return (
        BenchmarkRow(
          measure: "replay, \(entries.formatted()) entries (cannot replay)", wayfinder: "-",
          baseline: "-", ratio: "-", goal: "-", passed: false), 0
      )
    }
    let traceGrowth = max(0, HistoryBenchmarks.heapInUse() - traceBefore)
    var times: [Double] = []
    times.reserveCapacity(cursor.count + 2 * stepsEach)
    var findings = 0
    func timed(_ step: (inout ReplayCursor) -> ReplayFinding?) {
      let begin = ContinuousClock.now
      if step(&cursor) != nil { findings += 1 }
      times.append(ScalingBenchmarks.seconds(ContinuousClock.now - begin))
    }
    let cursorBefore = HistoryBenchmarks.heapInUse()
    while cursor.stop < cursor.count, findings == 0 { timed { $0.next() } }
    let forward = times.reduce(0, +) / Double(max(times.count, 1))
    let forwardCount = times.count
    for _ in 0..<stepsEach { timed { $0.previous() } }
    var random = SplitMixRandom(seed: 7)
    for _ in 0..<stepsEach {
      let entry = Int(random.next() % UInt64(trace.records.count)) + 1
      timed { $0.go(to: $0.stop(forEntry: entry)) }
    }
    let cursorGrowth = max(0, HistoryBenchmarks.heapInUse() - cursorBefore)
    withExtendedLifetime((trace, cursor)) {}
    // Back and `goto` steps, which play from a kept copy: the costly ones.
    let moves = times.dropFirst(forwardCount)
    let mean = moves.reduce(0, +) / Double(max(moves.count, 1))
    let sorted = moves.sorted()
    let worst = max(sorted.last ?? 0, times.prefix(forwardCount).max() ?? 0)
    let p99 = sorted.isEmpty ? 0 : sorted[sorted.count * 99 / 100]
    let scale =
      firstMean.map { String(format: "; back and goto %.1f× the 10,000-entry mean", mean / $0) }
      ?? ""
    let row = BenchmarkRow(
      measure:
        "replay, \(entries.formatted())-entry recording (\(cursor.count.formatted()) stops "
        + "forward, \(stepsEach.formatted()) back, \(stepsEach.formatted()) random gotos; "
        + "a copy every \(cursor.checkpointInterval) stops)",
      wayfinder: String(
        format: "forward %.3f ms mean; back and goto %.2f ms mean, %.2f ms p99; %.1f ms worst; ",
        forward * 1e3, mean * 1e3, p99 * 1e3, worst * 1e3)
        + "replay resident +\(size(cursorGrowth)) (\(cursor.checkpointCount) copies)\(scale)",
      baseline: "the trace itself: resident +\(size(traceGrowth))",
      ratio: traceGrowth > 0
        ? String(format: "%.2f× the trace", Double(cursorGrowth) / Double(traceGrowth)) : "-",
      goal: "< 50 ms a step, memory ≤ the trace's",
      passed: worst < 0.050 && findings == 0
        && cursorGrowth <= max(traceGrowth, 1 << 20))
    return (row, mean)
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 10 << 20
      ? "\(bytes >> 20) MiB" : String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }
}
