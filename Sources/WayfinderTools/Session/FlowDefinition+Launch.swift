public import Wayfinder
public import WayfinderFlowFiles

extension FlowDefinition {
  /// The launch steps as the core runs them: splashes, modals, gates and background work with
  /// their dependencies, conditions, priorities, timeouts and facts.
  ///
  /// A modal step presents its modal under the step's identifier — its single screen, or for a
  /// modal with `root:` and `screens:` the whole flow from its root; background work lasts its
  /// declared `work:` duration.
  public func launchSteps() -> [InteractionStep<ScreenRoute>] {
    launch.filter(\.runsAtLaunch).map(launchStep)
  }

  /// The steps declared under `interactions:`, which run only when asked (`run`, an action's
  /// `run:`).
  package func interactionSteps() -> [InteractionStep<ScreenRoute>] {
    launch.filter { !$0.runsAtLaunch }.map(launchStep)
  }

  /// The step named `id` (launch or interaction) as the core runs it.
  package func runnableStep(_ id: String) -> InteractionStep<ScreenRoute>? {
    step(id).map(launchStep)
  }

  private func launchStep(_ definition: StepDefinition) -> InteractionStep<ScreenRoute> {
    let detents = definition.declaredDetents(in: self)
    let step = InteractionStep<ScreenRoute>.declared(
      StepID(definition.id), definition.declaredKind(in: self),
      after: definition.after.map { StepID($0) }, when: definition.condition,
      version: version, priority: definition.priority, timeout: definition.timeout,
      sets: definition.sets, dismissible: definition.dismissible, covers: definition.covers,
      detents: detents.detents, detent: detents.detent)
    return definition.prompts.map { step.limited($0) } ?? step
  }

  /// The navigation rules of the app: its deep links, tabs popping to root on re-select, and
  /// the screens that hold the user's back (`holdsBack:`), and the screens and modals that turn
  /// the back gesture off (`swipeBack: false`).
  public func navigationRules() -> NavigationRules<ScreenRoute> {
    var rules = NavigationRules(
      reselectPopsToRoot: true, deepLinks: deepLinkRouter(),
      backVeto: NavigationRules.holdingBack(backRefusals))
    rules.screensWithoutSwipeBack = NavigationRules.withoutSwipeBack(screensWithoutSwipeBack)
    rules.modalsWithoutSwipeBack = modalsWithoutSwipeBack
    return rules
  }
}

extension FlowDefinition {
  /// The sources the app can be launched from: the platform's (`icon`, `link`, `shortcut`,
  /// `notification`), then the app's own — those it declares (`sources: [widget]`,
  /// ``launchSources``) and any its steps' prompt policies name (`from: [widget]`) — in name
  /// order. O(steps × sources).
  package var knownLaunchSources: [LaunchSource] {
    let named = Set(launch.flatMap { $0.prompts?.sources ?? [] }).union(launchSources)
    return LaunchSource.builtIn + named.subtracting(LaunchSource.builtIn).sorted()
  }
}
