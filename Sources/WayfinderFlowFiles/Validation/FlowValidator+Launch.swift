internal import Wayfinder

extension FlowValidator {
  mutating func checkLaunch() {
    let stepIDs = definition.launch.map(\.id)
    let modalNames = definition.modals.map(\.id.rawValue)
    let interactionIDs = Set(definition.launch.filter { !$0.runsAtLaunch }.map(\.id))
    var homeStep: StepDefinition?
    let knownSources = LaunchSource.builtIn + definition.launchSources
    for step in definition.launch {
      if step.kind == .home {
        if !step.runsAtLaunch {
          bag.report(.homeStepInInteractions(step.id), at: step.location)
        } else if let first = homeStep {
          bag.report(
            .secondHomeStep(step.id, first: first.id, at: first.location), at: step.location)
        } else {
          homeStep = step
        }
      }
      for (index, dependency) in step.after.enumerated() {
        let location =
          step.afterLocations.indices.contains(index) ? step.afterLocations[index] : step.location
        if !stepIDs.contains(dependency) {
          unknown("launch step", dependency, at: location, among: stepIDs)
        } else if step.runsAtLaunch, interactionIDs.contains(dependency) {
          bag.report(
            .launchStepAfterInteraction(step: step.id, dependency: dependency), at: location)
        }
      }
      if let id = step.modal {
        if let modal = definition.modal(id) {
          checkStepModalRoot(modal, of: step)
        } else {
          unknown("modal", id.rawValue, at: step.targetLocation, among: modalNames)
        }
      }
      for covered in step.coversLocations where definition.modal(covered.modal) == nil {
        unknown("modal", covered.modal.rawValue, at: covered.location, among: modalNames)
      }
      if let screen = step.screen, definition.screens[screen] == nil {
        unknown("screen", screen, at: step.targetLocation, among: screenIDs)
      }
      for named in step.sourceLocations where !knownSources.contains(named.source) {
        bag.report(
          .unknownLaunchSource(named.source.rawValue), at: named.location,
          suggestion: Suggestions.closest(
            to: named.source.rawValue, in: knownSources.map(\.rawValue)))
      }
    }
    checkLaunchCycles()
  }

  /// Reports a step whose modal starts at a screen with parameters: a step presents its modal
  /// (or the first screen of its flow) with no arguments, so it could never show it.
  private mutating func checkStepModalRoot(
    _ modal: ModalDefinition, of step: StepDefinition
  ) {
    guard step.kind == .modal || step.kind == .gate,
      let root = definition.screens[modal.root],
      !root.parameters.isEmpty || !root.invalidParameters.isEmpty
    else { return }
    bag.report(
      .rootWithParameters(
        root.id, owner: "modal '\(modal.id)' (presented by step '\(step.id)')"),
      at: step.targetLocation ?? step.location)
  }

  /// Finds dependency cycles with an iterative depth-first search, so a long chain of steps
  /// cannot exhaust the stack; each cycle is reported once, naming its steps in order.
  private mutating func checkLaunchCycles() {
    let steps = definition.launch
    var index: [String: Int] = [:]
    for (position, step) in steps.enumerated() where index[step.id] == nil {
      index[step.id] = position
    }
    let edges = steps.map { $0.after.compactMap { index[$0] } }
    enum Mark { case unvisited, active, done }
    var marks = [Mark](repeating: .unvisited, count: steps.count)
    for start in steps.indices where marks[start] == .unvisited {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      marks[start] = .active
      while let top = stack.last {
        guard top.next < edges[top.node].count else {
          marks[top.node] = .done
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let target = edges[top.node][top.next]
        switch marks[target] {
        case .unvisited:
          marks[target] = .active
          stack.append((target, 0))
        case .active:
          // Each step on the stack waits for the next; the last waits for `target` again.
          let from = stack.firstIndex { $0.node == target } ?? 0
          let cycle = stack[from...].map { steps[$0.node].id } + [steps[target].id]
          bag.report(.launchCycle(cycle), at: steps[target].location)
        case .done: continue
        }
      }
    }
  }
}
