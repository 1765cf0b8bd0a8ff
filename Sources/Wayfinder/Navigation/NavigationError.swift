/// Why a navigation command was refused.
///
/// Every failing operation throws one of these and leaves the state it was applied to unchanged.
/// ``description`` is a sentence meant for a person, quoting what they asked for:
///
/// ```
/// Cannot pop: 'primary' is the root of tab 'tab1'.
/// ```
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Popping with only the root left.
  case cannotPopRoot(root: String, owner: StackOwner)
  /// Popping more screens than there are above the root.
  case notEnoughScreens(requested: Int, available: Int, owner: StackOwner)
  /// Popping a negative number of screens.
  case invalidPopCount(Int)
  /// Popping to a screen that is not on the stack.
  case notOnStack(route: String, owner: StackOwner)
  /// Popping from a screen that is no longer at the position given
  /// (``NavigationCommand/popFrom(_:at:on:)``).
  case screenMoved(route: String, position: Int, owner: StackOwner)
  /// Going back from a screen that holds back (``NavigationRules/backVeto``), with its reason.
  case backVetoed(screen: String, reason: String)
  /// Popping to a screen matching a predicate when none does.
  case noMatchOnStack(owner: StackOwner)
  /// Naming a tab the app does not have.
  case unknownTab(String, available: [TabID])
  /// Selecting a tab in an app whose home is a single flow.
  case noTabBar(flow: TabID)
  /// Acting beneath a presented modal (switching tabs, pushing onto a tab).
  case blockedByModal(action: String, modal: ModalID)
  /// Dismissing, or addressing a modal, when none is presented.
  case noModalPresented(action: String)
  /// Addressing a modal that is not presented.
  case modalNotPresented(ModalID)
  /// Addressing a modal that is not the topmost one.
  case modalNotOnTop(ModalID, top: ModalID)
  /// Presenting a modal whose identifier is already presented.
  case modalAlreadyPresented(ModalID)
  /// Pushing or popping inside a modal that shows a single screen.
  case modalWithoutNavigation(action: String, modal: ModalID)
  /// Presenting from a screen that is not the one on screen.
  case notOnScreen(route: String)
  /// Building a state whose home is malformed (no tabs, a repeated tab).
  case invalidHome(String)
  /// Acting on home while the launch sequence is still running.
  case launchInProgress(action: String)
  /// Finishing a launch that has already finished.
  case launchAlreadyFinished
  /// Showing home while a launch modal is still presented.
  case modalOpenAtLaunchEnd(ModalID)
  /// A URL no deep-link pattern matches.
  case noDeepLinkMatch(url: String)
  /// A URL that matches a pattern except for the type of one placeholder.
  case deepLinkArgumentMismatch(
    url: String, placeholder: String, expected: ArgumentType, text: String)
  /// A URL whose matching deep link yields no destination.
  case deepLinkUnresolved(url: String)
  /// A URL that matches a pattern's path but lacks a query key the pattern requires.
  case deepLinkMissingQuery(url: String, key: String)
  /// Removing the modal of an interaction step that only its own actions or the app may end
  /// (a passcode).
  case interactionRequired(step: StepID, action: String)
  /// Removing a gate's modal, which stays while the gate's condition holds (a forced update).
  case gateHolds(step: StepID, action: String)
  /// Presenting an interaction's modal while another interaction's modal is up.
  case interactionAlreadyPresented(StepID)
  /// Finishing the launch while interaction steps are still to come.
  case interactionsStillToCome
  /// Removing a modal that an interaction's modal is up over: closing what lies under an
  /// interaction would take the interaction with it.
  case interactionAbove(modal: ModalID, step: StepID, action: String)
  /// The flow declares no action on `screen` that does `command`; `nearest` is the declared
  /// action closest to it. Only with ``NavigationRules/declaredEdges`` set.
  case undeclaredNavigation(screen: String, command: String, nearest: DeclaredAction?)
  /// Acting while an alert or confirmation dialog is up: presenting over it, moving a stack
  /// under it, or the user's dismiss or back on it. Only its buttons close it.
  case dialogUp(ModalID, style: PresentationStyle, action: String)
  /// Presenting an alert or confirmation dialog with a navigation stack: it shows one screen.
  case dialogWithNavigation(ModalID, style: PresentationStyle)
  /// Presenting, over `screen`, a modal that no screen of the flow presents at all; `nearest` is
  /// the declared action of `screen` closest to it. Only with ``NavigationRules/declaredEdges``
  /// set.
  case undeclaredModal(ModalID, screen: String, nearest: DeclaredAction?)
  /// Returning from a modal a value of another type than the one its caller awaits
  /// (``Navigator/finish(_:returning:)``).
  case resultTypeMismatch(modal: ModalID, expected: String, found: String)

  /// Presenting a modal whose detents cannot be shown: detents on a modal that is not a sheet
  /// or a popover, a detent listed twice, a height of zero or less, or a selected detent not
  /// among them.
  case invalidDetents(modal: ModalID, reason: String)
  /// Resting a modal at a detent it does not declare, or a modal that is not a sheet or a
  /// popover at any (``NavigationCommand/selectDetent(_:modal:)``).
  case detentUnavailable(
    modal: ModalID, detent: SheetDetent, style: PresentationStyle, detents: [SheetDetent])
  /// Acting on the columns of a split when home is tabs or a single flow.
  case noSplit(action: String)
  /// Naming the content column of a two-column split.
  case noColumn(SplitColumn, action: String)
  /// Acting on a column of a split with nothing selected for it yet.
  case nothingSelected(SplitColumn, action: String)
  /// Selecting for the sidebar, whose root no column selects.
  case sidebarNotSelectable(action: String)
  /// Beginning a back gesture on a screen that turns swipe back off
  /// (``NavigationRules/screensWithoutSwipeBack``).
  case swipeBackOff(screen: String)
  /// Beginning a back gesture that would dismiss a modal that turns swipe back off
  /// (``NavigationRules/modalsWithoutSwipeBack``).
  case swipeBackOffModal(ModalID)
  /// Acting while a back gesture is in progress (``NavigationCommand/beginBack``): complete or
  /// cancel it first.
  case backGestureInProgress(action: String)
  /// Completing or cancelling a back gesture when none is in progress.
  case noBackGesture(action: String)

  /// A sentence for a person, quoting what they asked for.
  public var description: String {
    switch self {
    case .cannotPopRoot(let root, let owner):
      "Cannot pop: '\(root)' is the root of \(owner)."
    case .notEnoughScreens(let requested, let available, let owner):
      "Cannot pop \(requested) screens: \(owner) has only \(available) above its root."
    case .invalidPopCount(let count):
      "Cannot pop \(count) screens: the count must be zero or more."
    case .notOnStack(let route, let owner):
      "Cannot pop to '\(route)': it is not on the stack of \(owner)."
    case .screenMoved(let route, let position, let owner):
      "Cannot pop from '\(route)': it is not at position \(position) of the path of \(owner)."
    case .backVetoed(let screen, let reason):
      "Cannot go back from '\(screen)': \(reason)"
    case .noMatchOnStack(let owner):
      "Cannot pop: no screen on the stack of \(owner) matches."
    case .unknownTab(let name, let available):
      "Unknown tab '\(name)'." + Self.suggestion(for: name, among: available.map(\.rawValue))
    case .noTabBar(let flow):
      "Cannot switch tabs: home is the single flow '\(flow)'."
    case .blockedByModal(let action, let modal):
      "Cannot \(action) while modal '\(modal)' is presented. Dismiss it first."
    case .noModalPresented(let action):
      "Cannot \(action): no modal is presented."
    case .modalNotPresented(let modal):
      "Cannot act on modal '\(modal)': it is not presented."
    case .modalNotOnTop(let modal, let top):
      "Cannot act on modal '\(modal)': modal '\(top)' is presented over it."
    case .modalAlreadyPresented(let modal):
      "Cannot present modal '\(modal)': it is already presented."
    case .modalWithoutNavigation(let action, let modal):
      "Cannot \(action): modal '\(modal)' shows a single screen with no navigation stack."
    case .notOnScreen(let route):
      "Cannot present from '\(route)': it is not the screen on top."
    case .invalidHome(let reason):
      "Invalid home: \(reason)."
    case .launchInProgress(let action):
      "Cannot \(action) while the app is launching."
    case .launchAlreadyFinished:
      "Cannot finish the launch: home is already showing."
    case .modalOpenAtLaunchEnd(let modal):
      "Cannot show home while launch modal '\(modal)' is presented."
    case .noDeepLinkMatch(let url):
      "No deep link matches '\(url)'."
    case .deepLinkArgumentMismatch(let url, let placeholder, let expected, let text):
      "Deep link '\(url)': '\(text)' is not \(expected.article) \(expected) for '{\(placeholder)}'."
    case .deepLinkUnresolved(let url):
      "Deep link '\(url)' matches a pattern but leads to no screen."
    case .deepLinkMissingQuery(let url, let key):
      "Deep link '\(url)' needs the query parameter '\(key)'."
    case .interactionRequired(let step, let action):
      "Cannot \(action): '\(step)' ends only through its own actions, or when the app cancels it."
    case .gateHolds(let step, let action):
      "Cannot \(action): '\(step)' holds the app until the facts it depends on change."
    case .interactionAlreadyPresented(let step):
      "Cannot present another interaction while '\(step)' is up."
    case .interactionsStillToCome:
      "Cannot finish the launch: interaction steps are still to come."
    case .interactionAbove(let modal, let step, let action):
      "Cannot \(action): '\(step)' is up over modal '\(modal)' and ends first."
    case .dialogUp(let modal, let style, let action):
      "Cannot \(action): \(style.displayName) '\(modal)' is up; it closes when one of its buttons"
        + " is tapped."
    case .dialogWithNavigation(let modal, let style):
      "Cannot present \(style.displayName) '\(modal)' as a flow: it shows a single screen."
    case .undeclaredNavigation(let screen, let command, let nearest):
      if let nearest {
        "'\(screen)' has no action that does \(command); the closest it declares is \(nearest)."
      } else {
        "'\(screen)' declares no forward navigation, so no action does \(command)."
      }
    case .invalidDetents(let modal, let reason):
      "Cannot present modal '\(modal)': \(reason)."
    case .detentUnavailable(let modal, let detent, let style, let detents):
      "Cannot rest modal '\(modal)' at detent '\(detent)': "
        + (style != .sheet && style != .popover
          ? "a \(style) modal has no detents."
          : detents.isEmpty
            ? "it declares no detents, so it shows at full height."
            : "its detents are \(SheetDetent.list(detents)).")
    case .undeclaredModal(let modal, let screen, let nearest):
      if let nearest {
        "No screen of the flow presents modal '\(modal)'; the closest '\(screen)' declares is"
          + " \(nearest)."
      } else {
        "No screen of the flow presents modal '\(modal)', and '\(screen)' declares no forward"
          + " navigation."
      }
    case .resultTypeMismatch(let modal, let expected, let found):
      "Cannot return a \(found) from modal '\(modal)': its caller awaits a \(expected)."
    case .noSplit(let action):
      "Cannot \(action): home has no columns; it is not a split."
    case .noColumn(let column, let action):
      "Cannot \(action): the split has no \(column) column."
    case .nothingSelected(let column, let action):
      "Cannot \(action): nothing is selected for the \(column) column. Select there first."
    case .sidebarNotSelectable(let action):
      "Cannot \(action): no column selects the sidebar's root. Set its root instead."
    case .swipeBackOff(let screen):
      "Cannot swipe back from '\(screen)': it turns swipe back off; use its own buttons."
    case .swipeBackOffModal(let modal):
      "Cannot swipe modal '\(modal)' away: it turns swipe back off; use its own buttons."
    case .backGestureInProgress(let action):
      "Cannot \(action): a back gesture is in progress; complete or cancel it first."
    case .noBackGesture(let action):
      "Cannot \(action): no back gesture is in progress."
    }
  }

  private static func suggestion(for name: String, among candidates: [String]) -> String {
    if let match = Suggestions.closest(to: name, in: candidates) {
      return " Did you mean '\(match)'?"
    }
    guard !candidates.isEmpty else { return "" }
    return " Tabs: " + candidates.map { "'\($0)'" }.joined(separator: ", ") + "."
  }
}

extension ArgumentType {
  /// "an" before `int`, "a" before the others.
  var article: String { self == .int ? "an" : "a" }
}
