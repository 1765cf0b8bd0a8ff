internal import Wayfinder
internal import WayfinderFlowFiles

/// The canonical form path generation keys session states by: the screen on top, its stack
/// context (selected tab and presented modals), the launch's progress and the facts.
///
/// It deliberately leaves out what lies below the top of the visible stack and the stacks of the
/// other tabs. Keyed by whole states, a push cycle (`a → b → a → …`) never ends and even an
/// acyclic app multiplies the stacks of its tabs together; keyed by screen and context, the
/// exploration visits each screen once per context, so its size is about screens × contexts.
/// The moves from a key are taken from the first real session found with it: performed on that
/// session, or predicted where the outcome is certain and already explored (see `MoveTable`),
/// so each generated path is one the app really takes.
///
/// The launch is abstracted too: how a step ended (finished, skipped, cancelled) is kept only
/// for steps another step waits for. For the others it changes nothing that can happen next —
/// what they set is in the facts — so `n` independent launch modals, each finished or
/// dismissed, make `n + 1` launch states rather than `2ⁿ`, and their outcomes are not explored
/// in every combination.
struct ExplorationKey: Hashable {
  /// The screen on top (without arguments), or `nil` for a blank launch screen.
  var screen: String?
  /// The selected tab, then the presented modals bottom first.
  var context: [String]
  /// The status of each launch step while the launch runs; empty once home shows.
  var launch: [StepStatus]
  var isInBackground: Bool
  var facts: Facts

  /// The key of `session`; `awaited` holds the ids of the launch steps some other step waits
  /// for (see ``awaitedSteps(of:)``). O(launch steps + modals).
  init(_ session: AppSession, awaited: Set<String>) {
    let state = session.state
    screen = state.topRoute?.screen
    context = [state.home.selectedTab.rawValue] + state.modals.map(\.id.rawValue)
    if session.launch.isRunning || state.phase.isLaunching {
      launch = session.launch.steps.map { step in
        step.status.hasEnded && !awaited.contains(step.id.rawValue) ? .finished : step.status
      }
    } else {
      launch = []
    }
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

  /// The ids of the launch steps that another step lists in `after:`: how those end may
  /// matter to what comes next. O(steps + dependencies).
  static func awaitedSteps(of definition: FlowDefinition) -> Set<String> {
    Set(definition.launch.flatMap(\.after))
  }
}
