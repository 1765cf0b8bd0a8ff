internal import Wayfinder
public import WayfinderFlowFiles
internal import WayfinderPersistence
internal import WayfinderProperties

/// Checks that an app keeps its promises in every state its previous version saves: each state
/// a ``RestoreAnalysis`` reaches in the previous version is restored in the current one and
/// resumed, and the engine's invariants and the current version's `properties:` are checked in
/// it, as it comes back and once its launch settles — what `wayfinder test APP --previous OLD`
/// runs.
///
/// ```swift
/// let report = RestoreCheck(previous: shipped, current: edited).run()
/// for failure in report.failures { print(failure) }
/// ```
///
/// A property is checked as exploration checks it, with no command before the restored state:
/// `never` and `always` properties are judged in it; `eventually` ones only when the settling
/// ends the sequence they wait for. A state the current version refuses starts fresh and is not
/// checked. Cost: the analysis's, and one resume and settle per state.
public struct RestoreCheck: Sendable {
  /// The version users have, which saved their state.
  public let previous: FlowDefinition
  /// The version under test.
  public let current: FlowDefinition
  /// Limits of the search of the previous version.
  public var options: RestoreAnalysis.Options

  /// How many ways to break a report keeps written out; it counts every state that breaks.
  public static let failureLimit = 10

  /// A check of `current` against the states `previous` saves.
  ///
  /// - Parameters:
  ///   - previous: The version users have.
  ///   - current: The version under test.
  ///   - options: Limits of the search of `previous`.
  public init(
    previous: FlowDefinition, current: FlowDefinition,
    options: RestoreAnalysis.Options = RestoreAnalysis.Options()
  ) {
    self.previous = previous
    self.current = current
    self.options = options
  }

  /// Restores every state of the previous version, checks each, and reports.
  public func run() -> RestoreCheckReport {
    let check = ExplorationCheck(definition: current)
    var checked = 0
    var failed = 0
    // Each way a state breaks: its first state and the break, the others' cases, the count.
    var breaks: [(first: RestoreCase, broke: ExplorationCheck.Break, others: [RestoreCase])] = []
    var counts: [String: Int] = [:]
    let analysis = RestoreAnalysis(old: previous, new: current, options: options).analyze {
      found in
      guard let restored = found.restored else { return }
      checked += 1
      guard let broke = Self.check(restored, check) else { return }
      failed += 1
      counts[broke.message, default: 0] += 1
      if let index = breaks.firstIndex(where: { $0.broke.message == broke.message }) {
        if breaks[index].others.count < RestoreCheckFailure.otherLimit {
          breaks[index].others.append(found)
        }
      } else if breaks.count < Self.failureLimit {
        breaks.append((found, broke, []))
      }
    }
    let failures = breaks.map { first, broke, others in
      RestoreCheckFailure(
        broken: broke.broken, message: broke.message, source: analysis.source(of: first),
        place: first.place, restored: broke.after, warnings: first.warnings,
        count: counts[broke.message] ?? 1, others: others.map(analysis.source(of:)))
    }
    return RestoreCheckReport(
      analysis: analysis, checked: checked, failed: failed, failures: failures)
  }

  /// What breaks in `restored` once resumed, and once its launch settles; `nil` when nothing
  /// does.
  private static func check(
    _ restored: RestoredState<ScreenRoute>, _ check: ExplorationCheck
  ) -> ExplorationCheck.Break? {
    var session: AppSession
    let output: SessionOutput
    do {
      (session, output) = try AppSession.resume(
        check.definition, state: restored.state, facts: restored.facts,
        promptHistory: restored.promptHistory, promptTime: restored.promptTime,
        pendingSteps: restored.pendingSteps)
    } catch {
      return ExplorationCheck.Break(
        broken: "invariant", message: "the restored state does not resume: \(error)", index: -1,
        before: [], after: [])
    }
    var monitor = PropertyMonitor(check.definition.properties, version: check.definition.version)
    if let broke = check.check(
      session, monitor: &monitor, index: -1, before: nil, transitions: output.transitions)
    {
      return broke
    }
    let before = session
    let settled = session.settle()
    return check.check(
      session, monitor: &monitor, index: 0, before: before, transitions: settled.transitions)
  }
}
