extension InteractionMachine {
  /// Adds `step`, or merges it into the known step with its identifier.
  mutating func merge(_ step: InteractionStep<Route>) {
    guard var entry = entries[step.id] else {
      entries[step.id] = Entry(
        step: step, order: order.count, status: .pending(remaining: 0), run: runNumber)
      order.append(step.id)
      unresolved += 1
      return
    }
    switch entry.status {
    case .pending:
      entry.step = step
    case .ready:
      // Back to waiting: its new dependencies are counted again below.
      readyModals.removeAll { $0 == step.id }
      entry.step = step
      entry.status = .pending(remaining: 0)
    case .running(let started):
      if case .cancelling = started.phase { entry.rerun = step }
    case .ended:
      entry.step = step
      entry.status = .pending(remaining: 0)
      unresolved += 1
    }
    entry.run = runNumber
    entries[step.id] = entry
  }

  /// Rebuilds the dependants index and recounts what every waiting step waits for. Waiting
  /// steps with nothing left to wait for become ready, in declaration order.
  mutating func rebuildDependencies() {
    dependants = [:]
    for id in order {
      guard let entry = entries[id] else { continue }
      for dependency in entry.step.dependencies { dependants[dependency, default: []].append(id) }
    }
    for id in order {
      guard let entry = entries[id] else { continue }
      switch entry.status {
      case .pending, .ready:
        let remaining = entry.step.dependencies.count(where: {
          !isResolved($0) && !seeded("dependencyIgnored")
        })
        if case .ready = entry.status, remaining == 0 { continue }
        if case .ready = entry.status { readyModals.removeAll { $0 == id } }
        entries[id]?.status = .pending(remaining: remaining)
        if remaining == 0 { newlyReady.append(id) }
      case .running, .ended:
        continue
      }
    }
    findStepsBehindHome()
    (interactionsLeft, interactionsBehindHome, homeStepsLeft) = countStepsLeft()
  }

  /// What ``interactionsLeft``, ``interactionsBehindHome`` and ``homeStepsLeft`` count, counted
  /// afresh. O(steps).
  func countStepsLeft() -> (interactions: Int, behindHome: Int, homeSteps: Int) {
    var counts = (interactions: 0, behindHome: 0, homeSteps: 0)
    for id in order {
      guard let entry = entries[id] else { continue }
      if case .ended = entry.status { continue }
      if entry.step.kind.showsHome { counts.homeSteps += 1 }
      guard entry.step.kind.presentsModal else { continue }
      counts.interactions += 1
      if behindHome.contains(id) { counts.behindHome += 1 }
    }
    return counts
  }

  /// Finds the steps that wait for a home step, directly or through others: depth-first over
  /// the dependencies, iteratively (a chain may be thousands long). O(steps + dependencies);
  /// nothing to do when no step shows home.
  private mutating func findStepsBehindHome() {
    behindHome = []
    guard order.contains(where: { entries[$0]?.step.kind.showsHome == true }) else { return }
    var known: [StepID: Bool] = [:]
    for root in order where known[root] == nil {
      var stack: [(id: StepID, next: Int)] = [(root, 0)]
      while let top = stack.last {
        let dependencies = entries[top.id]?.step.dependencies ?? []
        if top.next < dependencies.count {
          stack[stack.count - 1].next += 1
          let dependency = dependencies[top.next]
          // The plan has no cycle, so a dependency not yet known is not on the stack.
          if known[dependency] == nil, entries[dependency] != nil { stack.append((dependency, 0)) }
          continue
        }
        stack.removeLast()
        let behind = dependencies.contains { dependency in
          entries[dependency]?.step.kind.showsHome == true || known[dependency] == true
        }
        known[top.id] = behind
        if behind { behindHome.insert(top.id) }
      }
    }
  }

  /// Whether deep links wait: while interactions are up or still to come. Once a home step
  /// has ended, the interactions behind it hold links only while one of them is up — a link
  /// held during the launch lands on home before they present.
  var holdsDeepLinks: Bool {
    guard homeStepsLeft == 0, interactionsBehindHome > 0 else { return interactionsLeft > 0 }
    if interactionsLeft > interactionsBehindHome { return true }
    guard let up = modalSlot else { return false }
    return entries[up]?.step.kind.presentsModal == true
  }

  /// Whether dependants of `id` may start: it has ended, or timed out under `.continue`, or no
  /// run declared it — validation lets that through only for a step of a launch that is over.
  func isResolved(_ id: StepID) -> Bool {
    switch entries[id]?.status {
    case .ended, nil: true
    case .running(let started): started.isReleased
    case .pending, .ready: false
    }
  }

  /// Starts or skips what became ready and fills the modal slot, until nothing changes; then
  /// finishes the run if everything has ended.
  mutating func process() {
    while true {
      while !newlyReady.isEmpty {
        let batch = newlyReady
        newlyReady = []
        for id in batch { becomeReady(id) }
      }
      guard fillModalSlot() else { break }
    }
    finishRunIfDone()
  }

  private mutating func becomeReady(_ id: StepID) {
    guard let entry = entries[id], entry.status == .pending(remaining: 0) else { return }
    if entry.step.kind.takesModalSlot {
      // Seeded defect: the condition is evaluated when the step is ready, not at its turn.
      if seeded("conditionNotRechecked", when: entry.step.condition?(facts) == false) {
        end(id, as: .skipped(.condition))
        return
      }
      entries[id]?.status = .ready
      readyModals.append(id)
      return
    }
    if let condition = entry.step.condition, !condition(facts) {
      end(id, as: .skipped(.condition))
    } else if let block = promptBlock(for: entry.step) {
      skip(id, blockedBy: block)
    } else if case .splash = entry.step.kind, !isLaunching {
      end(id, as: .skipped(.homeShowing))
    } else {
      start(id)
    }
  }

  /// Presents the best ready modal when the slot is free and presenting is allowed, or skips
  /// it when its condition no longer holds. A step that may not cover the app's own modals on
  /// screen waits for them, and the next one in order is considered. While an action holds
  /// presentation back (`holdsPresentation`), a modal whose condition fails is still skipped —
  /// facts do not change until the action ends — and one that would present waits. Returns
  /// whether it did anything. O(ready modals log ready modals).
  private mutating func fillModalSlot() -> Bool {
    guard modalSlot == nil || seeded("twoModalsAtOnce"), awaitedHandshake == nil,
      !awaitsHome, !isSuspended, !readyModals.isEmpty
    else { return false }
    let candidates =
      readyModals.count == 1 ? readyModals : readyModals.sorted(by: { precedes($0, $1) })
    for id in candidates {
      guard let entry = entries[id] else {
        readyModals.removeAll { $0 == id }
        return true
      }
      if !entry.step.coverage.allows(appModals), !seeded("coverIgnored") {
        continue
      }
      if let condition = entry.step.condition, !condition(facts),
        !seeded("conditionNotRechecked")
      {
        readyModals.removeAll { $0 == id }
        end(id, as: .skipped(.condition))
        return true
      }
      if let block = promptBlock(for: entry.step) {
        readyModals.removeAll { $0 == id }
        skip(id, blockedBy: block)
        return true
      }
      // Its turn has come: a finish the user gave early ends it now, without presenting.
      if entry.finishRequested {
        endWithoutPresenting(id)
        return true
      }
      if holdsPresentation { return false }
      readyModals.removeAll { $0 == id }
      start(id)
      return true
    }
    return false
  }

  /// Whether a ready modal could take the slot now: it is free, presenting is allowed and the
  /// app shows nothing the step may not cover.
  func canPresentNow(_ id: StepID) -> Bool {
    guard let entry = entries[id] else { return false }
    return modalSlot == nil && awaitedHandshake == nil && !awaitsHome && !isSuspended
      && !holdsPresentation && entry.step.coverage.allows(appModals)
  }

  /// Ends a modal step the user finished before it presented: skipped when its condition is
  /// false, finished otherwise.
  mutating func endWithoutPresenting(_ id: StepID) {
    guard let entry = entries[id] else { return }
    readyModals.removeAll { $0 == id }
    if let condition = entry.step.condition, !condition(facts) {
      end(id, as: .skipped(.condition))
    } else {
      end(id, as: .finished)
    }
  }

  /// Higher priority first, then declaration order.
  private func precedes(_ lhs: StepID, _ rhs: StepID) -> Bool {
    guard let left = entries[lhs], let right = entries[rhs] else { return false }
    if left.step.priority != right.step.priority { return left.step.priority > right.step.priority }
    return left.order < right.order
  }

  /// Starts step `id`, or first has its main-actor condition checked: the step then holds
  /// its place (and the modal slot) until ``conditionChecked(_:generation:holds:)``.
  private mutating func start(_ id: StepID) {
    guard let step = entries[id]?.step else { return }
    let generation = nextGeneration
    nextGeneration += 1
    if step.kind.takesModalSlot { modalSlot = id }
    if step.mainActorCondition != nil {
      entries[id]?.status = .running(Started(generation: generation, phase: .checking))
      actions.append(.check(id, generation: generation, facts: facts))
      return
    }
    begin(id, generation: generation)
  }

  /// Starts step `id` for real under `generation`: its modal, splash or work, its event and
  /// its timer. A home step ends at once, sending `finishLaunch` while the launch screen is up.
  mutating func begin(_ id: StepID, generation: UInt64) {
    guard let step = entries[id]?.step else { return }
    entries[id]?.status = .running(Started(generation: generation, phase: .running))
    if step.kind.showsHome {
      actions.append(.emit(.stepStarted, step: id))
      // Counted off first, so the hold the launch ends with is the one after home appears.
      end(id, as: .finished)
      if isLaunching {
        isLaunching = false
        awaitsHome = true
        actions.append(.finishLaunch(holdsDeepLinks: holdsDeepLinks))
      }
      return
    }
    if step.kind.presentsModal { modalSlot = id }
    if waitsForHandshakes, step.kind.presentsStepModal {
      awaitedHandshake = .presentation(id.modalID)
    }
    promptBlocks[id] = nil
    if step.kind.presentsModal,
      step.policy.counting == .onRequest || !waitsForHandshakes || !step.kind.presentsStepModal
    {
      countShown(id)
    }
    actions.append(.start(id, generation: generation, kind: step.kind, facts: facts))
    actions.append(.emit(.stepStarted, step: id))
    if let timeout = step.timeout {
      actions.append(.startTimer(id, generation: generation, duration: timeout.duration))
    }
  }

  /// Ends step `id` (waiting or running) with `status`, exactly once.
  mutating func end(_ id: StepID, as status: StepStatus, setting returned: Facts = [:]) {
    guard var entry = entries[id] else { return }
    let wasReleased: Bool
    let wasUp: Bool
    switch entry.status {
    case .ended: return
    case .pending, .ready: (wasReleased, wasUp) = (false, false)
    case .running(let started): (wasReleased, wasUp) = (started.isReleased, true)
    }
    if modalSlot == id { modalSlot = nil }
    if awaitedHandshake?.modal == id.modalID { awaitedHandshake = nil }
    if waitsForHandshakes, wasUp, entry.step.kind.presentsStepModal {
      // A modal that failed to present never went up: nothing to wait for.
      if case .failed = status {} else { awaitedHandshake = .dismissal(id.modalID) }
    }
    let rerun = entry.rerun
    entry.rerun = nil
    entry.finishRequested = false
    if entry.step.kind.presentsModal {
      interactionsLeft -= 1
      if behindHome.contains(id) { interactionsBehindHome -= 1 }
    }
    if entry.step.kind.showsHome { homeStepsLeft -= 1 }
    entry.status = .ended(status)
    entries[id] = entry
    actions.append(
      .emit(Self.event(for: status), step: id, facts: status == .finished ? returned : [:]))
    if status == .finished {
      facts.merge(entry.step.facts)
      facts.merge(returned)
      releaseGates()
    }
    if !wasReleased {
      resolve(id)
      if seeded("stepEndsTwice") { resolve(id) }
    }
    if let rerun {
      merge(rerun)
      rebuildDependencies()
    }
  }

  private static func event(for status: StepStatus) -> InteractionEvent.Kind {
    switch status {
    case .finished: .stepFinished
    case .skipped(let reason): .stepSkipped(reason)
    case .failed(let message): .stepFailed(message)
    case .cancelled, .waiting, .running: .stepCancelled
    }
  }

  /// `id` no longer holds anything up: count it off and release dependants waiting only on it.
  mutating func resolve(_ id: StepID) {
    unresolved -= 1
    for dependant in dependants[id] ?? [] {
      guard case .pending(let remaining)? = entries[dependant]?.status, remaining > 0 else {
        continue
      }
      entries[dependant]?.status = .pending(remaining: remaining - 1)
      if remaining == 1 { newlyReady.append(dependant) }
    }
  }

  /// Ends the running gate whose condition no longer holds.
  mutating func releaseGates() {
    guard let id = modalSlot, let entry = entries[id], case .gate = entry.step.kind,
      case .running(var started) = entry.status, started.phase == .running,
      let condition = entry.step.condition, !condition(facts)
    else { return }
    started.phase = .finishing
    entries[id]?.status = .running(started)
    actions.append(.complete(id, generation: started.generation))
  }

  mutating func cancelStep(_ id: StepID) {
    guard var entry = entries[id] else { return }
    switch entry.status {
    case .pending, .ready:
      readyModals.removeAll { $0 == id }
      end(id, as: .cancelled)
    case .running(let started) where started.phase == .checking:
      end(id, as: .cancelled)
    case .running(var started):
      entry.rerun = nil
      if started.phase == .running {
        started.phase = .cancelling(timedOut: false)
        actions.append(.cancel(id, generation: started.generation))
      }
      entry.status = .running(started)
      entries[id] = entry
    case .ended:
      break
    }
  }

  /// Ends an active run as `outcome` and cancels every step.
  mutating func stopRun(as outcome: InteractionOutcome, event: InteractionEvent.Kind) {
    let wasActive = runState == .active
    if wasActive { runState = .ended(outcome) }
    for id in order { cancelStep(id) }
    newlyReady = []
    if wasActive {
      actions.append(.emit(event, step: nil))
      actions.append(.runEnded(outcome))
    }
  }

  private mutating func finishRunIfDone() {
    guard runState == .active, unresolved == 0, modalSlot == nil, awaitedHandshake == nil,
      !awaitsHome
    else { return }
    runState = .ended(.finished)
    if isLaunching {
      isLaunching = false
      actions.append(.finishLaunch(holdsDeepLinks: holdsDeepLinks))
    }
    actions.append(.emit(runIsLaunch ? .launchFinished : .runFinished, step: nil))
    actions.append(.runEnded(.finished))
  }
}
