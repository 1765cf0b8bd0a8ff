/// A launch played on virtual time, synchronously: the same state machine as
/// ``LaunchCoordinator``, with no tasks and no clock.
///
/// The simulation drives a ``NavigationState`` value directly. Time moves only when you call
/// ``advance(by:in:)``: splashes end and background work finishes when their durations have
/// passed, in time order (ties in the order they were scheduled), and timeouts fire. Modal
/// steps wait for ``finish(_:in:)``. Every call returns what happened — the navigation
/// transitions and the launch events, stamped with virtual time — so a transcript of the same
/// calls is the same every time. This is what the REPL's scripted mode, scenario files and path
/// generation run on.
///
/// Background steps must say how long they last (``LaunchStep/duration``, set by
/// ``LaunchStep/background(_:lasting:after:when:timeout:sets:)``); their Swift work is never
/// run.
///
/// ```swift
/// var state = NavigationState(flow: "main", root: Page.home, phase: .launching(screen: nil))
/// var launch = LaunchSimulation<Page>(facts: ["passcodeEnabled": .bool(true)])
/// _ = try launch.run(steps, in: &state)
/// _ = launch.advance(by: .seconds(1), in: &state)   // splash and config done
/// _ = launch.finish("passcode", in: &state)          // the user unlocked
/// ```
public struct LaunchSimulation<Route: Hashable & Sendable>: Sendable {
  /// What one call did.
  public struct Output: Sendable {
    /// The navigation transitions, in order.
    public var transitions: [Transition<Route>] = []
    /// The launch events, in order.
    public var events: [LaunchEvent] = []
  }

  /// Something due at a virtual time.
  private struct Scheduled: Sendable {
    enum What: Sendable { case returns, timeout }
    var deadline: Duration
    var sequence: UInt64
    var step: LaunchStepID
    var generation: UInt64
    var what: What
  }

  private var machine: LaunchStateMachine<Route>
  private var scheduled: [Scheduled] = []
  private var sequence: UInt64 = 0
  /// Modal and gate steps whose modal is up, waiting for the user or a fact change.
  private var presented: [LaunchStepID: UInt64] = [:]
  private var output = Output()

  /// The virtual time elapsed since the simulation was created.
  public private(set) var now: Duration = .zero
  /// How the last run ended, once it has.
  public private(set) var outcome: LaunchOutcome?

  /// Creates a simulation with the launch facts it starts from.
  public init(facts: Facts = [:]) {
    machine = LaunchStateMachine(facts: facts)
  }

  /// The launch facts, as set so far.
  public var facts: Facts { machine.facts }

  /// The modal or gate step holding the modal slot, if any.
  public var presentedStep: LaunchStepID? { machine.modalSlot }

  /// Whether a run is going on.
  public var isRunning: Bool { machine.runState == .active }

  /// Whether new modals are held back by ``suspend(in:)``.
  public var isSuspended: Bool { machine.isSuspended }

  /// When the next splash, piece of work or timeout is due, if any is.
  public var nextDeadline: Duration? { scheduled.map(\.deadline).min() }

  /// Every declared step in declaration order, with its kind and where it is.
  public var steps: [(id: LaunchStepID, kind: LaunchStepKind<Route>, status: LaunchStepStatus)] {
    machine.order.compactMap { id in
      guard let entry = machine.entries[id], let status = machine.status(of: id) else { return nil }
      return (id, entry.step.kind, status)
    }
  }

  /// Where `step` is, or `nil` when no run declared it.
  public func status(of step: LaunchStepID) -> LaunchStepStatus? { machine.status(of: step) }

  // MARK: Events

  /// Runs `steps`, merging them by identifier into a run already going on (a foreground
  /// re-run). Steps that are ready start at once.
  ///
  /// - Throws: ``LaunchPlanError`` for repeated ids, unknown dependencies, cycles, or a
  ///   background step without a ``LaunchStep/duration``; nothing changes then.
  public mutating func run(
    _ steps: [LaunchStep<Route>], in state: inout NavigationState<Route>
  ) throws(LaunchPlanError) -> Output {
    for step in steps {
      if case .background = step.kind, step.duration == nil { throw .notSimulated(step.id) }
    }
    outcome = nil
    let actions = try machine.run(steps, isLaunching: state.phase.isLaunching)
    return perform(actions, in: &state)
  }

  /// The user finished modal step `step` (a `finish: true` action). Returns `nil` when that
  /// step is not a running modal (gates end only when their condition stops holding).
  public mutating func finish(
    _ step: LaunchStepID, in state: inout NavigationState<Route>
  ) -> Output? {
    let (accepted, actions) = machine.userFinished(step)
    guard accepted else { return nil }
    return perform(actions, in: &state)
  }

  /// Sets facts; a gate whose condition no longer holds ends.
  public mutating func setFacts(_ changes: Facts, in state: inout NavigationState<Route>) -> Output {
    perform(machine.setFacts(changes), in: &state)
  }

  /// Cancels `step`: its modal is dismissed or its work stopped, and it ends as cancelled.
  public mutating func cancel(_ step: LaunchStepID, in state: inout NavigationState<Route>) -> Output {
    perform(machine.cancel(step), in: &state)
  }

  /// Cancels every step and calls the run off; home does not appear.
  public mutating func cancelAll(in state: inout NavigationState<Route>) -> Output {
    perform(machine.cancelAll(), in: &state)
  }

  /// Stops new modals from presenting (the app went to the background).
  public mutating func suspend(in state: inout NavigationState<Route>) -> Output {
    perform(machine.suspend(), in: &state)
  }

  /// Lets modals present again.
  public mutating func resume(in state: inout NavigationState<Route>) -> Output {
    perform(machine.resume(), in: &state)
  }

  /// Lets `duration` of virtual time pass, handling everything due meanwhile in time order.
  public mutating func advance(by duration: Duration, in state: inout NavigationState<Route>) -> Output {
    let target = now + max(duration, .zero)
    var total = Output()
    while let index = nextDue(by: target) {
      let due = scheduled.remove(at: index)
      now = max(now, due.deadline)
      let actions: [LaunchAction<Route>]
      switch due.what {
      case .returns: actions = machine.stepReturned(due.step, generation: due.generation, result: .finished([:]))
      case .timeout: actions = machine.timedOut(due.step, generation: due.generation)
      }
      let step = perform(actions, in: &state)
      total.transitions += step.transitions
      total.events += step.events
    }
    now = target
    return total
  }

  /// Ends modal steps whose modal is no longer presented (a deep link or the user dismissed
  /// it) as cancelled, so the launch never waits for a modal nobody can see.
  public mutating func reconcile(with state: inout NavigationState<Route>) -> Output {
    var total = Output()
    for (step, generation) in presented.sorted(by: { $0.key < $1.key })
    where !state.modals.contains(where: { $0.id == step.modalID }) {
      presented[step] = nil
      let output = perform(
        machine.stepReturned(step, generation: generation, result: .cancelled), in: &state)
      total.transitions += output.transitions
      total.events += output.events
    }
    return total
  }

  // MARK: Performing actions

  private func nextDue(by target: Duration) -> Int? {
    var best: Int?
    for (index, item) in scheduled.enumerated() where item.deadline <= target {
      if let current = best {
        let other = scheduled[current]
        if (item.deadline, item.sequence) < (other.deadline, other.sequence) { best = index }
      } else {
        best = index
      }
    }
    return best
  }

  private mutating func perform(
    _ actions: [LaunchAction<Route>], in state: inout NavigationState<Route>
  ) -> Output {
    var queue = actions
    var index = 0
    while index < queue.count {
      queue += execute(queue[index], in: &state)
      index += 1
    }
    let result = output
    output = Output()
    return result
  }

  /// Performs one action; returns the actions the machine produced in response.
  private mutating func execute(
    _ action: LaunchAction<Route>, in state: inout NavigationState<Route>
  ) -> [LaunchAction<Route>] {
    switch action {
    case .start(let step, let generation, let kind, _):
      return start(step, generation: generation, kind: kind, in: &state)
    case .startTimer(let step, let generation, let duration):
      schedule(step, generation: generation, at: now + duration, .timeout)
      return []
    case .cancelTimer(let step, let generation):
      scheduled.removeAll { $0.step == step && $0.generation == generation && $0.what == .timeout }
      return []
    case .cancel(let step, let generation):
      scheduled.removeAll { $0.step == step && $0.generation == generation }
      if presented[step] == generation {
        presented[step] = nil
        send(.dismissModal(step.modalID), to: &state)
      }
      return machine.stepReturned(step, generation: generation, result: .cancelled)
    case .complete(let step, let generation):
      guard presented[step] == generation else { return [] }
      presented[step] = nil
      send(.dismissModal(step.modalID), to: &state)
      return machine.stepReturned(step, generation: generation, result: .finished([:]))
    case .emit(let kind, let step):
      output.events.append(LaunchEvent(time: now, kind: kind, step: step))
      return []
    case .finishLaunch:
      if state.phase.isLaunching {
        do throws(NavigationError) {
          output.transitions.append(try state.applying(.finishLaunch))
          state = output.transitions[output.transitions.count - 1].after
        } catch {
          output.events.append(LaunchEvent(time: now, kind: .launchFailed(error.description), step: nil))
        }
      }
      return []
    case .runEnded(let result):
      outcome = result
      return []
    }
  }

  private mutating func start(
    _ step: LaunchStepID, generation: UInt64, kind: LaunchStepKind<Route>,
    in state: inout NavigationState<Route>
  ) -> [LaunchAction<Route>] {
    switch kind {
    case .background:
      let duration = machine.entries[step]?.step.duration ?? .zero
      schedule(step, generation: generation, at: now + duration, .returns)
      return []
    case .splash(let screen, let duration):
      if let error = send(.showLaunchScreen(screen), to: &state) {
        return machine.stepReturned(step, generation: generation, result: .failed(error.description))
      }
      schedule(step, generation: generation, at: now + duration, .returns)
      return []
    case .modal(let screen, let style), .gate(let screen, let style):
      if let error = send(.present(.screen(screen, id: step.modalID, style: style)), to: &state) {
        return machine.stepReturned(step, generation: generation, result: .failed(error.description))
      }
      presented[step] = generation
      return []
    }
  }

  private mutating func schedule(
    _ step: LaunchStepID, generation: UInt64, at deadline: Duration, _ what: Scheduled.What
  ) {
    sequence += 1
    scheduled.append(
      Scheduled(deadline: deadline, sequence: sequence, step: step, generation: generation, what: what))
  }

  /// Applies `command`, recording the transition; returns the error when it was refused.
  @discardableResult
  private mutating func send(
    _ command: NavigationCommand<Route>, to state: inout NavigationState<Route>
  ) -> NavigationError? {
    do throws(NavigationError) {
      let transition = try state.applying(command)
      state = transition.after
      output.transitions.append(transition)
      return nil
    } catch {
      return error
    }
  }
}
