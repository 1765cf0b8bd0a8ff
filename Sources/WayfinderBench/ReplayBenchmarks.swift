import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools
import WayfinderRecording

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
          measure: "replay", wayfinder: "-", goal: HistoryBenchmarks.stepBudget,
          failure: "the demo app did not load")
      ]
    }
    var rows: [BenchmarkRow] = []
    var firstMean: Double?
    for size in sizes {
      let (made, mean) = self.rows(definition, entries: size, firstMean: firstMean)
      firstMean = firstMean ?? mean
      rows += made
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

  static let rounds = 3

  private static func rows(
    _ definition: FlowDefinition, entries: Int, firstMean: Double?
  ) -> ([BenchmarkRow], Double) {
    let traceBefore = HistoryBenchmarks.heapInUse()
    guard let trace = recording(definition, entries: entries),
      var cursor = try? ReplayCursor(trace, definition: definition)
    else {
      return (
        [
          BenchmarkRow(
            measure: "replay, \(entries.formatted()) entries", wayfinder: "-",
            goal: HistoryBenchmarks.stepBudget, failure: "the recording did not replay")
        ], 0
      )
    }
    let traceGrowth = max(0, HistoryBenchmarks.heapInUse() - traceBefore)
    var findings = 0
    func timed(_ step: (inout ReplayCursor) -> ReplayFinding?) -> Double {
      let begin = ContinuousClock.now
      if step(&cursor) != nil { findings += 1 }
      return ScalingBenchmarks.seconds(ContinuousClock.now - begin)
    }
    let cursorBefore = HistoryBenchmarks.heapInUse()
    var forward: [Double] = []
    forward.reserveCapacity(cursor.count)
    while cursor.stop < cursor.count, findings == 0 { forward.append(timed { $0.next() }) }
    // Back and `goto` steps, which play from a kept copy: the costly ones, in rounds.
    var moves: [Double] = []
    var percentiles: [Double] = []
    var random = SplitMixRandom(seed: 7)
    for _ in 0..<rounds {
      var round: [Double] = []
      for _ in 0..<stepsEach { round.append(timed { $0.previous() }) }
      for _ in 0..<stepsEach {
        let entry = Int(random.next() % UInt64(trace.records.count)) + 1
        round.append(timed { $0.go(to: $0.stop(forEntry: entry)) })
      }
      percentiles.append(Sample.quantile(round, 0.99))
      moves += round
    }
    let cursorGrowth = max(0, HistoryBenchmarks.heapInUse() - cursorBefore)
    withExtendedLifetime((trace, cursor)) {}
    let forwardMean = forward.reduce(0, +) / Double(max(forward.count, 1))
    let mean = moves.reduce(0, +) / Double(max(moves.count, 1))
    let worst = max(moves.max() ?? 0, forward.max() ?? 0)
    let scale =
      firstMean.map { String(format: "; back and goto %.1f× the 10,000-entry mean", mean / $0) }
      ?? ""
    let what = "replay, \(entries.formatted())-entry recording"
    let failure = findings == 0 ? nil : "the replay found a difference"
    let time = BenchmarkRow(
      measure:
        "\(what) (\(cursor.count.formatted()) stops forward, then \(rounds) rounds of "
        + "\(stepsEach.formatted()) back and \(stepsEach.formatted()) random gotos; a copy every "
        + "\(cursor.checkpointInterval) stops)",
      wayfinder: String(
        format: "forward %.3f ms mean; back and goto %.2f ms mean; %.1f ms worst",
        forwardMean * 1e3, mean * 1e3, worst * 1e3) + scale,
      sample: Sample(percentiles).scaled(by: 1e3), format: { String(format: "%.2f ms", $0) },
      goal: HistoryBenchmarks.stepBudget, failure: failure)
    let memory = BenchmarkRow(
      measure: "\(what): resident memory the replay's \(cursor.checkpointCount) copies hold / "
        + "the trace's",
      wayfinder: "+\(size(cursorGrowth))", baseline: "the trace +\(size(traceGrowth))",
      sample: traceGrowth > 0 ? Sample([Double(cursorGrowth) / Double(traceGrowth)]) : Sample([]),
      format: { String(format: "%.2f×", $0) }, goal: .ratio(.atMost, 1, "× the trace"))
    return ([time, memory], mean)
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 10 << 20
      ? "\(bytes >> 20) MiB" : String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }
}
