import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// An app made from its flow program: no navigator, launch coordinator or performer written by
/// hand, the flow's actions performed by the runtime through the model.
@MainActor @Suite(.hangLimit) struct NavigationModelActionTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func started(
    _ program: FlowProgram<ShopRoute> = ShopProgram.program(), facts: Facts? = nil
  ) async -> NavigationModel<ShopRoute> {
    let model = NavigationModel(program: program, facts: facts, clock: InteractionTestClock())
    let refusal = await model.start().value
    #expect(refusal == nil)
    return model
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theProgramInitializerWiresTheNavigatorAndTheLaunch() async throws {
    let program = ShopProgram.program()
    let model = NavigationModel(program: program, clock: InteractionTestClock())
    #expect(model.state == program.initialState)
    #expect(model.facts == ShopProgram.facts)
    #expect(model.navigator.rules.deepLinks.entries.count == 1)
    #expect(model.launch != nil)
    #expect(model.actions.isEmpty, "only the launch screen shows")

    #expect(await model.start().value == nil)
    #expect(model.sheet?.id == "terms")
    #expect(await model.launch?.status(of: "whatsNew") == .waiting)
    #expect(
      model.actions.map(\.label) == [
        "Accept", "Accept and show settings", "Accept and go nowhere", "Premium",
      ])
    #expect(model.actions.map(\.isAvailable) == [true, true, true, false])
    #expect(model.actions.last?.unmetCondition == .fact("premium"))

    #expect(await model.start().value == nil, "a second start runs nothing")
    #expect(await model.launch?.status(of: "terms") == .running)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func acceptAndShowSettingsSwitchesTheTabThenPrompts() async throws {
    let model = await Self.started(ShopProgram.program(termsOnly: true))
    #expect(await model.tap("Accept and show settings").value == nil)
    #expect(!model.isLaunching)
    #expect(model.selectedTab == "settings")
    #expect(model.sheet?.id == "notifications")
    #expect(model.facts.isTrue("termsAccepted"))
    #expect(model.actions.map(\.label) == ["Allow"])

    #expect(await model.tap("Allow").value == nil)
    #expect(model.modals.isEmpty)
    #expect(model.facts.isTrue("notificationsAllowed"))
    #expect(model.actions.map(\.label) == ["Notifications", "Refresh"])
    #expect(model.lastRefusal == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRefusedTapChangesNothingTheModelPublishes() async throws {
    let model = await Self.started(ShopProgram.program(termsOnly: true))
    var refusals: [NavigationRefusal] = []
    model.onRefusal = { refusals.append($0) }
    let before = (model.state, model.facts, model.actions)

    let changes = PublishedChanges(model)
    let unavailable = NavigationRefusal.action(
      .unavailable(label: "Premium", condition: .fact("premium")))
    #expect(await model.tap("Premium").value == unavailable)
    // Refused after its copies set the facts, finished the terms, ended the launch and
    // started the prompt.
    let nowhere = NavigationRefusal.action(
      .navigation(.unknownTab("nowhere", available: ["shop", "settings"])))
    #expect(await model.tap("Accept and go nowhere").value == nowhere)
    await model.setFacts([:]).value  // reads the facts again: still as they were

    #expect(!changes.happened)
    #expect(model.state == before.0)
    #expect(model.facts == before.1)
    #expect(model.actions == before.2)
    #expect(await model.launch?.status(of: "terms") == .running)
    #expect(await model.launch?.status(of: "notifications") == nil)
    #expect(refusals == [unavailable, nowhere])
    #expect(model.lastRefusal == nowhere)
    #expect(unavailable.description == "'Premium' is unavailable: it needs premium.")
    #expect(nowhere.description == "Unknown tab 'nowhere'. Tabs: 'shop', 'settings'.")

    // The watch is live: an action taken is published.
    #expect(await model.tap("Accept").value == nil)
    #expect(changes.happened)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLabelTheScreenLacksIsRefusedAtOnce() async throws {
    let model = NavigationModel(program: ShopProgram.program(), clock: InteractionTestClock())
    let launching = model.tap("Accept")
    let nothingOnScreen = NavigationRefusal.noSuchAction(
      label: "Accept", screen: nil, labels: [])
    #expect(model.lastRefusal == nothingOnScreen, "reported before the task runs")
    #expect(await launching.value == nothingOnScreen)
    #expect(
      nothingOnScreen.description
        == "No action is labelled 'Accept': nothing with actions is on screen while the app is"
        + " launching.")

    _ = await model.start().value
    let typo = NavigationRefusal.noSuchAction(
      label: "Acept", screen: "terms",
      labels: ["Accept", "Accept and show settings", "Accept and go nowhere", "Premium"])
    #expect(await model.tap("Acept").value == typo)
    #expect(typo.description == "No action is labelled 'Acept' on 'terms'. Did you mean 'Accept'?")
    #expect(model.sheet?.id == "terms")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func actionsReadTheirArgumentsFromTheFacts() async throws {
    var facts = ShopProgram.facts
    facts["termsAccepted"] = .bool(true)
    facts["whatsNewSeen"] = .bool(true)
    let model = await Self.started(facts: facts)
    #expect(await model.launch?.waitUntilFinished() == .finished)
    #expect(!model.isLaunching)
    let unresolved = NavigationRefusal.action(
      .unresolvedArgument(label: "Open featured", source: .fact("featured")))
    #expect(await model.tap("Open featured").value == unresolved)

    await model.setFacts(["featured": .int(12)]).value
    #expect(model.facts["featured"] == .int(12))
    #expect(await model.tap("Open featured").value == nil)
    #expect(model.stack(.tab("shop")).path == [.product(id: 12)])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func factsAStepSetsReachTheModel() async throws {
    let clock = InteractionTestClock()
    var facts = ShopProgram.facts
    facts["termsAccepted"] = .bool(true)
    facts["whatsNewSeen"] = .bool(true)
    let model = NavigationModel(program: ShopProgram.program(), facts: facts, clock: clock)
    _ = await model.start().value
    model.selectedTab = "settings"
    await waitUntil { model.selectedTab == "settings" }
    #expect(await model.tap("Refresh").value == nil)
    try await model.launch?.waitUntilIdle()  // the refresh work sleeps on the clock
    await clock.advance(by: .seconds(1))
    await waitUntil { model.facts.isTrue("configLoaded") }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aModelWithoutAProgramSaysSo() async throws {
    let navigator = Navigator(ShopProgram.state(phase: .home))
    let model = NavigationModel(navigator: navigator)
    #expect(model.program == nil)
    #expect(model.actions.isEmpty)
    let refusal = NavigationRefusal.noProgram("tap 'Open product 7'")
    #expect(await model.tap("Open product 7").value == refusal)
    #expect(
      refusal.description
        == "Cannot tap 'Open product 7': the model was not created from a flow program; create"
        + " it with NavigationModel(program:).")
    #expect(await model.start().value == .noProgram("run the launch steps"))
  }
}
