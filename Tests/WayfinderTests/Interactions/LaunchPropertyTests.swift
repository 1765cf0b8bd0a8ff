import Testing
import WayfinderTesting
@testable import Wayfinder

typealias SeededGenerator = SeededRandomNumberGenerator

@Suite struct LaunchPropertyTests {
  /// Drives the pure state machine through thousands of random interleavings of runs, re-runs,
  /// cancels, suspensions, user finishes, task returns (some stale), timer fires and fact
  /// changes, checking the invariants after every event and that nothing hangs at the end:
  /// 3,000 seeds (600 in `swift test`; see ``PropertyRuns``).
  @Test func invariantsHoldOverRandomInterleavings() async {
    let seeds = PropertyRuns.count(full: UInt64(3000), sample: 600)
    let failures = await offThePool {
      var failures: [String] = []
      for seed in UInt64(1)...seeds {
        var world = LaunchWorld(seed: seed)
        world.play(events: 80)
        if let failure = world.failures.first {
          failures.append(
            "seed \(seed): \(failure)\n" + world.trace.suffix(12).joined(separator: "\n"))
          if failures.count >= 3 { break }
        }
      }
      return failures
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
  }
}

/// The coordinator's side, simulated: live tasks, timers, what is on screen; plus a reference
/// model of each step's status to check dependencies independently of the machine.
struct LaunchWorld {
  enum ModelStatus: Equatable { case waiting, running, released, ended }
  enum TaskPhase: Equatable { case running, finishing, cancelling }
  struct LiveTask { var generation: UInt64; var kind: StepKind<String>; var phase: TaskPhase }

  var random: SeededGenerator
  var machine = InteractionMachine<String>(facts: [:], isLaunching: true)
  var pool: [InteractionStep<String>] = []
  var tasks: [StepID: LiveTask] = [:]
  var timers: [(StepID, UInt64)] = []
  var pastGenerations: [(StepID, UInt64)] = []
  var onScreen: [StepID] = []
  var open: [StepID: UInt64] = [:]
  var model: [StepID: ModelStatus] = [:]
  var rerunPending: Set<StepID> = []
  /// The model's count of runs, and the run each step was last asked for in.
  var runCount: UInt64 = 0
  var askedIn: [StepID: UInt64] = [:]
  var isHomeShowing = false
  var failures: [String] = []
  var trace: [String] = []

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    let count = Int.random(in: 3...8, using: &random)
    for index in 0..<count {
      let id = StepID("s\(index)")
      let dependencies = (0..<index).filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
        .map { StepID("s\($0)") }
      let fact = "f\(Int.random(in: 0..<3, using: &random))"
      var condition: InteractionStep<String>.FactPredicate?
      if Bool.random(using: &random) { condition = { facts in facts.isTrue(fact) } }
      let kind: StepKind<String> =
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: .modal("m\(index)", style: .sheet)
        case 2: .gate("g\(index)", style: .fullScreen)
        case 3: .splash("splash", duration: .seconds(1))
        default: .background { _ in [:] }
        }
      let timeout: StepTimeout? =
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .skip(after: .seconds(1))
        case 1: .continue(after: .seconds(1))
        case 2: .fail(after: .seconds(1))
        default: nil
        }
      pool.append(
        InteractionStep(
          id, kind: kind, after: dependencies, when: condition,
          priority: Int.random(in: 0..<3, using: &random), timeout: timeout,
          sets: [fact: .bool(Bool.random(using: &random))]))
    }
  }

  mutating func play(events: Int) {
    for _ in 0..<events where failures.isEmpty { step() }
    if failures.isEmpty { drain() }
  }

  mutating func step() {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<12: runSome()
    case 12..<20:
      if let id = anyStep() {
        note("cancel \(id)"); cancelled(id); apply((try? machine.cancel(id))?.actions ?? [])
      }
    case 20..<23: note("cancelAll"); rerunPending = []; apply(machine.cancelAll())
    case 23..<28:
      note("suspend")
      // What the user answered counts as an earlier run's once the app has left.
      for step in pool where step.kind.isAnswered {
        if case .ended? = model[step.id] { askedIn[step.id] = nil }
      }
      apply(machine.suspend())
    case 28..<35: note("resume"); apply(machine.resume())
    case 35..<50:
      if let id = anyStep() {
        note("finish \(id)"); apply((try? machine.userFinished(id))?.actions ?? [])
      }
    case 50..<80: returnSomeTask()
    case 80..<88: fireSomeTimer()
    case 88..<94: staleReturn()
    default:
      let changes: Facts = [
        "f\(Int.random(in: 0..<3, using: &random))": .bool(Bool.random(using: &random))
      ]
      note("set \(changes.values)")
      apply(machine.setFacts(changes))
    }
  }

  mutating func anyStep() -> StepID? { pool.randomElement(using: &random)?.id }

  /// Runs a random subset of the pool whose dependencies are known or included.
  mutating func runSome() {
    var chosen: [InteractionStep<String>] = []
    for step in pool where Bool.random(using: &random) {
      let known = Set(chosen.map(\.id)).union(machine.entries.keys)
      if step.dependencies.allSatisfy(known.contains) { chosen.append(step) }
    }
    note("run \(chosen.map(\.id.rawValue))")
    // A re-run during the run leaves steps that ended in it alone; steps that ended in an
    // earlier run, or once it is over, run again.
    let replays = machine.runState != .active
    if replays { runCount += 1 }
    for step in chosen {
      defer { askedIn[step.id] = runCount }
      switch model[step.id] {
      case nil: model[step.id] = .waiting
      case .ended?:
        if replays || askedIn[step.id] != runCount { model[step.id] = .waiting }
      case .running?, .released?:
        if tasks[step.id]?.phase == .cancelling { rerunPending.insert(step.id) }
      case .waiting?: break
      }
    }
    do {
      apply(try machine.run(chosen, isLaunching: !isHomeShowing).actions)
    } catch {
      failures.append("run refused: \(error)")
    }
  }

  mutating func cancelled(_ id: StepID) { rerunPending.remove(id) }

  mutating func returnSomeTask() {
    let returnable = tasks.filter { _, task in
      task.kind.presentsModal ? task.phase != .running : true
    }.keys.sorted()
    guard let id = returnable.randomElement(using: &random), let task = tasks[id] else { return }
    let result: StepResult =
      switch task.phase {
      case .cancelling: .cancelled
      case .finishing: .finished([:])
      case .running:
        [.finished([:]), .finished([:]), .failed("boom"), .cancelled].randomElement(using: &random)
          ?? .cancelled
      }
    note("return \(id) \(result)")
    tasks[id] = nil
    onScreen.removeAll { $0 == id }
    pastGenerations.append((id, task.generation))
    // A step asked to run again may end a second time at once, unstarted (skipped).
    let allowed = rerunPending.contains(id) ? 1...2 : 1...1
    let actions = machine.stepReturned(id, generation: task.generation, result: result)
    let ends = actions.filter {
      if case .emit(let kind, id, _) = $0 { kind.endsStep } else { false }
    }
    if !allowed.contains(ends.count) {
      failures.append("return of \(id) ended it \(ends.count) times")
    }
    apply(actions)
  }

  mutating func fireSomeTimer() {
    guard !timers.isEmpty else { return }
    let (id, generation) = timers.remove(at: Int.random(in: 0..<timers.count, using: &random))
    note("timeout \(id) #\(generation)")
    apply(machine.timedOut(id, generation: generation))
  }

  mutating func staleReturn() {
    guard let (id, generation) = pastGenerations.randomElement(using: &random) else { return }
    note("stale return \(id) #\(generation)")
    let actions = machine.stepReturned(id, generation: generation, result: .finished([:]))
    if !actions.isEmpty { failures.append("a stale return of \(id) #\(generation) did something") }
  }

  /// Lets everything run out: resume, finish modals, cancel gates, return every task.
  mutating func drain() {
    note("drain")
    apply(machine.resume())
    var rounds = 0
    while let id = tasks.keys.min(), failures.isEmpty {
      rounds += 1
      if rounds > 1000 { failures.append("draining never ends"); return }
      guard let task = tasks[id] else { continue }
      if task.kind.presentsModal, task.phase == .running {
        if case .gate = task.kind {
          cancelled(id); apply((try? machine.cancel(id))?.actions ?? [])
        } else {
          apply((try? machine.userFinished(id))?.actions ?? [])
        }
        continue
      }
      tasks[id] = nil
      onScreen.removeAll { $0 == id }
      let result: StepResult = task.phase == .cancelling ? .cancelled : .finished([:])
      apply(machine.stepReturned(id, generation: task.generation, result: result))
    }
    if !open.isEmpty { failures.append("steps started but never ended: \(open.keys.sorted())") }
    if machine.runState == .active { failures.append("the run hangs with nothing left to do") }
    if machine.unresolved != 0 {
      failures.append("\(machine.unresolved) steps unresolved at the end")
    }
  }

  mutating func note(_ line: String) { trace.append(line) }

  mutating func apply(_ actions: [InteractionAction<String>]) {
    for action in actions { perform(action) }
    let problems = machine.invariantViolations()
    if !problems.isEmpty { failures.append("invariants: \(problems)") }
  }

  mutating func perform(_ action: InteractionAction<String>) {
    switch action {
    case .start(let id, let generation, let kind, _):
      note("  start \(id) #\(generation)")
      if open[id] != nil { failures.append("\(id) started again before it ended") }
      if model[id] != .waiting {
        failures.append("\(id) started while \(String(describing: model[id]))")
      }
      let step = pool.first { $0.id == id }
      for dependency in step?.dependencies ?? []
      where model[dependency] != .ended && model[dependency] != .released {
        failures.append("\(id) started before its dependency \(dependency) ended")
      }
      if kind.presentsModal {
        if !onScreen.isEmpty { failures.append("\(id) presented over \(onScreen)") }
        onScreen.append(id)
      }
      open[id] = generation
      model[id] = .running
      tasks[id] = LiveTask(generation: generation, kind: kind, phase: .running)
    case .check:
      failures.append("a plan without main-actor conditions asked for a check")
    case .startTimer(let id, let generation, _):
      timers.append((id, generation))
    case .cancelTimer:
      break  // Timers stay armed: firing late is a stale report the machine must ignore.
    case .cancel(let id, let generation):
      if tasks[id]?.generation == generation, tasks[id]?.phase == .running {
        tasks[id]?.phase = .cancelling
      }
    case .complete(let id, let generation):
      if tasks[id]?.generation == generation, tasks[id]?.phase == .running {
        tasks[id]?.phase = .finishing
      }
    case .emit(let kind, let step, _):
      note("  \(kind.name) \(step?.rawValue ?? "")")
      if kind == .launchFailed("") || kind.name == "error", step == nil { rerunPending = [] }
      guard let step else { return }
      if kind == .stepTimedOut(.continue) { model[step] = .released }
      if kind.endsStep {
        if model[step] == .ended { failures.append("\(step) ended twice") }
        open[step] = nil
        model[step] = .ended
        if rerunPending.remove(step) != nil { model[step] = .waiting }
      }
    case .finishLaunch:
      if isHomeShowing { failures.append("home shown twice") }
      if !onScreen.isEmpty { failures.append("home shown under \(onScreen)") }
      isHomeShowing = true
    case .runEnded:
      break
    }
  }
}
