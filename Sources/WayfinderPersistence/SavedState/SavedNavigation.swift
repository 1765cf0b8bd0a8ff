package import Wayfinder

/// The navigation part of a saved state, in the shape of the current schema: plain data that
/// restoring checks against the app's definition before building a ``NavigationState``.
///
/// It is kept apart from `NavigationState`'s own coding so that the file format stays fixed
/// when the core's types change, and so that a state which no longer fits the app can be
/// repaired instead of rejected.
package struct SavedNavigation: Hashable, Sendable, Codable {
  /// `launching` or `home`.
  enum Phase: String, Hashable, Sendable, Codable {
    case launching
    case home
  }

  /// One tab (or the single flow) and its stack.
  struct Stack: Hashable, Sendable, Codable {
    var id: TabID
    var root: ScreenRoute
    var path: [ScreenRoute]
  }

  /// The interaction step that presented a modal, and what the user may do to it. Absent in
  /// documents written before interactions were saved, and for a modal the app presented.
  struct Interaction: Hashable, Sendable, Codable {
    var step: StepID
    var role: ModalInteraction.Role
  }

  /// One presented modal.
  struct Modal: Hashable, Sendable, Codable {
    var id: ModalID
    var style: PresentationStyle
    /// Whether it holds a flow it can push inside.
    var flow: Bool
    var root: ScreenRoute
    var path: [ScreenRoute]
    /// The step that presented it, for an interaction's modal.
    var interaction: Interaction?
    /// The fact that receives its result (a flow file's `result:`); absent when nothing awaits
    /// one, and for a call awaiting it in Swift, which does not outlive the process.
    var result: ResultFact?
    /// The heights a sheet rests at, as text (`medium`, `300`); absent for none, and in
    /// documents written before detents were saved.
    var detents: [SheetDetent]?
    /// The detent it rested at; absent when it has no detents.
    var detent: SheetDetent?
  }

  /// The fact that receives a modal's result, and its type.
  struct ResultFact: Hashable, Sendable, Codable {
    var fact: String
    var type: FactType
  }

  /// A deep link held until the launch or the interactions up or still to come end.
  struct DeepLink: Hashable, Sendable, Codable {
    var url: String
    var tab: TabID?
    var path: [ScreenRoute]
    var modal: Modal?
    /// Absent in documents written before stack policies existed.
    var stack: DeepLinkStackPolicy?
    var back: DeepLinkBack?
  }

  /// The columns of a split home — the flow of each — and the width it was shown at. Absent
  /// for tabs or a single flow, and in documents written before splits were saved.
  struct Split: Hashable, Sendable, Codable {
    var sidebar: TabID
    var content: TabID?
    var detail: TabID
    var width: SplitWidth
  }

  var phase: Phase
  /// The launch screen under the launch modals, while launching.
  var launchScreen: ScreenRoute?
  var layout: HomeLayout
  var selectedTab: TabID
  /// For a split home, one stack per column with a selection, the sidebar's first.
  var tabs: [Stack]
  /// The split's columns and width, for a split home.
  var split: Split?
  /// Bottom first.
  var modals: [Modal]
  var pendingDeepLink: DeepLink?
  /// Whether an interaction sequence had a modal up or still to come, holding deep links;
  /// absent (false) in documents written before it was saved, and when nothing held them.
  var interactionsPending: Bool?
  /// Where Back from the last deep link's screen returns, if anywhere.
  var deepLinkReturn: DeepLinkReturn?

  /// The saved form of `state`, each route as its screen with its arguments. O(routes).
  package init<Route: FlowRoute>(_ state: NavigationState<Route>) {
    switch state.phase {
    case .home:
      phase = .home
      launchScreen = nil
    case .launching(let screen):
      phase = .launching
      launchScreen = screen?.screenRoute
    }
    layout = state.home.layout
    selectedTab = state.home.selectedTab
    tabs = state.home.tabs.map {
      Stack(id: $0.id, root: $0.stack.root.screenRoute, path: $0.stack.path.map(\.screenRoute))
    }
    split = state.home.split.map {
      Split(sidebar: $0.sidebar, content: $0.content, detail: $0.detail, width: $0.width)
    }
    modals = state.modals.map { Modal($0) }
    pendingDeepLink = state.pendingDeepLink.map { link in
      DeepLink(
        url: link.url, tab: link.target.tab, path: link.target.path.map(\.screenRoute),
        modal: link.target.modal.map { Modal($0) }, stack: link.target.stack,
        back: link.target.back)
    }
    interactionsPending = state.interactionsPending ? true : nil
    deepLinkReturn = state.deepLinkReturn
  }
}

extension SavedNavigation.Modal {
  /// The saved form of `modal`.
  init<Route: FlowRoute>(_ modal: Wayfinder.Modal<Route>) {
    self.init(
      id: modal.id, style: modal.style, flow: modal.hasNavigation,
      root: modal.stack.root.screenRoute, path: modal.stack.path.map(\.screenRoute),
      interaction: modal.interaction.map {
        SavedNavigation.Interaction(step: $0.step, role: $0.role)
      }, detents: modal.detents.isEmpty ? nil : modal.detents, detent: modal.selectedDetent)
    if case .fact(let fact, let type)? = modal.resultReceiver {
      result = SavedNavigation.ResultFact(fact: fact, type: type)
    }
  }
}
