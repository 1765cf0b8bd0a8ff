extension InteractionMachine {
  /// Checks that `steps`, merged with the steps already known, form a plan that can run to the
  /// end: unique identifiers, known dependencies, no cycle. A dependency on a step of
  /// `launchedEarlier` is known: it belongs to a launch that is over.
  func validate(
    _ steps: [InteractionStep<Route>], launchedEarlier: Set<StepID> = []
  ) throws(InteractionPlanError) {
    var incoming: [StepID: InteractionStep<Route>] = [:]
    for step in steps {
      guard incoming.updateValue(step, forKey: step.id) == nil else {
        throw .duplicateStep(step.id)
      }
    }
    func dependencies(of id: StepID) -> [StepID] {
      incoming[id]?.dependencies ?? entries[id]?.step.dependencies ?? []
    }
    for step in steps {
      for dependency in step.dependencies
      where incoming[dependency] == nil && entries[dependency] == nil
        && !launchedEarlier.contains(dependency)
      {
        let known = order + steps.map(\.id).filter { entries[$0] == nil }
        throw .unknownDependency(step: step.id, dependency: dependency, known: known)
      }
    }
    // Depth-first search over the merged graph, iteratively (a chain may be thousands long).
    // true: on the current path; false: fully explored.
    var marks: [StepID: Bool] = [:]
    for root in steps.map(\.id) where marks[root] == nil {
      var stack: [(id: StepID, next: Int)] = [(root, 0)]
      marks[root] = true
      while let top = stack.last {
        let edges = dependencies(of: top.id)
        guard top.next < edges.count else {
          marks[top.id] = false
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let dependency = edges[top.next]
        switch marks[dependency] {
        case false?: continue
        case true?:
          let start = stack.firstIndex { $0.id == dependency } ?? 0
          // Edges point from a step to what it waits for; report in waiting order.
          let cycle = stack[start...].map(\.id) + [dependency]
          throw .dependencyCycle(cycle)
        case nil:
          marks[dependency] = true
          stack.append((dependency, 0))
        }
      }
    }
  }
}
