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
      saved: saved, facts: ShopProgram.facts, program: DemoFlow.program(), clock: LaunchTestClock())
    #expect(await model.start().value == nil)
    #expect(model.state == saved, "saved with nothing pending: nothing runs")
    await model.enterBackground().value
    #expect(await model.enterForeground().value == nil)
    #expect(model.sheet?.id == "terms", "the launch steps ran again")
  }
}
