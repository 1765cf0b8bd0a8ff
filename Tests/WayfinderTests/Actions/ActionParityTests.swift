import Testing
import WayfinderTesting
import Wayfinder

/// The same scripted actions on virtual time and on the coordinator give the same states,
/// facts, step statuses, refusals and events after every step.
@Suite(.hangLimit) struct ActionParityTests {
  /// One move of a script.
  enum Move: Sendable, CustomStringConvertible {
    case tap(String, on: String)
    case background
    case foreground

    var description: String {
      switch self {
      case .tap(let label, let screen): "tap '\(label)' on '\(screen)'"
      case .background: "background"
      case .foreground: "foreground"
      }
    }
  }

  /// A script and where it starts.
  struct Script: Sendable, CustomTestStringConvertible {
    var name: String
    var program = ActionApp.program
    /// Whether it starts on home, resumed, rather than launching.
    var home: Bool
    var facts: Facts
    var moves: [Move]

    var testDescription: String { name }
  }

  static let scripts: [Script] = [
    Script(
      name: "launch, refusals and prompts", home: false, facts: ActionApp.facts,
      moves: [
        .tap("Premium", on: "terms"), .tap("Accept", on: "terms"),
        .tap("Continue", on: "whatsNew"), .tap("Read", on: "feed"), .tap("Info", on: "feed"),
        .tap("More", on: "info"), .tap("Close", on: "info"), .tap("Maintenance", on: "feed"),
        .tap("Done", on: "maintenance"), .tap("Fixed", on: "maintenance"),
        .tap("Ask for notifications", on: "feed"), .tap("Allow", on: "notifications"),
        .tap("Ask for notifications", on: "feed"),
      ]),
    Script(
      name: "accept and show settings", program: ActionApp.termsOnly, home: false,
      facts: ActionApp.facts,
      moves: [
        .tap("Accept and go nowhere", on: "terms"), .tap("Accept and show settings", on: "terms"),
        .tap("Allow", on: "notifications"), .tap("Done", on: "feed"),
      ]),
    Script(
      name: "foreground over home", home: true, facts: ActionApp.facts,
      moves: [
        .tap("Read", on: "feed"), .background, .foreground, .tap("Accept and read", on: "terms"),
        .tap("Continue", on: "whatsNew"), .background, .foreground, .tap("Settings", on: "feed"),
      ]),
  ]

  /// What a move did, for comparing the two runtimes.
  static func outcome(_ result: () throws -> Void) -> String {
    do {
      try result()
      return "ok"
    } catch {
      return "refused: \(error)"
    }
  }

  @Test(arguments: scripts)
  func theSimulationAndTheCoordinatorAgree(_ script: Script) async throws {
    let start = ActionApp.state(phase: script.home ? .home : .launching(screen: nil))
    var simulation: ActionSimulation
    let program = script.program
    let coordinator = ActionCoordinator(program, state: start, facts: script.facts)
    if script.home {
      let (launch, state, _) = try InteractionSimulation.resume(
        start, facts: script.facts, of: program)
      simulation = ActionSimulation(program: program, simulation: launch, state: state)
    } else {
      simulation = try ActionSimulation.launched(program, facts: script.facts)
      try await coordinator.launch.run(program.launchSteps)
    }
    var refusals = 0
    for move in script.moves {
      let simulated: String
      let coordinated: String
      switch move {
      case .tap(let label, let screen):
        simulated = Self.outcome { try simulation.tap(label, on: screen) }
        do {
          try await coordinator.tap(label, on: screen)
          coordinated = "ok"
        } catch {
          coordinated = "refused: \(error)"
        }
      case .background:
        simulation.events += simulation.simulation.enterBackground(in: &simulation.state).events
        await coordinator.launch.enterBackground()
        (simulated, coordinated) = ("ok", "ok")
      case .foreground:
        simulated = Self.outcome {
          simulation.events += try simulation.simulation.enterForeground(
            of: program, in: &simulation.state
          ).events
        }
        do {
          try await coordinator.launch.enterForeground(of: program)
          coordinated = "ok"
        } catch {
          coordinated = "refused: \(error)"
        }
      }
      if simulated != "ok" { refusals += 1 }
      #expect(simulated == coordinated, "after \(move)")
      #expect(await coordinator.snapshot == simulation.snapshot.runtime, "after \(move)")
      #expect(coordinator.events.events == simulation.events, "after \(move)")
    }
    #expect(refusals > 0 || script.home, "each launch script takes a refusal too")
  }
}
