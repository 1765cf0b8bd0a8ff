import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// A launch step whose modal is a flow, as a SwiftUI view binds it: its stack is bindable like
/// that of a modal flow the app presents, and the step's rules hold on every screen of it.
@MainActor @Suite(.hangLimit) struct StepFlowModelTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theCarouselsStackBindsLikeAnAppModalFlowsAndTheStepKeepsItsRole() async throws {
    let navigator = Navigator(
      NavigationState(flow: "ride", root: "map", phase: .launching(screen: nil)))
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let model = NavigationModel(navigator: navigator, launch: launch)
    try await launch.run([
      .modal(
        "onboarding", flow: "carousel1", style: .fullScreen, sets: ["onboarded": .bool(true)])
    ])
    try await launch.waitUntilIdle()
    model.refresh()
    let cover = try #require(model.fullScreenCover)
    #expect(cover.id == "onboarding")
    #expect(cover.hasNavigation)
    #expect(!cover.isDismissible)

    let carousel = model.stack(.modal("onboarding"))
    #expect(carousel.root == "carousel1")
    carousel.path = ["carousel2", "carousel3"]  // what a NavigationStack's binding writes
    #expect(carousel.path == ["carousel2", "carousel3"])
    #expect(navigator.state.topModal?.stack.path == ["carousel2", "carousel3"])
    carousel.path = ["carousel2"]  // the back button
    #expect(navigator.state.topModal?.stack.path == ["carousel2"])

    #expect(!model.dismissModal(at: 0), "a required step refuses to go")
    #expect(
      model.lastRefusal
        == .navigation(
          .interactionRequired(step: "onboarding", action: "dismiss modal 'onboarding'")))
    #expect(await model.finish("onboarding").value == .done)
    #expect(model.modals.isEmpty)
    #expect(!model.isLaunching)
    #expect(carousel.root == nil, "the flow went with its step")
  }
}
