import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

/// `wayfinder test [PATH]`: runs the scenario files of every app under `PATH`.
///
/// Each failure prints `file:line:column: error: scenario 'name': message` and a −/+ diff; the
/// last line is `N passed, N failed`. With `--coverage`, each app's coverage is reported under
/// every named criterion, and the run fails when one is under its `--min`.
struct TestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the scenario files of the apps in PATH.",
    discussion: """
      Scenario files (*.scenario) live in the subfolders of an app's folder, such as \
      Flows/demo/scenarios/. Each scenario launches the app afresh, runs REPL commands on the \
      virtual clock and checks 'expect' lines between them. PATH may also name one scenario file.
      """
  )

  @Argument(help: "A folder of apps, an app's folder, or a scenario file.")
  var path: String = "Flows"

  @Option(help: "Only this app: its name under PATH (folder or app: name), or its folder.")
  var app: String?

  @Flag(
    help: """
      Report what the scenarios exercise under each criterion: screens, edges (actions, tabs, \
      deep links), when-outcomes, link-phases, step-pairs and transition-pairs.
      """)
  var coverage = false

  @Option(
    help: ArgumentHelp(
      """
      With --coverage, fail when a criterion is under a percentage: P for screens and edges \
      (100 unless given), NAME=P for one criterion, all=P for every one; repeatable.
      """, valueName: "P|NAME=P"))
  var min: [String] = []

  @Flag(
    help:
      "Write the screens as drawn into the 'expect render' blocks that differ, instead of failing.")
  var record = false

  @Flag(
    help: """
      Explore each app at random instead of running its scenarios: what a user can do and what \
      the app's environment: does, from a fresh launch, the engine's invariants and the app's \
      properties checked after each; the first break is shrunk and written as a scenario file.
      """)
  var explore = false

  @Flag(
    help: """
      With --explore, also play what only a host can do: run and cancel steps, cancel every \
      step, set any fact to any value.
      """)
  var host = false

  @Option(help: "With --explore, how many runs, each from a fresh launch.")
  var runs: Int = 100

  @Option(help: "With --explore, how many commands each run applies.")
  var length: Int = 50

  @Option(help: "With --explore, the seed that fixes every run (random when absent; printed).")
  var seed: UInt64?

  @Option(help: "With --explore, stop starting runs after this long, e.g. 30s or 2m.")
  var time: String?

  @Option(
    help:
      "With --explore, where to write the shrunk scenario of a break (default: APP/scenarios/explore-SEED.scenario); with --from-trace, the scenario of the trace (default: APP/scenarios/TRACE.scenario)."
  )
  var output: String?

  @Option(
    name: .customLong("from-trace"),
    help: """
      Write a scenario file that replays this session trace (written by --trace or a \
      recorder) with expectations at the end, instead of running scenarios.
      """)
  var fromTrace: String?

  @Option(
    help: ArgumentHelp(
      """
      Restore every state reachable in this previous version of the app (its folder) into the \
      current one and check the app's properties in each, instead of running scenarios.
      """, valueName: "old"))
  var previous: String?

  @Option(
    help: ArgumentHelp(
      """
      As --previous, with the previous version read from this git revision of the app's files \
      (HEAD, main, v2.3.0) rather than from a folder.
      """, valueName: "rev"))
  var previousRevision: String?

  func validate() throws {
    try AppArgument.requireFlows(path, app: app)
    _ = try minimums()
    try validateExploration()
    try validatePrevious()
  }

  func run() async throws {
    let suites: [(app: FlowCatalog.App, files: [String])]
    if (path as NSString).pathExtension == ScenarioCatalog.fileExtension {
      guard let owner = ScenarioCatalog.app(containing: path) else {
        throw ValidationError("No app folder holds the scenario file '\(path)'.")
      }
      suites = [(owner, [path])]
    } else if let app {
      let chosen = try AppArgument.app(app, in: path)
      suites = [(chosen, ScenarioCatalog.files(of: chosen))]
    } else {
      switch FlowCatalog.apps(at: path) {
      case .failure(let diagnostic):
        throw ValidationError(
          diagnostic.message.prefix(1).uppercased() + diagnostic.message.dropFirst() + ".")
      case .success(let apps):
        suites = apps.map { ($0, ScenarioCatalog.files(of: $0)) }
      }
    }
    if previous != nil || previousRevision != nil {
      try checkRestores(apps: suites.map(\.app))
      return
    }
    if explore {
      try exploreApps(suites.map(\.app))
      return
    }
    if let fromTrace {
      try writeScenario(fromTrace: fromTrace, apps: suites.map(\.app))
      return
    }
    var report = TestReport()
    let gates = CoverageMinimum.gates(try minimums())
    for suite in suites {
      report.run(suite.app, files: suite.files, coverage: coverage ? gates : nil, recording: record)
    }
    // Names and labels from flow and scenario files, shown with control characters escaped.
    Console.writeLine(report.text + report.summary)
    if report.scenarios == 0 {
      Console.writeLine("No scenario files found under '\(path)'.", to: .error)
    }
    if !report.succeeded { throw ExitCode(1) }
  }

  /// The `--min` values, read.
  private func minimums() throws -> [CoverageMinimum] {
    do throws(CoverageMinimum.ParseError) {
      return try min.map { text throws(CoverageMinimum.ParseError) in
        try CoverageMinimum(parsing: text)
      }
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// What `wayfinder test` prints, built while the scenarios run.
struct TestReport {
  private(set) var text = ""
  private(set) var passed = 0
  private(set) var failed = 0
  private(set) var coverageFailed = false

  var scenarios: Int { passed + failed }
  var succeeded: Bool { failed == 0 && !coverageFailed && scenarios > 0 }

  /// Runs `files` of `app`; with `coverage` (each criterion's minimum), reports what they
  /// covered.
  mutating func run(
    _ app: FlowCatalog.App, files: [String], coverage gates: [CoverageCriterion: Double]?,
    recording: Bool = false
  ) {
    let loaded = FlowLoader.load(app)
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      text +=
        "\(app.name): the app does not load; its \(files.count) scenario file(s) did not run\n"
      failed += max(1, files.count)
      return
    }
    var runner = ScenarioRunner(definition: definition)
    runner.recordsRenders = recording
    var exercised = Coverage(definition)
    for file in files {
      let parsed = ScenarioFile.load(path: file, for: definition)
      guard !parsed.hasErrors else {
        text += parsed.rendered()
        failed += 1
        continue
      }
      var recorded: [RecordedRender] = []
      defer { if !recorded.isEmpty { write(recorded, into: file) } }
      for scenario in parsed.scenarios {
        let result = runner.run(scenario)
        recorded += result.recordedRenders
        exercised.formUnion(result.covered)
        if let failure = result.failure {
          text += failure.description
          failed += 1
        } else {
          passed += 1
        }
      }
    }
    guard let gates else { return }
    if !exercised.shortfalls(gates).isEmpty { coverageFailed = true }
    let lines = ["\(app.name): \(exercised.summary)"] + exercised.report(gates: gates)
    text += lines.joined(separator: "\n") + "\n"
  }

  /// Rewrites the `expect render` blocks of scenario file `path` with what was drawn.
  ///
  /// The file is replaced atomically, as a state file is: through a symbolic link (the link
  /// stays a link) and keeping its permissions.
  private mutating func write(_ renders: [RecordedRender], into path: String) {
    let count = renders.count == 1 ? "1 render" : "\(renders.count) renders"
    let original: String
    do {
      original = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      text += "\(path): could not record \(count): \(error.localizedDescription)\n"
      failed += 1
      return
    }
    do throws(StateFileError) {
      try StateFile(path: path).write(Array(RecordedRender.applying(renders, to: original).utf8))
      text += "\(path): recorded \(count)\n"
    } catch {
      text += "\(path): could not record \(count): \(error.reason)\n"
      failed += 1
    }
  }

  /// The last line.
  var summary: String { "\(passed) passed, \(failed) failed" }
}
