internal import Wayfinder
import WayfinderProperties
internal import WayfinderFlowFiles

/// Shrinks a failing run to a short one that fails the same way: drops chunks of commands
/// (`CommandShrinking`) while the replay still breaks the same property, dropping commands
/// that no longer apply; then shortens waits.
/// Each try replays from a fresh session, so the result fails the same way every time.
/// O(n² log n) replays of at most n commands in the worst case; far fewer in practice.
struct Shrinker {
  let check: ExplorationCheck
  /// How many replays it may make, so shrinking a long run stays bounded (then 200 more to
  /// shorten waits).
  var budget = 2_000

  /// The shortest run found from `steps` that breaks `broken`, with its break.
  mutating func shrink(
    _ steps: [ExplorationStep], broken: String
  ) -> (steps: [ExplorationStep], broke: ExplorationCheck.Break)? {
    let shortest = CommandShrinking.shrink(steps, budget: budget) { candidate in
      attempt(candidate, broken)?.steps
    }
    guard var best = attempt(shortest, broken) else { return nil }
    budget = 200
    shortenWaits(&best, broken)
    return best
  }

  /// Halves each wait while the run still breaks, down to a millisecond.
  private mutating func shortenWaits(
    _ best: inout (steps: [ExplorationStep], broke: ExplorationCheck.Break), _ broken: String
  ) {
    for index in best.steps.indices {
      while budget > 0, index < best.steps.count,
        case .wait(let duration) = best.steps[index].command,
        duration > .milliseconds(1)
      {
        budget -= 1
        var candidate = best.steps
        let shorter = SessionCommand.wait(
          .milliseconds(max(1, ExplorationStep.milliseconds(duration) / 2)))
        candidate[index] = ExplorationStep(shorter, text: ExplorationStep.line(for: shorter))
        guard let shrunk = attempt(candidate, broken), shrunk.steps.count == best.steps.count
        else { break }
        best = shrunk
      }
    }
  }

  private func attempt(
    _ steps: [ExplorationStep], _ broken: String
  ) -> (steps: [ExplorationStep], broke: ExplorationCheck.Break)? {
    guard let result = check.replay(steps), result.broke.broken == broken else { return nil }
    return (result.applied, result.broke)
  }
}
