/// A named coverage criterion: what a set of runs is measured against. Each has a universe of
/// items computed from the flow files alone (``Coverage``), of which some may be unreachable,
/// each with its reason.
///
/// - `screens`: every screen shown (flows, modals, launch screens).
/// - `edges`: every action of every screen taken, every tab selected, every deep link landed.
/// - `when-outcomes`: every action with a `when:` seen on top both available and unavailable.
/// - `link-phases`: every deep link opened (and taken) in every ``LinkPhase``.
/// - `step-pairs`: every order of two launch steps that one launch sequence can show
///   (``StepPairs``).
/// - `transition-pairs`: every edge that brings up a known screen followed by each action of
///   that screen (``TransitionPairs``).
public enum CoverageCriterion: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Screens shown.
  case screens
  /// Actions, tabs and deep links taken.
  case edges
  /// Both outcomes of every action's `when:`.
  case whenOutcomes = "when-outcomes"
  /// Every deep link in every phase.
  case linkPhases = "link-phases"
  /// Every possible order of two launch steps.
  case stepPairs = "step-pairs"
  /// Every edge into a screen followed by every action out of it.
  case transitionPairs = "transition-pairs"

  /// The name `--min NAME=P` and the reports use.
  public var name: String { rawValue }

  /// The criterion called `name`, or `nil`.
  public init?(name: String) { self.init(rawValue: name) }

  /// In declaration order.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    let all = allCases
    return (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
  }
}
