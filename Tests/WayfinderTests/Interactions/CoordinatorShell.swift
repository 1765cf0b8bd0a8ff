import Testing
import WayfinderTesting
@testable import Wayfinder

/// Checks every transition a navigator makes against the rules every shell keeps.
final class TransitionChecker: Sendable {
  private let problems = Locked<[String]>([])
  private let observation: Locked<ObservationToken?> = Locked(nil)

  init(_ navigator: Navigator<String>) {
    let observation = navigator.observe { [weak self] transition in
      let found = SimulationShell.problems(in: transition)
      if !found.isEmpty { self?.problems.withLock { $0 += found } }
    }
    self.observation.withLock { $0 = observation }
  }

  var found: [String] { problems.withLock { $0 } }
}

/// A navigator and a launch coordinator on a test clock: the shell an app uses.
struct CoordinatorShell {
  let navigator = Navigator(InteractionApp.state(), rules: InteractionApp.rules())
  let clock = InteractionTestClock()
  let launch: InteractionCoordinator<String>
  let events: InteractionEventRecorder
  let checker: TransitionChecker

  init(plan: InteractionPlan) {
    launch = InteractionCoordinator(navigator: navigator, facts: plan.initialFacts, clock: clock)
    events = InteractionEventRecorder(launch)
    checker = TransitionChecker(navigator)
  }

  /// Makes `call` and returns its result as text, as ``SimulationShell/perform(_:)`` does.
  func perform(_ call: ShellCall) async -> String {
    do {
      switch call {
      case .run(let steps): return "ok \(try await launch.run(steps))"
      case .enqueue(let steps): return "ok \(try await launch.enqueue(steps))"
      case .suspend: await launch.suspend()
      case .resume: await launch.resume()
      case .navigate(let command): try navigator.send(command)
      case .cancel(let step): try await launch.cancel(step)
      case .cancelAll: await launch.cancelAll()
      case .finish(let step): try await launch.finish(step)
      case .setFacts(let facts): await launch.setFacts(facts)
      case .advance(let time): await clock.advance(by: time - clock.now.offset)
      }
      return "ok"
    } catch {
      return "refused: \(error)"
    }
  }
}

/// Plays cases through the simulation and the coordinator side by side: the simulation says
/// what should happen next (which call), the test clock is advanced to exactly the simulation's
/// next deadline, and after each call the coordinator is awaited until what the call set off has
/// settled (`waitUntilIdle()`); then both must have given the same answers, events and state.
enum Lockstep {
  /// The problems found playing `testCase`; empty when the shells agree and every rule held.
  static func play(_ testCase: InteractionCase) async -> [String] {
    var simulation = SimulationShell(plan: testCase.plan)
    let coordinator = CoordinatorShell(plan: testCase.plan)
    for event in testCase.events {
      for call in simulation.calls(for: event) {
        var isLast = false
        while !isLast {
          let next = simulation.nextCall(toward: call)
          isLast = next.isLast
          let problems = await step(next.call, &simulation, coordinator)
          if !problems.isEmpty { return report(problems, testCase, simulation, coordinator) }
        }
      }
    }
    var rounds = 0
    while let call = simulation.drainCall() {
      rounds += 1
      if rounds > 200 { return report(["draining never ends"], testCase, simulation, coordinator) }
      let problems = await step(call, &simulation, coordinator)
      if !problems.isEmpty { return report(problems, testCase, simulation, coordinator) }
    }
    simulation.checkDrained()
    let problems = simulation.failures + coordinator.checker.found
    return problems.isEmpty ? [] : report(problems, testCase, simulation, coordinator)
  }

  private static func step(
    _ call: ShellCall, _ simulation: inout SimulationShell, _ coordinator: CoordinatorShell
  ) async -> [String] {
    let expected = simulation.perform(call)
    let actual = await coordinator.perform(call)
    do {
      try await coordinator.launch.waitUntilIdle()
    } catch {
      return ["the coordinator never settled after '\(call)'"]
    }
    let presented = await coordinator.launch.presentedStep
    var problems = simulation.failures + coordinator.checker.found
    if actual != expected {
      problems.append("'\(call)': the simulation answered \(expected), the coordinator \(actual)")
    }
    let simulated = canonical(simulation.events)
    let coordinated = canonical(coordinator.events.events)
    if simulated != coordinated {
      problems.append(
        "the event sequences differ after '\(call)'\nsimulation:\n"
          + simulated.map(line).joined(separator: "\n") + "\ncoordinator:\n"
          + coordinated.map(line).joined(separator: "\n"))
    }
    if coordinator.navigator.state != simulation.state {
      problems.append(
        "the states differ after '\(call)'\nsimulation:  \(simulation.state)\n"
          + "coordinator: \(coordinator.navigator.state)")
    }
    if presented != simulation.launch.presentedStep {
      problems.append(
        "the simulation presents \(String(describing: simulation.launch.presentedStep)), "
          + "the coordinator \(String(describing: presented))")
    }
    return problems
  }

  /// An event with its exact time: two times a millisecond apart read the same in a trace.
  private static func line(_ event: InteractionEvent) -> String { "  \(event)  [\(event.time)]" }

  /// The events in order, except that cancellations at one instant (work stopped by a cancel
  /// all, or by a failed run) are sorted by step: a coordinator's cancelled tasks return in
  /// whichever order they get to run, the simulation's in declaration order.
  static func canonical(_ events: [InteractionEvent]) -> [InteractionEvent] {
    var result: [InteractionEvent] = []
    var block: [InteractionEvent] = []
    func flush() {
      result += block.sorted { ($0.step?.rawValue ?? "") < ($1.step?.rawValue ?? "") }
      block = []
    }
    for event in events {
      if event.kind == .stepCancelled, block.allSatisfy({ $0.time == event.time }) {
        block.append(event)
      } else {
        flush()
        if event.kind == .stepCancelled { block.append(event) } else { result.append(event) }
      }
    }
    flush()
    return result
  }

  private static func report(
    _ problems: [String], _ testCase: InteractionCase, _ simulation: SimulationShell,
    _ coordinator: CoordinatorShell
  ) -> [String] {
    let calls = simulation.trace.joined(separator: "\n")
    return [
      "\(problems.joined(separator: "\n"))\n--- case\n\(testCase)\n--- calls and simulated events\n"
        + calls
    ]
  }
}

extension SimulationShell {
  /// Plays `testCase` on the simulation alone, stopping at the first problem.
  static func play(_ testCase: InteractionCase) -> SimulationShell {
    var shell = SimulationShell(plan: testCase.plan)
    for event in testCase.events {
      for call in shell.calls(for: event) {
        var isLast = false
        while !isLast {
          let next = shell.nextCall(toward: call)
          isLast = next.isLast
          shell.perform(next.call)
        }
      }
      if !shell.failures.isEmpty { return shell }
    }
    var rounds = 0
    while let call = shell.drainCall() {
      rounds += 1
      if rounds > 200 {
        shell.fail("draining never ends")
        return shell
      }
      shell.perform(call)
    }
    shell.checkDrained()
    return shell
  }

  /// The problems, with the case and what the simulation did, for a failure message.
  func report(_ testCase: InteractionCase) -> String {
    "\(failures.joined(separator: "\n"))\n--- case\n\(testCase)\n--- calls and events\n"
      + trace.joined(separator: "\n")
  }
}
