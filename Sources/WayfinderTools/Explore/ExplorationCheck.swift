internal import Wayfinder
import WayfinderProperties
internal import WayfinderFlowFiles

/// Plays a list of commands on a fresh session of an app, checking the engine's invariants (of
/// the state, of the sequence, of the two together and of the windows), that every transition kept its
/// command's promise, and the app's properties after each: the one check exploration, shrinking
/// and replay share, so a shrunk run breaks for the same reason as the run it came from.
struct ExplorationCheck {
  /// A break: what broke (a property's name, or `invariant`) and the message.
  struct Break: Hashable {
    var broken: String
    var message: String
    /// The index of the command after which it broke (`-1`: at launch).
    var index: Int
    var before: [String]
    var after: [String]
  }

  let definition: FlowDefinition
  /// The session every run starts from: launched and settled once, then copied (a session is
  /// a value), so a run does not rebuild the app's program.
  private let launched: AppSession?
  /// What launching and settling it did, for coverage.
  let launchOutputs: [SessionOutput]

  init(definition: FlowDefinition) {
    self.definition = definition
    let names = PropertyMonitor(definition.properties, version: definition.version).names
    readsCommand =
      names.contains("command") || names.contains(PropertyFacts.previous("command"))
    if let (started, output) = try? AppSession.start(definition) {
      var session = started
      launchOutputs = [output, session.settle()]
      launched = session
    } else {
      launchOutputs = []
      launched = nil
    }
  }

  /// A session at the definition's initial facts, its launch played as a scenario plays it.
  func start() -> AppSession? { launched }

  /// Whether a property reads `command` or `previous.command`.
  private let readsCommand: Bool

  /// The value of `command` after `step` is performed on `before`, or `""` when no property
  /// reads it (so a run does not spend a string on it). O(actions on screen) when read, O(1)
  /// when not.
  func commandText(of step: ExplorationStep, on before: AppSession) -> String {
    readsCommand ? before.propertyText(of: step.command) : ""
  }

  /// What is broken in `session` now, after command `index` (`command`, as a property reads
  /// it), which made `transitions`.
  func check(
    _ session: AppSession, monitor: inout PropertyMonitor, index: Int, before: AppSession?,
    command: String = "", transitions: [StateTransition<ScreenRoute>] = []
  ) -> Break? {
    // A transition that broke its promise first: what follows from it is reported after.
    var problems = transitions.flatMap { $0.contractViolations() }
    problems += session.state.invariantViolations()
    problems += session.launch.invariantViolations(with: session.state)
    problems += session.life.sceneInvariantViolations()
    let broken: (String, String)? =
      if let problem = problems.first {
        ("invariant", "the engine broke an invariant: \(problem)")
      } else if let violation = monitor.check(
        session.propertyFacts(command: command, reading: monitor.names)
      ).first {
        (violation.property, violation.description)
      } else {
        nil
      }
    guard let broken else { return nil }
    return Break(
      broken: broken.0, message: broken.1, index: index,
      before: before.map(PropertyReport.lines(of:)) ?? [], after: PropertyReport.lines(of: session))
  }

  /// Replays `steps`, dropping those the session refuses (they changed nothing), until the
  /// first break. Returns the steps that applied up to and including the breaking one, and the
  /// break; `nil` when nothing breaks. O(steps) commands.
  func replay(_ steps: [ExplorationStep]) -> (applied: [ExplorationStep], broke: Break)? {
    guard var session = start() else { return nil }
    var monitor = PropertyMonitor(definition.properties, version: definition.version)
    if let broke = check(session, monitor: &monitor, index: -1, before: nil) { return ([], broke) }
    var applied: [ExplorationStep] = []
    for step in steps {
      let before = session
      let command = commandText(of: step, on: before)
      guard let output = try? session.perform(step.command, settling: true) else {
        session = before
        continue
      }
      applied.append(step)
      if let broke = check(
        session, monitor: &monitor, index: applied.count - 1, before: before, command: command,
        transitions: output.transitions)
      {
        return (applied, broke)
      }
    }
    return nil
  }
}
