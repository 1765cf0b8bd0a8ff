import Testing
@testable import Wayfinder

/// One call a shell makes on its interaction sequence or its navigation. Both shells get the
/// same calls, in the same order, so their results can be compared.
enum ShellCall: Sendable, CustomStringConvertible {
  case run([InteractionStep<String>])
  case enqueue([InteractionStep<String>])
  case suspend
  case resume
  case navigate(NavigationCommand<String>)
  case cancel(StepID)
  case cancelAll
  case finish(StepID)
  case setFacts(Facts)
  /// Lets time pass until this elapsed time.
  case advance(to: Duration)

  var description: String {
    switch self {
    case .run(let steps): "run [\(steps.map(\.id.rawValue).joined(separator: ", "))]"
    case .enqueue(let steps): "enqueue [\(steps.map(\.id.rawValue).joined(separator: ", "))]"
    case .suspend: "suspend"
    case .resume: "resume"
    case .navigate(let command): "send \(command)"
    case .cancel(let step): "cancel \(step)"
    case .cancelAll: "cancel all"
    case .finish(let step): "finish \(step)"
    case .setFacts(let facts): "set \(facts.values.sorted { $0.key < $1.key })"
    case .advance(let time): "advance to \(time)"
    }
  }
}

/// The app under test: two tabs, and deep links into each.
enum InteractionApp {
  static func state() -> NavigationState<String> {
    do {
      return try NavigationState(
        tabs: [NavigationTab("tab1", root: "home1"), NavigationTab("tab2", root: "home2")],
        phase: .launching(screen: nil))
    } catch {
      Issue.record("the app's home is invalid: \(error)")
      return NavigationState(flow: "tab1", root: "home1", phase: .launching(screen: nil))
    }
  }

  static func rules() -> NavigationRules<String> {
    var links = DeepLinkRouter<String>()
    do {
      try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(tab: "tab1", path: ["item"]) }
      try links.add("demo://settings") { _ in DeepLinkTarget(tab: "tab2", path: ["settings"]) }
    } catch {
      Issue.record("a deep-link pattern is invalid: \(error)")
    }
    return NavigationRules(deepLinks: links)
  }
}

/// The simulation shell, checking the interaction rules after every call and every transition:
/// at most one interaction modal; a running gate's modal on top, and its condition holding; no
/// command removing a gate; no deep link applied while an interaction step is waiting or up;
/// every started step ending exactly once; both invariant checks empty.
///
/// It is also the oracle of the coordinator's runs: it says which calls an event stands for,
/// and what should happen.
struct SimulationShell {
  /// Where a step is within one call, to see that each start ends exactly once.
  private enum Life: Equatable {
    case idle
    case waiting
    case open(mayRerun: Bool)
    /// Ended; merged again by the call, so it may start or end once more.
    case endedMayRerun
  }

  let plan: InteractionPlan
  let steps: [InteractionStep<String>]
  /// The plan's step identifiers, and whether each holds the modal slot.
  private let ids: [StepID]
  private let holdsSlot: [Bool]
  let rules = InteractionApp.rules()
  private(set) var state = InteractionApp.state()
  private(set) var launch: InteractionSimulation<String>
  private(set) var events: [InteractionEvent] = []
  private(set) var failures: [String] = []
  /// How many pushes landed inside a step's modal flow.
  private(set) var pushesInsideSteps = 0
  /// The calls made, each followed by the events it caused: formatted only for a failure.
  private var log: [(call: ShellCall, events: [InteractionEvent])] = []

  /// The calls made and the events each caused, one a line.
  var trace: [String] {
    log.flatMap { entry in [entry.call.description] + entry.events.map { "  \($0)" } }
  }

  init(plan: InteractionPlan) {
    self.plan = plan
    steps = plan.steps()
    ids = steps.map { $0.id }
    holdsSlot = steps.map { $0.kind.presentsModal }
    launch = InteractionSimulation(facts: plan.initialFacts)
  }

  // MARK: From events to calls

  /// The calls `event` stands for, as things are now.
  func calls(for event: ScriptEvent) -> [ShellCall] {
    switch event {
    case .run(let mask): [.run(chosen(mask))]
    case .foreground: [.run(steps), .resume]
    case .background: [.suspend]
    case .resume: [.resume]
    case .enqueue(let mask): [.enqueue(chosen(mask))]
    case .open(let link): [.navigate(.open(url: ScriptEvent.url(link)))]
    case .dismiss: [.navigate(.dismiss)]
    case .selectTab(let tab): [.navigate(.selectTab(TabID("tab\(tab)")))]
    case .cancel(let step): [.cancel(InteractionPlan.id(step % steps.count))]
    case .cancelAll: [.cancelAll]
    case .finish(let step): [.finish(InteractionPlan.id(step % steps.count))]
    case .finishPresented:
      presentedModal().map { [.finish($0)] } ?? []
    case .set(let fact, let value): [.setFacts([InteractionPlan.fact(fact): .bool(value)])]
    case .wait(let duration): [.advance(to: launch.now + duration)]
    case .waitForNext: launch.nextDeadline.map { [.advance(to: $0)] } ?? []
    case .pushInside: [.navigate(.push("page"))]
    case .back: [.navigate(.back)]
    }
  }

  /// The steps of `mask` whose dependencies are known or chosen too.
  private func chosen(_ mask: UInt8) -> [InteractionStep<String>] {
    var known = Set(ids.filter { launch.status(of: $0) != nil })
    var chosen: [InteractionStep<String>] = []
    for (index, step) in steps.enumerated() where mask & (1 << index) != 0 {
      guard step.dependencies.allSatisfy(known.contains) else { continue }
      chosen.append(step)
      known.insert(step.id)
    }
    return chosen
  }

  private func presentedModal() -> StepID? {
    guard let id = launch.presentedStep, let index = plan.ids.firstIndex(of: id),
      case .modal = plan.specs[index].kind
    else { return nil }
    return id
  }

  /// The next call to make toward `call`: time passes one due item at a time, so that a shell
  /// on a real clock sees the same order. `isLast` is false while `call` is still to come.
  func nextCall(toward call: ShellCall) -> (call: ShellCall, isLast: Bool) {
    guard case .advance(let target) = call, let next = launch.nextDeadline, next < target else {
      return (call, true)
    }
    return (.advance(to: next), false)
  }

  /// What to do next to let everything run out, or `nil` when nothing is left.
  func drainCall() -> ShellCall? {
    if launch.isSuspended { return .resume }
    if let id = launch.presentedStep, let index = plan.ids.firstIndex(of: id) {
      switch plan.specs[index].kind {
      case .modal: return .finish(id)
      case .gate:
        if let fact = plan.gateFact(of: id) {
          return .setFacts([InteractionPlan.fact(fact): .bool(false)])
        }
        return .cancel(id)
      case .splash, .background, .presenting, .home: break
      }
    }
    return launch.nextDeadline.map { .advance(to: $0) }
  }

  // MARK: Performing

  /// Performs `call` on the simulation, checks what happened, and returns the result as text.
  @discardableResult
  mutating func perform(_ call: ShellCall) -> String {
    let statusBefore = ids.map { launch.status(of: $0) }
    let heldBefore = interactionStepsLeft(statusBefore)
    var output = InteractionSimulation<String>.Output()
    var result = "ok"
    do {
      switch call {
      case .run(let steps): output = try launch.run(steps, in: &state)
      case .enqueue(let steps): output = try launch.enqueue(steps, in: &state)
      case .suspend: output = launch.suspend(in: &state)
      case .resume: output = launch.resume(in: &state)
      case .navigate(let command): output = try launch.apply(command, to: &state, rules: rules)
      case .cancel(let step): output = try launch.cancel(step, in: &state)
      case .cancelAll: output = launch.cancelAll(in: &state)
      case .finish(let step): output = try launch.finish(step, in: &state)
      case .setFacts(let facts): output = launch.setFacts(facts, in: &state)
      case .advance(let time): output = launch.advance(by: time - launch.now, in: &state)
      }
      if let report = output.report { result = "ok \(report)" }
    } catch {
      result = "refused: \(error)"
    }
    let newEvents = output.events
    for transition in output.transitions {
      if case .push? = transition.command, let top = transition.after.modals.last,
        top.interaction != nil, top.stack.canGoBack
      {
        pushesInsideSteps += 1
      }
    }
    events += newEvents
    log.append((call, newEvents))
    check(
      output.transitions, newEvents, of: call, statusBefore: statusBefore, heldBefore: heldBefore)
    return result
  }

  /// Checks the end of a run: nothing running, nothing up, nothing due.
  mutating func checkDrained() {
    let running = ids.filter { launch.status(of: $0) == .running }
    if !running.isEmpty { fail("steps started but never ended: \(running)") }
    if launch.isRunning { fail("the run hangs with nothing left to do") }
    if launch.nextDeadline != nil { fail("something is still due") }
    if state.presentedInteraction != nil { fail("an interaction modal is left up") }
    if state.interactionsPending { fail("deep links are still held") }
    if state.pendingDeepLink != nil, !state.phase.isLaunching {
      fail("a deep link is still held on home")
    }
  }

  mutating func fail(_ message: String) {
    failures.append("\(message)  (after: \(log.last.map { "\($0.call)" } ?? "nothing"))")
  }

  // MARK: Checks

  /// Whether a modal, gate or presenting step is waiting or running: deep links are held then.
  /// Once every home step has ended, one behind a home step holds them only while it is up.
  private func interactionStepsLeft(_ statuses: [StepStatus?]) -> Bool {
    let left = { (index: Int) in statuses[index] == .waiting || statuses[index] == .running }
    let homeLeft = statuses.indices.contains { plan.specs[$0].kind == .home && left($0) }
    return statuses.indices.contains { index in
      guard holdsSlot[index], left(index) else { return false }
      if !homeLeft, plan.isBehindHome(index) { return statuses[index] == .running }
      return true
    }
  }

  /// Whether a modal, gate or presenting step that is not behind a home step is waiting or
  /// running: a home step leaves held links held then.
  private func interactionsBeforeHomeLeft(_ statuses: [StepStatus?]) -> Bool {
    statuses.indices.contains { index in
      holdsSlot[index] && !plan.isBehindHome(index)
        && (statuses[index] == .waiting || statuses[index] == .running)
    }
  }

  private mutating func check(
    _ transitions: [StateTransition<String>], _ events: [InteractionEvent], of call: ShellCall,
    statusBefore: [StepStatus?], heldBefore: Bool
  ) {
    let statusAfter = ids.map { launch.status(of: $0) }
    let heldAfter = interactionStepsLeft(statusAfter)
    for transition in transitions {
      for problem in Self.problems(in: transition) { fail(problem) }
      if Self.appliedDeepLink(transition) {
        // A link opened is applied at once, before the call changed anything; a held one is
        // released at the end of the call.
        // A home step lands it when home appears, before the steps behind it present.
        let heldThen: Bool =
          switch transition.command {
          case .open?: heldBefore
          case .finishLaunch?: interactionsBeforeHomeLeft(statusAfter)
          default: heldAfter
          }
        if heldThen { fail("a deep link was applied while interaction steps were left") }
      }
    }
    if case .navigate(.open(let url)) = call, let transition = transitions.first,
      transition.before.holdsDeepLinks, transition.after.pendingDeepLink?.url != url
    {
      fail("a held deep link was not kept")
    }
    checkLives(events, of: call, statusBefore: statusBefore, statusAfter: statusAfter)
    // Each transition's state was checked above; an unchanged state needs no second look.
    if transitions.isEmpty {
      for problem in state.invariantViolations() { fail("state: \(problem)") }
    }
    checkState(statusAfter)
    if heldAfter != launch.holdsDeepLinks {
      fail("the simulation holds deep links: \(launch.holdsDeepLinks), steps left: \(heldAfter)")
    }
  }

  /// Each start ends exactly once; a step ends at most once unless the call merged it again.
  private mutating func checkLives(
    _ events: [InteractionEvent], of call: ShellCall, statusBefore: [StepStatus?],
    statusAfter: [StepStatus?]
  ) {
    var lives: [StepID: Life] = [:]
    for (id, status) in zip(ids, statusBefore) {
      lives[id] =
        switch status {
        case .waiting?: .waiting
        case .running?: .open(mayRerun: false)
        default: .idle
        }
    }
    let merged: [InteractionStep<String>] =
      switch call {
      case .run(let steps), .enqueue(let steps): steps
      default: []
      }
    for step in merged {
      lives[step.id] = lives[step.id] == .open(mayRerun: false) ? .open(mayRerun: true) : .waiting
    }
    for event in events {
      guard let id = event.step else { continue }
      let life = lives[id] ?? .idle
      if event.kind == .stepStarted {
        guard life == .waiting || life == .endedMayRerun else {
          fail("\(id) started while \(life)")
          continue
        }
        lives[id] = .open(mayRerun: false)
      } else if event.kind.endsStep {
        switch life {
        case .open(let mayRerun): lives[id] = mayRerun ? .endedMayRerun : .idle
        case .waiting, .endedMayRerun: lives[id] = .idle
        case .idle: fail("\(id) ended twice")
        }
      }
    }
    for (id, status) in zip(ids, statusAfter) {
      let open: Bool = if case .open = lives[id] { true } else { false }
      if open != (status == .running) {
        fail(
          "\(id) is \(String(describing: status)) but its events say \(String(describing: lives[id]))"
        )
      }
    }
  }

  private mutating func checkState(_ statuses: [StepStatus?]) {
    for problem in launch.invariantViolations(with: state) { fail("machine: \(problem)") }
    if state.interactionsPending != launch.holdsDeepLinks {
      fail(
        "the state holds deep links: \(state.interactionsPending), the machine: \(launch.holdsDeepLinks)"
      )
    }
    for (id, status) in zip(ids, statuses) where status == .running {
      if let modal = state.modals.first(where: { $0.interaction?.step == id }),
        modal.hasNavigation != plan.flows
      {
        fail("\(id)'s modal is \(modal.hasNavigation ? "a flow" : "one screen"), not as declared")
      }
      guard let fact = plan.gateFact(of: id) else { continue }
      if state.modals.last?.interaction?.step != id {
        fail("gate \(id) runs but its modal is not on top: \(state.modals.map(\.id))")
      }
      if !launch.facts.isTrue(InteractionPlan.fact(fact)) {
        fail("gate \(id) is up although its condition no longer holds")
      }
    }
  }

  /// What must hold of every transition, whichever shell made it.
  static func problems(in transition: StateTransition<String>) -> [String] {
    var problems: [String] = []
    let after = transition.after
    let marks = after.modals.compactMap { $0.interaction }
    if marks.count > 1 { problems.append("two interaction modals up: \(marks.map(\.step))") }
    problems += after.invariantViolations().map { "state after \(transition.cause): \($0)" }
    problems += transition.contractViolations()
    if case .open? = transition.command, transition.before.holdsDeepLinks,
      transition.before.home != after.home || transition.before.modals != after.modals
    {
      problems.append("a held deep link changed the screen")
    }
    if let command = transition.command {
      for mark in transition.before.modals.compactMap({ $0.interaction })
      where mark.role == .gate && !marks.contains(mark) {
        problems.append("'\(command)' removed gate \(mark.step)")
      }
    } else if !appliedDeepLink(transition), transition.before.home != after.home {
      problems.append("'\(transition.cause)' changed home")
    }
    if appliedDeepLink(transition),
      after.presentedInteraction != nil || after.interactionsPending || after.phase.isLaunching
    {
      problems.append("a deep link was applied past an interaction (\(transition.cause))")
    }
    return problems
  }

  /// Whether `transition` applied a deep link: one opened when nothing held it, or a held one
  /// released.
  static func appliedDeepLink(_ transition: StateTransition<String>) -> Bool {
    if case .open? = transition.command { return !transition.before.holdsDeepLinks }
    return transition.before.pendingDeepLink != nil && transition.after.pendingDeepLink == nil
  }
}
