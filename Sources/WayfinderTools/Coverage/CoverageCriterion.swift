/// A named coverage criterion: what a set of runs is measured against. Each has a universe of
/// items computed from the flow files alone (``Coverage``), some of which may be unreachable,
/// each with its reason; ``CoverageRecorder`` says when a run covers an item.
public enum CoverageCriterion: String, Hashable, Sendable, CaseIterable, Comparable {
  /// `screens`: every screen shown, launch screens and modals included.
  case screens
  /// `edges`: every action of every screen taken, every tab selected with `tab`, every deep
  /// link that landed.
  case edges
  /// `when-outcomes`: every action with a `when:` seen on the screen on top both available and
  /// unavailable.
  case whenOutcomes = "when-outcomes"
  /// `link-phases`: every deep link opened (landing or held) in every ``LinkPhase``.
  case linkPhases = "link-phases"
  /// `step-pairs`: every order of two launch steps one launch sequence can show.
  ///
  /// `(A, B)` counts when A starts — its splash shows, its modal or gate presents, its work
  /// begins, home appears — and later in the same run of the launch B starts. A run is the
  /// launch (at start, on relaunch) or the launch run again over home on foreground, until it
  /// finishes or is called off. Steps of `interactions:` are not counted, and a run in which a
  /// launch step is run or cancelled by hand (`run`, an action's `run:`, `cancel`), or in which
  /// the app goes to the background (coming back asks again for the modals and gates that
  /// ended), records nothing more until it ends: those take steps out of the declared order.
  ///
  /// In an undisturbed run a step becomes ready only once every step it comes after, directly
  /// or not, has ended, so three rules rule orders out, listed as unreachable with the reason:
  ///
  /// 1. A comes after B (`after:`, directly or through other steps).
  /// 2. B does not wait for the modal slot (a splash, background work), A does (a modal, a
  ///    gate, home), and A comes after every step B comes after: B is ready no later than A and
  ///    starts the moment it is, before any waiting step takes the slot.
  /// 3. Both wait for the slot, A comes after every step B comes after, and B goes first (a
  ///    higher priority, or the same and declared first) and may cover every app modal A may:
  ///    whenever A could take the slot, B is ready and is chosen instead.
  ///
  /// A `when:` rules nothing out: facts can change between two starts. The universe is
  /// quadratic in the launch steps; past 256 of them the criterion is not counted.
  case stepPairs = "step-pairs"
  /// `transition-pairs`: every edge into a screen the flow files name, followed by each action
  /// of that screen.
  ///
  /// The edges into a screen are the actions whose destination the files say — `push`,
  /// `popTo`, `popToRoot`, `replace`, `present`, `open` of a declared link, and an action that
  /// only sets facts (it stays) — and the deep links. Left out: `pop`, `dismiss` and
  /// `switchTab`, whose screen only the stack at run time knows, and actions that `finish:` or
  /// `run:` a step, after which an interaction may come up instead. The edges out are the
  /// screen's actions (tabs and deep links leave any screen and would pair with everything).
  /// A pair counts when the next edge taken after the first, with no other command changing the
  /// screen on top in between, is the second. The universe has at most (actions + deep links) ×
  /// the most actions a screen has — linear in the app for a bounded number of actions per
  /// screen (199,905 pairs for the generated 10,000-screen app); past 1,000,000 the criterion is
  /// not counted.
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
