import Foundation
import Wayfinder
import WayfinderTools
import WayfinderFixtures
import WayfinderFlowFiles

/// How cost grows with the work, on inputs chosen to expose super-linear growth:
///
/// 1. Rendering and one command (`tap` a push, then `back`) on a stack 10, 1 000 and 100 000
///    screens deep, with the ratio to depth 10: neither may grow with the depth.
/// 2. `paths` on 16 independent launch modals (2^16 ways their outcomes combine), and on chains
///    of 2 500 to 10 000 screens each with `popTo` its first (n²/2 commands to cover it all)
///    under a fixed command budget, where cost must grow linearly with n; and on a launch of 160
///    gated modal steps, whose states never stop multiplying, under a memory limit the process's
///    peak must keep to.
/// 3. Every generated path of the apps of 100, 1 000 and 10 000 screens run as `wayfinder test`
///    runs scenarios (written, parsed, played, expectations checked; nothing rendered), in
///    commands per second, which must not fall as the app grows.
/// 4. The restore analysis of the same apps (`RestoreBenchmarks`): the time a state takes must
///    not grow with the app.
///
/// Peak memory is the process's resident high-water mark, reset before each measure.
enum ScalingBenchmarks {
  /// Runs the measures named in `only` (`depth`, `paths`, `scenarios`, `restores`), or all of
  /// them.
  static func run(only: Set<String> = []) -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    if only.isEmpty || only.contains("depth") { rows += depthRows() }
    if only.isEmpty || only.contains("paths") { rows += pathRows() }
    if only.isEmpty || only.contains("scenarios") { rows += scenarioRows() }
    if only.isEmpty || only.contains("restores") { rows += RestoreBenchmarks.run() }
    return rows
  }

  // MARK: 1. Render and command cost against depth

  /// A push cycle `a → b → a → …`: any depth is a valid stack.
  static let cycle = """
    app: Deep
    version: "1.0"
    home: { tabs: [main, other] }
    flows:
      main:
        title: Main
        root: a
        screens:
          a: { title: Screen A, actions: [ { label: Next, push: b } ] }
          b: { title: Screen B, actions: [ { label: Next, push: a }, { label: Back, pop: true } ] }
      other:
        title: Other
        root: o
        screens:
          o: { title: Other, actions: [ { label: Main, switchTab: main } ] }
    """

  static func depthRows() -> [BenchmarkRow] {
    let loaded = FlowLoader.load(sources: [FlowSource(path: "deep.yaml", text: cycle)])
    guard let definition = loaded.definition else { return [] }
    let renderer = TextRenderer<ScreenRoute>(
      appName: definition.app, options: RenderOptions(width: 64)
    ) { route in
      guard let screen = definition.screen(for: route) else {
        return ScreenContent(title: route.description)
      }
      return ScreenContent(
        title: screen.title(for: route), body: screen.body(for: route),
        actions: screen.actions.map(\.label))
    }
    var renders: [(Int, Sample, Int)] = []
    var commands: [(Int, Sample, Int)] = []
    for depth in [10, 1_000, 100_000] {
      guard var session = deepSession(definition, depth: depth) else { continue }
      resetPeakMemory()
      let render = Sample.timing(rounds: depth >= 100_000 ? 21 : 101) {
        _ = renderer.render(session.state)
      }
      renders.append((depth, render, peakMemory()))
      resetPeakMemory()
      let command = Sample.timing(rounds: depth >= 100_000 ? 21 : 101) {
        _ = try? session.perform(.tap(.label("Next")), settling: false)
        _ = try? session.perform(.back, settling: false)
      }
      commands.append((depth, command.scaled(by: 0.5), peakMemory()))
    }
    /// The cost must not grow with depth: at most `flat` times depth 10's.
    func rows(_ name: String, _ figures: [(Int, Sample, Int)], flat: Double) -> [BenchmarkRow] {
      guard let base = figures.first?.1 else { return [] }
      return figures.map { depth, time, peak in
        BenchmarkRow(
          measure: "\(name) at depth \(depth) (peak \(mebibytes(peak)))",
          wayfinder: time.described { String(format: "%.1f µs", $0 * 1e6) },
          baseline: depth == 10 ? "-" : String(format: "depth 10: %.1f µs", base.median * 1e6),
          sample: depth == 10 ? Sample([]) : time.overMedian(of: base),
          format: { String(format: "%.2f×", $0) },
          goal: depth == 10 ? nil : .scaling(flat, "× depth 10"))
      }
    }
    return rows("render", renders, flat: 1.5)
      + rows("command (tap push or back, state copied, no render)", commands, flat: 2)
  }

  /// The cycle app at home with a stack `depth` screens deep.
  static func deepSession(_ definition: FlowDefinition, depth: Int) -> AppSession? {
    guard var state = try? definition.initialState(launching: false) else { return nil }
    state[tab: "main"]?.path = (1..<depth).map { ScreenRoute($0 % 2 == 1 ? "b" : "a") }
    return try? AppSession.resume(definition, state: state, facts: definition.initialFacts).0
  }

  // MARK: 2. Path generation on adversarial apps

  static let pathRounds = 3

  static func pathRows() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    let modals = FlowLoader.load(
      sources: [FlowSource(path: "app.yaml", text: SyntheticApp.independentModals(16))])
    if let definition = modals.definition {
      var times: [Double] = []
      var last: (Double, Int, GeneratedPaths, Int)?
      for _ in 0..<5 {
        let run = generate(definition, options: .init())
        times.append(run.0)
        last = run
      }
      if let (_, peak, paths, bytes) = last {
        let time = Sample(times)
        // 2¹⁶ states took 6 s before; an answer a person waits for takes well under 100 ms.
        rows.append(
          BenchmarkRow(
            measure:
              "paths, 16 independent launch modals: \(paths.exploredStates) states, "
              + "\(paths.totalLength) commands, \(bytes) bytes written (5 rounds)",
            wayfinder: String(
              format: "%.1f ms, peak %@", time.median * 1000, mebibytes(peak)),
            sample: time.scaled(by: 1e3), format: { String(format: "%.1f ms", $0) },
            goal: .budget(.atMost, 100, " ms")))
      }
    }
    // Covering a popTo chain takes n²/2 commands; under a fixed command budget the cost must
    // grow linearly with n: the time over 2 500 screens', over n's growth, at most 1.5.
    var first: Sample?
    for screens in [2_500, 5_000, 10_000] {
      let loaded = FlowLoader.load(
        sources: [FlowSource(path: "app.yaml", text: SyntheticApp.popToChain(screens: screens))])
      guard let definition = loaded.definition else { continue }
      var times: [Double] = []
      var last: (Double, Int, GeneratedPaths, Int)?
      for _ in 0..<pathRounds {
        let run = generate(definition, options: .init(maximumCommands: 1_000_000))
        times.append(run.0)
        last = run
      }
      guard let (_, peak, paths, bytes) = last else { continue }
      let time = Sample(times)
      let base = first ?? time
      first = base
      let limits = paths.limitsReached.sorted().map(\.rawValue).joined(separator: ", ")
      let growth = Double(screens) / 2_500
      rows.append(
        BenchmarkRow(
          measure:
            "paths, a \(screens)-screen popTo chain, --max-commands 1000000: "
            + "\(paths.exploredStates) states, \(paths.totalLength) commands, \(bytes / 1_024) KiB"
            + (limits.isEmpty ? "" : "; cut by \(limits)") + " (\(pathRounds) rounds)",
          wayfinder: String(format: "%.0f ms, peak %@", time.median * 1000, mebibytes(peak)),
          baseline: String(format: "2 500 screens: %.0f ms (n %.0f×)", base.median * 1000, growth),
          sample: screens == 2_500 ? Sample([]) : time.overMedian(of: base).scaled(by: 1 / growth),
          format: Figure.times, goal: screens == 2_500 ? nil : .scaling(1.5, "× linear")))
    }
    rows += gatedLaunchRows()
    return rows
  }

  /// A launch of 160 gated modal steps: its states never stop multiplying and each session
  /// holds the whole launch, so the search must stop at its memory limit, read from the
  /// process. The limit is set 100 MiB above what the process already holds.
  static func gatedLaunchRows() -> [BenchmarkRow] {
    let loaded = FlowLoader.load(
      sources: [FlowSource(path: "app.yaml", text: GatedLaunchApp.yaml(steps: 160))])
    guard let definition = loaded.definition else { return [] }
    let held = memoryField("VmRSS:")
    guard held > 0 else { return [] }
    let limit = (held >> 10) + 100
    let (time, peak, paths, _) = generate(definition, options: .init(maximumMemory: limit << 20))
    let stop = paths.memoryStop
    return [
      BenchmarkRow(
        measure:
          "paths, a 160-step gated launch DAG, --max-memory \(limit) (100 MiB above what the "
          + "process held): \(paths.exploredStates) states, every state within "
          + "\(stop?.completeDepth ?? -1) steps, \(stop?.readings ?? 0) memory readings",
        wayfinder: String(format: "%.0f ms, peak %@", time * 1000, mebibytes(peak)),
        baseline: "limit \(limit) MiB",
        sample: Sample([Double(peak >> 10) / Double(limit)]),
        format: { String(format: "%.3f×", $0) }, goal: .ratio(.atMost, 1.02, "× the limit"),
        failure: stop == nil ? "the search did not stop at its limit" : nil)
    ]
  }

  /// Generates and writes out (counting bytes) the paths of `definition`: seconds, peak KiB.
  static func generate(
    _ definition: FlowDefinition, options: PathGenerator.Options
  ) -> (Double, Int, GeneratedPaths, Int) {
    resetPeakMemory()
    let start = ContinuousClock.now
    let paths = PathGenerator(definition: definition, options: options).generate()
    var bytes = 0
    paths.writeScenarioText { bytes += $0.utf8.count }
    return (seconds(ContinuousClock.now - start), peakMemory(), paths, bytes)
  }

  // MARK: 3. Generated scenarios run as `wayfinder test` runs them

  /// Commands per second before the program was built once per app, when every session built
  /// it again (one run on this machine, 23 minutes, other builds running); the apps of 100 and
  /// 1 000 screens ran 12 037 and 6 512 /s.
  static let scenarioBaseline = Recorded(figure: "before: 3 738 /s", commit: "706aa67")

  /// A command of a scenario, parsing and checking included, against one core transition:
  /// 32× (6.4 µs against 200 ns) when the goal was set.
  static let scenarioGoal = Goal.ratio(.atMost, 48, "× one transition")

  /// Every generated path of the apps of 100, 1 000 and 10 000 screens (100× apart) run as
  /// scenarios: the time a command must not grow with the app's size, since a scenario's cost
  /// is its own commands (the app's program is built once per app, not once per scenario). The
  /// 10 000-screen app's command is judged against one core transition. Each app's run is cut
  /// into ``ScenarioRun/rounds`` consecutive parts of about as many commands: the rounds.
  static func scenarioRows() -> [BenchmarkRow] {
    var runs: [(screens: Int, run: ScenarioRun)] = []
    let transition = NavigationBenchmarks.transitionRound()
    for screens in [100, 1_000, PathBenchmarks.screens] {
      let beside = screens == PathBenchmarks.screens ? transition : nil
      guard let run = runScenarios(screens: screens, beside: beside) else {
        return [
          BenchmarkRow(
            measure: "generated scenarios", wayfinder: "-", goal: scenarioGoal,
            failure: "the app did not load")
        ]
      }
      runs.append((screens, run))
    }
    let smallest = runs[0].run.perCommand
    var rows: [BenchmarkRow] = []
    for (screens, run) in runs {
      let failure = run.failed == 0 ? nil : "\(run.failed) scenarios failed"
      let what =
        "generated scenarios run as 'wayfinder test' does, \(screens.formatted())-screen app "
        + "(\(run.scenarios) scenarios, \(run.commands) commands; parsed and played, no "
        + "rendering; \(ScenarioRun.rounds) parts)"
      let wayfinder = String(
        format: "%.0f commands/s (%.2f µs each; %.1f s, peak %@; %.0f /s of CPU)",
        1 / run.perCommand.median, run.perCommand.median * 1e6, run.elapsed,
        mebibytes(run.peak), Double(run.commands) / max(run.cpu, 1e-9))
      if screens == PathBenchmarks.screens {
        rows.append(
          BenchmarkRow(
            measure: what + " / one transition", wayfinder: wayfinder,
            baseline: String(format: "one transition %.0f ns; ", run.transitions.median * 1e9)
              + scenarioBaseline.description,
            sample: run.perCommand.over(run.transitions),
            format: { String(format: "%.1f×", $0) }, goal: scenarioGoal, failure: failure))
      }
      rows.append(
        BenchmarkRow(
          measure: what + " / the 100-screen app's command", wayfinder: wayfinder,
          baseline: "100 screens: \(Figure.microseconds(smallest.median))",
          sample: screens == 100 ? Sample([]) : run.perCommand.overMedian(of: smallest),
          format: Figure.times, goal: screens == 100 ? nil : .scaling(1.5, "× 100 screens'"),
          failure: failure))
    }
    return rows
  }

  /// What running every generated path of one app as scenarios took.
  struct ScenarioRun {
    var scenarios = 0
    var commands = 0
    var failed = 0
    var elapsed = 0.0
    /// The CPU seconds the process used meanwhile (user and system): the figure other work
    /// on the machine disturbs least.
    var cpu = 0.0
    var peak = 0
    /// Seconds a command in each part of the run.
    var perCommand = Sample([])
    /// Seconds a core transition, a round after each part, when asked for.
    var transitions = Sample([])
    static let rounds = 5
  }

  /// Generates the paths of the synthetic app of `screens` screens, then writes them as scenario
  /// text, parses it and runs every scenario, timing the writing, parsing and running.
  /// With `transition`, a round of it runs after each part, outside the part's time: the
  /// baseline taken in turn with the parts.
  static func runScenarios(screens: Int, beside transition: (() -> Double)? = nil) -> ScenarioRun? {
    let text = SyntheticApp.yaml(screens: screens)
    let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
    guard let definition = loaded.definition else { return nil }
    let paths = PathGenerator(definition: definition).generate()
    let runner = ScenarioRunner(definition: definition)
    resetPeakMemory()
    var run = ScenarioRun()
    let cpuStart = cpuSeconds()
    let start = ContinuousClock.now
    // Consecutive parts of about a fifth of the scenarios each, timed apart; a round of
    // `transition` after each, outside the parts' time.
    let scenarios = max(1, paths.kept.count)
    var parts: [Double] = []
    var transitions: [Double] = []
    var partStart = start
    var partCommands = 0
    var paused = Duration.zero
    var cpuPaused = 0.0
    paths.writeScenarioText { piece in
      let file = ScenarioFile.parse(path: "generated.scenario", text: piece, for: definition)
      for scenario in file.scenarios {
        run.scenarios += 1
        partCommands += scenario.steps.count {
          if case .command = $0.kind { true } else { false }
        }
        if !runner.run(scenario).passed { run.failed += 1 }
      }
      guard partCommands > 0,
        run.scenarios * ScenarioRun.rounds >= (parts.count + 1) * scenarios
          || run.scenarios == scenarios
      else { return }
      let now = ContinuousClock.now
      parts.append(seconds(now - partStart) / Double(partCommands))
      run.commands += partCommands
      partCommands = 0
      if let transition {
        let cpu = cpuSeconds()
        transitions.append(transition())
        paused += ContinuousClock.now - now
        cpuPaused += cpuSeconds() - cpu
      }
      partStart = ContinuousClock.now
    }
    run.commands += partCommands
    run.elapsed = seconds(ContinuousClock.now - start - paused)
    run.transitions = Sample(transitions)
    run.perCommand = Sample(parts)
    run.cpu = cpuSeconds() - cpuStart - cpuPaused
    run.peak = peakMemory()
    return run
  }

  // MARK: Measuring

  /// The median seconds `body` takes over `rounds` runs.
  static func median(rounds: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    times.reserveCapacity(rounds)
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      body()
      times.append(seconds(ContinuousClock.now - start))
    }
    return times.sorted()[times.count / 2]
  }

  /// The CPU seconds (user and system) this process has used.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Resets the process's peak resident set size (Linux: `5` to `/proc/self/clear_refs`).
  static func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// The peak resident set size since the last reset, in KiB, or -1 when unknown.
  static func peakMemory() -> Int { memoryField("VmHWM:") }

  /// A memory figure of `/proc/self/status` in KiB (`VmHWM:` the peak resident set size,
  /// `VmRSS:` the current one), or -1 when unknown.
  static func memoryField(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return -1
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
  }

  static func mebibytes(_ kibibytes: Int) -> String {
    kibibytes < 0 ? "-" : String(format: "%.0f MiB", Double(kibibytes) / 1_024)
  }
}
