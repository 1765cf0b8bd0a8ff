import Foundation
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderProperties
import WayfinderTools

/// How well exploration finds defects: every seeded defect of the mutation corpus (engine rules
/// mutated behind the package's test-only switch, edits of the shipped flow files), explored
/// with several seeds for at most 10 s each, with what a user and the world do (the default)
/// and again with a host's commands too (`--host`), side by side. Reports the share found, the
/// runs and time to find and shrink each, and the length of the shrunk runs; the unmutated apps
/// are explored for the same time and must stay clean. `wayfinder-bench mutations` runs only these rows and lists every
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

  /// The two mixes of inputs compared: the default, and with a host's commands.
  static let mixes: [(name: String, inputs: Set<InputKind>)] = [
    ("user + world", InputKind.byDefault), ("--host", Set(InputKind.allCases)),
  ]

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
      /// The run that found it, or the runs done when it was not found.
      var runs: Int
      var seconds: Double
      var shrunk: Int
      /// What broke, and the shrunk run, for the listing.
      var example: String
    }

    /// Runs the corpus, or the defects whose description contains one of `only`.
    static func run(listing: Bool = false, only: [String] = []) -> [BenchmarkRow] {
      var trials: [[Trial]] = mixes.map { _ in [] }
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
        let mine = mixes.map { mix in
          seeds.map { trial(definition, mutant, seed: $0, inputs: mix.inputs) }
        }
        for index in mixes.indices { trials[index] += mine[index] }
        if listing { print(line(mutant, mine)) }
      }
      let apps = Set(chosen.map(\.app)).sorted()
      let clean = apps.allSatisfy { unmutatedBreak($0, inputs: InputKind.byDefault) == nil }
      // With a host's commands the unmutated apps may break too (a launch cancelled with a
      // link held): a defect "found" that way is no defect's finding.
      let hostBreaks = apps.compactMap { app in
        unmutatedBreak(app, inputs: Set(InputKind.allCases)).map { "\(app): \($0)" }
      }
      return rows(trials[0], unusable: unusable, clean: clean)
        + zip(mixes, trials).map { mix, trials in runsRow(trials, mix: mix.name) }
        + [
          BenchmarkRow(
            measure: "mutation corpus: demo and shop unmutated with --host, the same 10 s each",
            wayfinder: hostBreaks.isEmpty ? "clean" : hostBreaks.joined(separator: "; "))
        ]
    }

    private static func trial(
      _ definition: FlowDefinition, _ mutant: Mutant, seed: UInt64, inputs: Set<InputKind>
    ) -> Trial {
      let options = ExplorationOptions(
        runs: 1_000_000, length: 50, seed: seed, timeLimit: budget, inputs: inputs)
      let start = ContinuousClock.now
      let report = MutationCorpus.explore(definition, with: mutant, options)
      let seconds = seconds(ContinuousClock.now - start)
      let example = report.failure.map { failure in
        (failure.broken == "invariant" ? failure.message : failure.broken) + ": "
          + failure.shrunk.map(\.text).joined(separator: "; ")
      }
      return Trial(
        found: report.failure != nil, runs: report.failure?.run ?? report.runs, seconds: seconds,
        shrunk: report.failure?.shrunk.count ?? 0,
        example: example ?? "")
    }

    /// What `app`, unmutated, breaks when explored with `inputs` for the budget, as the
    /// property and the shrunk run; `nil` when it explores clean.
    private static func unmutatedBreak(_ app: String, inputs: Set<InputKind>) -> String? {
      guard let sources = try? MutationCorpus.sources(app: app),
        let definition = FlowLoader.load(sources: sources).definition
      else { return "did not load" }
      let options = ExplorationOptions(
        runs: 1_000_000, length: 50, seed: 1, timeLimit: budget, inputs: inputs)
      return Explorer(definition).explore(options).failure.map { failure in
        failure.broken + " (" + failure.shrunk.map(\.text).joined(separator: "; ") + ")"
      }
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

    /// How often each mix found the defects, and in how many runs.
    private static func runsRow(_ trials: [Trial], mix: String) -> BenchmarkRow {
      let found = trials.filter(\.found)
      let runs = found.map { Double($0.runs) }.sorted()
      return BenchmarkRow(
        measure: "mutation corpus, \(mix): found, runs to find median / worst",
        wayfinder: String(
          format: "%d/%d, %.0f / %.0f runs", found.count, trials.count, median(runs),
          runs.last ?? 0))
    }

    /// One line a mix for `mutant`: how many seeds found it, the runs, the time, the shrunk
    /// lengths, then the first shrunk run of each mix.
    private static func line(_ mutant: Mutant, _ trials: [[Trial]]) -> String {
      var lines = [mutant.description]
      for (mix, mine) in zip(mixes, trials) {
        let found = mine.filter(\.found)
        let worst = found.map(\.seconds).max() ?? 0
        let lengths = found.map { String($0.shrunk) }.joined(separator: " ")
        let runs = found.map { String($0.runs) }.joined(separator: " ")
        lines.append(
          String(
            format: "  %@: found %d/%d in runs %@, worst %.3f s, shrunk to %@", mix.name,
            found.count, mine.count, runs.isEmpty ? "-" : runs, worst,
            lengths.isEmpty ? "-" : lengths))
        if let example = found.first?.example { lines.append("    \(example)") }
      }
      return lines.joined(separator: "\n")
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
