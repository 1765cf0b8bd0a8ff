import Wayfinder
import WayfinderProperties
import WayfinderUI

/// One run of a ``HostHarness``: an app launched afresh under a ``ModelTestHost`` whose writes
/// arrive as each event says, the events played on what the host shows, and the checks made
/// after each and once the host has settled.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class HostRun<Route: FlowRoute> {
  /// What a run did.
  struct Played: Sendable {
    var applied: [HostEvent<Route>] = []
    var broken: (name: String, message: String)?
    var refusals: [NavigationRefusal] = []
    var writes = 0
    var state: NavigationState<Route>
  }

  let harness: HostHarness<Route>
  let host: ModelTestHost<Route>
  private var played: Played
  /// The writes one of whose copies held, by the host's count.
  private var held: Set<Int> = []
  /// The app's properties, with what they remember of the states before.
  private var monitor: PropertyMonitor

  init(_ harness: HostHarness<Route>) {
    self.harness = harness
    host = ModelTestHost(
      program: harness.program, facts: harness.facts, animation: harness.animation)
    played = Played(state: host.model.state)
    monitor = PropertyMonitor(harness.properties, version: harness.program.version)
    host.writeObserver = { [unowned self] outcome in self.check(outcome) }
  }

  /// Launches, then plays `length` events drawn from `random`, stopping at the first break.
  func play(length: Int, using random: inout SeededRandomNumberGenerator) async -> Played {
    await start()
    var generator = HostEventGenerator(program: harness.program)
    var tries = 0
    while played.broken == nil, played.applied.count < length, tries < length * 10 {
      tries += 1
      let event = generator.next(for: host, using: &random)
      await perform(event)
    }
    return await finish()
  }

  /// Launches, then plays `events`, stopping at the first break.
  func replay(_ events: [HostEvent<Route>]) async -> Played {
    await start()
    for event in events where played.broken == nil { await perform(event) }
    return await finish()
  }

  private func start() async {
    if let refusal = await host.launch() {
      played.broken = ("launch", "the app did not launch: \(refusal)")
    }
    checkState()
  }

  /// Plays `event` when the host can (it is kept as applied), then checks the state.
  private func perform(_ event: HostEvent<Route>) async {
    let refused = host.refusals.count
    guard let outcome = await host.play(event) else { return }
    played.applied.append(event)
    if case .refused = outcome, host.refusals.count == refused {
      breaks("refusal", "'\(event)' was refused without a refusal reported")
    }
    checkState(command: event.description)
  }

  /// Lets the host settle, and checks that it and the model agree.
  private func finish() async -> Played {
    if played.broken == nil {
      await host.settle()
      checkState()
      if played.broken == nil, let divergence = await host.divergence {
        breaks("convergence", "once the host settled, it and the model differ: \(divergence)")
      }
    }
    played.refusals = host.refusals
    played.state = host.model.state
    return played
  }

  /// Checks a copy of a write that reached the model.
  private func check(_ outcome: HostWriteOutcome<Route>) {
    played.writes += 1
    let changed = outcome.before != outcome.after
    if held.contains(outcome.write), changed {
      breaks("write", "a copy of '\(outcome.report)' was applied again")
      return
    }
    guard outcome.holds else {
      if outcome.refusal == nil {
        breaks("refusal", "'\(outcome.report)' was not taken, and no refusal was reported")
      } else if changed {
        breaks("write", "'\(outcome.report)' was refused, yet the state changed")
      }
      return
    }
    held.insert(outcome.write)
    let model = host.model
    switch outcome.report {
    case .path(let target, let path):
      let stack = Self.stack(target, in: outcome.after)
      // A modal's stack that has gone holds nothing, which an empty path asks for.
      if stack?.path ?? [] != path.routes || (stack == nil && target == .visible) {
        breaks(
          "write",
          "'\(outcome.report)' was taken, but the stack holds \(stack.map { "\($0.path)" } ?? "nothing")"
        )
      }
    case .dismissed(let modal):
      if model.modals.contains(where: { ModelTestHost<Route>.same($0, modal) }) {
        breaks("write", "'\(outcome.report)' was taken, but the modal is still up")
      }
    case .tab(let id, _):
      if outcome.after.home.selectedTab != id {
        breaks(
          "write",
          "'\(outcome.report)' was taken, but tab '\(outcome.after.home.selectedTab)' is selected")
      }
    }
  }

  /// Checks the engine's invariants and the app's properties, which read `command` as the
  /// event that led here.
  private func checkState(command: String = "") {
    let model = host.model
    if let problem = model.state.invariantViolations().first {
      breaks("invariant", "the engine broke an invariant: \(problem)")
    } else if !harness.properties.isEmpty,
      let violation = monitor.check(
        PropertyFacts.of(
          model.state, facts: model.facts, inBackground: false, sequenceRunning: model.isLaunching,
          command: command, reading: monitor.names)
      ).first
    {
      breaks(violation.property, violation.description)
    }
  }

  private func breaks(_ name: String, _ message: String) {
    guard played.broken == nil else { return }
    played.broken = (name, message)
  }

  private static func stack(_ target: StackTarget, in state: NavigationState<Route>)
    -> PathStack<Route>?
  {
    switch target {
    case .visible: state.visibleStack
    case .tab(let id): state.home[id]
    case .modal(let id): state.modals.last { $0.id == id }?.stack
    case .column(let column): state[column: column]
    }
  }
}
