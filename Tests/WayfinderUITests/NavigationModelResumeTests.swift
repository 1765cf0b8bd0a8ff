import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// A model brought back from a saved state by the program's rule, and the app going to the
/// background and coming back.
@MainActor @Suite(.hangLimit) struct NavigationModelResumeTests {
  static var acceptedFacts: Facts {
    var facts = ShopProgram.facts
    facts["termsAccepted"] = .bool(true)
    facts["whatsNewSeen"] = .bool(true)
    return facts
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aStateSavedOnHomeComesBackAsSavedAndNothingRuns() async throws {
    var saved = ShopProgram.state(phase: .home)
    try saved.apply(.push(.product(id: 3)))
    let model = NavigationModel.resume(
      saved: saved, facts: ShopProgram.facts, program: ShopProgram.program(),
      clock: InteractionTestClock())
    #expect(model.state == saved)
    #expect(await model.start().value == nil)
    #expect(model.state == saved, "the terms are not accepted, but nothing runs on resume")
    #expect(await model.launch?.status(of: "terms") == nil)

    // Coming back to the foreground runs the launch steps over home.
    await model.enterBackground().value
    #expect(await model.enterForeground().value == nil)
    #expect(model.sheet?.id == "terms")
    #expect(model.stack(.tab("shop")).path == [.product(id: 3)])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aStateSavedMidLaunchLaunchesAgainAndItsLinkLands() async throws {
    let program = ShopProgram.program()
    let first = NavigationModel(program: program, clock: InteractionTestClock())
    _ = await first.start().value
    #expect(first.open(url: "shop://product/9"), "held while launching")
    let saved = first.navigator.state
    #expect(saved.pendingDeepLink != nil)

    let model = NavigationModel.resume(
      saved: saved, facts: ShopProgram.facts, program: program, clock: InteractionTestClock())
    #expect(model.isLaunching)
    #expect(model.modals.isEmpty, "the launch starts again from the beginning")
    _ = await model.start().value
    #expect(model.sheet?.id == "terms")
    #expect(await model.tap("Accept").value == nil)
    #expect(await model.tap("Continue").value == nil)
    #expect(!model.isLaunching)
    #expect(model.stack(.tab("shop")).path == [.product(id: 9)], "the held link landed")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aStateSavedWithAnInteractionUpRunsItAgain() async throws {
    let program = ShopProgram.program()
    let first = NavigationModel(
      program: program, facts: Self.acceptedFacts, clock: InteractionTestClock())
    _ = await first.start().value
    first.selectedTab = "settings"
    _ = await first.tap("Notifications").value
    #expect(first.sheet?.id == "notifications")

    let model = NavigationModel.resume(
      saved: first.navigator.state, facts: first.facts, program: program,
      clock: InteractionTestClock())
    #expect(model.modals.isEmpty, "what the sequence owned is gone")
    #expect(model.selectedTab == "settings")
    _ = await model.start().value
    #expect(await model.launch?.status(of: "terms") == .skipped(.condition), "the sequence ran")
    #expect(model.sheet?.id == "notifications", "the prompt that was up is back")
  }
}
