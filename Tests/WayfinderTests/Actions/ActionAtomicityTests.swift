import Testing
import WayfinderTesting
import Wayfinder

/// An action refused at any stage — before or after it has set facts, finished its step and
/// started steps on the copies it works on — leaves the runtime exactly as it was, in the
/// simulation and in the coordinator alike.
@Suite(.hangLimit) struct ActionAtomicityTests {
  /// Where an action is refused.
  struct Refusal: Sendable, CustomTestStringConvertible {
    /// Where the app is when the action is taken.
    enum Arrangement: Sendable {
      /// Launching, the terms up.
      case launched
      /// Launching an app whose launch shows the terms alone.
      case lastLaunchModal
      /// Home, nothing up.
      case home
      /// Home, the maintenance gate up.
      case maintenance
      /// Home, the app's single-screen `info` sheet up.
      case info
    }

    var label: String
    var screen: String
    var arrangement: Arrangement
    var refusal: ActionRefusal
    var message: String
    /// Only a simulation refuses it: the coordinator runs Swift work.
    var simulationOnly = false
    /// An action the runtime takes afterwards, the same on a runtime that never saw the refusal.
    var next: (label: String, screen: String)

    var testDescription: String { "'\(label)' on '\(screen)'" }
  }

  static let refusals: [Refusal] = [
    Refusal(
      label: "Premium", screen: "terms", arrangement: .launched,
      refusal: .unavailable(label: "Premium", condition: .fact("premium")),
      message: "'Premium' is unavailable: it needs premium.", next: ("Accept", "terms")),
    Refusal(
      label: "Region", screen: "terms", arrangement: .launched,
      refusal: .unresolvedArgument(label: "Region", source: .fact("region")),
      message: "'Region' passes on fact 'region', which has no value yet.",
      next: ("Accept", "terms")),
    Refusal(
      label: "Done", screen: "feed", arrangement: .home,
      refusal: .nothingToFinish(label: "Done"),
      message: "'Done' finishes the modal it is on, but this screen is not in a modal.",
      next: ("Read", "feed")),
    Refusal(
      label: "Done", screen: "maintenance", arrangement: .maintenance,
      refusal: .gateStillHolds(label: "Done", step: "maintenance"),
      message:
        "'Done' cannot finish 'maintenance': a gate ends only when the facts it depends on change.",
      next: ("Fixed", "maintenance")),
    Refusal(
      label: "Run unknown", screen: "terms", arrangement: .launched,
      refusal: .unknownStep("notifcations", known: ActionApp.program.stepOrder),
      message: "Unknown step 'notifcations'. Did you mean 'notifications'?",
      next: ("Accept", "terms")),
    Refusal(
      label: "Sync", screen: "terms", arrangement: .launched,
      refusal: .launch(.notSimulated("sync")),
      message:
        "Launch step 'sync' runs Swift work, which a simulation cannot play; give it a duration.",
      simulationOnly: true, next: ("Accept", "terms")),
    // Refused by the navigation, after the copies have set the facts, finished the terms
    // (and with them the launch) and started the notifications prompt.
    Refusal(
      label: "Accept and go nowhere", screen: "terms", arrangement: .lastLaunchModal,
      refusal: .navigation(.unknownTab("nowhere", available: ["home", "settings"])),
      message: "Unknown tab 'nowhere'. Tabs: 'home', 'settings'.",
      next: ("Accept and show settings", "terms")),
    // Refused by the navigation: what's new is still to come, so the launch goes on.
    Refusal(
      label: "Accept and show settings", screen: "terms", arrangement: .launched,
      refusal: .navigation(.launchInProgress(action: "switch to tab 'settings'")),
      message: "Cannot switch to tab 'settings' while the app is launching.",
      next: ("Accept", "terms")),
    // Refused by the navigation after setting a fact and starting the notifications prompt.
    Refusal(
      label: "More", screen: "info", arrangement: .info,
      refusal: .navigation(.modalWithoutNavigation(action: "push 'article'", modal: "info")),
      message:
        "Cannot push 'article': modal 'info' shows a single screen with no navigation stack.",
      next: ("Close", "info")),
  ]

  static func simulation(_ arrangement: Refusal.Arrangement) throws -> ActionSimulation {
    switch arrangement {
    case .launched: return try ActionSimulation.launched()
    case .lastLaunchModal: return try ActionSimulation.launched(ActionApp.termsOnly)
    case .home: return try ActionSimulation.home()
    case .maintenance:
      var shell = try ActionSimulation.home()
      try shell.tap("Maintenance", on: "feed")
      return shell
    case .info:
      var shell = try ActionSimulation.home()
      try shell.tap("Info", on: "feed")
      return shell
    }
  }

  static func coordinator(_ arrangement: Refusal.Arrangement) async throws -> ActionCoordinator {
    switch arrangement {
    case .launched: return try await ActionCoordinator.launched()
    case .lastLaunchModal: return try await ActionCoordinator.launched(ActionApp.termsOnly)
    case .home: return try await ActionCoordinator.home()
    case .maintenance:
      let shell = try await ActionCoordinator.home()
      try await shell.tap("Maintenance", on: "feed")
      return shell
    case .info:
      let shell = try await ActionCoordinator.home()
      try await shell.tap("Info", on: "feed")
      return shell
    }
  }

  @Test(arguments: refusals)
  func aRefusalChangesNothingInTheSimulation(_ refusal: Refusal) throws {
    var shell = try Self.simulation(refusal.arrangement)
    var untouched = shell
    #expect(throws: refusal.refusal) { try shell.tap(refusal.label, on: refusal.screen) }
    #expect(refusal.refusal.description == refusal.message)
    #expect(shell.snapshot == untouched.snapshot)
    #expect(shell.events == untouched.events)

    // Nothing hidden changed either: the next action does the same on both.
    let next = try shell.tap(refusal.next.label, on: refusal.next.screen)
    let expected = try untouched.tap(refusal.next.label, on: refusal.next.screen)
    #expect(next.transitions == expected.transitions)
    #expect(next.events == expected.events)
    #expect(shell.snapshot == untouched.snapshot)
  }

  @Test(arguments: refusals.filter { !$0.simulationOnly })
  func aRefusalChangesNothingInTheCoordinator(_ refusal: Refusal) async throws {
    let shell = try await Self.coordinator(refusal.arrangement)
    let before = await shell.snapshot
    let eventCount = shell.events.events.count
    let transitionCount = shell.transitions.transitions.count
    await #expect(throws: refusal.refusal) {
      try await shell.tap(refusal.label, on: refusal.screen)
    }
    #expect(await shell.snapshot == before)
    #expect(shell.events.events.count == eventCount, "no event was delivered")
    #expect(shell.transitions.transitions.count == transitionCount, "no transition was delivered")

    // The coordinator goes on as the simulation does from the same place.
    var simulation = try Self.simulation(refusal.arrangement)
    let expected = try simulation.tap(refusal.next.label, on: refusal.next.screen)
    try await shell.tap(refusal.next.label, on: refusal.next.screen)
    #expect(Array(shell.events.events.dropFirst(eventCount)) == expected.events)
    #expect(
      Array(shell.transitions.transitions.dropFirst(transitionCount)) == expected.transitions)
    #expect(await shell.snapshot == simulation.snapshot.runtime)
  }

  @Test func theCoordinatorRunsTheWorkASimulationRefuses() async throws {
    let shell = try await ActionCoordinator.launched()
    try await shell.tap("Sync", on: "terms")
    try await shell.launch.waitUntilIdle()
    #expect(await shell.launch.status(of: "sync") == .finished)
    #expect(await shell.launch.facts.isTrue("termsAccepted"))
    #expect(shell.events.lines == ["step.start terms", "step.start sync", "step.finish sync"])
  }
}
