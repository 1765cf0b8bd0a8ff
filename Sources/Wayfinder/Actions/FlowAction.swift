/// What a flow file says an action does, as data the runtime performs: its availability, the
/// facts it sets, whether it finishes the step that presented its screen, the interactions it
/// starts and its navigation.
///
/// ```yaml
/// - { label: Open item 42, push: item, with: { id: 42 } }
/// - { label: Unlock, finish: true }
/// - { label: Accept and show settings, set: { termsAccepted: true }, finish: true,
///     run: [notifications], switchTab: settings }
/// ```
///
/// The flow loader and generated Swift build the same values; ``InteractionSimulation`` and
/// ``InteractionCoordinator`` perform them with `perform(_:of:)`, deciding the whole effect in one
/// event: everything happens, or nothing does. Targets are ``ScreenRoute``s, turned into the
/// app's own ``FlowRoute`` type when the action is taken, after `with:` templates are filled in.
public struct FlowAction: Hashable, Sendable {
  /// The navigation an action performs.
  public enum Navigation: Hashable, Sendable {
    /// No navigation: the action only sets facts, finishes a step or starts interactions.
    case none
    /// Push a screen onto the visible stack.
    case push(ScreenRoute)
    /// Pop `count` screens.
    case pop(count: Int)
    /// Pop back to the last occurrence of the screen with this identifier on the stack.
    case popTo(screen: String)
    /// Pop back to the root.
    case popToRoot
    /// Replace the whole path above the root.
    case replace([ScreenRoute])
    /// Present modal `id` with `root` as its first screen; `hasNavigation` gives it a stack of
    /// its own; `detents` are the heights a sheet or popover rests at, `detent` the first
    /// (``Modal/presentationDetents(_:selection:)``).
    case present(
      ModalID, root: ScreenRoute, style: PresentationStyle, hasNavigation: Bool,
      detents: [SheetDetent] = [], detent: SheetDetent? = nil)
    /// Dismiss the topmost modal.
    case dismiss
    /// Select a tab.
    case switchTab(TabID)
    /// Open a deep link of the app.
    case open(url: String)
    /// Go back as a system back does: pop the stack on screen, or dismiss the modal on top
    /// when its stack is at its root (``NavigationCommand/back``).
    case back
    /// Dismiss every modal.
    case dismissAll
    /// Make a screen the root of the stack on screen, dropping the screens above the old root:
    /// after a login, the account screen becomes the root.
    case setRoot(ScreenRoute)
    /// Replace the screen on top: the last pushed, or the root when nothing is.
    case replaceTop(ScreenRoute)
    /// Push a screen unless it is already on top.
    case pushNew(ScreenRoute)
    /// Bring a screen to the top: moved up from the stack when it is on it, pushed otherwise.
    case bringToFront(ScreenRoute)
    /// Show a screen at the root of a column of a split home, clearing the columns after it
    /// (``NavigationCommand/select(_:in:)``): a folder chosen in the sidebar roots the content
    /// column, a message chosen there roots the detail.
    case select(ScreenRoute, in: SplitColumn)
    /// Clear what a column of a split home selected, and the columns after it
    /// (``NavigationCommand/deselect(_:)``).
    case deselect(SplitColumn)
    /// Several navigations in order as one transition, all or none
    /// (``NavigationCommand/transaction(_:)``): dismiss everything, switch tab, then push.
    indirect case transaction([Navigation])
  }

  /// The button's label, unique on its screen.
  public var label: String
  /// The navigation it performs.
  public var navigation: Navigation
  /// Facts it sets (`set:`).
  public var sets: Facts
  /// Whether it ends the step that presented its screen's modal (`finish: true`); on a modal
  /// the app presented itself, an action with no navigation of its own dismisses it.
  public var finishesStep: Bool
  /// Interaction steps it starts (`run:`).
  public var runs: [StepID]
  /// `with:` values taken from the screen's arguments or from facts when the action is taken;
  /// the routes of ``navigation`` hold the template text until then.
  public var forwardedArguments: [ForwardedArgument]
  /// When the action is available (`when:`); `nil` for always.
  public var condition: Condition?
  /// What the button means on an alert or confirmation dialog (`role:`); `nil` for a plain
  /// button.
  public var role: ActionRole?
  /// Who receives the result of the modal the action presents (`result:`, a fact): the fact is
  /// unset when the modal presents, and set when the modal returns. `nil` when nobody awaits
  /// one.
  public var resultReceiver: ResultReceiver?
  /// The result the action ends the modal it is on with (`return:`): the whole modal flow
  /// closes, from any of its screens, and its receiver gets the value
  /// (``NavigationCommand/returnFrom(_:)``). `nil` for an action that returns nothing.
  public var returns: ReturnedValue?

  /// Creates an action.
  public init(
    _ label: String, _ navigation: Navigation = .none, sets: Facts = [:],
    finishesStep: Bool = false, runs: [StepID] = [],
    forwardedArguments: [ForwardedArgument] = [], condition: Condition? = nil,
    role: ActionRole? = nil,
    resultReceiver: ResultReceiver? = nil, returns: ReturnedValue? = nil
  ) {
    self.label = label
    self.navigation = navigation
    self.sets = sets
    self.finishesStep = finishesStep
    self.runs = runs
    self.forwardedArguments = forwardedArguments
    self.condition = condition
    self.role = role
    self.resultReceiver = resultReceiver
    self.returns = returns
  }

  /// Whether the action can be taken with `facts` and the app's `version`.
  public func isAvailable(facts: Facts, version: AppVersion) -> Bool {
    condition?.evaluate(facts: facts, version: version) ?? true
  }

  /// The part of ``condition`` that does not hold with `facts`, or `nil` when the action is
  /// available: for `a && b` the first operand that fails, so a refusal names what is missing
  /// rather than the whole condition. O(size of the condition).
  public func unmetCondition(facts: Facts, version: AppVersion) -> Condition? {
    guard let condition, !condition.evaluate(facts: facts, version: version) else { return nil }
    return condition.failingPart(facts: facts, version: version)
  }
}
