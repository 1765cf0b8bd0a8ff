internal import Wayfinder

extension FlowValidator {
  /// Who presents each modal, gathered once so each `finish` is checked in O(1).
  ///
  /// The runtime takes an action as one event: it sets the facts, finishes the step that
  /// presented the screen's modal (which closes it) or dismisses a modal the app presented,
  /// starts the `run:` steps, then navigates. A navigation beside a finish therefore acts on
  /// what lies under a step's modal, never inside it.
  struct FinishContext {
    /// The steps that present each modal, in declaration order.
    var steps: [ModalID: [String]] = [:]
    /// Modals the app presents itself: an action's `present:` or a deep link's `modal:`.
    var presentedByApp: Set<ModalID> = []
    /// What lies under a step's modal once it closes, as the warnings name it.
    var under = ""
    /// Alerts and confirmation dialogs: any of their buttons closes them first, so a `finish`
    /// beside a navigation on them is what the button means.
    var dialogs: Set<ModalID> = []

    init(_ definition: FlowDefinition) {
      for modal in definition.modals where modal.style.isDialog { dialogs.insert(modal.id) }
      for step in definition.launch {
        if let modal = step.modal { steps[modal, default: []].append(step.id) }
      }
      for screen in definition.screens.values {
        for action in screen.actions {
          if case .present(let modal, _, _) = action.effect { presentedByApp.insert(modal) }
        }
      }
      for link in definition.deepLinks {
        if let modal = link.modal { presentedByApp.insert(modal) }
      }
      under =
        switch definition.home {
        case .tabs(let tabs) where tabs.count == 1: "tab '\(tabs[0])'"
        case .tabs: "home's selected tab"
        case .flow(let flow): "flow '\(flow)'"
        case .split: "the split's last column with a selection"
        }
      if !presentedByApp.isEmpty { under += ", or a modal the app presented" }
    }

    /// Whether `action` on `modal` always finishes a step before it navigates: its navigation
    /// never happens inside the modal.
    func navigatesUnder(_ action: ActionDefinition, on modal: ModalID) -> Bool {
      action.finishesStep && steps[modal] != nil && !presentedByApp.contains(modal)
    }
  }

  /// Warns where a `finish: true` can never do anything (outside a modal; beside a navigation
  /// on a modal no step presents), and where it makes the action's navigation act on what lies
  /// under the modal a step presented (a stack move), or skip it (`dismiss`).
  mutating func checkFinish(
    _ action: ActionDefinition, on screen: ScreenDefinition, _ context: FinishContext
  ) {
    guard action.finishesStep else { return }
    guard case .modal(let modal) = screen.owner else {
      bag.report(.finishOutsideModal(screen: screen.id), at: action.location)
      return
    }
    if context.dialogs.contains(modal) { return }
    guard let steps = context.steps[modal] else {
      if let key = action.effect.key {
        bag.report(
          .finishBesideNavigation(screen: screen.id, modal: modal.rawValue, key: key),
          at: action.location)
      }
      return
    }
    let alsoByApp = context.presentedByApp.contains(modal)
    let navigation: String
    switch action.effect {
    case .push(let route): navigation = "push: \(route.screen)"
    case .pop(let count): navigation = count == 1 ? "pop: true" : "pop: \(count)"
    case .popTo(let screen): navigation = "popTo: \(screen)"
    case .popToRoot: navigation = "popToRoot: true"
    case .replace(let routes):
      let screens = routes.map(\.screen)
      navigation =
        screens.count == 1
        ? "replace: \(screens[0])" : "replace: [\(screens.joined(separator: ", "))]"
    case .setRoot(let route), .replaceTop(let route), .pushNew(let route),
      .bringToFront(let route):
      navigation = "\(action.effect.key ?? ""): \(route.screen)"
    case .back: navigation = "back: true"
    case .dismiss:
      bag.report(
        .dismissAfterFinish(label: action.label, steps: steps, alsoPresentedByApp: alsoByApp),
        at: action.navigationKeyLocation)
      return
    // A `do:` list says where each of its steps acts; `dismissAll` closes what lies under too.
    // A selection acts on the split's columns under the modal, as a tab switch on the tab bar.
    case .none, .present, .switchTab, .open, .dismissAll, .transaction, .select, .deselect:
      return
    }
    bag.report(
      .finishBeforeStackMove(
        label: action.label, steps: steps, key: action.effect.key ?? "", navigation: navigation,
        under: context.under, alsoPresentedByApp: alsoByApp),
      at: action.navigationKeyLocation)
  }
}
