/// Shrinks a list of commands that makes a check fail to a shorter one that still does, the
/// way delta debugging does: it drops chunks — halves, then quarters, down to single commands —
/// keeping each removal after which the replay still fails the same way. Once no single command
/// can go, it tries dropping every two commands together (two that only matter as a pair, such
/// as going to the background and coming back, or a step started twice). The replay may drop
/// commands that no longer apply, so the result is the list that really ran. The result is
/// 2-minimal when the budget allows: dropping any one or any two commands makes it pass.
/// O(n² log n) replays for the chunks and O(n²) for each pair pass, at most n passes; bounded by
/// `budget`.
///
/// ```swift
/// let shortest = CommandShrinking.shrink(commands) { candidate in
///   replay(candidate)   // the commands that applied, when it still fails the same way; else nil
/// }
/// ```
public enum CommandShrinking {
  /// The shortest list found from `commands` for which `replay` still fails.
  ///
  /// - Parameters:
  ///   - commands: A list for which `replay` fails.
  ///   - budget: How many replays it may make.
  ///   - replay: Plays a candidate from the start; returns the commands that applied when it
  ///     fails the same way, `nil` when it does not.
  /// - Returns: The shortest failing list found (`commands` itself when even it does not fail).
  public static func shrink<Command>(
    _ commands: [Command], budget: Int = 2_000, replay: ([Command]) -> [Command]?
  ) -> [Command] {
    var left = budget - 1
    guard var best = replay(commands) else { return commands }
    var chunk = max(1, best.count / 2)
    while left > 0 {
      var removed = false
      var start = 0
      while start < best.count, left > 0 {
        var candidate = best
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        left -= 1
        if let smaller = replay(candidate), smaller.count < best.count {
          best = smaller
          removed = true
        } else {
          start += chunk
        }
      }
      if chunk == 1, !removed {
        // 1-minimal: try every pair, then single commands again after a pair went.
        guard let smaller = withoutAPair(best, left: &left, replay: replay) else { break }
        best = smaller
      }
      if !removed { chunk = max(1, chunk / 2) }
    }
    return best
  }

  /// The first list found by dropping two commands of `best` that still fails and is shorter,
  /// or `nil` when none does (or the budget ran out). O(n²) replays.
  private static func withoutAPair<Command>(
    _ best: [Command], left: inout Int, replay: ([Command]) -> [Command]?
  ) -> [Command]? {
    for first in best.indices {
      for second in best.indices where second > first {
        guard left > 0 else { return nil }
        left -= 1
        var candidate = best
        candidate.remove(at: second)
        candidate.remove(at: first)
        if let smaller = replay(candidate), smaller.count < best.count { return smaller }
      }
    }
    return nil
  }
}
