extension InteractionMachine {
  /// The ways this state breaks the rules every reachable state keeps; empty when it keeps
  /// them. Tests call this after every event.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var runningModals: [StepID] = []
    var counted = 0
    for id in order {
      guard let entry = entries[id] else {
        problems.append("step '\(id)' is ordered but unknown")
        continue
      }
      switch entry.status {
      case .pending(let remaining):
        counted += 1
        let actual = entry.step.dependencies.count(where: { !isResolved($0) })
        if remaining != actual {
          problems.append("step '\(id)' counts \(remaining) dependencies left, not \(actual)")
        }
        if remaining == 0 { problems.append("step '\(id)' waits for nothing but did not start") }
      case .ready:
        counted += 1
        if !entry.step.kind.takesModalSlot {
          problems.append("background step '\(id)' is ready")
        }
        if !readyModals.contains(id) { problems.append("ready step '\(id)' is not queued") }
        for dependency in entry.step.dependencies where !isResolved(dependency) {
          problems.append("ready step '\(id)' waits for '\(dependency)'")
        }
      case .running(let started):
        if !started.isReleased { counted += 1 }
        if entry.step.kind.takesModalSlot { runningModals.append(id) }
      case .ended:
        if entry.rerun != nil { problems.append("ended step '\(id)' still has a rerun") }
      }
    }
    let left = countStepsLeft()
    if left.interactions != interactionsLeft {
      problems.append("\(interactionsLeft) interactions counted left, \(left.interactions) are")
    }
    if left.behindHome != interactionsBehindHome {
      problems.append(
        "\(interactionsBehindHome) interactions counted behind home, \(left.behindHome) are")
    }
    if left.homeSteps != homeStepsLeft {
      problems.append("\(homeStepsLeft) home steps counted left, \(left.homeSteps) are")
    }
    for id in order where entries[id]?.step.kind.showsHome == true && isLaunching {
      if entries[id]?.status == .ended(.finished) {
        problems.append("home step '\(id)' finished but the launch screen is still up")
      }
    }
    if counted != unresolved {
      problems.append("\(unresolved) steps counted unresolved, \(counted) are")
    }
    if let handshake = awaitedHandshake {
      if !waitsForHandshakes { problems.append("awaits the \(handshake) without hand-shakes") }
      if case .presentation(let modal) = handshake, modalSlot?.modalID != modal {
        problems.append("awaits the \(handshake), but the slot holds another step")
      }
    }
    if runningModals.count > 1 {
      problems.append("modals running at once: \(runningModals.map(\.rawValue))")
    }
    if runningModals.first != modalSlot {
      problems.append("the modal slot holds \(modalSlot?.rawValue ?? "nothing")")
    }
    if Set(readyModals).count != readyModals.count { problems.append("a modal is queued twice") }
    if readyModals.contains(where: canPresentNow) {
      problems.append("the slot is free but \(readyModals.map(\.rawValue)) wait")
    }
    if !newlyReady.isEmpty || !actions.isEmpty { problems.append("work left between events") }
    if awaitsHome { problems.append("home is still appearing between events") }
    if runState == .active, unresolved == 0, modalSlot == nil {
      problems.append("the run is over but still active")
    }
    return problems
  }
}
