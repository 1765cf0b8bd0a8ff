public import Wayfinder
public import WayfinderFlows

extension FlowDefinition {
  /// The launch steps as the core runs them: splashes, modals, gates and background work with
  /// their dependencies, conditions, priorities, timeouts and facts.
  ///
  /// A modal step presents its modal's root screen under the step's identifier; background work
  /// lasts its declared `work:` duration.
  public func launchSteps() -> [LaunchStep<ScreenRoute>] {
    launch.filter(\.runsAtLaunch).map(launchStep)
  }

  /// The steps declared under `interactions:`, which run only when asked (`run`, an action's
  /// `run:`).
  public func interactionSteps() -> [LaunchStep<ScreenRoute>] {
    launch.filter { !$0.runsAtLaunch }.map(launchStep)
  }

  /// The step named `id` (launch or interaction) as the core runs it.
  public func runnableStep(_ id: String) -> LaunchStep<ScreenRoute>? {
    step(id).map(launchStep)
  }

  private func launchStep(_ definition: LaunchStepDefinition) -> LaunchStep<ScreenRoute> {
    let id = LaunchStepID(definition.id)
    let after = definition.after.map { LaunchStepID($0) }
    let condition = launchCondition(definition.condition)
    let modal = definition.modal.flatMap { self.modal($0) }
    let screen = ScreenRoute(modal?.root ?? definition.modal?.rawValue ?? definition.id)
    let kind: LaunchStepKind<ScreenRoute>
    switch definition.kind {
    case .splash:
      kind = .splash(
        definition.screen.map { ScreenRoute($0) }, duration: definition.duration ?? .zero)
    case .modal:
      kind = .modal(screen, style: modal?.style ?? .sheet)
    case .gate:
      kind = .gate(screen, style: modal?.style ?? .fullScreen)
    case .background:
      var step = LaunchStep<ScreenRoute>.background(
        id, lasting: definition.work ?? .zero, after: after, when: condition,
        timeout: definition.timeout, sets: definition.sets)
      step.priority = definition.priority
      return step
    }
    var step = LaunchStep(
      id, kind: kind, after: after, when: condition, priority: definition.priority,
      timeout: definition.timeout, sets: definition.sets)
    step.isDismissible = definition.dismissible
    step.covers = definition.covers
    return step
  }

  private func launchCondition(_ condition: Condition?) -> LaunchStep<ScreenRoute>.Condition? {
    guard let condition else { return nil }
    let version = self.version
    return { facts in condition.evaluate(facts: facts, version: version) }
  }

  /// The navigation rules of the app: its deep links, and tabs popping to root on re-select.
  public func navigationRules() -> NavigationRules<ScreenRoute> {
    NavigationRules(reselectPopsToRoot: true, deepLinks: deepLinkRouter())
  }
}
