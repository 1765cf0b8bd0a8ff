public import WayfinderFlowFiles

/// What broke in an exploration, and the shortest run found that breaks it the same way.
public struct ExplorationFailure: Hashable, Sendable {
  /// What broke: a property's name, or an invariant of the engine.
  public var broken: String
  /// What went wrong, as the check said it.
  public var message: String
  /// The seed of the run that found it: `--seed` replays the exploration.
  public var seed: UInt64
  /// Which run of the exploration found it, from 1.
  public var run: Int
  /// The run's commands up to the one that broke it.
  public var found: [ExplorationStep]
  /// The shortest run found that breaks it the same way, every time.
  public var shrunk: [ExplorationStep]
  /// What the check read before and after the last command of `shrunk`.
  public var before: [String]
  /// What the check read after it.
  public var after: [String]

  /// What changed with the breaking command, as `− before` and `+ after` lines.
  public var changes: [String] {
    ScenarioDiff.lines(expected: before, actual: after).filter { !$0.hasPrefix("  ") }
  }

  /// A scenario file that replays `shrunk` and fails with the same break.
  ///
  /// - Parameter app: The app's name, for the comment.
  /// - Returns: The file's text.
  public func scenarioText(app: String) -> String {
    var lines = [
      "# Found by exploring \(app) (`wayfinder test --explore --seed \(seed)`, run \(run)),",
      "# shrunk from \(found.count) commands to \(shrunk.count).",
      "# \(message)",
      "",
      "scenario: \(broken) (seed \(seed), run \(run))",
    ]
    lines += shrunk.map(\.text)
    return lines.joined(separator: "\n") + "\n"
  }
}
