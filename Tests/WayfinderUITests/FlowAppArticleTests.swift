import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

// The part of the article "Using Wayfinder in a SwiftUI app" about an app built from flow
// files, kept compiling and true. The shop's program stands in for the generated one.

typealias DemoRoute = ShopRoute

enum DemoFlow {
  static func program() -> FlowProgram<DemoRoute> { ShopProgram.program(termsOnly: true) }
}

/// The launch sources the demo names itself, as generated code types them.
enum DemoLaunchSource {
  case widget

  var origin: LaunchOrigin { LaunchOrigin("widget") }
}

// From the article, word for word.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func makeModel() -> NavigationModel<DemoRoute> {
  NavigationModel(program: DemoFlow.program())  // navigator, launch coordinator, rules
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func launchAndAccept(_ model: NavigationModel<DemoRoute>) async -> [String] {
  _ = await model.start().value  // the launch steps, once: in the root view's .task
  let refusal = await model.tap("Accept").value  // the action so labelled, on the screen on top
  if let refusal { print(refusal) }  // also model.lastRefusal, and model.onRefusal
  return model.actions.filter(\.isAvailable).map(\.label)  // the buttons to enable
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func leave(_ model: NavigationModel<DemoRoute>) async -> SavedLife<DemoRoute> {
  await model.enterBackground().value  // .onChange(of: scenePhase), on .background
  return await model.saved  // what the next launch needs: keep it
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func comeBack(restoring saved: SavedLife<DemoRoute>?) -> NavigationModel<DemoRoute> {
  let model = NavigationModel.coldLaunch(
    program: DemoFlow.program(), restoring: saved, from: DemoLaunchSource.widget.origin)
  model.start()  // the launch runs again over what came back: the passcode asks again
  return model
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func restart(_ model: NavigationModel<DemoRoute>) async -> NavigationRefusal? {
  await model.relaunch(from: .link("shop://product/42")).value  // the link lands after the launch
}

@MainActor @Suite(.hangLimit) struct FlowAppArticleTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theModelFromTheProgramLaunchesAndTakesTheFlowsActions() async {
    let model = makeModel()
    #expect(model.isLaunching)
    #expect(await launchAndAccept(model) == ["Open product 7", "Open featured"])
    #expect(!model.isLaunching)
    #expect(model.lastRefusal == nil)
    #expect(model.facts.isTrue("termsAccepted"))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theScenePhaseCallsRunTheSequenceAgain() async {
    let saved = ShopProgram.state(phase: .home)
    let model = NavigationModel.resume(
      saved: saved, facts: ShopProgram.facts, program: DemoFlow.program(),
      clock: InteractionTestClock())
    #expect(await model.start().value == nil)
    #expect(model.state == saved, "saved with nothing pending: nothing runs")
    await model.enterBackground().value
    #expect(await model.enterForeground().value == nil)
    #expect(model.sheet?.id == "terms", "the launch steps ran again")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func whatTheModelSavesComesBackAtTheNextLaunch() async throws {
    let model = makeModel()
    #expect(await launchAndAccept(model) == ["Open product 7", "Open featured"])
    let saved = await leave(model)
    #expect(saved.leftAt != nil, "left in the background")
    #expect(saved.facts.isTrue("termsAccepted"))

    let next = comeBack(restoring: saved)
    #expect(next.isLaunching)
    await waitUntil { !next.isLaunching }  // the terms were accepted: nothing to ask
    #expect(next.facts.isTrue("termsAccepted"))

    #expect(await restart(next) == nil)
    #expect(!next.isLaunching)
    #expect(next.stack(.tab("shop")).path == [.product(id: 42)], "the link landed")
  }
}
