extension InteractionInterpreter where Route: FlowRoute {
  /// Performs a flow action as one event: checks its `when:`, fills in its `with:` values and
  /// its `return:` value, decides what `finish` ends before any fact changes, sets its facts
  /// (the fact receiving its result among them; the fact a modal it presents for a result will
  /// set is unset), finishes the step that presented its screen (or dismisses a modal the app
  /// presented), ends the modal it returns from, starts its `run:` steps and performs its
  /// navigation. Interactions the action brings up — the next step, a
  /// gate its facts raise, the steps it runs — present after its navigation, in priority
  /// order, so the navigation happens where the user tapped, or under the modal the finish
  /// closed. Refused while the app is in the background. O(size of the action + what the
  /// machine does).
  ///
  /// On an alert or confirmation dialog, every button closes it first and the rest of the
  /// action acts on what lies under it (a `dismiss` closes the sheet under it). On one the app
  /// presented, `finish` means that close. On a step's, a `finish` button finishes the step
  /// and any other ends it as cancelled — except a gate's, which stays up until the gate
  /// lifts, as a gate's other modals do.
  ///
  /// The caller runs this on copies of the interpreter and the host's state and keeps them
  /// only when it returns: a refusal at any stage then leaves everything as it was.
  ///
  /// - Throws: ``ActionRefusal`` saying why and at which stage the action was refused.
  mutating func perform<Host: InteractionHost<Route>>(
    _ action: FlowAction, of program: FlowProgram<Route>, on host: inout Host
  ) throws(ActionRefusal) {
    // Nobody taps a screen that is not shown; the sequence is held while in the background.
    if machine.isSuspended { throw .inBackground(label: action.label) }
    if let unmet = action.unmetCondition(facts: machine.facts, version: program.version) {
      throw .unavailable(label: action.label, condition: unmet)
    }
    let navigation = try action.resolvedNavigation(
      from: host.state.visibleRoute?.screenRoute, facts: machine.facts)
    // What `finish` ends is decided before the action's facts change anything: setting facts
    // may lift a gate and bring up the next step's modal.
    // An alert closes by any of its buttons; on one the app presented, that close is its finish.
    let dialog = host.state.modals.last.flatMap { $0.style.isDialog ? $0 : nil }
    let closesAppDialog = dialog != nil && dialog?.interaction == nil
    let target = action.finishesStep && !closesAppDialog ? host.state.finishTarget : nil
    if action.finishesStep, target == nil, !closesAppDialog {
      throw .nothingToFinish(label: action.label)
    }
    let presenter: StepID? = if case .step(let step) = target { step } else { nil }
    let returning = try returning(action, facts: machine.facts, on: host.state)
    var sets = action.sets
    if let fact = returning?.fact { sets[fact.name] = fact.value }
    // A modal awaited by a fact starts with the fact unset: going without a result leaves it so.
    var unset: [String] = []
    if case .fact(let name, _)? = action.resultReceiver, case .present = navigation {
      unset.append(name)
    }
    let runs = try program.steps(action.runs)
    do throws(InteractionPlanError) {
      try host.validate(runs)
    } catch {
      throw .launch(error)
    }

    machine.holdPresentation()
    if closesAppDialog, let dialog { try navigate(.dismissModal(dialog.id), on: &host) }
    if !sets.values.isEmpty || !unset.isEmpty {
      perform(machine.setFacts(sets, unsetting: unset), on: &host)
    }
    if !action.finishesStep, let mark = dialog?.interaction, mark.role != .gate,
      machine.status(of: mark.step) == .running
    {
      // Any other button of a step's alert answers "no": the step ends as cancelled.
      do throws(StepRequestError) {
        perform(try machine.cancel(mark.step).actions, on: &host)
      } catch {
        throw .step(error)
      }
    }
    var finished = false
    if let presenter {
      if machine.status(of: presenter) != .running {
        finished = true  // the facts it set lifted its gate
      } else {
        do throws(StepRequestError) {
          perform(try machine.userFinished(presenter).actions, on: &host)
          finished = true
        } catch .gateHolds {
          throw .gateStillHolds(label: action.label, step: presenter)
        } catch {
          throw .step(error)
        }
      }
    }
    // A modal no step presented: `finish` dismisses it, unless the action navigates itself.
    if let target, presenter == nil, navigation == .none,
      let command = NavigationState<Route>.command(finishing: target)
    {
      try navigate(command, on: &host)
    }
    if let returning { try navigate(.returnFrom(returning.modal), on: &host) }
    if !runs.isEmpty {
      do throws(InteractionPlanError) {
        let isLaunching = host.state.phase.isLaunching
        // After a state saved on home came back, the launch steps the run steps wait for
        // ended in the launch before the save: nothing is left to wait for.
        let launched = Set(program.launchSteps.map { $0.id })
        perform(
          try machine.run(
            runs, isLaunching: isLaunching, replaysEnded: true, launchedEarlier: launched
          ).actions, on: &host)
      } catch {
        throw .launch(error)
      }
    }
    // A `dismiss` after a finish would close what lies under the finished modal; under an
    // alert, closing what lies under it is what the button means.
    if navigation != .dismiss || !finished || dialog != nil,
      var command: NavigationCommand<Route> = try action.command(
        for: navigation, in: host.state, rules: program.rules)
    {
      if let receiver = action.resultReceiver, case .present(var modal) = command {
        modal.resultReceiver = receiver
        command = .present(modal)
      }
      try navigate(command, on: &host)
    }
    perform(machine.releasePresentation(), on: &host)
  }

  /// The modal `action` returns from (`return:`), the one on screen, and the fact its
  /// receiver reads with the value to set it to; `nil` for an action that returns nothing.
  private func returning(
    _ action: FlowAction, facts: Facts, on state: NavigationState<Route>
  ) throws(ActionRefusal) -> (modal: ModalID, fact: (name: String, value: FactValue)?)? {
    guard let returns = action.returns else { return nil }
    guard let modal = state.modals.last else { throw .nothingToReturnFrom(label: action.label) }
    guard case .fact(let name, let type)? = modal.resultReceiver else { return (modal.id, nil) }
    guard
      let value = returns.resolved(as: type, from: state.visibleRoute?.screenRoute, facts: facts)
    else { throw .unresolvedResult(label: action.label, fact: name, type: type) }
    return (modal.id, (name, value))
  }

  /// Applies the user's navigation command on `host`; when it removes an interaction's modal,
  /// the step ends as cancelled.
  private mutating func navigate<Host: InteractionHost<Route>>(
    _ command: NavigationCommand<Route>, on host: inout Host
  ) throws(ActionRefusal) {
    let transition: StateTransition<Route>
    do throws(NavigationError) {
      transition = try host.apply(command)
    } catch {
      throw .navigation(error)
    }
    let removed = transition.removedInteractions
    if !removed.isEmpty { noticeRemoved(removed, on: &host) }
  }
}
