import Testing
import WayfinderTesting

@testable import Wayfinder

/// The interaction slot counts the app's own modals: a step enqueued while the app shows a sheet
/// waits until the sheet is closed (unless it may cover it), then presents; a gate covers it.
@Suite(.hangLimit) struct AppModalSlotTests {
  static func home() throws -> NavigationState<String> {
    var state = NavigationState(flow: "main", root: "home", phase: .home)
    try state.apply(.present(.screen("settings", id: "settings")))
    return state
  }

  @Test func aPromptWaitsForTheAppsSheetThenPresents() throws {
    var state = try Self.home()
    var launch = InteractionSimulation<String>()
    _ = try launch.enqueue([.modal("rate", screen: "rate")], in: &state)
    #expect(state.modals.map(\.id) == ["settings"], "one modal at a time, the app's counted")
    #expect(launch.status(of: "rate") == .waiting)
    _ = try launch.apply(.dismiss, to: &state)
    #expect(state.modals.map(\.id) == ["rate"])
    #expect(launch.status(of: "rate") == .running)
    #expect(launch.invariantViolations() == [])
  }

  @Test func aStepThatMayCoverTheSheetPresentsOverIt() throws {
    var state = try Self.home()
    var launch = InteractionSimulation<String>()
    let rate = InteractionStep<String>.modal("rate", screen: "rate").covering(.only(["settings"]))
    _ = try launch.enqueue([rate], in: &state)
    #expect(state.modals.map(\.id) == ["settings", "rate"])
    // Closing what lies under the prompt would take it along: refused, the prompt stays.
    #expect(throws: NavigationError.self) {
      try launch.apply(.dismissModal("settings"), to: &state)
    }
    #expect(launch.status(of: "rate") == .running)
  }

  @Test func aGateCoversTheSheetByDefault() throws {
    var state = try Self.home()
    var launch = InteractionSimulation<String>(facts: ["maintenance": .bool(true)])
    let gate = InteractionStep<String>.gate(
      "maintenance", screen: "maintenance", when: { $0.isTrue("maintenance") })
    _ = try launch.enqueue([gate], in: &state)
    #expect(state.modals.map(\.id) == ["settings", "maintenance"])
  }

  @Test func theCoordinatorWaitsForTheSheetToo() async throws {
    let navigator = Navigator(try Self.home())
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = launch.events()
    try await launch.enqueue([.modal("rate", screen: "rate")])
    #expect(await launch.status(of: "rate") == .waiting)
    #expect(navigator.state.modals.map(\.id) == ["settings"])
    try navigator.send(.dismiss)
    for await event in events where event.kind == .stepStarted { break }
    #expect(navigator.state.modals.map(\.id) == ["rate"])
  }
}
