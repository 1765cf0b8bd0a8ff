import Foundation
import Wayfinder
import WayfinderTools
import WayfinderFixtures

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
///
/// Peak memory is the process's resident high-water mark, reset before each measure.
enum ScalingBenchmarks {
  /// Runs the measures named in `only` (`depth`, `paths`, `scenarios`), or all of them.
  static func run(only: Set<String> = []) -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    if only.isEmpty || only.contains("depth") { rows += depthRows() }
    if only.isEmpty || only.contains("paths") { rows += pathRows() }
    if only.isEmpty || only.contains("scenarios") { rows += scenarioRows() }
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
    var renders: [(Int, Double, Int)] = []
    var commands: [(Int, Double, Int)] = []
    for depth in [10, 1_000, 100_000] {
      guard var session = deepSession(definition, depth: depth) else { continue }
      resetPeakMemory()
      let render = median(rounds: depth >= 100_000 ? 21 : 101) {
        _ = renderer.render(session.state)
      }
      renders.append((depth, render, peakMemory()))
      resetPeakMemory()
      let command = median(rounds: depth >= 100_000 ? 21 : 101) {
        _ = try? session.perform(.tap(.label("Next")), settling: false)
        _ = try? session.perform(.back, settling: false)
      }
      commands.append((depth, command / 2, peakMemory()))
    }
    /// The cost must not grow with depth: at most `flat` times depth 10's.
    func rows(_ name: String, _ figures: [(Int, Double, Int)], flat: Double) -> [BenchmarkRow] {
      let base = figures.first?.1 ?? 1
      return figures.map { depth, time, peak in
        let ratio = time / base
        let bound = flat
        return BenchmarkRow(
          measure: "\(name) at depth \(depth) (peak \(mebibytes(peak)))",
          wayfinder: String(format: "%.1f µs", time * 1e6), baseline: "depth 10",
          ratio: String(format: "%.1f×", ratio),
          goal: depth == 10 ? "-" : String(format: "≤ %.1f× (flat)", bound),
          passed: ratio <= bound)
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

  static func pathRows() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    let modals = FlowLoader.load(
      sources: [FlowSource(path: "app.yaml", text: SyntheticApp.independentModals(16))])
    if let definition = modals.definition {
      let (time, peak, paths, bytes) = generate(definition, options: .init())
      rows.append(
        BenchmarkRow(
          measure:
            "paths, 16 independent launch modals: \(paths.exploredStates) states, "
            + "\(paths.totalLength) commands, \(bytes) bytes written",
          wayfinder: String(format: "%.1f ms, peak %@", time * 1000, mebibytes(peak)),
          baseline: "-", ratio: "-", goal: "≤ 100 ms", passed: time <= 0.1))
    }
    // Covering a popTo chain takes n²/2 commands; under a fixed command budget the cost must
    // grow linearly with n.
    var first: Double?
    for screens in [2_500, 5_000, 10_000] {
      let loaded = FlowLoader.load(
        sources: [FlowSource(path: "app.yaml", text: SyntheticApp.popToChain(screens: screens))])
      guard let definition = loaded.definition else { continue }
      let (time, peak, paths, bytes) = generate(
        definition, options: .init(maximumCommands: 1_000_000))
      let base = first ?? time
      first = base
      let limits = paths.limitsReached.sorted().map(\.rawValue).joined(separator: ", ")
      let ratio = time / base
      let expected = Double(screens) / 2_500
      rows.append(
        BenchmarkRow(
          measure:
            "paths, a \(screens)-screen popTo chain, --max-commands 1000000: "
            + "\(paths.exploredStates) states, \(paths.totalLength) commands, \(bytes / 1_024) KiB"
            + (limits.isEmpty ? "" : "; cut by \(limits)"),
          wayfinder: String(format: "%.0f ms, peak %@", time * 1000, mebibytes(peak)),
          baseline: "2 500 screens", ratio: String(format: "%.1f× (n: %.0f×)", ratio, expected),
          goal: "≤ 1.5 × linear", passed: ratio <= 1.5 * expected))
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
    let within = peak <= (limit << 10) + (limit << 10) / 50
    return [
      BenchmarkRow(
        measure:
          "paths, a 160-step gated launch DAG, --max-memory \(limit) (100 MiB above what the "
          + "process held): \(paths.exploredStates) states, every state within "
          + "\(stop?.completeDepth ?? -1) steps, \(stop?.readings ?? 0) memory readings",
        wayfinder: String(format: "%.0f ms, peak %@", time * 1000, mebibytes(peak)),
        baseline: "limit \(limit) MiB",
        ratio: String(format: "%.3f×", Double(peak >> 10) / Double(limit)),
        goal: "peak ≤ limit + 2%", passed: stop != nil && within)
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
  static let scenarioBaseline = "3 738 /s (before)"

  /// Every generated path of the apps of 100, 1 000 and 10 000 screens (100× apart) run as
  /// scenarios: the rate must not fall with the app's size, since a scenario's cost is its own
  /// commands (the app's program is built once per app, not once per scenario). The 10 000-screen
  /// figure is held to the goal.
  static func scenarioRows() -> [BenchmarkRow] {
    var runs: [(screens: Int, run: ScenarioRun)] = []
    for screens in [100, 1_000, PathBenchmarks.screens] {
      guard let run = runScenarios(screens: screens) else {
        return [
          BenchmarkRow(
            measure: "generated scenarios", wayfinder: "app did not load", baseline: "-",
            ratio: "-", goal: "-", passed: false)
        ]
      }
      runs.append((screens, run))
    }
    let smallest = runs[0].run.rate
    let scaling = BenchmarkRow(
      measure:
        "generated scenarios, apps of "
        + runs.map { "\($0.screens)" }.joined(separator: " / ")
        + " screens (" + runs.map { "\($0.run.scenarios)" }.joined(separator: " / ")
        + " scenarios; parsed and played, no rendering)",
      wayfinder: runs.map { String(format: "%.0f", $0.run.rate) }.joined(separator: " / ")
        + " commands/s",
      baseline: "-",
      ratio: runs.map { String(format: "%.2f×", smallest / $0.run.rate) }.joined(separator: " / ")
        + " the time a command",
      goal: "flat (≤ 1.5×)",
      passed: runs.allSatisfy { smallest / $0.run.rate <= 1.5 && $0.run.failed == 0 })
    let large = runs[runs.count - 1].run
    let goal = BenchmarkRow(
      measure:
        "generated scenarios run as 'wayfinder test' does (10k-screen app: \(large.scenarios) "
        + "scenarios, \(large.commands) commands, \(large.failed) failed; no rendering)",
      wayfinder: String(
        format: "%.0f commands/s (%.2f µs each; %.1f s, peak %@; %.0f /s of CPU)", large.rate,
        large.elapsed / Double(max(1, large.commands)) * 1e6, large.elapsed,
        mebibytes(large.peak), Double(large.commands) / max(large.cpu, 1e-9)),

      baseline: scenarioBaseline,
      ratio: "-",
      goal: "≥ 150 000 /s", passed: large.rate >= 150_000 && large.failed == 0)
    return [scaling, goal]
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
    var rate: Double { Double(commands) / max(elapsed, 1e-9) }
  }

  /// Generates the paths of the synthetic app of `screens` screens, then writes them as scenario
  /// text, parses it and runs every scenario, timing the writing, parsing and running.
  static func runScenarios(screens: Int) -> ScenarioRun? {
    let text = SyntheticApp.yaml(screens: screens)
    let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
    guard let definition = loaded.definition else { return nil }
    let paths = PathGenerator(definition: definition).generate()
    let runner = ScenarioRunner(definition: definition)
    resetPeakMemory()
    var run = ScenarioRun()
    let cpuStart = cpuSeconds()
    let start = ContinuousClock.now
    paths.writeScenarioText { piece in
      let file = ScenarioFile.parse(path: "generated.scenario", text: piece, for: definition)
      for scenario in file.scenarios {
        run.scenarios += 1
        run.commands += scenario.steps.count { if case .command = $0.kind { true } else { false } }
        if !runner.run(scenario).passed { run.failed += 1 }
      }
    }
    run.elapsed = seconds(ContinuousClock.now - start)
    run.cpu = cpuSeconds() - cpuStart
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
