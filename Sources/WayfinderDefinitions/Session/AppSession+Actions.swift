import Wayfinder

extension AppSession {
  /// The action `choice` names on the screen on top.
  ///
  /// - Throws: ``SessionError`` when there is no such action, or several match a label.
  public func action(_ choice: SessionCommand.ActionChoice) throws(SessionError) -> Action {
    let actions = visibleActions
    switch choice {
    case .number(let number):
      guard actions.indices.contains(number - 1) else {
        if actions.isEmpty, state.phase.isLaunching, state.modals.isEmpty { throw .nothingToTap }
        throw .noSuchAction(number: number, count: actions.count)
      }
      return actions[number - 1]
    case .label(let label):
      let typed = label.lowercased()
      if let exact = actions.first(where: { $0.label.lowercased() == typed }) { return exact }
      let matches = actions.filter { $0.label.lowercased().hasPrefix(typed) }
      if matches.count == 1, let match = matches.first { return match }
      if matches.count > 1 { throw .ambiguousAction(label, matches: matches.map(\.label)) }
      if actions.isEmpty, state.phase.isLaunching, state.modals.isEmpty { throw .nothingToTap }
      throw .noActionLabelled(label, labels: actions.map(\.label))
    }
  }

  /// Takes an action: sets its facts, finishes the launch step that presented its screen when
  /// it says `finish: true`, then performs its navigation.
  mutating func tap(_ choice: SessionCommand.ActionChoice) throws(SessionError) -> SessionOutput {
    let action = try action(choice)
    var output = SessionOutput()
    if !action.sets.values.isEmpty {
      output.append(launch.setFacts(action.sets, in: &state))
    }
    var finished = false
    if action.finishesStep {
      if let modal = state.modals.last,
        let result = launch.finish(LaunchStepID(modal.id.rawValue), in: &state)
      {
        output.append(result)
        finished = true
      } else if action.sets.values.isEmpty || !launchGateLifted(by: output) {
        throw .nothingToFinish(label: action.label)
      }
    }
    if case .dismiss = action.effect, finished { return output }
    guard action.effect != .none else { return output }
    guard let command = action.command(visibleStack: state.visibleStack, in: definition) else {
      if case .popTo(let screen) = action.effect {
        let owner = state.visibleStack?.owner ?? .standalone
        throw .navigation(.notOnStack(route: screen, owner: owner))
      }
      return output
    }
    output.append(try navigate(command))
    return output
  }

  /// Whether setting facts just ended a gate (a login that sets `loggedIn` and says `finish`).
  private func launchGateLifted(by output: SessionOutput) -> Bool {
    output.events.contains { $0.kind.endsStep }
  }
}
