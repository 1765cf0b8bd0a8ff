import Wayfinder
public import WayfinderFlows

extension AppSession {
  /// The action `choice` names on the screen on top.
  ///
  /// - Throws: ``SessionError`` when there is no such action, or several match a label.
  public func action(_ choice: SessionCommand.ActionChoice) throws(SessionError) -> Action {
    // `visibleActions`, computed without copying the visible stack (this runs for every tap).
    let top = state.showsStack ? state.topRoute : nil
    let actions = top.flatMap { definition.screens[$0.screen]?.actions } ?? []
    switch choice {
    case .number(let number):
      guard number >= 1, number <= actions.count else {
        if actions.isEmpty, state.phase.isLaunching, state.modals.isEmpty { throw .nothingToTap }
        throw .noSuchAction(number: number, count: actions.count)
      }
      return actions[number - 1]
    case .label(let label):
      let typed = label.lowercased()
      if let exact = actions.first(where: { Self.label($0.label, lowercasedEquals: typed) }) {
        return exact
      }
      let matches = actions.filter { $0.label.lowercased().hasPrefix(typed) }
      if matches.count == 1, let match = matches.first { return match }
      if matches.count > 1 { throw .ambiguousAction(label, matches: matches.map(\.label)) }
      if actions.isEmpty, state.phase.isLaunching, state.modals.isEmpty { throw .nothingToTap }
      throw .noActionLabelled(label, labels: actions.map(\.label))
    }
  }

  /// Whether `label`, lowercased, equals `typed` (already lowercased): byte by byte without
  /// allocating when `label` is ASCII, through `lowercased()` otherwise. O(length).
  static func label(_ label: String, lowercasedEquals typed: String) -> Bool {
    let bytes = label.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return label.lowercased() == typed }
    guard bytes.count == typed.utf8.count else { return false }
    return zip(bytes, typed.utf8).allSatisfy { byte, other in
      (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == other
    }
  }

  /// Takes an action: sets its facts, finishes the step that presented its screen when it says
  /// `finish: true` (or dismisses its modal when the app presented it and the action does no
  /// navigation of its own), starts the steps it names in `run:`, then performs its navigation.
  mutating func tap(_ choice: SessionCommand.ActionChoice) throws(SessionError) -> SessionOutput {
    var action = try action(choice)
    if let unmet = action.unmetCondition(facts: launch.facts, version: definition.version) {
      throw .actionUnavailable(label: action.label, condition: unmet.description)
    }
    do throws(Action.UnresolvedArgument) {
      action.effect = try action.resolvedEffect(from: state.topRoute, facts: launch.facts)
    } catch {
      throw .unresolvedArgument(label: action.label, source: error.argument.source)
    }
    // What `finish` ends — the step that presented this screen's modal, or the modal itself
    // when the app presented it — decided before the action's facts change anything: setting
    // facts may lift a gate and present the next step's modal.
    let target = action.finishesStep ? state.finishTarget : nil
    if action.finishesStep, target == nil {
      throw .nothingToFinish(label: action.label)
    }
    let presenter: LaunchStepID? = if case .step(let step) = target { step } else { nil }
    var output = SessionOutput()
    if !action.sets.values.isEmpty {
      output.append(launch.setFacts(action.sets, in: &state))
    }
    var finished = false
    if action.finishesStep, let presenter {
      if launch.status(of: presenter) != .running {
        finished = true  // the facts it set lifted its gate
      } else {
        do throws(StepRequestError) {
          output.append(try launch.finish(presenter, in: &state))
          finished = true
        } catch .gateHolds {
          throw .gateStillHolds(label: action.label, step: presenter)
        } catch {
          throw .step(error)
        }
      }
    }
    // A modal no step presented: `finish` dismisses it, unless the action navigates itself.
    if let target, presenter == nil, action.effect == .none,
      let command = NavigationState<ScreenRoute>.command(finishing: target)
    {
      output.append(try navigate(command))
    }
    if !action.runs.isEmpty {
      output.append(try enqueue(action.runs))
    }
    if case .dismiss = action.effect, finished { return output }
    guard action.effect != .none else { return output }
    // Only `popTo` reads the stack; the others need not copy it out of the state.
    let stack: PathStack<ScreenRoute>? =
      if case .popTo = action.effect { state.visibleStack } else { nil }
    guard let command = action.command(visibleStack: stack, in: definition) else {
      if case .popTo(let screen) = action.effect {
        let owner = state.visibleStack?.owner ?? .standalone
        throw .navigation(.notOnStack(route: screen, owner: owner))
      }
      return output
    }
    output.append(try navigate(command))
    return output
  }
}
