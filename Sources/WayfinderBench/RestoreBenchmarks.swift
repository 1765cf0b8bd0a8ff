import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// The restore analysis (`wayfinder restores OLD NEW`) on the generated apps of 100, 1 000 and
/// 10 000 screens, the new version renaming one screen of the first tab so that the states on
/// it and above it move.
///
/// Each state is restored whole in both versions, as its state file would be, so a state costs
/// its routes: the generated apps' flows are chains, and the larger the app, the deeper the
/// stacks of its states (21 routes a state at 100 screens — the 20 tabs' roots and the path
/// above one — about 145 at 10 000). The processor time a restored route takes — the search's
/// moves, both restores, the comparison and the grouping, over the routes of every state — must
/// not grow with the app, since each version's stack rules are worked out once: judged against
/// the 100-screen app's, as the generated scenarios' commands are. Processor time, since one
/// thread works and other work on a shared machine inflates its wall time far more.
enum RestoreBenchmarks {
  static let sizes = [100, 1_000, PathBenchmarks.screens]

  /// Rounds per size: fewer for the larger apps, whose one round takes seconds.
  static func rounds(_ screens: Int) -> Int { screens <= 100 ? 21 : screens <= 1_000 ? 7 : 3 }

  struct Measured {
    var screens: Int
    /// Seconds a route, each round.
    var perRoute: Sample
    /// Seconds a run, each round.
    var runs: Sample
    var routes: Int
    var report: RestoreReport
    var peak: Int
  }

  static func run() -> [BenchmarkRow] {
    var measured: [Measured] = []
    for screens in sizes {
      let text = SyntheticApp.yaml(screens: screens)
      let renamed = text.replacingOccurrences(
        of: #"\bs0_1\b"#, with: "s0_1r", options: .regularExpression)
      let old = FlowLoader.load(sources: [FlowSource(path: "old.yaml", text: text)])
      let new = FlowLoader.load(sources: [FlowSource(path: "new.yaml", text: renamed)])
      guard let old = old.definition, let new = new.definition else {
        return [
          BenchmarkRow(
            measure: "restore analysis (\(screens.formatted()) screens)", wayfinder: "-",
            failure: "the app did not load")
        ]
      }
      // The routes restored, counted once outside the timed rounds.
      var routes = 0
      _ = RestoreAnalysis(old: old, new: new).analyze { found in
        guard let state = found.before else { return }
        routes += state.home.tabs.reduce(0) { $0 + $1.stack.count }
        routes += state.modals.reduce(0) { $0 + $1.stack.count }
      }
      ScalingBenchmarks.resetPeakMemory()
      var report: RestoreReport?
      var runs: [Double] = []
      for _ in 0..<rounds(screens) {
        let start = ScalingBenchmarks.cpuSeconds()
        let analyzed = RestoreAnalysis(old: old, new: new).analyze()
        runs.append(ScalingBenchmarks.cpuSeconds() - start)
        report = analyzed
      }
      guard let report else { continue }
      measured.append(
        Measured(
          screens: screens, perRoute: Sample(runs.map { $0 / Double(max(1, routes)) }),
          runs: Sample(runs), routes: routes, report: report,
          peak: ScalingBenchmarks.peakMemory()))
    }
    guard let smallest = measured.first?.perRoute else { return [] }
    return measured.map { run in
      let report = run.report
      let failure: String? =
        !report.isComplete
        ? "the search was cut short" : report.moved == 0 ? "no state moved" : nil
      let first = run.screens == sizes[0]
      return BenchmarkRow(
        measure:
          "restore analysis, \(run.screens.formatted())-screen app, one screen renamed "
          + "(\(report.states) states, \(run.routes) routes, \(report.moved) moved, "
          + "\(report.groups.count) groups; \(rounds(run.screens)) rounds; processor time) / "
          + "the 100-screen app's route",
        wayfinder: String(
          format: "%@ a route, %@ a state (%@ a run, peak %@)",
          Figure.microseconds(run.perRoute.median),
          Figure.microseconds(run.runs.median / Double(max(1, report.states))),
          Figure.milliseconds(run.runs.median), ScalingBenchmarks.mebibytes(run.peak)),
        baseline: "100 screens: \(Figure.microseconds(smallest.median)) a route",
        sample: first ? Sample([]) : run.perRoute.overMedian(of: smallest),
        format: Figure.times, goal: first ? nil : .scaling(1.5, "× 100 screens'"),
        failure: failure)
    }
  }
}
