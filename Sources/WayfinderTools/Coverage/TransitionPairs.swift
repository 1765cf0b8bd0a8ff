internal import Wayfinder

/// The universe of the `transition-pairs` criterion: an edge that brings up a screen the flow
/// files name, followed by each action of that screen.
///
/// The edges *into* a screen are the actions whose destination the files say — `push`,
/// `popTo`, `popToRoot`, `replace`, `present`, `open` of a declared link, and an action that
/// only sets facts (it stays on its screen) — and the deep links. Left out: `pop`, `dismiss`
/// and `switchTab`, whose screen only the stack at run time knows, and actions that `finish:`
/// a step or `run:` one, after which an interaction may come up instead. The edges *out* are
/// the actions the screen declares (tabs and deep links leave any screen, so they would pair
/// with everything). A pair is covered when the next edge taken after `into`, with nothing
/// else changing the screen on top in between, is `then`.
///
/// The universe has one item per into-edge and action of its screen: at most (actions + deep
/// links) × the most actions a screen has, linear in the app for a bounded number of actions
/// per screen (20 per action of the generated 10,000-screen app: 200,005 pairs). Past
/// `maximumPairs` the criterion is not counted. O(actions + deep links + pairs).
enum TransitionPairs {
  /// The most pairs counted.
  static let maximumPairs = 1_000_000

  /// The pairs of `definition`, screens in declaration order (flows, modals, launch screens),
  /// each screen's actions, then the deep links; `nil` past `maximumPairs`.
  static func universe(_ definition: FlowDefinition, screens: [String]) -> [CoverageItem]? {
    var into: [(edge: CoverageItem, screen: ScreenDefinition)] = []
    for id in screens {
      guard let screen = definition.screen(id) else { continue }
      for action in screen.actions where action.runs.isEmpty && !action.finishesStep {
        guard case .screen(let target) = definition.destination(of: action, on: screen),
          let landing = definition.screen(target), !landing.actions.isEmpty
        else { continue }
        into.append((.action(screen: id, label: action.label), landing))
      }
    }
    for link in definition.deepLinks {
      guard case .screen(let target) = definition.destination(of: link),
        let landing = definition.screen(target), !landing.actions.isEmpty
      else { continue }
      into.append((.deepLink(link.pattern.description), landing))
    }
    let count = into.reduce(0) { $0 + $1.screen.actions.count }
    guard count <= maximumPairs else { return nil }
    var pairs: [CoverageItem] = []
    pairs.reserveCapacity(count)
    for (edge, screen) in into {
      for action in screen.actions {
        pairs.append(
          .transitionPair(into: edge, then: .action(screen: screen.id, label: action.label)))
      }
    }
    return pairs
  }
}
