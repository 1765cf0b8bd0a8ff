/// Runs a launch sequence: background work in parallel, modals one at a time through the
/// ``Navigator``, then home.
///
/// The decisions are taken by a pure state machine; this actor performs them. It is the only
/// place that creates tasks: one per started step and one per step timer. A modal step's task
/// presents nothing itself — the actor presents when the step starts — it waits for the user
/// (``finish(_:)``) or for cancellation, whichever comes first, then dismisses its own modal.
/// Until that task has returned, the modal slot stays taken, so a cancelled modal can never be
/// overlapped by the next one.
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
/// await launch.finish("passcode")               // the passcode screen's "Unlock" action
/// let outcome = await launch.waitUntilFinished()  // .finished: home is showing
/// ```
public actor LaunchCoordinator<Route: Hashable & Sendable> {
  /// The navigator modals and the launch screen are shown through.
  public nonisolated let navigator: Navigator<Route>

  private struct RunningStep {
    let generation: UInt64
    let startedAt: Duration
    var task: Task<Void, Never>?
    var bridge: LaunchModalBridge?
    var timer: Task<Void, Never>?
  }

  private let timebase: LaunchTimebase
  private let hub = LaunchEventHub()
  private var machine: LaunchStateMachine<Route>
  private var running: [LaunchStepID: RunningStep] = [:]
  private var queue: [LaunchAction<Route>] = []
  private var isPerforming = false
  private var lastOutcome: LaunchOutcome?
  private var waiters: [CheckedContinuation<LaunchOutcome, Never>] = []
  /// Watches the navigator for launch modals removed by someone else (the user swiping a sheet
  /// away, a deep link dismissing everything), so their steps end instead of waiting forever.
  private var modalWatch: Observation?

  /// Creates a coordinator.
  ///
  /// - Parameters:
  ///   - navigator: Where modals are presented and launch finishes.
  ///   - facts: The launch environment conditions read and steps update.
  ///   - clock: The clock timeouts, splashes and events use; a test clock in tests.
  public init(
    navigator: Navigator<Route>,
    facts: Facts = [:],
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.navigator = navigator
    self.timebase = LaunchTimebase(clock)
    self.machine = LaunchStateMachine(
      facts: facts, isLaunching: navigator.state.phase.isLaunching)
  }

  // MARK: Driving the launch

  /// Runs `steps`, or merges them into the launch already running, by step identifier: a new
  /// step is added, a waiting one takes the new definition, a running one goes on, an ended
  /// one runs again. Returns at once; ``waitUntilFinished()`` waits for the end.
  ///
  /// Run the launch again when the app comes to the foreground: while home is showing, its
  /// modals present over home and home is not shown again.
  ///
  /// - Throws: ``LaunchPlanError`` for a repeated identifier, an unknown dependency or a
  ///   cycle; nothing is scheduled then.
  public func run(_ steps: [LaunchStep<Route>]) throws(LaunchPlanError) {
    let actions = try machine.run(steps, isLaunching: navigator.state.phase.isLaunching)
    watchModals()
    perform(actions)
  }

  /// Starts watching for launch modals that disappear without their step ending.
  private func watchModals() {
    guard modalWatch == nil else { return }
    modalWatch = navigator.observe { [weak self] transition in
      guard transition.after.modals.count < transition.before.modals.count, let self else { return }
      Task { await self.endStepsWhoseModalIsGone() }
    }
  }

  /// Ends, as cancelled, every running modal step whose modal is no longer presented. The
  /// current state is read rather than the transition's, so a late notice about an older
  /// transition cannot end a modal that was presented since.
  private func endStepsWhoseModalIsGone() {
    let presented = Set(navigator.state.modals.map(\.id))
    for (step, record) in running where !presented.contains(step.modalID) {
      record.bridge?.resolve(.cancelled)
    }
  }

  /// Finishes modal step `step`, as its screen's "done" action does: its modal is dismissed,
  /// its facts are set and the next step may present.
  ///
  /// - Returns: Whether `step` is a running modal that could be finished. Gates end when their
  ///   condition stops holding, not through this.
  @discardableResult
  public func finish(_ step: LaunchStepID) -> Bool {
    let (accepted, actions) = machine.userFinished(step)
    perform(actions)
    return accepted
  }

  /// Cancels `step`. A waiting step ends at once; a running one is stopped (its modal
  /// dismissed, its work cancelled) and ends when its task has returned. Its dependants then
  /// run, as after any other end.
  public func cancel(_ step: LaunchStepID) {
    perform(machine.cancel(step))
  }

  /// Cancels every step and calls the run off: home does not appear. A later ``run(_:)``
  /// starts again; its modals wait until every cancelled modal has really gone.
  public func cancelAll() {
    perform(machine.cancelAll())
  }

  /// Stops new modals from presenting, for while the host view is off screen or the app is
  /// in the background. Background work and a modal already up go on.
  public func suspend() {
    perform(machine.suspend())
  }

  /// Lets modals present again after ``suspend()``.
  public func resume() {
    perform(machine.resume())
  }

  /// Sets facts. A gate whose condition no longer holds ends; conditions of steps not yet
  /// started see the new values.
  public func setFacts(_ changes: Facts) {
    perform(machine.setFacts(changes))
  }

  /// Waits until the current run ends and returns how; returns at once when no run is going.
  public func waitUntilFinished() async -> LaunchOutcome {
    guard machine.runState == .active else { return lastOutcome ?? .finished }
    return await withCheckedContinuation { waiters.append($0) }
  }

  // MARK: Observing

  /// The launch facts, as set so far.
  public var facts: Facts { machine.facts }

  /// Whether new modals are held back by ``suspend()``.
  public var isSuspended: Bool { machine.isSuspended }

  /// The modal or gate step holding the modal slot, if any.
  public var presentedStep: LaunchStepID? { machine.modalSlot }

  /// Where `step` is, or `nil` when no run declared it.
  public func status(of step: LaunchStepID) -> LaunchStepStatus? {
    machine.status(of: step)
  }

  /// Calls `observer` with every event from now on, in order, until the returned observation
  /// is cancelled or released. The observer runs on the coordinator: keep it short.
  public nonisolated func observe(
    _ observer: @escaping @Sendable (LaunchEvent) -> Void
  ) -> Observation {
    hub.observe(observer)
  }

  /// Every event from now on, as an asynchronous sequence.
  public nonisolated func events() -> AsyncStream<LaunchEvent> {
    hub.events()
  }

  // MARK: Performing actions

  /// Performs `actions` in order. Actions produced while performing (a step failing to
  /// present) are queued behind them, so observers see events in the order they happened.
  private func perform(_ actions: [LaunchAction<Route>]) {
    queue.append(contentsOf: actions)
    guard !isPerforming else { return }
    isPerforming = true
    var index = 0
    while index < queue.count {
      execute(queue[index])
      index += 1
    }
    queue.removeAll(keepingCapacity: true)
    isPerforming = false
  }

  private func execute(_ action: LaunchAction<Route>) {
    switch action {
    case .start(let step, let generation, let kind, let facts):
      start(step, generation: generation, kind: kind, facts: facts)
    case .startTimer(let step, let generation, let duration):
      guard let record = running[step], record.generation == generation else { return }
      let deadline = record.startedAt + duration
      running[step]?.timer = Task { [timebase] in
        do { try await timebase.sleepUntil(deadline) } catch { return }
        self.perform(self.machine.timedOut(step, generation: generation))
      }
    case .cancelTimer(let step, let generation):
      guard running[step]?.generation == generation else { return }
      running[step]?.timer?.cancel()
    case .cancel(let step, let generation):
      guard let record = running[step], record.generation == generation else { return }
      record.task?.cancel()
    case .complete(let step, let generation):
      guard let record = running[step], record.generation == generation else { return }
      record.bridge?.resolve(.finished)
    case .emit(let kind, let step):
      if hub.isObserved { hub.deliver(LaunchEvent(time: timebase.now(), kind: kind, step: step)) }
    case .finishLaunch:
      do {
        try navigator.send(.finishLaunch)
      } catch .launchAlreadyFinished {
        // Someone else showed home; nothing to do.
      } catch {
        hub.deliver(LaunchEvent(time: timebase.now(), kind: .launchFailed(error.description), step: nil))
      }
    case .runEnded(let outcome):
      lastOutcome = outcome
      let waiting = waiters
      waiters = []
      for waiter in waiting { waiter.resume(returning: outcome) }
    }
  }

  /// Starts a step's task. Navigation happens here, on the actor, so it is ordered with every
  /// other command the coordinator sends; the task reports back through ``stepReturned``.
  private func start(
    _ step: LaunchStepID, generation: UInt64, kind: LaunchStepKind<Route>, facts: Facts
  ) {
    let startedAt = timebase.now()
    var record = RunningStep(generation: generation, startedAt: startedAt)
    switch kind {
    case .background(let work):
      let context = LaunchContext(step: step, facts: facts, startedAt: startedAt, timebase: timebase)
      record.task = spawn(work, in: context, generation: generation)
    case .splash(let screen, let duration):
      let shown = Result { () throws(NavigationError) in try navigator.send(.showLaunchScreen(screen)) }
      record.task = Task { [timebase] in
        var result = LaunchStepResult.finished([:])
        if case .failure(let error) = shown {
          result = .failed(error.description)
        } else {
          do { try await timebase.sleepUntil(startedAt + duration) } catch { result = .cancelled }
        }
        self.stepReturned(step, generation: generation, result: result)
      }
    case .modal(let screen, let style), .gate(let screen, let style):
      let bridge = LaunchModalBridge()
      record.bridge = bridge
      let modal = Modal.screen(screen, id: step.modalID, style: style)
      let presented = Result { () throws(NavigationError) in try navigator.send(.present(modal)) }
      record.task = Task {
        if case .failure(let error) = presented {
          self.stepReturned(step, generation: generation, result: .failed(error.description))
          return
        }
        let outcome = await withTaskCancellationHandler {
          await bridge.wait()
        } onCancel: {
          bridge.resolve(.cancelled)
        }
        // The step's own modal goes, whatever ended the wait; it may already be gone.
        _ = try? self.navigator.send(.dismissModal(step.modalID))
        let result: LaunchStepResult = outcome == .finished ? .finished([:]) : .cancelled
        self.stepReturned(step, generation: generation, result: result)
      }
    }
    running[step] = record
  }

  private func stepReturned(_ step: LaunchStepID, generation: UInt64, result: LaunchStepResult) {
    if let record = running[step], record.generation == generation {
      record.timer?.cancel()
      running[step] = nil
    }
    perform(machine.stepReturned(step, generation: generation, result: result))
  }

  /// Starts a task that runs `work` off the actor and reports back to it: the task is created
  /// outside the actor's isolation, so the work begins without first hopping onto the actor.
  private nonisolated func spawn(
    _ work: @escaping @Sendable (LaunchContext) async throws -> Facts,
    in context: LaunchContext,
    generation: UInt64
  ) -> Task<Void, Never> {
    // Started immediately: the work runs on this thread up to its first suspension instead of
    // waiting for a pool thread to wake, which is most of what a launch adds to its critical
    // path. The work never touches the actor's state, so running it here is safe.
    Task.immediate {
      let result = await Self.perform(work, in: context)
      await self.stepReturned(context.step, generation: generation, result: result)
    }
  }

  /// Runs background work and turns what it did into a result.
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
