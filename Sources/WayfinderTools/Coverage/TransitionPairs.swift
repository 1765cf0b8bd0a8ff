internal import Wayfinder
internal import WayfinderFlowFiles

/// The universe of the `transition-pairs` criterion (``CoverageCriterion/transitionPairs``):
/// each edge into a screen the flow files name, with that screen, so that the pairs — the edge
/// followed by each action of the screen — are counted and tested without being built.
///
/// Built in O(actions + deep links); ``count`` is at most (actions + deep links) × the most
/// actions a screen has (199,905 for the generated 10,000-screen app, whose pairs are never
/// held at once). ``contains(_:)`` is O(actions of a screen); ``items`` builds every pair. Past `maximumPairs`
/// the criterion is not counted.
struct TransitionPairs: Sendable {
  /// An edge into a screen, and the screen's action labels.
  struct Into: Sendable {
    var edge: CoverageItem
    var screen: String
    var labels: [String]
  }

  /// The most pairs counted.
  static let maximumPairs = 1_000_000

  /// The edges into a named screen that has actions: `screens`' actions in order (flows,
  /// modals, launch screens), then the deep links.
  let into: [Into]
  /// How many pairs there are.
  let count: Int
  /// Where in ``into`` each edge is.
  private let index: [CoverageItem: Int]

  /// The pairs of `definition`; `nil` past `maximumPairs`.
  init?(_ definition: FlowDefinition, screens: [String]) {
    var into: [Into] = []
    func add(_ edge: CoverageItem, _ destination: ActionDestination) {
      guard case .screen(let id) = destination, let screen = definition.screen(id),
        !screen.actions.isEmpty
      else { return }
      into.append(Into(edge: edge, screen: id, labels: screen.actions.map(\.label)))
    }
    for id in screens {
      guard let screen = definition.screen(id) else { continue }
      for action in screen.actions where action.runs.isEmpty && !action.finishesStep {
        add(
          .action(screen: id, label: action.label),
          definition.destination(of: action, on: screen))
      }
    }
    for link in definition.deepLinks {
      add(.deepLink(link.pattern.description), definition.destination(of: link))
    }
    let count = into.reduce(0) { $0 + $1.labels.count }
    guard count <= Self.maximumPairs else { return nil }
    self.into = into
    self.count = count
    index = Dictionary(
      into.indices.map { (into[$0].edge, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether `item` is one of the pairs. O(actions of its screen).
  func contains(_ item: CoverageItem) -> Bool {
    guard case .transitionPair(let edge, .action(let screen, let label)) = item,
      let at = index[edge]
    else { return false }
    return into[at].screen == screen && into[at].labels.contains(label)
  }

  /// Every pair, in order: each edge's, its screen's actions in order. O(count).
  var items: [CoverageItem] {
    var pairs: [CoverageItem] = []
    pairs.reserveCapacity(count)
    for edge in into {
      for label in edge.labels {
        pairs.append(
          .transitionPair(into: edge.edge, then: .action(screen: edge.screen, label: label)))
      }
    }
    return pairs
  }
}
