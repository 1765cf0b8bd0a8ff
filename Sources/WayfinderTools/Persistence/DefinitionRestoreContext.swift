internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

/// A flow-file app as restoring sees it: every screen with its parameters, every modal, the
/// launch and interaction steps and the declared facts, all from its `FlowDefinition`. The
/// strictest check a saved state gets: see ``SavedState/restore(against:)``.
struct DefinitionRestoreContext: RestoreContext {
  let definition: FlowDefinition
  private var membership: StackMembership
  /// Each screen's parameters, once ``prepared()`` has read them: a route is checked without
  /// copying its screen's definition.
  private var parameters: [String: [ScreenDefinition.Parameter]]?
  /// The tabs and their roots, once ``prepared()`` has read them.
  private var preparedRoots: [(id: TabID, root: ScreenRoute)]?

  init(definition: FlowDefinition) {
    self.definition = definition
    membership = StackMembership(definition: definition)
  }

  /// The context with the stacks of every tab and flow modal worked out: a copy restores
  /// without searching the app's actions again, as restoring many states against one
  /// definition needs. O((tabs + modals) × (screens + actions)) once.
  func prepared() -> DefinitionRestoreContext {
    var context = self
    var stacks = roots.map { (root: $0.root.screen, tab: Optional($0.id)) }
    stacks += definition.modals.filter(\.isFlow).map { (root: $0.root, tab: nil) }
    context.membership.prepare(stacks)
    context.parameters = definition.screens.mapValues(\.parameters)
    context.preparedRoots = roots
    return context
  }

  var layout: HomeLayout { definition.home.layout }

  var split: NavigationSplit? { definition.home.split }

  var roots: [(id: TabID, root: ScreenRoute)] {
    if let preparedRoots { return preparedRoots }
    return definition.home.tabIDs.map { id in
      (id, ScreenRoute(definition.flow(forTab: id)?.root ?? id.rawValue))
    }
  }

  /// The route if its screen exists and its arguments fit the screen's parameters (an integer
  /// given for a `double` parameter becomes a double, as JSON does not tell `2.0` from `2`), or
  /// the first way it does not fit.
  func route(_ saved: ScreenRoute) -> Result<ScreenRoute, RestoreProblem> {
    let screen = saved.screen
    guard
      let declared = parameters.map({ $0[screen] }) ?? definition.screen(for: saved)?.parameters
    else {
      return .failure(.unknownScreen(screen))
    }
    var checked = saved
    for parameter in declared {
      guard let value = saved.arguments[parameter.name] else {
        return .failure(.missingArgument(parameter.name, screen: screen, type: parameter.type))
      }
      if value.type == parameter.type { continue }
      if parameter.type == .double, case .int(let number) = value {
        checked.arguments[parameter.name] = .double(Double(number))
        continue
      }
      return .failure(
        .argumentType(parameter.name, screen: screen, expected: parameter.type, found: value))
    }
    // Every parameter has its argument: any other argument is one too many.
    if saved.arguments.count > declared.count,
      let extra = saved.arguments.keys.sorted().first(where: { name in
        !declared.contains { $0.name == name }
      })
    {
      return .failure(.unexpectedArgument(extra, screen: screen))
    }
    return .success(checked)
  }

  mutating func allows(_ screen: String, above root: String, tab: TabID?) -> Bool {
    membership.allows(screen, above: root, tab: tab)
  }

  func allows(_ screen: String, selectedIn column: SplitColumn) -> Bool {
    membership.selects(screen, in: column)
  }

  func showsAtLaunch(_ screen: String) -> Bool {
    definition.launch.contains { $0.screen == screen }
  }

  func modal(_ id: ModalID, savedAsFlow: Bool) -> Result<ModalShape, RestoreProblem> {
    guard let modal = definition.modal(id) else { return .failure(.unknownModal(id)) }
    return .success(
      ModalShape(
        root: modal.root, isFlow: modal.isFlow, detents: (modal.detents, modal.selectedDetent)))
  }

  /// A modal or gate step under the modal's identifier still presents it, showing the root
  /// screen of the modal it names, as a flow when that modal is one.
  func modal(
    presentedBy step: StepID, as id: ModalID
  ) -> Result<ModalShape, RestoreProblem> {
    guard let declared = definition.step(step.rawValue),
      declared.kind == .modal || declared.kind == .gate,
      step.modalID == id
    else {
      return .failure(.notPresentedByStep(id, step: step))
    }
    let shown = declared.modal ?? id
    guard let modal = definition.modal(shown) else { return .failure(.unknownModal(shown)) }
    return .success(
      ModalShape(
        root: modal.root, isFlow: modal.isFlow, detents: (modal.detents, modal.selectedDetent)))
  }

  var stepIDs: [StepID] { definition.launch.map { StepID($0.id) } }

  func freshHome() throws(NavigationError) -> NavigationState<ScreenRoute> {
    try definition.initialState(launching: false)
  }

  var initialFacts: Facts { definition.initialFacts }

  func fact(_ name: String) -> FactRule {
    guard let declaration = definition.fact(name) else { return .undeclared }
    return .declared(declaration.type, initial: declaration.initialValue)
  }
}
