/// The launch sequence as a pure state machine: one `mutating func` per event, each returning
/// the actions the coordinator must perform. It never touches a clock, a task or the navigator,
/// so every interleaving of events can be replayed deterministically in tests.
///
/// Rules it keeps:
/// - a step starts only once each of its dependencies has ended (or timed out under
///   ``StepTimeout/Policy/continue``); its condition is evaluated just before it starts;
/// - background steps and splashes start as soon as they are ready;
/// - at most one modal or gate runs at any instant (the modal slot); among ready modals the
///   highest priority, then the earliest declared, goes first;
/// - a started step ends exactly once, when its task has returned; the modal slot stays taken
///   until then, even after cancellation; reports about an older start (a stale generation)
///   are ignored;
/// - a home step takes its turn for the slot like a modal and ends at once: the launch screen
///   goes and a held deep link lands before the steps after it start; interactions behind it no
///   longer hold links once it has ended, except while one is up;
/// - when every step of the run has ended and the slot is free, the launch finishes (home
///   appears, when no home step brought it already);
/// - with hand-shakes on, a modal's presentation and its dismissal each stay in flight until
///   the host confirms them; meanwhile no other modal presents and the run does not end.
struct InteractionMachine<Route: Hashable & Sendable>: Sendable {
  /// A started step.
  struct Started: Hashable, Sendable {
    /// Which start this is; reports carrying another generation are stale.
    var generation: UInt64
    var phase: Phase
    /// Timed out under `.continue`: dependants and the end of the launch no longer wait.
    var isReleased = false
  }

  /// What a started step is doing.
  enum Phase: Hashable, Sendable {
    /// Its main-actor condition is being evaluated; it has not started yet (no event, no
    /// modal, no work), but holds the modal slot if it would take it.
    case checking
    case running
    /// Asked to finish (user finish, gate lifted); waiting for its task to return.
    case finishing
    /// Asked to stop; waiting for its task to return. Ends as cancelled, or as skipped when
    /// `timedOut`.
    case cancelling(timedOut: Bool)
  }

  enum Status: Hashable, Sendable {
    /// Waiting for `remaining` dependencies to end.
    case pending(remaining: Int)
    /// A modal whose dependencies have ended, waiting for the slot.
    case ready
    case running(Started)
    case ended(StepStatus)
  }

  struct Entry: Sendable {
    var step: InteractionStep<Route>
    /// Declaration order, kept across runs.
    let order: Int
    var status: Status
    /// A definition to run again once this (cancelling) step has ended.
    var rerun: InteractionStep<Route>?
    /// Finished before it presented: it ends as finished, without presenting, at its turn.
    var finishRequested = false
    /// The run it was last asked for in (``InteractionMachine/runNumber``); 0 for none, as
    /// for an answered step once the app has left (``suspend()``).
    var run: UInt64 = 0
  }

  enum RunState: Hashable, Sendable {
    case idle
    case active
    case ended(InteractionOutcome)
  }

  // The state. Change it only through the event functions below.
  var entries: [StepID: Entry] = [:]
  /// The number of the run going on or last over, counted from 1: a step that ended in an
  /// earlier run runs again when the sequence is run again, even while another run (an
  /// interaction asked for in the background) is going on.
  var runNumber: UInt64 = 0
  var order: [StepID] = []
  var dependants: [StepID: [StepID]] = [:]
  var readyModals: [StepID] = []
  var modalSlot: StepID?
  var facts: Facts
  var isSuspended = false
  /// Whether an action is being performed: modals it brings up wait until its navigation is
  /// done (``releasePresentation()``).
  var holdsPresentation = false
  /// The modals the app presented itself that are on screen: a step waits for them unless it
  /// may cover them (``InteractionStep/coverage``).
  var appModals: [ModalID] = []
  /// Whether presenting and dismissing a modal step's modal wait for the host's hand-shake.
  var waitsForHandshakes: Bool
  /// The presentation or dismissal the host has yet to confirm.
  var awaitedHandshake: PresentationHandshake?
  /// Whether the launch screen is up: the end of a run then sends `finishLaunch`.
  var isLaunching: Bool
  /// A home step sent `finishLaunch` and the host has not yet said what home shows: a held
  /// deep link may land on a modal of the app's, which the steps behind home must wait for.
  var awaitsHome = false
  var runState: RunState = .idle
  /// Whether the run going on (or the last one) started while the launch screen was up: its
  /// end is the launch's (`launchFinished`), not that of a run over home (`runFinished`).
  var runIsLaunch = true
  /// Steps pending, ready or running and not released.
  var unresolved = 0
  /// Modal, gate and presenting steps of the run that have not ended: deep links wait while
  /// there are any (but see ``holdsDeepLinks``).
  var interactionsLeft = 0
  /// The steps that wait for a home step, directly or through other steps.
  var behindHome: Set<StepID> = []
  /// Of ``interactionsLeft``, those behind a home step.
  var interactionsBehindHome = 0
  /// Home steps that have not ended.
  var homeStepsLeft = 0
  var nextGeneration: UInt64 = 1
  /// When the prompts showed: what cooldowns, quotas and spacings are checked against.
  var history = PromptHistory()
  /// The host's prompt time, as told by the shell before each event (never read from a clock
  /// here): the coordinator's `promptClock`, the simulation's origin plus its virtual time.
  var now: Duration = .zero
  /// Where the run going on was launched from.
  var launchSource: LaunchSource = .icon
  /// Why each step skipped by its policy was skipped, kept until it starts again.
  var promptBlocks: [StepID: PromptBlock] = [:]
  var newlyReady: [StepID] = []
  var actions: [InteractionAction<Route>] = []

  init(facts: Facts = [:], isLaunching: Bool = true, waitsForHandshakes: Bool = false) {
    self.facts = facts
    self.isLaunching = isLaunching
    self.waitsForHandshakes = waitsForHandshakes
  }

  // MARK: Events

  /// Runs `steps`, merging them by identifier with the steps already known: a new step is
  /// added; a waiting one takes the new definition; a running one goes on (a cancelling one
  /// runs again once it has ended). An ended step runs again when `replaysEnded` is set or
  /// the run it ended in is over; a re-run of the sequence during its own run leaves it ended.
  ///
  /// - Parameters:
  ///   - steps: The steps to run.
  ///   - isLaunching: Whether the launch screen is up (home is not showing).
  ///   - replaysEnded: Whether steps that ended in the run going on run again (an explicit
  ///     enqueue) or not (a re-run of the whole sequence).
  ///   - launchedEarlier: Steps of a launch that is over, which this sequence may never have
  ///     run (a state saved on home came back without running it): a dependency on one it does
  ///     not know has nothing left to wait for.
  ///   - source: Where the app was launched from for this run (``PromptPolicy/sources``);
  ///     `nil` keeps the source of the run before (an enqueue).
  /// - Returns: What became of each step, and the actions to perform.
  /// - Throws: ``InteractionPlanError`` when `steps` repeat an identifier, depend on an unknown step
  ///   or form a cycle; nothing changes then.
  mutating func run(
    _ steps: [InteractionStep<Route>], isLaunching: Bool, replaysEnded: Bool = false,
    launchedEarlier: Set<StepID> = [], source: LaunchSource? = nil
  ) throws(InteractionPlanError) -> (
    report: InteractionRunReport, actions: [InteractionAction<Route>]
  ) {
    try validate(steps, launchedEarlier: launchedEarlier)
    if let source { launchSource = source }
    let replays = replaysEnded || runState != .active
    self.isLaunching = isLaunching
    if runState != .active {
      runIsLaunch = isLaunching
      runNumber += 1
    }
    runState = .active
    var report = InteractionRunReport()
    for step in steps {
      switch entries[step.id]?.status {
      case .running?: report.alreadyRunning.append(step.id)
      case .ended?
      where (!replays && entries[step.id]?.run == runNumber) || seeded("endedStepNotRerun"):
        report.alreadyEnded.append(step.id)
        continue
      default: break
      }
      merge(step)
    }
    rebuildDependencies()
    process()
    return (report, takeActions())
  }

  /// The user finished modal step `id`: a running modal ends as finished (its modal dismissed,
  /// its facts set); a waiting one is remembered and ends as finished, without presenting,
  /// at its turn.
  ///
  /// - Throws: ``StepRequestError`` for an unknown step, a gate, background work or a
  ///   splash, or a step that has ended or is ending; nothing changes then.
  mutating func userFinished(
    _ id: StepID
  ) throws(StepRequestError) -> (outcome: StepRequestOutcome, actions: [InteractionAction<Route>]) {
    guard let entry = entries[id] else { throw .unknownStep(id, known: order) }
    switch entry.step.kind {
    case .modal: break
    case .gate: throw .gateHolds(id)
    case .splash, .background, .presenting, .home:
      throw .notFinishable(id, kind: entry.step.kind.name)
    }
    switch entry.status {
    case .ended(let status): throw .alreadyEnded(id, status)
    case .pending, .ready:
      // Remembered: the step ends as finished at its turn for the modal slot, so the
      // sequence keeps its order — it never ends before a modal that presents before it.
      entries[id]?.finishRequested = true
      return (.remembered, [])
    case .running(let started) where started.phase == .checking:
      entries[id]?.finishRequested = true
      return (.remembered, [])
    case .running(var started):
      guard started.phase == .running else { throw .alreadyEnding(id) }
      started.phase = .finishing
      entries[id]?.status = .running(started)
      actions.append(.complete(id, generation: started.generation))
      return (.done, takeActions())
    }
  }

  /// The modal of step `id` (started as `generation`) was removed by someone else: the user
  /// dismissed it, or the state was replaced. The step ends as cancelled, exactly once; a
  /// notice about an older start, or about a step already ending, is ignored.
  mutating func interactionDismissed(
    _ id: StepID, generation: UInt64
  ) -> [InteractionAction<Route>] {
    guard case .running(var started)? = entries[id]?.status, started.generation == generation,
      started.phase == .running
    else { return [] }
    started.phase = .cancelling(timedOut: false)
    entries[id]?.status = .running(started)
    entries[id]?.rerun = nil
    actions.append(.cancel(id, generation: generation))
    process()
    return takeActions()
  }

  /// The task of step `id` returned. Ignored unless `generation` is the step's current start.
  mutating func stepReturned(
    _ id: StepID, generation: UInt64, result: StepResult
  ) -> [InteractionAction<Route>] {
    guard let entry = entries[id], case .running(let started) = entry.status,
      started.generation == generation, started.phase != .checking
    else { return [] }
    if entry.step.timeout != nil { actions.append(.cancelTimer(id, generation: generation)) }
    switch (started.phase, result) {
    case (.cancelling(let timedOut), _): end(id, as: timedOut ? .skipped(.timeout) : .cancelled)
    case (_, .finished(let returned)): end(id, as: .finished, setting: returned)
    case (_, .cancelled): end(id, as: .cancelled)
    case (_, .failed(let message)): end(id, as: .failed(message))
    }
    process()
    return takeActions()
  }

  /// The timer of step `id` fired. Ignored unless the step still runs under that generation.
  mutating func timedOut(_ id: StepID, generation: UInt64) -> [InteractionAction<Route>] {
    guard let entry = entries[id], let timeout = entry.step.timeout,
      case .running(var started) = entry.status, started.generation == generation,
      started.phase == .running, !started.isReleased
    else { return [] }
    actions.append(.emit(.stepTimedOut(timeout.policy), step: id))
    switch timeout.policy {
    case .skip:
      started.phase = .cancelling(timedOut: true)
      entries[id]?.status = .running(started)
      actions.append(.cancel(id, generation: generation))
    case .continue:
      started.isReleased = true
      entries[id]?.status = .running(started)
      resolve(id)
    case .fail:
      stopRun(as: .failed(id), event: .launchFailed("launch step '\(id)' timed out"))
    }
    process()
    return takeActions()
  }

  /// Cancels step `id`: a waiting step ends at once; a running one is asked to stop and ends
  /// when its work returns (a modal's at once).
  ///
  /// - Throws: ``StepRequestError`` for an unknown step or one that has ended or is ending;
  ///   nothing changes then.
  mutating func cancel(
    _ id: StepID
  ) throws(StepRequestError) -> (outcome: StepRequestOutcome, actions: [InteractionAction<Route>]) {
    guard let entry = entries[id] else { throw .unknownStep(id, known: order) }
    let outcome: StepRequestOutcome
    switch entry.status {
    case .ended(let status): throw .alreadyEnded(id, status)
    case .running(let started):
      // A step already ending may still have a re-run queued: cancelling drops it.
      guard started.phase == .running || started.phase == .checking || entry.rerun != nil
      else { throw .alreadyEnding(id) }
      outcome =
        started.phase == .checking
        ? .done
        : started.phase != .running || entry.step.kind.runsWork || !entry.step.kind.presentsModal
          ? .stopping : .done
    case .pending, .ready:
      outcome = .done
    }
    cancelStep(id)
    process()
    let actions = takeActions()
    // A modal or splash ends within the same call; work ends when its task returns.
    return (outcome, actions)
  }

  /// Cancels every step and calls the run off: home does not appear until a later run ends.
  mutating func cancelAll() -> [InteractionAction<Route>] {
    stopRun(as: .cancelled, event: runIsLaunch ? .launchCancelled : .runCancelled)
    process()
    return takeActions()
  }

  /// Stops new modals from presenting; running steps go on. What the user answered before
  /// leaving — a modal or a gate that ended — counts from now on as an earlier run's, so the
  /// sequence run on their return asks again by its `when:` and prompt policy (the passcode
  /// does), even while the run it ended in goes on; work and splashes that ended stay ended.
  /// O(steps).
  mutating func suspend() -> [InteractionAction<Route>] {
    isSuspended = true
    for (id, entry) in entries where entry.step.kind.isAnswered {
      if case .ended = entry.status { entries[id]?.run = 0 }
    }
    return takeActions()
  }

  /// The app's own modals on screen changed: a step waiting for them may present now.
  mutating func appModalsChanged(_ modals: [ModalID]) -> [InteractionAction<Route>] {
    appModals = modals
    process()
    return takeActions()
  }

  /// Home appeared (a home step's `finishLaunch` was applied), showing the app's `modals`: the
  /// steps behind it may present, unless they must wait for those modals.
  mutating func homeAppeared(appModals modals: [ModalID]) -> [InteractionAction<Route>] {
    awaitsHome = false
    appModals = modals
    process()
    return takeActions()
  }

  /// Holds back presenting modals while an action is performed; conditions still skip.
  mutating func holdPresentation() {
    holdsPresentation = true
  }

  /// Lets the modals an action brought up present, once its navigation is done.
  mutating func releasePresentation() -> [InteractionAction<Route>] {
    holdsPresentation = false
    process()
    return takeActions()
  }

  /// Lets modals present again.
  mutating func resume() -> [InteractionAction<Route>] {
    isSuspended = false
    process()
    return takeActions()
  }

  /// The main-actor condition of step `id` (checked as `generation`) was evaluated: the step
  /// starts when it holds, and is skipped otherwise. Ignored unless the step is still being
  /// checked under that generation.
  mutating func conditionChecked(
    _ id: StepID, generation: UInt64, holds: Bool
  ) -> [InteractionAction<Route>] {
    guard let entry = entries[id], case .running(let started) = entry.status,
      started.generation == generation, started.phase == .checking
    else { return [] }
    if !holds {
      end(id, as: .skipped(.condition))
    } else if entry.finishRequested {
      end(id, as: .finished)
    } else {
      begin(id, generation: generation)
    }
    process()
    return takeActions()
  }

  /// The host says `handshake` has finished on screen: the modal is up, or has gone. When it
  /// is the one awaited, the next modal may present (or the run end). Any other is ignored:
  /// a host may confirm every modal it animates, the app's own included.
  ///
  /// - Returns: Whether it was the awaited one, and the actions to perform.
  mutating func handshakeFinished(
    _ handshake: PresentationHandshake
  ) -> (awaited: Bool, actions: [InteractionAction<Route>]) {
    guard handshake == awaitedHandshake else { return (false, []) }
    awaitedHandshake = nil
    if case .presentation(let modal) = handshake {
      countAppeared(StepID(rawValue: modal.rawValue))
    }
    process()
    return (true, takeActions())
  }

  /// Sets facts from outside (the REPL's `set`), and unsets those named in `unsetting` (a
  /// modal awaited by a fact presenting). A gate whose condition stops holding ends.
  mutating func setFacts(
    _ changes: Facts, unsetting names: [String] = []
  ) -> [InteractionAction<Route>] {
    for name in names { facts[name] = nil }
    facts.merge(changes)
    if !seeded("gateNotLifted") { releaseGates() }
    process()
    return takeActions()
  }

  // MARK: Queries

  /// Where step `id` is, or `nil` when no run declared it.
  func status(of id: StepID) -> StepStatus? {
    guard let entry = entries[id] else { return nil }
    switch entry.status {
    case .pending, .ready: return .waiting
    case .running: return .running
    case .ended(let status): return status
    }
  }

  /// The generation step `id` is running under, if it is running.
  func generation(of id: StepID) -> UInt64? {
    guard case .running(let started)? = entries[id]?.status else { return nil }
    return started.generation
  }

  mutating func takeActions() -> [InteractionAction<Route>] {
    let taken = actions
    actions = []
    return taken
  }
}
