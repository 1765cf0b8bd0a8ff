internal import Wayfinder
public import WayfinderProperties
public import WayfinderFlowFiles

/// Explores an app at random: runs of random commands from a fresh launch, weighted toward
/// what has not been covered yet, with the engine's invariants and the app's properties checked
/// after every command. The first break is shrunk to a short run that breaks the same way.
///
/// ```swift
/// let report = Explorer(definition).explore(ExplorationOptions(runs: 200, length: 60, seed: 7))
/// if let failure = report.failure { print(failure.scenarioText(app: definition.app)) }
/// ```
///
/// A seed fixes everything: the same seed explores the same runs and finds the same failure.
/// O(runs × length) commands, each costing what the session's command costs plus the checks;
/// memory stays flat (one session, the coverage sets).
public struct Explorer: Sendable {
  /// The app.
  public let definition: FlowDefinition

  /// An explorer of `definition`.
  public init(_ definition: FlowDefinition) { self.definition = definition }

  /// Explores with `options`, calling `progress` after each run.
  public func explore(
    _ options: ExplorationOptions, progress: (ExplorationProgress) -> Void = { _ in }
  ) -> ExplorationReport {
    let check = ExplorationCheck(definition: definition)
    var generator = ExplorationGenerator(definition, seed: options.seed, kinds: options.inputs)
    var coverage = Coverage(definition)
    var recorder = CoverageRecorder(definition)
    var report = ExplorationReport(seed: options.seed)
    report.environment = definition.environment.map(\.name)
    let clock = ContinuousClock()
    let started = clock.now
    for run in 1...max(1, options.runs) {
      if let limit = options.timeLimit, clock.now - started >= limit { break }
      generator.reseed(Self.seed(of: run, from: options.seed))
      guard let played = Self.play(length: options.length, check, &generator, &recorder) else {
        break
      }
      report.runs = run
      report.commands += played.steps.count
      report.refused += played.refused
      for step in played.steps { report.commandsByKind[step.command.inputKind, default: 0] += 1 }
      report.fired.formUnion(played.steps.compactMap(\.eventName))
      coverage.formUnion(recorder.takeFresh())
      if let broke = played.broke {
        report.failure = Self.failure(
          broke, steps: played.steps, run: run, seed: options.seed, check, &generator)
        progress(
          ExplorationProgress(run: run, of: options.runs, report: report, coverage: coverage))
        break
      }
      report.inconclusive.formUnion(played.inconclusive)
      progress(ExplorationProgress(run: run, of: options.runs, report: report, coverage: coverage))
    }
    report.coverage = coverage
    return report
  }

  /// What one run did: its commands up to the first break, the break, the commands the app
  /// refused, and the `eventually` properties it ended waiting for.
  struct PlayedRun {
    var steps: [ExplorationStep] = []
    var broke: ExplorationCheck.Break?
    var refused = 0
    var inconclusive: [String] = []
  }

  /// Plays one run of at most `length` commands from a fresh launch, checking after each, and
  /// records its coverage in `recorder`; `nil` when the app does not start. O(length) commands.
  static func play(
    length: Int, _ check: ExplorationCheck, _ generator: inout ExplorationGenerator,
    _ recorder: inout CoverageRecorder
  ) -> PlayedRun? {
    guard var session = check.start() else { return nil }
    recorder.started(session, outputs: check.launchOutputs)
    var monitor = PropertyMonitor(check.definition.properties, version: check.definition.version)
    var run = PlayedRun()
    run.broke = check.check(session, monitor: &monitor, index: -1, before: nil)
    var attempts = 0
    // Refused commands change nothing; a bound on tries keeps a stuck app from looping.
    while run.broke == nil, run.steps.count < length, attempts < length * 20 {
      attempts += 1
      let step = generator.next(for: session)
      let before = session
      let command = check.commandText(of: step, on: before)
      // A refused command puts `session` back to `before`: no second copy to keep it whole.
      guard let output = try? session.performLeavingPartOnFailure(step.command, settling: true)
      else {
        session = before
        run.refused += 1
        continue
      }
      run.steps.append(step)
      recorder.record(step.command, before: before, after: session, output: output)
      run.broke = check.check(
        session, monitor: &monitor, index: run.steps.count - 1, before: before, command: command,
        transitions: output.transitions)
    }
    run.inconclusive = monitor.inconclusive
    return run
  }

  /// The seed of run `run`: a fixed mix of the exploration's seed and the run's number, so any
  /// run replays alone.
  static func seed(of run: Int, from seed: UInt64) -> UInt64 {
    var random = SplitMixRandom(seed: seed ^ (UInt64(run) &* 0x9E37_79B9_7F4A_7C15))
    return random.next()
  }

  /// How many short runs look for a shorter way to a break once its run is shrunk.
  static let shortRuns = 200
  /// The replays each short run that breaks may take to shrink.
  static let shortShrinkBudget = 200

  /// The failure of `broke`, found by run `run` after `steps`: the run shrunk, then up to
  /// ``shortRuns`` runs shorter than the shrunk one, each shrunk too when it breaks the same
  /// way. Dropping commands keeps the road the run took; a short run may find another road to
  /// the same break (one command where the run needed nine). Beyond shrinking the run:
  /// O(``shortRuns`` × L + L × ``shortShrinkBudget`` × L) commands for a shrunk run of L
  /// commands (each short run that breaks leaves the best at least one shorter), all seeded.
  private static func failure(
    _ broke: ExplorationCheck.Break, steps: [ExplorationStep], run: Int, seed: UInt64,
    _ check: ExplorationCheck, _ generator: inout ExplorationGenerator
  ) -> ExplorationFailure {
    var shrinker = Shrinker(check: check)
    var shrunk = shrinker.shrink(steps, broken: broke.broken) ?? (steps, broke)
    // The exploration's coverage counts only its own runs.
    var unrecorded = CoverageRecorder(check.definition)
    for extra in 1...shortRuns where shrunk.steps.count > 1 {
      // Seeds apart from the exploration's own runs': the same mix of the inverted seed.
      generator.reseed(Self.seed(of: extra, from: ~seed))
      guard
        let played = play(length: shrunk.steps.count - 1, check, &generator, &unrecorded),
        let other = played.broke, other.broken == broke.broken
      else { continue }
      // Already shorter than the best; a short run needs few replays to shrink, and a small
      // budget keeps the whole search bounded.
      var shortShrinker = Shrinker(check: check, budget: shortShrinkBudget)
      let shorter =
        shortShrinker.shrink(played.steps, broken: broke.broken) ?? (played.steps, other)
      if shorter.steps.count < shrunk.steps.count { shrunk = shorter }
    }
    return ExplorationFailure(
      broken: broke.broken, message: shrunk.broke.message, seed: seed, run: run, found: steps,
      shrunk: shrunk.steps, before: shrunk.broke.before, after: shrunk.broke.after)
  }
}

/// How to explore.
public struct ExplorationOptions: Hashable, Sendable {
  /// How many runs, each from a fresh launch.
  public var runs: Int
  /// How many commands each run applies (refused ones do not count).
  public var length: Int
  /// The seed that fixes every run.
  public var seed: UInt64
  /// Stop starting runs after this much wall time.
  public var timeLimit: Duration?
  /// The kinds of input played: by default what a user does and what the app's environment
  /// does (`InputKind.byDefault`); add `InputKind.host` for steps run and cancelled and
  /// facts set by hand (`--host`).
  public var inputs: Set<InputKind>

  /// Options; by default 100 runs of 50 commands, of user and world inputs.
  public init(
    runs: Int = 100, length: Int = 50, seed: UInt64, timeLimit: Duration? = nil,
    inputs: Set<InputKind> = InputKind.byDefault
  ) {
    self.runs = runs
    self.length = length
    self.seed = seed
    self.timeLimit = timeLimit
    self.inputs = inputs
  }
}

/// Where an exploration is, after a run.
public struct ExplorationProgress: Sendable {
  /// The run just done, from 1.
  public var run: Int
  /// The runs asked for.
  public var of: Int
  /// The report so far.
  public var report: ExplorationReport
  /// What has been covered so far.
  public var coverage: Coverage
}

extension ExplorationStep {
  /// The environment event this step fires, if it is one.
  fileprivate var eventName: String? {
    if case .event(let name) = command { return name }
    return nil
  }
}

/// What an exploration did and found.
public struct ExplorationReport: Sendable {
  /// The seed that replays it.
  public var seed: UInt64
  /// The runs done.
  public var runs = 0
  /// The commands applied.
  public var commands = 0
  /// The commands the app refused (they changed nothing and are not counted in runs).
  public var refused = 0
  /// The commands applied, by who gives them (`InputKind`): a kind not played is absent.
  public var commandsByKind: [InputKind: Int] = [:]
  /// The environment events some run fired (and the app took).
  public var fired: Set<String> = []
  /// The app's environment events, in declaration order.
  public var environment: [String] = []
  /// The app's environment events no run fired, in declaration order: the world's inputs the
  /// exploration never tried (their `when:` never held, or the runs were too few).
  public var neverFired: [String] { environment.filter { !fired.contains($0) } }
  /// The first break, shrunk; `nil` when every check held.
  public var failure: ExplorationFailure?
  /// The `eventually` properties some run ended while waiting for: inconclusive.
  public var inconclusive: Set<String> = []
  /// What the runs covered, of every criterion (``CoverageCriterion``).
  public var coverage: Coverage?

  init(seed: UInt64) { self.seed = seed }
}
