/// Runs an interaction sequence — the launch, the re-run on foreground, interactions added
/// after home — on a real clock: background work in parallel, modals one at a time through the
/// ``Navigator``, then home.
///
/// The decisions are taken by a pure state machine and turned into navigation by the same
/// `LaunchInterpreter` that ``LaunchSimulation`` uses; this actor only runs the work. It is
/// the only place that creates tasks: one per piece of work (background or presenting), per
/// splash and per step timer. A modal or gate needs no task: its modal is presented with an
/// ``ModalInteraction`` mark, so the transition function itself refuses to let a command remove
/// a gate or a required modal, and holds deep links until the interactions are over. When the
/// user dismisses a dismissible modal, the coordinator notices it on the navigator and the step
/// ends as cancelled, exactly once. A presenting step holds the modal slot until its work has
/// really returned, even after it was cancelled.
///
/// ```swift
/// let navigator = Navigator(NavigationState(flow: "main", root: AppRoute.home,
///                                           phase: .launching(screen: nil)))
/// let launch = LaunchCoordinator(navigator: navigator, facts: ["passcodeEnabled": .bool(true)])
/// let observation = launch.observe { event in print(event) }
/// try await launch.run([
///   .splash("splash", screen: .splash, duration: .milliseconds(500)),
///   .background("fetchConfig", after: ["splash"]) { [api] _ in try await api.fetch(); return [:] },
///   .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }, priority: 100),
/// ])
/// try await launch.finish("passcode")           // the passcode screen's "Unlock" action
/// let outcome = await launch.waitUntilFinished()  // .finished: home is showing
/// ```
public actor LaunchCoordinator<Route: Hashable & Sendable> {
  /// The navigator modals and the launch screen are shown through.
  public nonisolated let navigator: Navigator<Route>

  fileprivate typealias Request = CoordinatorRequest<Route>

  /// The host the interpreter drives: the navigator, the clock, and a list of requests the
  /// actor carries out once the interpreter has returned.
  fileprivate struct Host: CoordinatorHost {
    let navigator: Navigator<Route>
    let timebase: LaunchTimebase
    let hub: LaunchEventHub
    let recording: NavigatorRecording<Route>?
    var requests: [Request] = []

    var now: Duration { timebase.now() }
    var state: NavigationState<Route> { navigator.state }

    mutating func navigate(_ cause: TransitionCause<Route>) -> NavigationError? {
      do throws(NavigationError) {
        try navigator.apply(cause)
        return nil
      } catch {
        return error
      }
    }

    mutating func emit(_ event: LaunchEvent) {
      recording?.record([event])
      if hub.isObserved { hub.deliver(event) }
    }

    mutating func apply(
      _ command: NavigationCommand<Route>
    ) throws(NavigationError) -> StateTransition<Route> {
      // Not `send`: the command is the sequence's doing, an outcome, not an input to record.
      try navigator.apply(.command(command))
    }

  }

  /// The host of an action: the same requests as ``Host``, but navigation is made on a copy
  /// of the navigator's state and events are held, so the whole action is kept or dropped at
  /// once.
  fileprivate struct DraftHost: CoordinatorHost {
    let rules: NavigationRules<Route>
    let timebase: LaunchTimebase
    var state: NavigationState<Route>
    var drafted: [StateTransition<Route>] = []
    var heldEvents: [LaunchEvent] = []
    var requests: [Request] = []

    var now: Duration { timebase.now() }

    mutating func navigate(_ cause: TransitionCause<Route>) -> NavigationError? {
      do throws(NavigationError) {
        switch cause {
        case .command(let command): keep(try state.applying(command, rules: rules))
        case .interaction(let change): keep(try state.applying(change))
        }
        return nil
      } catch {
        return error
      }
    }

    mutating func apply(
      _ command: NavigationCommand<Route>
    ) throws(NavigationError) -> StateTransition<Route> {
      let transition = try state.applying(command, rules: rules)
      keep(transition)
      return transition
    }

    private mutating func keep(_ transition: StateTransition<Route>) {
      state = transition.after
      drafted.append(transition)
    }

    mutating func emit(_ event: LaunchEvent) {
      heldEvents.append(event)
    }

  }

  private struct RunningWork {
    let generation: UInt64
    var task: Task<Void, Never>?
  }

  private let timebase: LaunchTimebase
  /// The time prompts are counted in (see ``init(navigator:facts:clock:waitsForHandshakes:promptHistory:promptClock:)``).
  let promptClock: @Sendable () -> Duration
  /// The prompt time at which the app went to the background, while it is there: what a save
  /// keeps as ``SavedLife/leftAt``.
  var backgroundedAt: Duration?
  private let hub = LaunchEventHub()
  var interpreter: LaunchInterpreter<Route>
  private var work: [LaunchStepID: RunningWork] = [:]
  private var timers: [LaunchStepID: RunningWork] = [:]
  private var lastOutcome: LaunchOutcome?
  /// Whether a run has started: the first one over a launching navigator is the launch.
  var hasRun = false
  private var waiters: [CheckedContinuation<LaunchOutcome, Never>] = []
  /// What is under way, and who waits for a condition (`LaunchCoordinator+Waiting.swift`).
  let activity: LaunchActivity<Route>
  /// Watches the navigator for interaction modals a command removed (the user swiping a sheet
  /// away), so their steps end instead of waiting forever.
  private var modalWatch: ObservationToken?

  /// Creates a coordinator.
  ///
  /// - Parameters:
  ///   - navigator: Where modals are presented and launch finishes.
  ///   - facts: The launch environment conditions read and steps update.
  ///   - clock: The clock timeouts, splashes and events use; a test clock in tests.
  ///   - waitsForHandshakes: Whether a modal step's presentation and dismissal wait for the
  ///     host to say they have finished on screen (``presentationFinished(_:)``,
  ///     ``dismissalFinished(_:)``) before the next modal presents or the run ends. Off by
  ///     default: a host without animations is unaffected.
  ///   - promptHistory: When the prompts showed, as saved at the last launch: cooldowns,
  ///     quotas and spacings (``PromptPolicy``) count from it. Read it back with
  ///     ``promptHistory`` to save it.
  ///   - promptClock: The time prompts are counted in, which must go on across relaunches: a
  ///     duration since an epoch the app keeps, such as
  ///     `{ .seconds(Date().timeIntervalSince1970) }`. The coordinator never reads the system
  ///     time itself; `nil` counts from `clock` since the coordinator was created, which is
  ///     enough for tests and for an app that saves no history. Its readings are held to
  ///     ``ClockRange``.
  public init(
    navigator: Navigator<Route>,
    facts: Facts = [:],
    clock: any Clock<Duration> = ContinuousClock(),
    waitsForHandshakes: Bool = false,
    promptHistory: PromptHistory = PromptHistory(),
    promptClock: (@Sendable () -> Duration)? = nil
  ) {
    self.init(
      navigator: navigator, facts: facts, clock: clock, waitsForHandshakes: waitsForHandshakes,
      promptHistory: promptHistory, promptClock: promptClock, promptOrigin: .zero)
  }

  /// Creates a coordinator whose prompt clock, when `promptClock` is `nil`, starts at
  /// `promptOrigin` and goes on with `clock`: a cold launch's, going on from where the saved
  /// life's prompt clock stood.
  init(
    navigator: Navigator<Route>, facts: Facts, clock: any Clock<Duration>,
    waitsForHandshakes: Bool, promptHistory: PromptHistory,
    promptClock: (@Sendable () -> Duration)?, promptOrigin: Duration
  ) {
    self.navigator = navigator
    let timebase = LaunchTimebase(clock)
    self.timebase = timebase
    // Saturating: a reading past the clock's range is held at its end, so the history the
    // app saves holds only times a saved state holds. The origin is a saved prompt time, in
    // that range, and so is the launch's elapsed time once held to it: their sum cannot
    // overflow.
    let reading = promptClock ?? { promptOrigin + ClockRange.clamped(timebase.now()) }
    self.promptClock = { ClockRange.clamped(reading()) }
    self.activity = LaunchActivity(now: timebase.now)
    self.interpreter = LaunchInterpreter(
      facts: facts, isLaunching: navigator.state.phase.isLaunching,
      waitsForHandshakes: waitsForHandshakes)
    interpreter.machine.history = promptHistory
  }

  // MARK: Driving the sequence

  /// Runs `steps` — the launch, or the whole sequence again when the app comes to the
  /// foreground — merging them by step identifier into the run going on: a new step is added,
  /// a waiting one takes the new definition, a running one goes on, and a step that already
  /// ended in this run is not replayed. Once the run is over, every step runs again, its
  /// condition evaluated afresh. Returns at once; ``waitUntilFinished()`` waits for the end.
  ///
  /// While home is showing, modals present over home and home is not shown again. Call it
  /// before ``resume()`` on foreground, so the merged steps present in priority order.
  ///
  /// - Returns: Which steps were already running or had already ended.
  /// - Throws: ``LaunchPlanError`` for a repeated identifier, an unknown dependency or a
  ///   cycle; nothing is scheduled then.
  @discardableResult
  public func run(
    _ steps: [LaunchStep<Route>], from source: LaunchSource = .icon
  ) throws(LaunchPlanError) -> LaunchRunReport {
    try start(steps, replaysEnded: false, source: source, recording: nil)
  }

  /// Adds `steps` to the sequence now: a permission prompt after home, or "log out" putting the
  /// login gate up at once. A step that has ended runs again; a running one goes on and is
  /// reported. Deep links wait until the steps have ended.
  ///
  /// - Throws: ``LaunchPlanError`` as ``run(_:from:)`` does; nothing is scheduled then.
  @discardableResult
  public func enqueue(_ steps: [LaunchStep<Route>]) throws(LaunchPlanError) -> LaunchRunReport {
    try start(steps, replaysEnded: true, recording: nil)
  }

  func start(
    _ steps: [LaunchStep<Route>], replaysEnded: Bool, source: LaunchSource? = nil,
    recording input: TraceEvent?
  ) throws(LaunchPlanError) -> LaunchRunReport {
    noteAppModals()
    let isLaunching = navigator.state.phase.isLaunching
    let input = input ?? runInput(steps, replaysEnded: replaysEnded, isLaunching: isLaunching)
    let report: LaunchRunReport
    let actions: [LaunchAction<Route>]
    do throws(LaunchPlanError) {
      (report, actions) = try interpreter.machine.run(
        steps, isLaunching: isLaunching, replaysEnded: replaysEnded, source: source)
    } catch {
      record(input, refusal: error.description)
      throw error
    }
    hasRun = true
    record(input)
    watchModals()
    perform(actions)
    return report
  }

  /// Starts watching for interaction modals that a command removed.
  private func watchModals() {
    guard modalWatch == nil else { return }
    modalWatch = navigator.observe { [weak self] transition in
      guard transition.command != nil, let self else { return }
      let removed = transition.removedInteractions
      guard !removed.isEmpty || transition.changesAppModals else { return }
      self.activity.noticeStarted()
      Task { await self.noticeRemoved(removed) }
    }
  }

  private func noticeRemoved(_ interactions: [ModalInteraction]) {
    // No note of the app's modals first: their change is what this tells the machine. The
    // prompt time is brought up to now all the same: a prompt whose turn the removal brings
    // is decided at the time of the removal, not at the last event's.
    activity.noticeEnded()
    interpreter.machine.now = promptClock()
    var host = makeHost()
    interpreter.noticeRemoved(interactions, on: &host)
    interpreter.perform([], on: &host)
    carryOut(host.requests)
  }

  /// Finishes modal step `step`, as its screen's "done" action does: its modal is dismissed,
  /// its facts are set and the next step may present. A step that has not presented yet is
  /// remembered: it ends as finished, without presenting, when its turn comes.
  ///
  /// - Returns: ``StepRequestOutcome/done`` or ``StepRequestOutcome/remembered``.
  /// - Throws: ``StepRequestError`` for an unknown step, a gate (it ends when its condition
  ///   stops holding), background work, a splash, or a step that has ended or is ending.
  @discardableResult
  public func finish(_ step: LaunchStepID) throws(StepRequestError) -> StepRequestOutcome {
    noteAppModals()
    let (outcome, actions) = try recordingRefusal(.finish(step)) { () throws(StepRequestError) in
      try interpreter.machine.userFinished(step)
    }
    perform(actions)
    return outcome
  }

  /// Cancels `step`. A waiting step ends at once; a running modal's modal is dismissed and it
  /// ends at once; running work is cancelled and the step ends when the work has returned. Its
  /// dependants then run, as after any other end.
  ///
  /// - Returns: ``StepRequestOutcome/done`` or ``StepRequestOutcome/stopping``.
  /// - Throws: ``StepRequestError`` for an unknown step or one that has ended or is ending.
  @discardableResult
  public func cancel(_ step: LaunchStepID) throws(StepRequestError) -> StepRequestOutcome {
    noteAppModals()
    let (outcome, actions) = try recordingRefusal(.cancel(step)) { () throws(StepRequestError) in
      try interpreter.machine.cancel(step)
    }
    perform(actions)
    return outcome
  }

  /// Cancels every step and calls the run off: home does not appear. A later ``run(_:from:)``
  /// starts again; its modals wait until every cancelled step has really returned.
  public func cancelAll() {
    noteAppModals()
    record(.cancelAll)
    perform(interpreter.machine.cancelAll())
  }

  /// Stops new modals from presenting, for while the host view is off screen or the app is
  /// in the background. Background work and a modal already up go on.
  public func suspend() {
    suspend(recording: .suspend)
  }

  /// ``suspend()``, recorded as `input`.
  func suspend(recording input: TraceEvent) {
    noteAppModals()
    record(input)
    perform(interpreter.machine.suspend())
  }

  /// Lets modals present again after ``suspend()``.
  public func resume() {
    resume(recording: .resume)
  }

  /// ``resume()``, recorded as `input` unless it is `nil`.
  func resume(recording input: TraceEvent?) {
    noteAppModals()
    if let input { record(input) }
    perform(interpreter.machine.resume())
  }

  /// Sets facts. A gate whose condition no longer holds ends; conditions of steps not yet
  /// started see the new values.
  public func setFacts(_ changes: Facts) {
    noteAppModals()
    record(.setFacts(redacted(changes)))
    perform(interpreter.machine.setFacts(changes))
  }

  /// The host says modal `modal` is now on screen (its presentation animation ended).
  ///
  /// - Returns: Whether the coordinator was waiting for it; any other modal is ignored.
  @discardableResult
  public func presentationFinished(_ modal: ModalID) -> Bool {
    record(.presentationFinished(modal))
    return handshakeFinished(.presentation(modal))
  }

  /// The host says modal `modal` has gone from the screen (its dismissal animation ended,
  /// SwiftUI's `onDismiss`, UIKit's dismissal completion). The next modal may now present.
  ///
  /// - Returns: Whether the coordinator was waiting for it; any other modal is ignored.
  @discardableResult
  public func dismissalFinished(_ modal: ModalID) -> Bool {
    record(.dismissalFinished(modal))
    return handshakeFinished(.dismissal(modal))
  }

  private func handshakeFinished(_ handshake: PresentationHandshake) -> Bool {
    noteAppModals()
    let (awaited, actions) = interpreter.machine.handshakeFinished(handshake)
    perform(actions)
    return awaited
  }

  /// Waits until the current run ends and returns how; returns at once when no run is going.
  public func waitUntilFinished() async -> LaunchOutcome {
    guard interpreter.machine.runState == .active else { return lastOutcome ?? .finished }
    return await withCheckedContinuation { waiters.append($0) }
  }

  // MARK: Observing

  /// The launch facts, as set so far.
  public var facts: Facts { interpreter.machine.facts }

  /// Whether new modals are held back by ``suspend()``.
  public var isSuspended: Bool { interpreter.machine.isSuspended }

  /// The modal, gate or presenting step holding the modal slot, if any.
  public var presentedStep: LaunchStepID? { interpreter.machine.modalSlot }

  /// The presentation or dismissal the coordinator waits for the host to confirm, with
  /// hand-shakes on.
  public var awaitedHandshake: PresentationHandshake? { interpreter.machine.awaitedHandshake }

  /// Where `step` is, or `nil` when no run declared it.
  public func status(of step: LaunchStepID) -> LaunchStepStatus? {
    interpreter.machine.status(of: step)
  }

  /// Calls `observer` with every event from now on, in order, until the returned observation
  /// is cancelled or released. The observer runs on the coordinator: keep it short.
  public nonisolated func observe(
    _ observer: @escaping @Sendable (LaunchEvent) -> Void
  ) -> ObservationToken {
    hub.observe(observer)
  }

  /// Every event from now on, as an asynchronous sequence.
  public nonisolated func events() -> AsyncStream<LaunchEvent> {
    hub.events()
  }

  // MARK: Performing actions

  /// Tells the machine which of the app's own modals are on screen before it decides anything:
  /// the app may have presented or closed one since the coordinator last looked.
  func noteAppModals() {
    let modals = navigator.state.appModalIDs
    if interpreter.machine.appModals != modals { interpreter.machine.appModals = modals }
    interpreter.machine.now = promptClock()
  }

  private func makeHost() -> Host {
    Host(navigator: navigator, timebase: timebase, hub: hub, recording: navigator.recording)
  }

  /// Has the interpreter perform `actions`, then starts and stops the work it asked for.
  private func perform(_ actions: [LaunchAction<Route>]) {
    var host = makeHost()
    interpreter.perform(actions, on: &host)
    carryOut(host.requests)
  }

  private func carryOut(_ requests: [Request]) {
    for request in requests {
      switch request {
      case .begin(let step, let generation, let kind, let facts, let duration, let startedAt):
        begin(
          step, generation: generation, kind: kind, facts: facts, duration: duration,
          startedAt: startedAt)
      case .check(let step, let generation, let condition, let facts):
        // Evaluated on the main actor (calling a main-actor function from here hops there),
        // then reported back to the coordinator; a stale answer is ignored by the machine.
        activity.checkStarted()
        Task {
          let holds = await condition(facts)
          self.conditionChecked(step, generation: generation, holds: holds)
        }
      case .stop(let step, let generation):
        guard let running = work[step], running.generation == generation else { continue }
        activity.stopping(.init(step: step, generation: generation))
        running.task?.cancel()
      case .startTimer(let step, let generation, let deadline):
        timers[step]?.task?.cancel()
        activity.timerStarted(step, generation: generation, deadline: deadline)
        let task = Task { [timebase] in
          do { try await timebase.sleepUntil(deadline) } catch { return }
          self.timerFired(step, generation: generation)
        }
        timers[step] = RunningWork(generation: generation, task: task)
      case .cancelTimer(let step, let generation):
        guard let timer = timers[step], timer.generation == generation else { continue }
        timer.task?.cancel()
        timers[step] = nil
        activity.timerEnded(step, generation: generation)
      case .runEnded(let outcome):
        lastOutcome = outcome
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: outcome) }
      }
    }
    settleWaiters()
  }

  private func conditionChecked(_ step: LaunchStepID, generation: UInt64, holds: Bool) {
    noteAppModals()
    activity.checkEnded()
    var host = makeHost()
    interpreter.conditionChecked(step, generation: generation, holds: holds, on: &host)
    carryOut(host.requests)
  }

  private func timerFired(_ step: LaunchStepID, generation: UInt64) {
    noteAppModals()
    guard let timer = timers[step], timer.generation == generation else { return }
    timers[step] = nil
    activity.timerEnded(step, generation: generation)
    perform(interpreter.machine.timedOut(step, generation: generation))
  }

  /// Starts the task of a piece of work or a splash's wait; it reports back through
  /// ``stepReturned(_:generation:result:)``.
  private func begin(
    _ step: LaunchStepID, generation: UInt64, kind: LaunchStepKind<Route>, facts: Facts,
    duration: Duration?, startedAt: Duration
  ) {
    let task: Task<Void, Never>
    switch kind {
    case .background(let body), .presenting(let body):
      let context = LaunchContext(
        step: step, facts: facts, startedAt: startedAt, timebase: timebase,
        willSleep: sleepReport(step, generation: generation))
      activity.began(.init(step: step, generation: generation))
      task = spawn(body, in: context, generation: generation)
    case .splash:
      // Saturating: a splash that ends past the clock's limit never ends.
      let deadline = ClockRange.deadline(after: duration ?? .zero, from: startedAt)
      activity.began(.init(step: step, generation: generation), asleepUntil: deadline)
      task = Task { [timebase] in
        var result = LaunchStepResult.finished([:])
        do { try await timebase.sleepUntil(deadline) } catch { result = .cancelled }
        self.stepReturned(step, generation: generation, result: result)
      }
    case .modal, .gate, .home:
      return
    }
    work[step] = RunningWork(generation: generation, task: task)
  }

  private func stepReturned(_ step: LaunchStepID, generation: UInt64, result: LaunchStepResult) {
    noteAppModals()
    if work[step]?.generation == generation { work[step] = nil }
    activity.returned(.init(step: step, generation: generation))
    var host = makeHost()
    interpreter.stepReturned(step, generation: generation, result: result, on: &host)
    carryOut(host.requests)
  }

  /// Starts a task that runs `work` off the actor and reports back to it: the task is created
  /// outside the actor's isolation, so the work begins without first hopping onto the actor.
  private nonisolated func spawn(
    _ work: @escaping @Sendable (LaunchContext) async throws -> Facts,
    in context: LaunchContext,
    generation: UInt64
  ) -> Task<Void, Never> {
    // A plain task: `Task.immediate`, which would run the work on this thread up to its first
    // suspension, needs macOS 26 and iOS 26. Nothing waits on that: the step counts as running
    // from `activity.began`, before the task exists, so a wait for idleness holds until the
    // work sleeps on the launch clock or returns, however late the task starts.
    Task {
      let result = await Self.perform(work, in: context)
      await self.stepReturned(context.step, generation: generation, result: result)
    }
  }

  /// Runs work and turns what it did into a result.
  private static func perform(
    _ work: @Sendable (LaunchContext) async throws -> Facts, in context: LaunchContext
  ) async -> LaunchStepResult {
    do {
      return .finished(try await work(context))
    } catch is CancellationError {
      return .cancelled
    } catch {
      return Task.isCancelled ? .cancelled : .failed(String(describing: error))
    }
  }
}

extension LaunchCoordinator where Route: FlowRoute {
  /// Performs the flow action `action` of `program` as one event, as
  /// ``LaunchSimulation/perform(_:of:in:)`` does on virtual time: its facts, the finish of the
  /// step that presented its screen, the steps it runs and its navigation; the interactions it
  /// brings up present after the navigation.
  ///
  /// The whole action is decided against the navigator's state under its lock and kept at
  /// once: observers then see its transitions in order, and no other command runs between
  /// them.
  ///
  /// - Throws: ``ActionRefusal``; then nothing changed — not the navigator's state, the facts
  ///   or the steps — and no event or transition is reported.
  public func perform(_ action: FlowAction, of program: FlowProgram<Route>) throws(ActionRefusal) {
    let rules = navigator.rules
    let start = interpreter
    let promptNow = promptClock()
    let (interpreter, events, requests) = try navigator.transact {
      [timebase] state, recording throws(ActionRefusal) in
      var host = DraftHost(rules: rules, timebase: timebase, state: state)
      var interpreter = start
      interpreter.machine.appModals = state.appModalIDs
      interpreter.machine.now = promptNow
      do throws(ActionRefusal) {
        try interpreter.perform(action, of: program, on: &host)
      } catch {
        recording?.recordTap(action, on: state, refusal: error.description)
        throw error
      }
      recording?.recordTap(action, on: state, transitions: host.drafted, events: host.heldEvents)
      return ((interpreter, host.heldEvents, host.requests), host.drafted)
    }
    self.interpreter = interpreter
    watchModals()
    if hub.isObserved {
      for event in events { hub.deliver(event) }
    }
    carryOut(requests)
  }
}

/// Work, a splash's wait or a timer the interpreter asked of a ``LaunchCoordinator``, carried
/// out once the interpreter has returned.
private enum CoordinatorRequest<Route: Hashable & Sendable> {
  case begin(
    LaunchStepID, generation: UInt64, kind: LaunchStepKind<Route>, facts: Facts,
    duration: Duration?, startedAt: Duration)
  case stop(LaunchStepID, generation: UInt64)
  case check(
    LaunchStepID, generation: UInt64, condition: LaunchStep<Route>.MainActorCondition,
    facts: Facts)
  case startTimer(LaunchStepID, generation: UInt64, deadline: Duration)
  case cancelTimer(LaunchStepID, generation: UInt64)
  case runEnded(LaunchOutcome)
}

/// A host of the coordinator's: it records the work the interpreter asks for, for the actor to
/// start once the interpreter has returned.
private protocol CoordinatorHost: LaunchHost {
  var requests: [CoordinatorRequest<Route>] { get set }
}

extension CoordinatorHost {
  func validate(_ steps: [LaunchStep<Route>]) throws(LaunchPlanError) {}

  mutating func begin(
    _ step: LaunchStepID, generation: UInt64, kind: LaunchStepKind<Route>, facts: Facts,
    duration: Duration?
  ) {
    requests.append(
      .begin(
        step, generation: generation, kind: kind, facts: facts, duration: duration,
        startedAt: now))
  }

  mutating func check(
    _ step: LaunchStepID, generation: UInt64,
    condition: @escaping LaunchStep<Route>.MainActorCondition, facts: Facts
  ) {
    requests.append(.check(step, generation: generation, condition: condition, facts: facts))
  }

  mutating func stop(_ step: LaunchStepID, generation: UInt64) -> Bool {
    requests.append(.stop(step, generation: generation))
    return false
  }

  mutating func startTimer(_ step: LaunchStepID, generation: UInt64, deadline: Duration) {
    requests.append(.startTimer(step, generation: generation, deadline: deadline))
  }

  mutating func cancelTimer(_ step: LaunchStepID, generation: UInt64) {
    requests.append(.cancelTimer(step, generation: generation))
  }

  mutating func runEnded(_ outcome: LaunchOutcome) {
    requests.append(.runEnded(outcome))
  }
}
