internal import Wayfinder

/// A Swift app as restoring sees it, from its `FlowProgram`: its tabs and their roots, its
/// launch and interaction steps and its initial facts. Its route type decides which saved
/// routes the app still has (`Route.init?(_:)`); a route it no longer has is treated like a
/// screen that no longer exists. See ``SavedState/restore(for:)``.
///
/// A program does not list every modal, which screens its code may push where, or which it
/// shows while launching, so a modal the app presented keeps the shape it was saved with, and
/// a stack and the launch screen keep every route the app still has.
struct ProgramRestoreContext<Route: FlowRoute>: RestoreContext {
  let program: FlowProgram<Route>

  var layout: HomeLayout { program.initialState.home.layout }

  var split: NavigationSplit? { program.initialState.home.split }

  var roots: [(id: TabID, root: Route)] {
    program.initialState.home.tabs.map { ($0.id, $0.stack.root) }
  }

  func route(_ saved: ScreenRoute) -> Result<Route, RestoreProblem> {
    guard let route = Route(saved) else { return .failure(.unknownRoute(saved)) }
    return .success(route)
  }

  func allows(_ screen: String, above root: String, tab: TabID?) -> Bool { true }

  /// A program does not list what its code may select: any route it still has.
  func allows(_ screen: String, selectedIn column: SplitColumn) -> Bool { true }

  /// A Swift app's code may show any screen while it launches (its `initialState`'s launch
  /// screen, or one it sets itself), and a program does not list them: a launch screen the
  /// route type still reads is kept.
  func showsAtLaunch(_ screen: String) -> Bool { true }

  func modal(_ id: ModalID, savedAsFlow: Bool) -> Result<ModalShape, RestoreProblem> {
    .success(ModalShape(root: nil, isFlow: savedAsFlow))
  }

  /// A modal or gate step of the program, whose modal is named after it, still presents it, as
  /// a flow when the step says so.
  func modal(
    presentedBy step: StepID, as id: ModalID
  ) -> Result<ModalShape, RestoreProblem> {
    guard step.modalID == id, let declared = program.steps[step] else {
      return .failure(.notPresentedByStep(id, step: step))
    }
    switch declared.kind {
    case .modal(let route, _), .gate(let route, _):
      return .success(
        ModalShape(
          root: route.screenRoute.screen, isFlow: declared.presentsFlow,
          detents: (declared.detents, declared.selectedDetent)))
    case .splash, .background, .presenting, .home:
      return .failure(.notPresentedByStep(id, step: step))
    }
  }

  var stepIDs: [StepID] { program.stepOrder }

  func freshHome() -> NavigationState<Route> {
    var state = program.initialState
    state.phase = .home
    state.modals = []
    state.pendingDeepLink = nil
    state.interactionsPending = false
    state.deepLinkReturn = nil
    return state
  }

  var initialFacts: Facts { program.initialFacts }

  /// A fact the program starts with keeps its type; any other may be one a step sets, and is
  /// kept as saved.
  func fact(_ name: String) -> FactRule {
    guard let initial = program.initialFacts[name] else { return .unknown }
    return .declared(initial.type, initial: initial)
  }
}
