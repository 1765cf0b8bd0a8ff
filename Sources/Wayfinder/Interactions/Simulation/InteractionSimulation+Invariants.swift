extension InteractionSimulation {
  /// The ways the sequence and `state`, the state it drives, disagree, after the machine's own
  /// violations (``invariantViolations()``); empty when they agree. Between calls:
  /// - the modal or gate step running in the modal slot shows its modal, marked with its start;
  /// - every interaction modal on screen is that step's;
  /// - a step's modal is over only app modals the step may cover (``InteractionStep/coverage``);
  /// - the state holds deep links exactly while the sequence does;
  /// - both clocks, ``now`` and ``promptNow``, lie within ``ClockRange``.
  ///
  /// Exploration checks this after every command. O(steps + modals).
  package func invariantViolations(with state: NavigationState<Route>) -> [String] {
    let machine = self.machine  // one copy of the machine, not one per read
    var problems = machine.invariantViolations()
    var running: (step: StepID, generation: UInt64)?
    if let id = machine.modalSlot, let entry = machine.entries[id],
      entry.step.kind.presentsStepModal, case .running(let started) = entry.status,
      started.phase == .running
    {
      running = (id, started.generation)
      let shown = state.modals.contains {
        $0.interaction?.step == id && $0.interaction?.generation == started.generation
      }
      if !shown { problems.append("step '\(id)' runs in the modal slot, but its modal is not up") }
    }
    for (index, modal) in state.modals.enumerated() {
      guard let mark = modal.interaction else { continue }
      if mark.step != running?.step || mark.generation != running?.generation {
        problems.append("modal '\(modal.id)' is up, but its step '\(mark.step)' is not running")
      }
      let under = state.modals[..<index].compactMap { $0.interaction == nil ? $0.id : nil }
      if let coverage = machine.entries[mark.step]?.step.coverage, !coverage.allows(under) {
        problems.append(
          "step '\(mark.step)' is up over \(under.map(\.rawValue)), which it may not cover")
      }
    }
    if now < .zero || !ClockRange.contains(now) || !ClockRange.contains(promptNow) {
      problems.append("the clock stands at \(now) (prompts: \(promptNow)), outside its range")
    }
    if state.interactionsPending != machine.holdsDeepLinks {
      problems.append(
        machine.holdsDeepLinks
          ? "the sequence holds deep links, but the state does not"
          : "the state holds deep links, but the sequence does not")
    }
    return problems
  }
}
