import WayfinderTesting
import Testing
import Wayfinder
import WayfinderUI

@MainActor @Suite(.hangLimit) struct NavigationModelLaunchTests {
  static func launchingNavigator() throws -> Navigator<Page> {
    Navigator(
      try Fixtures.tabs(phase: .launching(screen: nil)),
      rules: NavigationRules(deepLinks: try Fixtures.links()))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theHandshakeHoldsTheNextModal() async throws {
    let navigator = try Self.launchingNavigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(
      navigator: navigator, clock: clock, waitsForHandshakes: true)
    let model = NavigationModel(navigator: navigator, launch: launch)
    // The SwiftUI host: it confirms each presentation and dismissal as its animation ends.
    let host = ModelTestHost(model: model, clock: clock, animation: .milliseconds(300))
    try await launch.run([
      .modal("passcode", screen: .passcode, style: .fullScreen),
      .modal("whatsNew", screen: .whatsNew),
    ])
    await host.advance(by: .zero)
    #expect(model.fullScreenCover?.id == "passcode")
    #expect(model.fullScreenCover?.isDismissible == false)
    await host.advance(by: .milliseconds(300))  // the cover's onAppear
    #expect(host.modals.map(\.id) == ["passcode"])

    #expect(await model.finish("passcode").value == .done)
    await host.advance(by: .zero)
    #expect(model.modals.isEmpty, "passcode is going; whatsNew waits for the animation")
    #expect(model.isLaunching)

    await host.advance(by: .milliseconds(300))  // the cover's onDismiss
    #expect(model.sheet?.id == "whatsNew")
    #expect(model.sheet?.isDismissible == true)
    #expect(host.modals.isEmpty, "whatsNew is on its way up")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func launchRequestsAndDeepLinksGoThroughTheModel() async throws {
    let navigator = try Self.launchingNavigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let model = NavigationModel(navigator: navigator, launch: launch)
    var refusals: [NavigationRefusal] = []
    model.onRefusal = { refusals.append($0) }
    try await launch.run([
      .gate("forceUpdate", screen: .forceUpdate, when: { $0.isTrue("updateRequired") }),
      .modal("whatsNew", screen: .whatsNew),
    ])
    model.refresh()
    #expect(model.sheet?.id == "whatsNew", "the gate's condition is false: skipped")
    #expect(model.open(url: "demo://tertiary"), "held by the engine until home")
    #expect(model.stack(.tab(.tab1)).path == [])

    #expect(await model.finish("forceUpdate").value == nil)
    #expect(refusals == [.step(.gateHolds("forceUpdate"))])

    #expect(await model.finish("whatsNew").value == .done)
    #expect(!model.isLaunching)
    #expect(model.stack(.tab(.tab1)).path == [.secondary1, .tertiary], "the held link landed")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aGateRefusesToBeSwipedAwayAndTheStateStays() async throws {
    let navigator = try Self.launchingNavigator()
    let launch = InteractionCoordinator(
      navigator: navigator, facts: ["updateRequired": .bool(true)], clock: InteractionTestClock())
    let model = NavigationModel(navigator: navigator, launch: launch)
    try await launch.run([
      .gate(
        "forceUpdate", screen: .forceUpdate, style: .sheet, when: { $0.isTrue("updateRequired") })
    ])
    model.refresh()
    let before = model.state
    model.sheet = nil  // SwiftUI's binding after a swipe
    #expect(model.state == before)
    #expect(
      model.lastRefusal
        == .navigation(.gateHolds(step: "forceUpdate", action: "dismiss modal 'forceUpdate'")))
  }
}
