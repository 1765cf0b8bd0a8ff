package import Wayfinder

/// What ``StateRestorer`` fits a saved state to: the app's home, the routes it has, which
/// screens may sit on which stacks, its modals, its interaction steps and its facts.
///
/// A flow-file app answers from its `FlowDefinition` (``DefinitionRestoreContext``), which
/// knows every screen's parameters and every modal; a Swift app answers from its
/// `FlowProgram` (``ProgramRestoreContext``), which knows its tabs, steps and facts, and its
/// route type decides which saved routes it still has. The rules of restoring are the
/// restorer's, the same for both.
package protocol RestoreContext {
  /// The app's route type.
  associatedtype Route: FlowRoute

  /// Whether home is a tab bar, a single flow or a split.
  var layout: HomeLayout { get }

  /// The columns of a split home, at the width it starts at; `nil` for tabs or a single flow.
  var split: NavigationSplit? { get }

  /// The app's tabs (or its single flow, or a split's columns) in order, each with the root its
  /// stack starts at (for a split's content and detail, its flow's root, which a selection
  /// replaces).
  var roots: [(id: TabID, root: Route)] { get }

  /// The route `saved` stands for, or why the app no longer has it.
  func route(_ saved: ScreenRoute) -> Result<Route, RestoreProblem>

  /// Whether navigation can put `screen` above `root` on the stack of `tab` (`nil` for a
  /// modal's stack).
  mutating func allows(_ screen: String, above root: String, tab: TabID?) -> Bool

  /// Whether navigation can select `screen` in `column` of a split home: root that column's
  /// stack with it.
  func allows(_ screen: String, selectedIn column: SplitColumn) -> Bool

  /// Whether some launch step shows `screen` as the launch screen.
  func showsAtLaunch(_ screen: String) -> Bool

  /// What the app says modal `id` is, given how it was saved, or why the app no longer has it.
  func modal(_ id: ModalID, savedAsFlow: Bool) -> Result<ModalShape, RestoreProblem>

  /// The modal that step `step` presents as modal `id` — the screen it starts at and whether it
  /// is a flow — or why it no longer does.
  func modal(presentedBy step: StepID, as id: ModalID) -> Result<ModalShape, RestoreProblem>

  /// Every step the app has, launch and interaction alike, in declaration order.
  var stepIDs: [StepID] { get }

  /// The app's home from scratch, for a state no rule could repair.
  func freshHome() throws(NavigationError) -> NavigationState<Route>

  /// The facts a fresh install starts with.
  var initialFacts: Facts { get }

  /// What the app says about the fact `name`.
  func fact(_ name: String) -> FactRule
}

/// A modal as the app has it: the screen it starts at, when the app says, and whether it
/// holds a flow.
package struct ModalShape {
  /// The screen the modal starts at, or `nil` when the app does not say (any route it has).
  package var root: String?
  /// Whether screens can be pushed inside it.
  package var isFlow: Bool
  /// The detents the app declares for it now, and the one it rests at first; `nil` when the app
  /// does not say (a Swift app's own modal keeps the detents it was saved with).
  package var detents: (all: [SheetDetent], selected: SheetDetent?)?

  package init(
    root: String?, isFlow: Bool, detents: (all: [SheetDetent], selected: SheetDetent?)? = nil
  ) {
    self.root = root
    self.isFlow = isFlow
    self.detents = detents
  }
}

/// What an app says about a saved fact.
package enum FactRule {
  /// The app declares it with this type and initial value (`nil`: unset).
  case declared(FactType, initial: FactValue?)
  /// The app declares no such fact: drop it.
  case undeclared
  /// The app cannot tell (a Swift app knows only its initial facts): keep it as saved.
  case unknown
}
