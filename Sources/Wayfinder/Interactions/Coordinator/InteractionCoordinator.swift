/// Runs an interaction sequence — the launch, the re-run on foreground, interactions added
/// after home — on a real clock: background work in parallel, modals one at a time through the
/// ``Navigator``, then home.
///
/// The decisions are taken by a pure state machine and turned into navigation by the same
/// `InteractionInterpreter` that ``InteractionSimulation`` uses; this actor only runs the work. It is
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
/// let launch = InteractionCoordinator(navigator: navigator, facts: ["passcodeEnabled": .bool(true)])
/// let observation = launch.observe { event in print(event) }
/// try await launch.run([
///   .splash("splash", screen: .splash, duration: .milliseconds(500)),
///   .background("fetchConfig", after: ["splash"]) { [api] _ in try await api.fetch(); return [:] },
///   .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }, priority: 100),
/// ])
/// try await launch.finish("passcode")           // the passcode screen's "Unlock" action
/// let outcome = await launch.waitUntilFinished()  // .finished: home is showing
/// ```
public actor InteractionCoordinator<Route: Hashable & Sendable> {
  /// The navigator modals and the launch screen are shown through.
  public nonisolated let navigator: Navigator<Route>

  struct RunningWork {
    let generation: UInt64
    var task: Task<Void, Never>?
  }

  let timebase: InteractionTimebase
  /// The time prompts are counted in (see ``init(navigator:facts:clock:waitsForHandshakes:promptHistory:promptClock:)``).
  let promptClock: @Sendable () -> Duration
  /// The prompt time at which the app went to the background, while it is there: what a save
  /// keeps as ``SavedLife/leftAt``.
  var backgroundedAt: Duration?
  let hub = InteractionEventHub()
  var interpreter: InteractionInterpreter<Route>
  var work: [StepID: RunningWork] = [:]
  var timers: [StepID: RunningWork] = [:]
  var lastOutcome: InteractionOutcome?
  /// Whether a run has started: the first one over a launching navigator is the launch.
  var hasRun = false
  var waiters: [CheckedContinuation<InteractionOutcome, Never>] = []
  /// What is under way, and who waits for a condition (`InteractionCoordinator+Waiting.swift`).
  let activity: InteractionActivity<Route>
  /// Watches the navigator for interaction modals a command removed (the user swiping a sheet
  /// away), so their steps end instead of waiting forever.
  var modalWatch: ObservationToken?

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
    let timebase = InteractionTimebase(clock)
    self.timebase = timebase
    // Saturating: a reading past the clock's range is held at its end, so the history the
    // app saves holds only times a saved state holds. The origin is a saved prompt time, in
    // that range, and so is the launch's elapsed time once held to it: their sum cannot
    // overflow.
    let reading = promptClock ?? { promptOrigin + ClockRange.clamped(timebase.now()) }
    self.promptClock = { ClockRange.clamped(reading()) }
    self.activity = InteractionActivity(now: timebase.now)
    self.interpreter = InteractionInterpreter(
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
  /// - Throws: ``InteractionPlanError`` for a repeated identifier, an unknown dependency or a
  ///   cycle; nothing is scheduled then.
  @discardableResult
  public func run(
    _ steps: [InteractionStep<Route>], from source: LaunchSource = .icon
  ) throws(InteractionPlanError) -> InteractionRunReport {
    try start(steps, replaysEnded: false, source: source, recording: nil)
  }

  /// Adds `steps` to the sequence now: a permission prompt after home, or "log out" putting the
  /// login gate up at once. A step that has ended runs again; a running one goes on and is
  /// reported. Deep links wait until the steps have ended.
  ///
  /// - Throws: ``InteractionPlanError`` as ``run(_:from:)`` does; nothing is scheduled then.
  @discardableResult
  public func enqueue(_ steps: [InteractionStep<Route>]) throws(InteractionPlanError)
    -> InteractionRunReport
  {
    try start(steps, replaysEnded: true, recording: nil)
  }

  func start(
    _ steps: [InteractionStep<Route>], replaysEnded: Bool, source: LaunchSource? = nil,
    recording input: TraceEvent?
  ) throws(InteractionPlanError) -> InteractionRunReport {
    noteAppModals()
    let isLaunching = navigator.state.phase.isLaunching
    let input = input ?? runInput(steps, replaysEnded: replaysEnded, isLaunching: isLaunching)
    let report: InteractionRunReport
    let actions: [InteractionAction<Route>]
    do throws(InteractionPlanError) {
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
  func watchModals() {
    guard modalWatch == nil else { return }
    modalWatch = navigator.observe { [weak self] transition in
      guard transition.command != nil, let self else { return }
      let removed = transition.removedInteractions
      guard !removed.isEmpty || transition.changesAppModals else { return }
      self.activity.noticeStarted()
      Task { await self.noticeRemoved(removed) }
    }
  }

  func noticeRemoved(_ interactions: [ModalInteraction]) {
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
  public func finish(_ step: StepID) throws(StepRequestError) -> StepRequestOutcome {
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
  public func cancel(_ step: StepID) throws(StepRequestError) -> StepRequestOutcome {
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

  func handshakeFinished(_ handshake: PresentationHandshake) -> Bool {
    noteAppModals()
    let (awaited, actions) = interpreter.machine.handshakeFinished(handshake)
    perform(actions)
    return awaited
  }

  /// Waits until the current run ends and returns how; returns at once when no run is going.
  public func waitUntilFinished() async -> InteractionOutcome {
    guard interpreter.machine.runState == .active else { return lastOutcome ?? .finished }
    return await withCheckedContinuation { waiters.append($0) }
  }

  // MARK: Observing

  /// The launch facts, as set so far.
  public var facts: Facts { interpreter.machine.facts }

  /// Whether new modals are held back by ``suspend()``.
  public var isSuspended: Bool { interpreter.machine.isSuspended }

  /// The modal, gate or presenting step holding the modal slot, if any.
  public var presentedStep: StepID? { interpreter.machine.modalSlot }

  /// The presentation or dismissal the coordinator waits for the host to confirm, with
  /// hand-shakes on.
  public var awaitedHandshake: PresentationHandshake? { interpreter.machine.awaitedHandshake }

  /// Where `step` is, or `nil` when no run declared it.
  public func status(of step: StepID) -> StepStatus? {
    interpreter.machine.status(of: step)
  }

  /// Calls `observer` with every event from now on, in order, until the returned observation
  /// is cancelled or released. The observer runs on the coordinator: keep it short.
  public nonisolated func observe(
    _ observer: @escaping @Sendable (InteractionEvent) -> Void
  ) -> ObservationToken {
    hub.observe(observer)
  }

  /// Every event from now on, as an asynchronous sequence.
  public nonisolated func events() -> AsyncStream<InteractionEvent> {
    hub.events()
  }
}
