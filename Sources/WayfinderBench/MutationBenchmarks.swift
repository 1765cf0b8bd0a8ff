import Foundation
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// How well exploration finds defects: every seeded defect of the mutation corpus (engine rules
/// mutated behind the package's test-only switch, edits of the shipped flow files), explored
/// with several seeds for at most 10 s each. Reports the share found, the time to find and
/// shrink each, and the length of the shrunk runs; the unmutated apps are explored for the same
/// time and must stay clean. `wayfinder-bench mutations` runs only these rows and lists every
/// defect first.
///
/// The engine's defects exist only in a build with `WAYFINDER_SEEDED_DEFECTS=1` in the
/// environment (`WAYFINDER_SEEDED_DEFECTS=1 swift run -c release --scratch-path
/// .build-mutations wayfinder-bench mutations`); in any other build the rows say `-` and why.
enum MutationBenchmarks {
  static let seeds: [UInt64] = [1, 2, 3, 4, 5]
  static let budget = Duration.seconds(10)

  /// What the rows say in a build without the seeded defects.
  static let notBuilt = "built without WAYFINDER_SEEDED_DEFECTS=1"

  #if !WAYFINDER_SEEDED_DEFECTS
    /// The rows, each `-`: this build has no engine defects to find.
    static func run(listing: Bool = false, only: [String] = []) -> [BenchmarkRow] {
      if listing { print("No seeded defects: \(notBuilt).") }
      return [
        "explorations that found their defect", "time to find and shrink, median / worst",
        "shrunk run, median / worst", "demo and shop unmutated, explored for the same 10 s each",
      ].map { BenchmarkRow(measure: "mutation corpus: \($0) (\(notBuilt))", wayfinder: "-") }
    }
  #else

    /// One exploration of one defect.
    struct Trial {
      var found: Bool
      var seconds: Double
      var shrunk: Int
      /// What broke, and the shrunk run, for the listing.
      var example: String
    }

    /// Runs the corpus, or the defects whose description contains one of `only`.
    static func run(listing: Bool = false, only: [String] = []) -> [BenchmarkRow] {
      var trials: [Trial] = []
      var unusable: [String] = []
      let chosen = MutationCorpus.mutants.filter { mutant in
        only.isEmpty || only.contains { mutant.description.contains($0) }
      }
      for mutant in chosen {
        guard let loaded = try? MutationCorpus.load(mutant), !loaded.hasErrors,
          let definition = loaded.definition
        else {
          unusable.append(mutant.description)
          continue
        }
        let mine = seeds.map { trial(definition, mutant, seed: $0) }
        trials += mine
        if listing { print(line(mutant, mine)) }
      }
      let clean = Set(chosen.map(\.app)).sorted().allSatisfy(exploresClean)
      return rows(trials, unusable: unusable, clean: clean)
    }

    private static func trial(_ definition: FlowDefinition, _ mutant: Mutant, seed: UInt64) -> Trial
    {
      let options = ExplorationOptions(runs: 1_000_000, length: 50, seed: seed, timeLimit: budget)
      let start = ContinuousClock.now
      let report = MutationCorpus.explore(definition, with: mutant, options)
      let seconds = seconds(ContinuousClock.now - start)
      let example = report.failure.map { failure in
        (failure.broken == "invariant" ? failure.message : failure.broken) + ": "
          + failure.shrunk.map(\.text).joined(separator: "; ")
      }
      return Trial(
        found: report.failure != nil, seconds: seconds, shrunk: report.failure?.shrunk.count ?? 0,
        example: example ?? "")
    }

    /// Whether `app`, unmutated, explores clean for the budget.
    private static func exploresClean(_ app: String) -> Bool {
      guard let sources = try? MutationCorpus.sources(app: app),
        let definition = FlowLoader.load(sources: sources).definition
      else { return false }
      let options = ExplorationOptions(runs: 1_000_000, length: 50, seed: 1, timeLimit: budget)
      return Explorer(definition).explore(options).failure == nil
    }

    private static func rows(_ trials: [Trial], unusable: [String], clean: Bool) -> [BenchmarkRow] {
      let found = trials.filter(\.found)
      let share = trials.isEmpty ? 0 : Double(found.count) / Double(trials.count)
      let times = found.map(\.seconds).sorted()
      let lengths = found.map(\.shrunk).sorted()
      let worstTime = times.last ?? 0
      let worstLength = lengths.last ?? 0
      let defects = MutationCorpus.mutants.count
      let what =
        "\(MutationCorpus.engine.count) engine + \(MutationCorpus.flows.count) flow-file defects"
        + " × \(seeds.count) seeds, ≤ 10 s each"
      let failure = unusable.isEmpty ? nil : "\(unusable.count) of \(defects) failed to load"
      return [
        BenchmarkRow(
          measure: "mutation corpus: explorations that found their defect (\(what))",
          wayfinder: "\(found.count)/\(trials.count)",
          judged: String(format: "%.1f %% (all trials)", share * 100),
          goal: .budget(.atLeast, 95, " % found"), failure: failure),
        BenchmarkRow(
          measure: "mutation corpus: time to find and shrink, median / worst",
          wayfinder: String(format: "%.3f / %.3f s", median(times), worstTime),
          judged: times.isEmpty ? "-" : String(format: "%.3f s worst", worstTime),
          goal: .budget(.atMost, 10, " s (the exploration's limit)")),
        BenchmarkRow(
          measure: "mutation corpus: shrunk run, median / worst",
          wayfinder: String(
            format: "%.0f / %d commands", median(lengths.map(Double.init)), worstLength),
          judged: lengths.isEmpty ? "-" : "\(worstLength) commands worst",
          goal: .budget(.atMost, 8, " commands")),
        BenchmarkRow(
          measure: "mutation corpus: demo and shop unmutated, explored for the same 10 s each",
          wayfinder: clean ? "clean" : "a check broke",
          failure: clean ? nil : "an unmutated app broke a check"),
      ]
    }

    private static func line(_ mutant: Mutant, _ trials: [Trial]) -> String {
      let found = trials.filter(\.found)
      let worst = found.map(\.seconds).max() ?? 0
      let lengths = found.map { String($0.shrunk) }.joined(separator: " ")
      let summary = String(
        format: "%@: found %d/%d, worst %.3f s, shrunk to %@", mutant.description, found.count,
        trials.count, worst, lengths.isEmpty ? "-" : lengths)
      return summary + (found.first.map { "\n    \($0.example)" } ?? "")
    }

    private static func median(_ values: [Double]) -> Double {
      guard !values.isEmpty else { return 0 }
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
  #endif
}
