import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// One seed of the differential test: commands generated from the seed and played on both
/// shells until they differ or the count is reached; a difference is shrunk by dropping
/// commands from the front while it persists, and reported with the seed, the commands and
/// both shells' views.
@MainActor enum DifferentialRun {
  /// A difference between the shells, ready to print.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What a list of commands did: the problems of the first command that had any, and where.
  private struct Finding {
    var index: Int
    var problems: [String]
    var views: String
  }

  /// What a cold launch keeps in the runs of `seed`: each rule in turn — the stacks, the
  /// stacks when the app was left less than 30 minutes ago, home — so that every rule is
  /// played on a third of the seeds, and a seed replays under its own.
  static func restoreRule(for seed: UInt64) -> RestoreRule {
    switch seed % 3 {
    case 0: .stacks(within: .seconds(1_800))
    case 1: .stacks(within: nil)
    default: .home
    }
  }

  /// Plays `count` commands generated from `seed` on `app`, under the restore rule of
  /// ``restoreRule(for:)``.
  ///
  /// - Returns: The failure, or `nil` when the shells agreed on every command.
  static func play(
    _ app: String, _ definition: FlowDefinition, seed: UInt64, count: Int
  ) async -> Failure? {
    var definition = definition
    definition.restoreRule = restoreRule(for: seed)
    var generator = CommandGenerator(definition, seed: seed)
    var commands: [DifferentialCommand] = []
    let finding: Finding
    do {
      var (player, problems) = try await DifferentialPlayer.start(definition)
      if problems.isEmpty {
        for _ in 0..<count {
          let command = generator.next(for: player.session.session)
          commands.append(command)
          problems = await player.perform(command)
          if !problems.isEmpty { break }
        }
      }
      guard !problems.isEmpty else { return nil }
      finding = Finding(index: commands.count, problems: problems, views: await player.dump())
    } catch {
      return Failure(description: "Seed \(seed) on \(app): the app did not start: \(error)")
    }
    let (shrunk, shrunkFinding) = await shrink(commands, finding, definition)
    let list = shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }
      .joined(separator: "\n")
    return Failure(
      description: """
        Seed \(seed) on \(app) (restore: \(definition.restoreRule)): the shells differ after command \(finding.index) of \(count); \
        from a fresh launch, \(shrunk.count == 1 ? "this command shows" : "these \(shrunk.count) commands show") it \
        (WAYFINDER_DIFFERENTIAL_SEED=\(seed) plays this seed alone):
        \(list)
        \(shrunkFinding.problems.joined(separator: "\n"))
        \(shrunkFinding.views)
        """)
  }

  /// `commands` with as many leading commands dropped as can be while the shells still
  /// differ; at most a few dozen replays.
  private static func shrink(
    _ commands: [DifferentialCommand], _ finding: Finding, _ definition: FlowDefinition
  ) async -> ([DifferentialCommand], Finding) {
    var best = (commands, finding)
    var chunk = max(commands.count / 2, 1)
    var replays = 0
    while chunk >= 1, replays < 40 {
      let candidate = Array(best.0.dropFirst(chunk))
      replays += 1
      if !candidate.isEmpty, let found = await replay(candidate, definition) {
        best = (Array(candidate.prefix(found.index)), found)
      } else {
        chunk /= 2
      }
    }
    return best
  }

  /// Plays `commands` on freshly launched shells; the first difference, if any.
  private static func replay(
    _ commands: [DifferentialCommand], _ definition: FlowDefinition
  ) async -> Finding? {
    guard let (player, problems) = try? await DifferentialPlayer.start(definition) else {
      return nil
    }
    if !problems.isEmpty {
      return Finding(index: 0, problems: problems, views: await player.dump())
    }
    for (index, command) in commands.enumerated() {
      let problems = await player.perform(command)
      if !problems.isEmpty {
        return Finding(index: index + 1, problems: problems, views: await player.dump())
      }
    }
    return nil
  }
}
