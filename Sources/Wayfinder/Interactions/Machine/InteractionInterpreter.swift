/// The one interpreter of the launch state machine's actions, shared by the real-clock
/// ``InteractionCoordinator`` and the virtual-time ``InteractionSimulation``, so the two cannot drift.
///
/// It presents and removes interaction modals (marked with ``ModalInteraction``), shows the
/// launch screen, holds deep links while interactions are up or still to come, finishes the
/// launch, stamps events with the host's time, and hands work, splashes and timers to the
/// host. Modal and gate steps need no task: their modal is state, so finishing or cancelling
/// one ends it within the same call.
struct InteractionInterpreter<Route: Hashable & Sendable>: Sendable {
  /// The decisions.
  var machine: InteractionMachine<Route>

  init(facts: Facts, isLaunching: Bool, waitsForHandshakes: Bool = false) {
    machine = InteractionMachine(
      facts: facts, isLaunching: isLaunching, waitsForHandshakes: waitsForHandshakes)
  }

  /// Performs `actions` in order, and those the machine returns meanwhile after them, then
  /// brings the deep-link hold in line with the machine. O(actions).
  mutating func perform<Host: InteractionHost<Route>>(
    _ actions: [InteractionAction<Route>], on host: inout Host
  ) {
    var queue = actions
    var index = 0
    while true {
      while index < queue.count {
        queue += execute(queue[index], on: &host)
        index += 1
      }
      // The slot counts the app's own modals: tell the machine when they changed. Each round
      // only removes modals, so this ends.
      let appModals = host.state.appModalIDs
      guard appModals != machine.appModals else { break }
      queue += machine.appModalsChanged(appModals)
    }
    syncDeepLinkHold(on: &host)
  }

  /// The work of step `step` (started as `generation`) returned.
  mutating func stepReturned<Host: InteractionHost<Route>>(
    _ step: StepID, generation: UInt64, result: StepResult, on host: inout Host
  ) {
    perform(machine.stepReturned(step, generation: generation, result: result), on: &host)
  }

  /// The main-actor condition of `step` (checked as `generation`) was evaluated.
  mutating func conditionChecked<Host: InteractionHost<Route>>(
    _ step: StepID, generation: UInt64, holds: Bool, on host: inout Host
  ) {
    perform(machine.conditionChecked(step, generation: generation, holds: holds), on: &host)
  }

  /// Tells the machine about interaction modals a transition removed (the user dismissed a
  /// sheet): each step ends as cancelled, exactly once.
  mutating func noticeRemoved<Host: InteractionHost<Route>>(
    _ interactions: [ModalInteraction], on host: inout Host
  ) {
    if seeded("dismissalUnnoticed") { return }
    for mark in interactions {
      perform(machine.interactionDismissed(mark.step, generation: mark.generation), on: &host)
    }
  }

  private mutating func execute<Host: InteractionHost<Route>>(
    _ action: InteractionAction<Route>, on host: inout Host
  ) -> [InteractionAction<Route>] {
    switch action {
    case .start(let step, let generation, let kind, let facts):
      return start(step, generation: generation, kind: kind, facts: facts, on: &host)
    case .check(let step, let generation, let facts):
      guard let condition = machine.entries[step]?.step.mainActorCondition else {
        return machine.conditionChecked(step, generation: generation, holds: true)
      }
      host.check(step, generation: generation, condition: condition, facts: facts)
    case .startTimer(let step, let generation, let duration):
      // Saturating: a timeout past the clock's limit never fires.
      host.startTimer(
        step, generation: generation,
        deadline: ClockRange.deadline(after: duration, from: host.now))
    case .cancelTimer(let step, let generation):
      host.cancelTimer(step, generation: generation)
    case .cancel(let step, let generation):
      guard let kind = machine.entries[step]?.step.kind else { return [] }
      switch kind {
      case .modal, .gate:
        endModal(of: step, on: &host)
        return machine.stepReturned(step, generation: generation, result: .cancelled)
      case .home:
        return machine.stepReturned(step, generation: generation, result: .cancelled)
      case .splash, .background, .presenting:
        if host.stop(step, generation: generation) {
          return machine.stepReturned(step, generation: generation, result: .cancelled)
        }
      }
    case .complete(let step, let generation):
      endModal(of: step, on: &host)
      return machine.stepReturned(step, generation: generation, result: .finished([:]))
    case .emit(let kind, let step, let facts):
      host.emit(InteractionEvent(time: host.now, kind: kind, step: step, returned: facts))
    case .finishLaunch(let holdsDeepLinks):
      // The hold as it was when home's turn came: a link held during the launch lands on home
      // before the steps behind a home step present over it. A home step may leave it held (an
      // interaction not behind it is still to come), which only the sequence may do.
      setDeepLinkHold(holdsDeepLinks, on: &host)
      let finish: TransitionCause<Route> =
        holdsDeepLinks ? .interaction(.showHome) : .command(.finishLaunch)
      if host.state.phase.isLaunching, let error = host.navigate(finish),
        error != .launchAlreadyFinished
      {
        host.emit(
          InteractionEvent(time: host.now, kind: .launchFailed(error.description), step: nil))
      }
      // What home shows now (a held link may have presented a modal) decides what comes next.
      if machine.awaitsHome { return machine.homeAppeared(appModals: host.state.appModalIDs) }
    case .runEnded(let outcome):
      host.runEnded(outcome)
    }
    return []
  }

  private mutating func start<Host: InteractionHost<Route>>(
    _ step: StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts,
    on host: inout Host
  ) -> [InteractionAction<Route>] {
    switch kind {
    case .modal(let screen, let style), .gate(let screen, let style):
      let declared = machine.entries[step]?.step
      let role = declared?.interactionRole ?? .required
      let mark = ModalInteraction(step: step, generation: generation, role: role)
      // A flow keeps its own stack: the user pushes inside it until a finish ends the step.
      var modal =
        declared?.presentsFlow == true
        ? Modal.flow(screen, id: step.modalID, style: style)
        : Modal.screen(screen, id: step.modalID, style: style)
      if let declared, !declared.detents.isEmpty {
        modal = modal.presentationDetents(declared.detents, selection: declared.selectedDetent)
      }
      if let error = host.navigate(.interaction(.present(modal, mark))) {
        return machine.stepReturned(
          step, generation: generation, result: .failed(error.description))
      }
    case .splash(let screen, let duration):
      if let error = host.navigate(.command(.showLaunchScreen(screen))) {
        return machine.stepReturned(
          step, generation: generation, result: .failed(error.description))
      }
      host.begin(step, generation: generation, kind: kind, facts: facts, duration: duration)
    case .home:
      break
    case .background, .presenting:
      let duration = machine.entries[step]?.step.duration
      host.begin(step, generation: generation, kind: kind, facts: facts, duration: duration)
    }
    return []
  }

  /// Removes the modal of `step`, when it is still up (the user may have dismissed it).
  private func endModal<Host: InteractionHost<Route>>(of step: StepID, on host: inout Host) {
    guard host.state.modals.contains(where: { $0.interaction?.step == step }),
      !seeded("endLeavesModal")
    else { return }
    _ = host.navigate(.interaction(.end(step)))
  }

  /// Holds deep links while interactions are up or still to come; releases them (applying a
  /// held link on home) when none is left.
  private func syncDeepLinkHold<Host: InteractionHost<Route>>(on host: inout Host) {
    setDeepLinkHold(machine.holdsDeepLinks, on: &host)
  }

  private func setDeepLinkHold<Host: InteractionHost<Route>>(_ holds: Bool, on host: inout Host) {
    guard holds != host.state.interactionsPending else { return }
    _ = host.navigate(.interaction(holds ? .holdDeepLinks : .releaseDeepLinks))
  }
}
