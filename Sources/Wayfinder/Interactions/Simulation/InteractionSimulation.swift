/// An interaction sequence played on virtual time, synchronously: the same state machine and
/// the same `InteractionInterpreter` as ``InteractionCoordinator``, with no tasks and no clock.
///
/// The simulation drives a ``NavigationState`` value directly. Time moves only when you call
/// ``advance(by:in:)``: splashes end and background work finishes when their durations have
/// passed, in time order (ties in the order they were scheduled), and timeouts fire. Modal
/// steps wait for ``finish(_:in:)``. Every call returns what happened — the navigation
/// transitions and the launch events, each stamped with the virtual time it happened at — so a
/// transcript of the same calls is the same every time. This is what the REPL's scripted mode,
/// scenario files and path generation run on.
///
/// Send the user's navigation through ``apply(_:to:rules:)`` rather than to the state directly:
/// the simulation then notices an interaction modal the user dismissed and ends its step.
///
/// Background and presenting steps must say how long they last (``InteractionStep/duration``, set by
/// ``InteractionStep/background(_:lasting:after:when:timeout:sets:)``); their Swift work is never
/// run. With ``StepTiming/external`` timing nothing ends by time alone: splashes, work and
/// timeouts end when told (``workReturned(_:_:in:)``, ``timeoutFired(_:in:)``), as a replay of
/// a recording tells them, and work needs no duration.
///
/// ```swift
/// var state = NavigationState(flow: "main", root: Page.home, phase: .launching(screen: nil))
/// var launch = InteractionSimulation<Page>(facts: ["passcodeEnabled": .bool(true)])
/// _ = try launch.run(steps, in: &state)
/// _ = launch.advance(by: .seconds(1), in: &state)   // splash and config done
/// _ = try launch.finish("passcode", in: &state)      // the user unlocked
/// ```
public struct InteractionSimulation<Route: Hashable & Sendable>: Sendable {
  /// What one call did, in the order it happened.
  public struct Output: Sendable {
    /// One thing that happened.
    public enum Entry: Sendable {
      /// The state changed, at this virtual time.
      case transition(StateTransition<Route>, at: Duration)
      /// A launch event (it carries its own time).
      case event(InteractionEvent)
    }

    /// Everything that happened, in order.
    public var entries: [Entry] = []
    /// What a run or an enqueue made of its steps; `nil` for other calls.
    public var report: InteractionRunReport?

    /// An empty output.
    public init() {}

    /// The navigation transitions, in order.
    public var transitions: [StateTransition<Route>] {
      entries.compactMap { entry in
        if case .transition(let transition, _) = entry { return transition }
        return nil
      }
    }

    /// The launch events, in order.
    public var events: [InteractionEvent] {
      entries.compactMap { entry in
        if case .event(let event) = entry { return event }
        return nil
      }
    }

    /// Appends what another call did.
    public mutating func append(_ other: Output) {
      entries += other.entries
      if let report = other.report { self.report = report }
    }
  }

  /// Something due at a virtual time, or when the simulation is told (``StepTiming/external``).
  struct Scheduled: Sendable {
    enum What: Sendable { case returns, timeout }
    /// When it is due; `nil` for when told.
    var deadline: Duration?
    var sequence: UInt64
    var step: StepID
    var generation: UInt64
    var what: What
  }

  /// The host the interpreter drives: the state value and the virtual schedule.
  struct Host: InteractionHost {
    var state: NavigationState<Route>
    var now: Duration
    var scheduled: [Scheduled]
    var sequence: UInt64
    var output = Output()
    var outcome: InteractionOutcome?
    /// The rules the user's navigation is applied with.
    var rules = NavigationRules<Route>()
    /// When work, splashes and timeouts end.
    var timing = StepTiming.declared

    mutating func apply(
      _ command: NavigationCommand<Route>
    ) throws(NavigationError) -> StateTransition<Route> {
      let transition = try state.applying(command, rules: rules)
      record(transition)
      return transition
    }

    func validate(_ steps: [InteractionStep<Route>]) throws(InteractionPlanError) {
      try InteractionSimulation.validate(steps, timing: timing)
    }

    mutating func navigate(_ cause: TransitionCause<Route>) -> NavigationError? {
      do throws(NavigationError) {
        let transition: StateTransition<Route>
        switch cause {
        case .command(let command): transition = try state.applying(command)
        case .interaction(let change): transition = try state.applying(change)
        case .window: transition = StateTransition(before: state, after: state, cause: cause)
        }
        record(transition)
        return nil
      } catch {
        return error
      }
    }

    mutating func record(_ transition: StateTransition<Route>) {
      state = transition.after
      output.entries.append(.transition(transition, at: now))
    }

    mutating func emit(_ event: InteractionEvent) {
      output.entries.append(.event(event))
    }

    mutating func begin(
      _ step: StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts,
      duration: Duration?
    ) {
      // Saturating: a duration that ends past the clock's limit never ends.
      let deadline =
        timing == .declared ? ClockRange.deadline(after: duration ?? .zero, from: now) : nil
      schedule(step, generation: generation, at: deadline, .returns)
    }

    mutating func check(
      _ step: StepID, generation: UInt64,
      condition: @escaping InteractionStep<Route>.MainActorCondition, facts: Facts
    ) {
      // Unreachable: a simulation refuses steps with a main-actor condition.
    }

    mutating func stop(_ step: StepID, generation: UInt64) -> Bool {
      // Told when the work returned: it goes on until then, as a live task does.
      guard timing == .declared else { return false }
      scheduled.removeAll { $0.step == step && $0.generation == generation && $0.what == .returns }
      return true
    }

    mutating func startTimer(_ step: StepID, generation: UInt64, deadline: Duration) {
      schedule(step, generation: generation, at: timing == .declared ? deadline : nil, .timeout)
    }

    mutating func cancelTimer(_ step: StepID, generation: UInt64) {
      scheduled.removeAll { $0.step == step && $0.generation == generation && $0.what == .timeout }
    }

    mutating func runEnded(_ outcome: InteractionOutcome) {
      self.outcome = outcome
    }

    private mutating func schedule(
      _ step: StepID, generation: UInt64, at deadline: Duration?, _ what: Scheduled.What
    ) {
      sequence += 1
      scheduled.append(
        Scheduled(
          deadline: deadline, sequence: sequence, step: step, generation: generation, what: what))
    }
  }

  var interpreter: InteractionInterpreter<Route>
  private(set) var scheduled: [Scheduled] = []
  private var sequence: UInt64 = 0

  /// The virtual time elapsed since the simulation was created.
  public private(set) var now: Duration = .zero
  /// How the last run ended, once it has.
  public private(set) var outcome: InteractionOutcome?

  /// Creates a simulation with the launch facts it starts from.
  ///
  /// - Parameters:
  ///   - facts: The launch facts.
  ///   - waitsForHandshakes: Whether a modal step's presentation and dismissal wait for
  ///     ``presentationFinished(_:in:)`` and ``dismissalFinished(_:in:)``, as
  ///     ``InteractionCoordinator`` does with the same flag.
  ///   - promptHistory: When the prompts showed before (a relaunch, a restored state).
  ///   - promptOrigin: The prompt time the simulation starts at: prompts are counted at
  ///     `promptOrigin + now` (``promptNow``), so a relaunch goes on from where the last
  ///     launch's clock stood.
  ///   - timing: When splashes, work and timeouts end: after their declared durations, or
  ///     when told (``StepTiming``).
  public init(
    facts: Facts = [:], waitsForHandshakes: Bool = false,
    promptHistory: PromptHistory = PromptHistory(), promptOrigin: Duration = .zero,
    timing: StepTiming = .declared
  ) {
    self.timing = timing
    interpreter = InteractionInterpreter(
      facts: facts, isLaunching: true, waitsForHandshakes: waitsForHandshakes)
    // Saturating: an origin carried over or restored lies within the clock's range; only a
    // caller's own value can be past it, and it is held at the range's end.
    let origin = ClockRange.clamped(promptOrigin)
    interpreter.machine.history = promptHistory
    interpreter.machine.now = origin
    self.promptOrigin = origin
  }

  /// The prompt time the simulation started at, within ``ClockRange``.
  public let promptOrigin: Duration
  /// When splashes, work and timeouts end.
  public let timing: StepTiming

  var machine: InteractionMachine<Route> { interpreter.machine }

  /// The launch facts, as set so far.
  public var facts: Facts { machine.facts }

  /// The modal, gate or presenting step holding the modal slot, if any.
  public var presentedStep: StepID? { machine.modalSlot }

  /// The presentation or dismissal the simulation waits for the host to confirm, with
  /// hand-shakes on.
  public var awaitedHandshake: PresentationHandshake? { machine.awaitedHandshake }

  /// Whether a run is going on.
  public var isRunning: Bool { machine.runState == .active }

  /// Whether new modals are held back by ``suspend(in:)``.
  public var isSuspended: Bool { machine.isSuspended }

  /// Whether interactions are up or still to come, so deep links wait.
  public var holdsDeepLinks: Bool { machine.holdsDeepLinks }

  /// When the next splash, piece of work or timeout is due, if any is. One past what
  /// ``timeLeft`` lets the clock reach never comes, and is not named.
  public var nextDeadline: Duration? {
    let latest = now + timeLeft
    return scheduled.lazy.compactMap { $0.deadline }.filter { $0 <= latest }.min()
  }

  /// How much more virtual time may pass before a clock — the simulation's, ``now``, or the
  /// prompt clock, ``promptNow`` — reaches ``ClockRange/limit``. O(1).
  public var timeLeft: Duration {
    // `promptOrigin` lies within the range and `now` never passes the latest time, so this
    // is 0 or more and nothing here overflows.
    ClockRange.limit - max(promptOrigin, .zero) - now
  }

  /// Every declared step in declaration order, with its kind and where it is.
  public var steps: [(id: StepID, kind: StepKind<Route>, status: StepStatus)] {
    machine.order.compactMap { id in
      guard let entry = machine.entries[id], let status = machine.status(of: id) else { return nil }
      return (id, entry.step.kind, status)
    }
  }

  /// The steps that have not ended — waiting, or running (a modal up, work going on) — in the
  /// order the sequence knows them: what a saved state keeps so that they run again when it
  /// is resumed (``FlowProgram/resumption(of:pendingSteps:)``). O(steps).
  public var pendingSteps: [StepID] {
    machine.order.filter { machine.status(of: $0)?.hasEnded == false }
  }

  /// Where `step` is, or `nil` when no run declared it.
  public func status(of step: StepID) -> StepStatus? { machine.status(of: step) }

  /// The steps the machine found broken, for tests: empty when its invariants hold.
  @_specialize(exported:true,where Route == ScreenRoute)
  public func invariantViolations() -> [String] { machine.invariantViolations() }

  // MARK: Events

  /// Runs `steps` — the launch, or the sequence again on foreground — merging them by
  /// identifier into a run already going on. Steps that ended in the run going on are not
  /// replayed; once the run is over, every step runs again with its condition evaluated
  /// afresh. Steps that are ready start at once.
  ///
  /// - Throws: ``InteractionPlanError`` for repeated ids, unknown dependencies, cycles, or a
  ///   background or presenting step without a ``InteractionStep/duration``; nothing changes then.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func run(
    _ steps: [InteractionStep<Route>], from source: LaunchSource = .icon,
    in state: inout NavigationState<Route>
  ) throws(InteractionPlanError) -> Output {
    try start(steps, replaysEnded: false, source: source, in: &state)
  }

  /// Adds `steps` to the sequence now — an interaction after home, such as "log out" putting
  /// the login gate up. A step that has ended runs again; a running one goes on (reported).
  ///
  /// - Throws: ``InteractionPlanError`` as ``run(_:from:in:)`` does; nothing changes then.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func enqueue(
    _ steps: [InteractionStep<Route>], in state: inout NavigationState<Route>
  ) throws(InteractionPlanError) -> Output {
    try start(steps, replaysEnded: true, in: &state)
  }

  private mutating func start(
    _ steps: [InteractionStep<Route>], replaysEnded: Bool, source: LaunchSource? = nil,
    in state: inout NavigationState<Route>
  ) throws(InteractionPlanError) -> Output {
    try Self.validate(steps, timing: timing)
    note(state)
    // The machine changes nothing when it refuses, so it is driven in place (no copy of its
    // tables per call).
    let (report, actions) = try interpreter.machine.run(
      steps, isLaunching: state.phase.isLaunching, replaysEnded: replaysEnded, source: source)
    outcome = nil
    var output = perform(in: &state) { interpreter, host in
      interpreter.perform(actions, on: &host)
    }
    output.report = report
    return output
  }

  /// The user finished modal step `step` (a `finish: true` action): its modal goes and its
  /// facts are set. A step that has not presented yet is remembered.
  ///
  /// - Throws: ``StepRequestError`` when `step` is unknown, a gate, not a modal, or ended.
  public mutating func finish(
    _ step: StepID, in state: inout NavigationState<Route>
  ) throws(StepRequestError) -> Output {
    note(state)
    let (_, actions) = try interpreter.machine.userFinished(step)
    return perform(in: &state) { interpreter, host in interpreter.perform(actions, on: &host) }
  }

  /// Cancels `step`: a waiting step ends at once; a running one's modal is dismissed or its
  /// work stopped, and it ends as cancelled.
  ///
  /// - Throws: ``StepRequestError`` when `step` is unknown or has ended.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func cancel(
    _ step: StepID, in state: inout NavigationState<Route>
  ) throws(StepRequestError) -> Output {
    note(state)
    let (_, actions) = try interpreter.machine.cancel(step)
    return perform(in: &state) { interpreter, host in interpreter.perform(actions, on: &host) }
  }

  /// The host says modal `modal` is now on screen. Ignored unless it is the awaited
  /// hand-shake.
  public mutating func presentationFinished(
    _ modal: ModalID, in state: inout NavigationState<Route>
  ) -> Output {
    perform(in: &state) { interpreter, host in
      interpreter.perform(
        interpreter.machine.handshakeFinished(.presentation(modal)).actions, on: &host)
    }
  }

  /// The host says modal `modal` has gone from the screen: the next modal may present, or
  /// the run end. Ignored unless it is the awaited hand-shake.
  public mutating func dismissalFinished(
    _ modal: ModalID, in state: inout NavigationState<Route>
  ) -> Output {
    perform(in: &state) { interpreter, host in
      interpreter.perform(
        interpreter.machine.handshakeFinished(.dismissal(modal)).actions, on: &host)
    }
  }

  /// Sets facts; a gate whose condition no longer holds ends.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func setFacts(_ changes: Facts, in state: inout NavigationState<Route>) -> Output
  {
    perform(in: &state) { interpreter, host in
      interpreter.perform(interpreter.machine.setFacts(changes), on: &host)
    }
  }

  /// Cancels every step and calls the run off; home does not appear.
  public mutating func cancelAll(in state: inout NavigationState<Route>) -> Output {
    perform(in: &state) { interpreter, host in
      interpreter.perform(interpreter.machine.cancelAll(), on: &host)
    }
  }

  /// Stops new modals from presenting (the app went to the background).
  public mutating func suspend(in state: inout NavigationState<Route>) -> Output {
    perform(in: &state) { interpreter, host in
      interpreter.perform(interpreter.machine.suspend(), on: &host)
    }
  }

  /// Lets modals present again.
  public mutating func resume(in state: inout NavigationState<Route>) -> Output {
    perform(in: &state) { interpreter, host in
      interpreter.perform(interpreter.machine.resume(), on: &host)
    }
  }

  /// Applies the user's (or the app's) navigation command to `state`. When it removes an
  /// interaction's modal (the user dismissed a sheet), the step ends as cancelled.
  ///
  /// - Throws: The ``NavigationError`` the transition function refused the command with;
  ///   nothing changes then.
  ///
  /// Inlinable so that the transition function is specialised for the caller's route type.
  @inlinable
  public mutating func apply(
    _ command: NavigationCommand<Route>, to state: inout NavigationState<Route>,
    rules: NavigationRules<Route> = .init()
  ) throws(NavigationError) -> Output {
    let transition = try state.applying(command, rules: rules)
    return accept(transition, in: &state)
  }

  /// Takes `transition` (of a command applied to `state`) as having happened now: `state`
  /// becomes its `after`, and the steps of interaction modals it removed end as cancelled.
  /// O(modals) when it removed none.
  ///
  /// - Returns: The transition, stamped with the current time, and what followed it.
  @inlinable
  public mutating func accept(
    _ transition: StateTransition<Route>, in state: inout NavigationState<Route>
  ) -> Output {
    let removed = transition.removedInteractions
    guard !removed.isEmpty || transition.changesAppModals else {
      state = transition.after
      var output = Output()
      output.entries.append(.transition(transition, at: now))
      return output
    }
    return accept(transition, removing: removed, in: &state)
  }

  /// ``accept(_:in:)`` for a transition that removed interaction modals.
  @usableFromInline
  mutating func accept(
    _ transition: StateTransition<Route>, removing removed: [ModalInteraction],
    in state: inout NavigationState<Route>
  ) -> Output {
    perform(in: &state) { interpreter, host in
      host.record(transition)
      interpreter.noticeRemoved(removed, on: &host)
      interpreter.perform([], on: &host)
    }
  }

  /// Performs the flow action `action` of `program` as one event (see ``FlowAction``): its
  /// facts, the finish of the step that presented its screen, the steps it runs and its
  /// navigation, with the interactions it brings up presenting after the navigation.
  ///
  /// - Throws: ``ActionRefusal``; then nothing changed — not `state`, the facts, the steps or
  ///   the time — and nothing is reported.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func perform(
    _ action: FlowAction, of program: FlowProgram<Route>, in state: inout NavigationState<Route>
  ) throws(ActionRefusal) -> Output where Route: FlowRoute {
    try performAtomically(in: &state, rules: program.rules) {
      interpreter, host throws(ActionRefusal) in
      try interpreter.perform(action, of: program, on: &host)
    }
  }

  /// Lets the launch go on by itself while nothing but time can move it: a run is going, no
  /// step's modal waits for the user, the app is not in the background, and a splash, piece of
  /// work or timeout is due. What a person watching the launch would see, played at once; what
  /// the REPL, scenarios and exploration do after each command. O(due items) advances.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func settle(in state: inout NavigationState<Route>) -> Output {
    var output = Output()
    while isRunning, presentedStep == nil, !isSuspended, let deadline = nextDeadline {
      output.append(advance(by: max(deadline - now, .zero), in: &state))
    }
    return output
  }

  /// Refuses to let `duration` pass when it would take a clock past ``ClockRange/limit``: what
  /// a shell calls before ``advance(by:in:)`` for time that input asks for (a `wait`), so the
  /// input is refused rather than cut short. A negative duration lets no time pass.
  ///
  /// - Throws: ``ClockError/pastLimit(duration:left:)`` when `duration` is more than
  ///   ``timeLeft``.
  public func checkAdvance(by duration: Duration) throws(ClockError) {
    let left = timeLeft
    guard duration <= left else { throw .pastLimit(duration: duration, left: left) }
  }

  /// Lets `duration` of virtual time pass, handling everything due meanwhile in time order.
  ///
  /// Time stops at ``ClockRange/limit`` (saturating: the clocks never pass it, and nothing
  /// traps however long `duration` is); what a shell must refuse instead of cutting short,
  /// it checks first with ``checkAdvance(by:)``.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func advance(by duration: Duration, in state: inout NavigationState<Route>)
    -> Output
  {
    let target = now + min(max(duration, .zero), timeLeft)
    let origin = promptOrigin
    let output = perform(in: &state) { interpreter, host in
      while let index = Self.nextDue(in: host.scheduled, by: target) {
        let due = host.scheduled.remove(at: index)
        host.now = max(host.now, due.deadline ?? host.now)
        interpreter.machine.now = origin + host.now
        switch due.what {
        case .returns:
          interpreter.stepReturned(
            due.step, generation: due.generation, result: .finished([:]), on: &host)
        case .timeout:
          interpreter.perform(
            interpreter.machine.timedOut(due.step, generation: due.generation), on: &host)
        }
      }
    }
    now = target
    interpreter.machine.now = promptNow
    return output
  }

  // MARK: Performing

  /// Refuses steps a simulation cannot run: work without a duration (unless it is told when
  /// work ends), main-actor conditions.
  static func validate(
    _ steps: [InteractionStep<Route>], timing: StepTiming
  ) throws(InteractionPlanError) {
    for step in steps {
      if step.kind.runsWork && step.duration == nil && timing == .declared {
        throw .notSimulated(step.id)
      }
      if step.mainActorCondition != nil { throw .mainActorConditionNotSimulated(step.id) }
    }
  }

  /// Runs `body` with the interpreter and a host over `state` and the schedule, then keeps
  /// what changed.
  mutating func perform(
    in state: inout NavigationState<Route>,
    _ body: (inout InteractionInterpreter<Route>, inout Host) -> Void
  ) -> Output {
    note(state)
    var host = makeHost(state)
    body(&interpreter, &host)
    keep(host, in: &state)
    return host.output
  }

  /// ``perform(in:_:)`` for a body that may refuse part-way: it runs on a copy of the
  /// interpreter, kept only when the body returns, so a refusal changes nothing.
  private mutating func performAtomically<Failure: Error>(
    in state: inout NavigationState<Route>, rules: NavigationRules<Route>,
    _ body: (inout InteractionInterpreter<Route>, inout Host) throws(Failure) -> Void
  ) throws(Failure) -> Output {
    var host = makeHost(state)
    host.rules = rules
    var interpreter = self.interpreter
    interpreter.machine.appModals = state.appModalIDs
    interpreter.machine.now = promptNow
    try body(&interpreter, &host)
    self.interpreter = interpreter
    keep(host, in: &state)
    return host.output
  }

  /// Tells the machine which of the app's modals `state` shows, before it decides anything: the
  /// state may have changed outside the simulation.
  private mutating func note(_ state: NavigationState<Route>) {
    let modals = state.appModalIDs
    if interpreter.machine.appModals != modals { interpreter.machine.appModals = modals }
    interpreter.machine.now = promptNow
  }

  private func makeHost(_ state: NavigationState<Route>) -> Host {
    Host(
      state: state, now: now, scheduled: scheduled, sequence: sequence, outcome: outcome,
      timing: timing)
  }

  private mutating func keep(_ host: Host, in state: inout NavigationState<Route>) {
    state = host.state
    now = host.now
    scheduled = host.scheduled
    sequence = host.sequence
    outcome = host.outcome
  }

  /// The earliest item due by `target`; ties in the order they were scheduled. O(scheduled).
  private static func nextDue(in scheduled: [Scheduled], by target: Duration) -> Int? {
    var best: Int?
    for (index, item) in scheduled.enumerated() {
      guard let deadline = item.deadline, deadline <= target else { continue }
      if let current = best, let other = scheduled[current].deadline {
        if (deadline, item.sequence) < (other, scheduled[current].sequence) { best = index }
      } else {
        best = index
      }
    }
    return best
  }
}
