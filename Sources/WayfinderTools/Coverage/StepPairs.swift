internal import Wayfinder

/// The universe of the `step-pairs` criterion: every ordered pair of two launch steps, `(A, B)`
/// meaning "A started, then later in the same launch sequence B started", less the orders the
/// launch's rules rule out, each with its reason.
///
/// A *launch sequence* is one run of the launch's steps: the launch (at start and on
/// relaunch) or the run again over home on foreground, until it finishes or is called off.
/// A step *starts* when its splash shows, its modal or gate presents, its work begins or home
/// appears. Steps of `interactions:` are not counted, and a run in which a launch step was run
/// or cancelled by hand (`run`, an action's `run:`, `cancel`), or in which the app went to the
/// background (coming back asks again for the modals and gates that ended), records nothing
/// more until it ends: those take steps out of the declared order. In such an undisturbed run a step becomes
/// ready only once every step it comes after, directly or not, has ended, which gives three
/// rules, each checked from the flow files alone:
///
/// 1. A comes after B (`after:`, directly or through other steps): (A, B) cannot happen.
/// 2. B does not wait for the modal slot (a splash, background work), A does (a modal, a gate,
///    home), and A comes after every step B comes after: B is ready no later than A and starts
///    the moment it is, before any waiting step takes the slot, so (A, B) cannot happen.
/// 3. Both wait for the slot, A comes after every step B comes after, B goes first (a higher
///    priority, or the same and declared first) and may cover every app modal A may: whenever
///    A could take the slot B is ready and is chosen instead, so (A, B) cannot happen.
///
/// A `when:` rules nothing out: facts can change between two starts (`set`, a step's `sets:`).
/// O(steps² × dependencies) time and O(steps²) items; past `maximumSteps` launch steps the
/// criterion is not counted.
enum StepPairs {
  /// The most launch steps whose pairs are counted (65,280 pairs).
  static let maximumSteps = 256

  /// The reachable pairs of `steps` (the launch's, in declaration order), then the unreachable
  /// ones with their reasons; `nil` past `maximumSteps`.
  static func universe(
    _ steps: [InteractionStep<ScreenRoute>]
  ) -> (reachable: [CoverageItem], unreachable: [Coverage.Unreachable])? {
    guard steps.count <= maximumSteps else { return nil }
    let index = Dictionary(steps.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let direct = steps.map { step in step.dependencies.compactMap { index[$0] } }
    let ancestors = Self.ancestors(direct)
    var reachable: [CoverageItem] = []
    var unreachable: [Coverage.Unreachable] = []
    for first in steps.indices {
      for then in steps.indices where then != first {
        let item = CoverageItem.stepPair(
          first: steps[first].id.rawValue, then: steps[then].id.rawValue)
        if let reason = reason(first, before: then, steps, direct, ancestors) {
          unreachable.append(Coverage.Unreachable(item: item, reason: reason))
        } else {
          reachable.append(item)
        }
      }
    }
    return (reachable, unreachable)
  }

  /// Why step `first` can never start before step `then` in one undisturbed run, or `nil`.
  private static func reason(
    _ first: Int, before then: Int, _ steps: [InteractionStep<ScreenRoute>], _ direct: [[Int]],
    _ ancestors: [Set<Int>]
  ) -> String? {
    let a = steps[first]
    let b = steps[then]
    // 1. `first` waits for `then`.
    if ancestors[first].contains(then) {
      let through = direct[first].first { $0 == then || ancestors[$0].contains(then) }
      let via = through.flatMap { $0 == then ? nil : steps[$0].id.rawValue }
      return "'\(a.id)' comes after '\(b.id)'" + (via.map { ", through '\($0)'" } ?? "")
    }
    // 2. `then` starts the moment it is ready; `first` is never ready sooner and waits its turn.
    if !b.kind.takesModalSlot, a.kind.takesModalSlot,
      direct[then].allSatisfy(ancestors[first].contains)
    {
      guard direct[then].isEmpty else {
        return "'\(a.id)' comes after every step '\(b.id)' comes after, and '\(b.id)' "
          + "(\(b.kind.name)) starts the moment those have ended, before any \(a.kind.name) "
          + "takes its turn"
      }
      return "'\(b.id)' (\(b.kind.name)) comes after no step: it starts with the sequence, "
        + "before any \(a.kind.name) takes its turn"
    }
    // 3. `then` is ready whenever `first` is, takes the slot first, and may cover as much.
    if a.kind.takesModalSlot, b.kind.takesModalSlot,
      direct[then].allSatisfy(ancestors[first].contains),
      b.priority > a.priority || (b.priority == a.priority && then < first),
      covers(b.coverage, a.coverage)
    {
      let order =
        b.priority > a.priority
        ? "priority \(b.priority) over \(a.priority)"
        : "same priority, declared first"
      return "'\(b.id)' is ready whenever '\(a.id)' is, takes its turn first (\(order)) "
        + "and may cover every modal '\(a.id)' may"
    }
    return nil
  }

  /// Whether a step covering `wide` may present over every set of app modals one covering
  /// `narrow` may.
  private static func covers(_ wide: AppModalCover, _ narrow: AppModalCover) -> Bool {
    switch (wide, narrow) {
    case (.any, _), (_, .none): true
    case (.none, _): false
    case (.only, .any): false
    case (.only(let allowed), .only(let asked)): asked.isSubset(of: allowed)
    }
  }

  /// Every step's direct and indirect dependencies, by index. The plan has no cycle (the
  /// loader checks); an iterative depth-first walk, so a long chain does not overflow the stack.
  /// O(steps × (steps + dependencies)).
  private static func ancestors(_ direct: [[Int]]) -> [Set<Int>] {
    var result = [Set<Int>?](repeating: nil, count: direct.count)
    for root in direct.indices where result[root] == nil {
      var stack: [(node: Int, next: Int)] = [(root, 0)]
      var onStack: Set<Int> = [root]
      while let top = stack.last {
        if top.next < direct[top.node].count {
          stack[stack.count - 1].next += 1
          let dependency = direct[top.node][top.next]
          if result[dependency] == nil, onStack.insert(dependency).inserted {
            stack.append((dependency, 0))
          }
          continue
        }
        stack.removeLast()
        onStack.remove(top.node)
        var all: Set<Int> = []
        for dependency in direct[top.node] {
          all.insert(dependency)
          all.formUnion(result[dependency] ?? [])
        }
        result[top.node] = all
      }
    }
    return result.map { $0 ?? [] }
  }
}
