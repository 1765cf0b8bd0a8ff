import Testing
import WayfinderTesting

@testable import Wayfinder

/// A `finish` given to a modal step before its modal presents is remembered, and the step ends
/// as finished at its turn for the modal slot — also when it only waits for the slot — so the
/// sequence keeps its order: it never ends before a modal that presents before it, and its
/// dependants never start while that modal is up.
@Suite(.hangLimit) struct EarlyFinishTests {
  static let steps: [InteractionStep<String>] = [
    .modal("first", screen: "first", priority: 10),
    .modal("second", screen: "second"),
    .modal("third", screen: "third", after: ["second"]),
  ]

  @Test func aStepWaitingOnlyForTheSlotIsRememberedAndEndsAtItsTurn() throws {
    var state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    var launch = InteractionSimulation<String>()
    var events = try launch.run(Self.steps, in: &state).events
    #expect(launch.presentedStep == "first")
    #expect(launch.status(of: "second") == .waiting)

    events += try launch.finish("second", in: &state).events
    #expect(launch.status(of: "second") == .waiting, "remembered, not ended before its turn")
    #expect(launch.status(of: "third") == .waiting)
    #expect(state.modals.map(\.id) == ["first"])

    events += try launch.finish("first", in: &state).events
    #expect(launch.status(of: "second") == .finished)
    #expect(launch.presentedStep == "third")
    let order = events.filter { $0.kind == .stepFinished || $0.kind == .stepStarted }
      .map { "\($0.kind.name) \($0.step?.rawValue ?? "")" }
    #expect(
      order == [
        "step.start first", "step.finish first", "step.finish second", "step.start third",
      ])
  }

  @Test func theCoordinatorSaysRememberedAndKeepsTheOrder() async throws {
    let navigator = Navigator(
      NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)))
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    try await launch.run(Self.steps)
    #expect(await launch.presentedStep == "first")
    #expect(try await launch.finish("second") == .remembered)
    #expect(await launch.status(of: "second") == .waiting)
    #expect(try await launch.finish("first") == .done)
    #expect(await launch.status(of: "second") == .finished)
    #expect(await launch.presentedStep == "third")
  }
}
