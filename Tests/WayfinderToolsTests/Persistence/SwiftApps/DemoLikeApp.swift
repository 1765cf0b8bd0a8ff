import Testing
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

/// The demo as a Swift app on ``DemoLikeRoute``: the program generated Swift would build, made
/// here from the demo's flow files — the same steps, conditions, facts and actions, over the
/// typed routes.
enum DemoLikeApp {
  static let name = "Demo"

  /// The program, on typed routes.
  static func program() throws -> FlowProgram<DemoLikeRoute> {
    let flowProgram = try PersistenceFixtures.demo().program()
    let launch = try flowProgram.launchSteps.map(typed)
    let launchIDs = Set(launch.map(\.id))
    let interactions = try flowProgram.stepOrder.filter { !launchIDs.contains($0) }
      .compactMap { flowProgram.steps[$0] }.map(typed)
    return FlowProgram(
      version: flowProgram.version, initialFacts: flowProgram.initialFacts,
      initialState: try home(phase: .launching(screen: nil)), launchSteps: launch,
      interactionSteps: interactions, actions: flowProgram.actions)
  }

  /// Home, both tabs at their roots, with `path` pushed on tab 1.
  static func home(
    path: [DemoLikeRoute] = [], phase: LaunchPhase<DemoLikeRoute> = .home
  ) throws -> NavigationState<DemoLikeRoute> {
    try NavigationState(
      tabs: [
        NavigationTab("tab1", root: .primary, path: path), NavigationTab("tab2", root: .tab2Home),
      ],
      phase: phase)
  }

  /// `step` on typed routes.
  static func typed(_ step: InteractionStep<ScreenRoute>) throws -> InteractionStep<DemoLikeRoute> {
    func route(_ screen: ScreenRoute) throws -> DemoLikeRoute {
      try #require(DemoLikeRoute(screen), "no typed route for \(screen)")
    }
    let kind: StepKind<DemoLikeRoute>
    switch step.kind {
    case .modal(let screen, let style): kind = .modal(try route(screen), style: style)
    case .gate(let screen, let style): kind = .gate(try route(screen), style: style)
    case .splash(let screen, let duration):
      kind = .splash(try screen.map(route), duration: duration)
    case .background(let work): kind = .background(work)
    case .presenting(let work): kind = .presenting(work)
    case .home: kind = .home
    }
    var typed = InteractionStep(
      step.id, kind: kind, after: step.dependencies, when: step.condition,
      priority: step.priority, timeout: step.timeout, sets: step.facts)
    typed.duration = step.duration
    typed.mainActorCondition = step.mainActorCondition
    typed.isDismissible = step.isDismissible
    return typed
  }
}
