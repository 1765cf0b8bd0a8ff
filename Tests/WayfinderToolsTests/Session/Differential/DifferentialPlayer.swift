import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Plays commands on both shells side by side and says where they differ.
///
/// The session says what should happen; the live shell is brought to the same point and
/// awaited: a command's events are awaited until the coordinator has delivered as many as the
/// session reported, and a `wait` moves the test clock to exactly each deadline the simulation
/// passes, awaiting that deadline's events before moving on, so every event carries the same
/// time on both sides. After every command (and every deadline of a wait) the two views, the
/// refusal's words and the events are compared, and the session's launch and both shells'
/// windows are checked against their invariants.
@MainActor final class DifferentialPlayer {
  let definition: FlowDefinition
  private(set) var session: SessionShell
  private(set) var live: LiveShell
  /// How many events the current live launch should have delivered by now.
  private var expected = 0
  private var liveLog: ObjectIdentifier

  private init(definition: FlowDefinition, session: SessionShell, live: LiveShell) {
    self.definition = definition
    self.session = session
    self.live = live
    liveLog = ObjectIdentifier(live.log)
  }

  /// Both shells launched, with the problems found comparing them.
  static func start(_ definition: FlowDefinition) async throws -> (DifferentialPlayer, [String]) {
    let (session, events) = try SessionShell.start(definition)
    let (live, outcome) = await LiveShell.start(session.program)
    let player = DifferentialPlayer(definition: definition, session: session, live: live)
    let problems = await player.settle(
      after: "the launch", SessionShell.Outcome(events: events),
      LiveShell.Outcome(refusal: outcome.refusal))
    return (player, problems)
  }

  /// Performs `command` on both shells; the problems found, empty when they agree.
  func perform(_ command: DifferentialCommand) async -> [String] {
    guard case .wait(let duration) = command else {
      let expectedOutcome = session.apply(command)
      let earlierTime = session.earlierTime
      let outcome = await live.apply(command, earlierTime: earlierTime) { [definition] fact, text in
        definition.fact(fact).flatMap { definition.factValue(text, as: $0.type) }
      }
      return await settle(after: "'\(command)'", expectedOutcome, outcome)
    }
    return await wait(duration)
  }

  /// Lets `duration` pass on both shells, deadline by deadline; checks too that the session
  /// split at its deadlines ends where one wait of the whole duration does.
  private func wait(_ duration: Duration) async -> [String] {
    var whole = session
    let wholeEvents = whole.advance(by: duration)
    let target = session.session.launch.now + duration
    var events: [InteractionEvent] = []
    while let deadline = session.session.launch.nextDeadline, deadline <= target {
      let due = session.advance(by: deadline - session.session.launch.now)
      events += due
      await live.advance(to: deadline)
      let problems = await settle(
        after: "the deadline \(DifferentialCommand.exact(deadline))",
        SessionShell.Outcome(events: due), LiveShell.Outcome())
      if !problems.isEmpty { return problems }
    }
    let rest = session.advance(by: target - session.session.launch.now)
    events += rest
    await live.advance(to: target)
    var problems = await settle(
      after: "'wait'", SessionShell.Outcome(events: rest), LiveShell.Outcome())
    if Self.canonical(wholeEvents) != Self.canonical(events) || whole.view != session.view {
      problems.append(
        "one wait and the same wait split at its deadlines differ\none wait:\n\(whole.view.dump)"
          + "\n  events: \(wholeEvents)\nsplit:\n\(session.view.dump)\n  events: \(events)")
    }
    return problems
  }

  /// Awaits the live shell's events, then compares everything.
  private func settle(
    after what: String, _ expectedOutcome: SessionShell.Outcome, _ outcome: LiveShell.Outcome
  ) async -> [String] {
    if ObjectIdentifier(live.log) != liveLog {
      liveLog = ObjectIdentifier(live.log)
      expected = 0
    }
    expected += expectedOutcome.events.count
    var problems: [String] = []
    if !(await live.awaitEvents(expected)) {
      problems.append(
        "after \(what) the live shell delivered \(live.log.count) events of this launch, "
          + "the session \(expected)")
    }
    let sessionView = session.view
    let liveView = await live.view()
    if expectedOutcome.refusal != outcome.refusal {
      problems.append(
        "after \(what) the refusals differ\n  session: \(expectedOutcome.refusal ?? "none")"
          + "\n  live:    \(outcome.refusal ?? "none")")
    }
    if let stale = outcome.staleFacts {
      problems.append("after \(what) the model's facts are not up to date: \(stale)")
    }
    let sessionEvents = Self.canonical(expectedOutcome.events)
    let liveEvents = Self.canonical(live.uncomparedEvents())
    if sessionEvents != liveEvents {
      problems.append(
        "after \(what) the events differ\n  session: \(Self.lines(sessionEvents))"
          + "\n  live:    \(Self.lines(liveEvents))")
    }
    problems += sessionView.differences(from: liveView, "session", "live").map {
      "after \(what) the \($0)"
    }
    problems += session.session.launch.invariantViolations().map {
      "after \(what) the session's launch broke an invariant: \($0)"
    }
    // The windows' rules are one value both shells hold: breaking one of them breaks both
    // alike, which only the windows' own invariants tell.
    problems += session.session.life.sceneInvariantViolations().map {
      "after \(what) the session's windows broke an invariant: \($0)"
    }
    problems += live.windowInvariantViolations().map {
      "after \(what) the live windows broke an invariant: \($0)"
    }
    return problems
  }

  /// Both views, for a failure message.
  func dump() async -> String {
    let liveView = await live.view()
    return "--- session\n\(session.view.dump)\n--- live\n\(liveView.dump)"
  }

  private static func lines(_ events: [InteractionEvent]) -> String {
    events.isEmpty ? "none" : events.map { "\($0) [\($0.time)]" }.joined(separator: ", ")
  }

  /// The events in order, except that a run of cancellations at one instant (work stopped by a
  /// cancel all) is sorted by step: the coordinator's cancelled tasks return in whichever order
  /// they get to run, the simulation's in declaration order.
  static func canonical(_ events: [InteractionEvent]) -> [InteractionEvent] {
    var result: [InteractionEvent] = []
    result.reserveCapacity(events.count)
    var start = 0
    while start < events.count {
      var end = start + 1
      if events[start].kind == .stepCancelled {
        while end < events.count, events[end].kind == .stepCancelled,
          events[end].time == events[start].time
        {
          end += 1
        }
        result += events[start..<end].sorted {
          ($0.step?.rawValue ?? "") < ($1.step?.rawValue ?? "")
        }
      } else {
        result.append(events[start])
      }
      start = end
    }
    return result
  }
}
