internal import Wayfinder

/// The canonical form path generation keys session states by: the screen on top, its stack
/// context (selected tab and presented modals), the launch's progress and the facts.
///
/// It deliberately leaves out what lies below the top of the visible stack and the stacks of the
/// other tabs. Keyed by whole states, a push cycle (`a → b → a → …`) never ends and even an
/// acyclic app multiplies the stacks of its tabs together; keyed by screen and context, the
/// exploration visits each screen once per context, so its size is about screens × contexts.
/// Every move is still performed on a real session, so each generated path is one the app
/// really takes.
struct ExplorationKey: Hashable {
  /// The screen on top (without arguments), or `nil` for a blank launch screen.
  var screen: String?
  /// The selected tab, then the presented modals bottom first.
  var context: [String]
  /// The status of each launch step while the launch runs; empty once home shows.
  var launch: [LaunchStepStatus]
  var isInBackground: Bool
  var facts: Facts

  init(_ session: AppSession) {
    let state = session.state
    screen = state.visibleRoute?.screen
    context = [state.home.selectedTab.rawValue] + state.modals.map(\.id.rawValue)
    launch =
      session.launch.isRunning || state.phase.isLaunching ? session.launch.steps.map(\.status) : []
    isInBackground = session.isInBackground
    facts = session.facts
  }

  /// The key of `session` after a move that only changes the screen on top and the selected tab.
  init(_ session: AppSession, screen: String?, tab: String) {
    self.screen = screen
    context = [tab]
    launch = []
    isInBackground = false
    facts = session.facts
  }
}
