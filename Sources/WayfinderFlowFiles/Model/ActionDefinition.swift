public import Wayfinder

/// Something a user can do on a screen: a labelled button with at most one navigation effect
/// (which may be a `do:` list of several), fact changes, and whether it finishes the launch
/// step that presented its modal.
///
/// ```yaml
/// - { label: Open item 42, push: item, with: { id: 42 } }
/// - { label: Unlock, finish: true }
/// - { label: Remind me later, set: { updateSnoozed: true }, dismiss: true }
/// - { label: Latest news, do: [dismissAll, { switchTab: tab1 }, { push: news }] }
/// - { label: Message 7, select: message, in: detail, with: { id: 7 } }
/// ```
public struct ActionDefinition: Hashable, Sendable {
  /// The navigation an action performs.
  public enum Effect: Hashable, Sendable {
    /// No navigation: the action only sets facts or finishes a step.
    case none
    /// `push: screen` (with `with:` arguments): push a screen onto the visible stack.
    case push(ScreenRoute)
    /// `pop: true` or `pop: N`: pop one or `N` screens.
    case pop(count: Int)
    /// `popTo: screen`: pop back to the last occurrence of a screen on the stack.
    case popTo(String)
    /// `popToRoot: true`: pop back to the root.
    case popToRoot
    /// `replace: screen` or `replace: [a, b]`: replace the whole path above the root.
    case replace([ScreenRoute])
    /// `present: modal` (optionally `style:` and `with:`): present a modal.
    case present(ModalID, root: ScreenRoute, style: PresentationStyle)
    /// `dismiss: true`: dismiss the topmost modal.
    case dismiss
    /// `switchTab: tab`: select a tab.
    case switchTab(TabID)
    /// `open: url`: open a deep link of this app.
    case open(url: String)
    /// `back: true`: go back as a system back does — pop, or dismiss the modal on top when
    /// its stack is at its root.
    case back
    /// `dismissAll: true`: dismiss every modal.
    case dismissAll
    /// `setRoot: screen` (with `with:` arguments): make a screen the root of the stack on
    /// screen, dropping the screens above the old root.
    case setRoot(ScreenRoute)
    /// `replaceTop: screen` (with `with:` arguments): replace the screen on top.
    case replaceTop(ScreenRoute)
    /// `pushNew: screen` (with `with:` arguments): push a screen unless it is already on top.
    case pushNew(ScreenRoute)
    /// `bringToFront: screen` (with `with:` arguments): move a screen on the stack to the top,
    /// or push it.
    case bringToFront(ScreenRoute)
    /// `select: screen, in: column` (with `with:` arguments): show a screen at the root of a
    /// column of a split home, clearing the columns after it.
    case select(ScreenRoute, in: SplitColumn)
    /// `deselect: column`: clear what a column of a split home selected, and the columns after
    /// it.
    case deselect(SplitColumn)
    /// `do: [dismissAll, { switchTab: home }, { push: news }]`: several navigations in order,
    /// as one transition, all or none.
    indirect case transaction([Effect])

    /// The flow-file key that gives this effect (`push`, `dismiss`, …); `nil` for ``none``.
    public var key: String? {
      switch self {
      case .none: nil
      case .push: "push"
      case .pop: "pop"
      case .popTo: "popTo"
      case .popToRoot: "popToRoot"
      case .replace: "replace"
      case .present: "present"
      case .dismiss: "dismiss"
      case .switchTab: "switchTab"
      case .open: "open"
      case .back: "back"
      case .dismissAll: "dismissAll"
      case .setRoot: "setRoot"
      case .replaceTop: "replaceTop"
      case .pushNew: "pushNew"
      case .bringToFront: "bringToFront"
      case .select: "select"
      case .deselect: "deselect"
      case .transaction: "do"
      }
    }
  }

  /// Where the parts of a navigation are written, for diagnostics: the whole action's, or one
  /// step's of a `do:` list.
  struct Place: Hashable, Sendable {
    /// Where the effect's value is, for diagnostics about the target.
    var target: FileLocation
    /// Where the navigation key (`push`, `dismiss`, …) is.
    var key: FileLocation
    /// Where `with:` is, for diagnostics about arguments.
    var arguments: FileLocation?
    /// Where each `with:` value written as a template (`"{id}"`) is, by parameter name.
    var templates: [String: FileLocation] = [:]
    /// Whether a `present:` says its `style:`.
    var declaresStyle = false
    /// Where a `select:`'s `in:` is, for diagnostics about the column.
    var column: FileLocation?
  }

  /// The button's label, unique on its screen.
  public var label: String
  /// The navigation it performs.
  public var effect: Effect
  /// Facts it sets (`set:`), applied before the navigation.
  public var sets: Facts
  /// Whether it ends the launch step that presented this screen's modal (`finish: true`); on a
  /// modal the app presented itself, an action with no navigation of its own dismisses it.
  public var finishesStep: Bool
  /// Interaction steps it starts (`run: [login]`), after its facts are set and before its
  /// navigation: "log out" setting `loggedIn: false` and putting the login gate up at once.
  public var runs: [String] = []
  /// `with:` values taken from the screen's arguments or from facts when the action is taken
  /// (`with: { id: "{id}" }`); their routes in ``effect`` hold the template text until then.
  public var forwardedArguments: [ForwardedArgument] = []
  /// When the action is available (`when: loggedIn`), in the condition language of launch
  /// steps; `nil` for always. An unavailable action keeps its place and number on screen and
  /// is refused, saying which condition failed, when taken.
  public var condition: Condition?
  /// What the button means on an alert or confirmation dialog (`role: cancel` or
  /// `role: destructive`); `nil` for a plain button.
  public var role: ActionRole?
  /// Where the action is declared.
  public var location: FileLocation
  /// Where its effect's value is, for diagnostics about the target.
  var targetLocation: FileLocation
  /// Where its navigation key (`push`, `dismiss`, …) is, for diagnostics about the navigation
  /// as a whole.
  var navigationKeyLocation: FileLocation
  /// Where `with:` is, for diagnostics about arguments.
  var argumentsLocation: FileLocation?
  /// Where `role:` is written, for diagnostics about it.
  var roleLocation: FileLocation?
  /// Where each `run:` entry is.
  var runLocations: [FileLocation] = []
  /// Where each `with:` value written as a template (`"{id}"`) is, by parameter name.
  var templateLocations: [String: FileLocation] = [:]
  /// Whether a `present:` says its `style:`; without one it presents in the modal's declared
  /// style, which validation fills in once every modal is known.
  var declaresStyle = false
  /// Where a `select:`'s `in:` is, for diagnostics about the column.
  var columnLocation: FileLocation?
  /// Where each step of a `do:` list is written, in the order of its steps.
  var stepPlaces: [Place] = []
  /// The fact that receives the result of the modal it presents (`result:`).
  public var resultFact: String?
  /// Where `result:`'s value is.
  var resultLocation: FileLocation?
  /// The result it ends the modal it is on with (`return:`); its value is at
  /// `targetLocation`.
  public var returns: ReturnedValue?

  /// Where the action's own navigation is written.
  var place: Place {
    Place(
      target: targetLocation, key: navigationKeyLocation, arguments: argumentsLocation,
      templates: templateLocations, declaresStyle: declaresStyle, column: columnLocation)
  }

  /// Creates an action.
  package init(
    label: String, effect: Effect = .none, sets: Facts = Facts(), finishesStep: Bool = false,
    location: FileLocation
  ) {
    self.label = label
    self.effect = effect
    self.sets = sets
    self.finishesStep = finishesStep
    self.location = location
    self.targetLocation = location
    self.navigationKeyLocation = location
  }
}

/// The former name of ``ActionDefinition``.
@available(*, deprecated, renamed: "ActionDefinition")
public typealias Action = ActionDefinition
