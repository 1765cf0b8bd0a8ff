import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct ShippedAppsTests {
  func app(_ name: String) throws -> FlowDefinition {
    let result = FlowLoader.load(path: Fixtures.path("Flows"), app: name)
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    return try #require(result.definition)
  }

  @Test func theAppsLoadWithoutDiagnostics() throws {
    _ = try app("demo")
    _ = try app("shop")
    _ = try app("mail")
  }

  @Test func theFolderListsItsAppsDefaultFirst() throws {
    let apps = try FlowCatalog.apps(at: Fixtures.path("Flows")).get()
    #expect(apps.map(\.name) == ["demo", "mail", "shop"])
    #expect(
      apps[2].files.map { $0.split(separator: "/").last.map(String.init) } == [
        "account.yaml", "app.json", "catalog.yaml", "links.yaml",
      ])
    #expect(FlowLoader.load(path: Fixtures.path("Flows")).definition?.app == "Demo")
    #expect(FlowLoader.load(path: Fixtures.path("Flows"), app: "Shop").definition?.app == "Shop")
    let missing = FlowLoader.load(path: Fixtures.path("Flows"), app: "shp")
    #expect(
      missing.diagnostics.map(\.description) == [
        "error: --app 'shp' is neither an app under '\(Fixtures.path("Flows"))' nor a folder; "
          + "the apps are 'demo' (Demo), 'mail' (Mail), 'shop' (Shop). Did you mean 'shop'?"
      ])
  }

  @Test func mailIsASplitOfThreeColumnsBehindAPasscode() throws {
    let mail = try app("mail")
    let split = try #require(mail.home.split)
    #expect(split.columns == [.sidebar, .content, .detail])
    #expect(mail.home.tabIDs == ["mailboxes", "messages", "message"])
    #expect(mail.step("passcode")?.kind == .gate)
    #expect(mail.modal("compose")?.isFlow == true)
    let link = try #require(mail.deepLinks.first)
    #expect(link.columns?.content.map(\.screen) == ["messageList"])
    #expect(link.columns?.detail.map(\.screen) == ["message"])
  }

  @Test func demoModelsTheClassicScenario() throws {
    let demo = try app("demo")
    #expect(demo.version == AppVersion([2, 0]))
    #expect(demo.home == .tabs(["tab1", "tab2"]))
    let tab1 = try #require(demo.flow(forTab: "tab1"))
    #expect(tab1.root == "primary")
    #expect(tab1.screens == ["primary", "secondary1", "secondary2", "tertiary", "item"])
    #expect(demo.screen("secondary2")?.actions.isEmpty == true)
    #expect(demo.screen("tertiary")?.actions.first?.effect == .popTo("primary"))
    #expect(
      demo.screen("tab2Home")?.actions.first?.effect
        == .present("details", root: "details", style: .sheet))
    #expect(
      demo.screen("item")?.title(for: ScreenRoute("item", arguments: ["id": .int(42)])) == "Item 42"
    )

    #expect(
      demo.launch.map(\.id) == [
        "splash", "forceUpdate", "fetchConfig", "passcode", "whatsNew", "contactInfo",
        "notifications", "updateNudge", "review",
      ])
    #expect(
      demo.launch.map(\.kind) == [
        .splash, .gate, .background, .modal, .modal, .modal, .modal, .modal, .modal,
      ])
    #expect(
      demo.launch.map(\.runsAtLaunch) == [true, true, true, true, true, true, false, false, false])
    #expect(demo.launchSources == ["widget"])
    #expect(
      demo.step("review")?.prompts
        == PromptPolicy(
          quota: PromptQuota(3, per: .seconds(365 * 86_400)), spacing: .seconds(600),
          sources: [.icon, .shortcut, .notification, "widget"]))
    #expect(demo.step("updateNudge")?.prompts == PromptPolicy(cooldown: .seconds(86_400)))
    #expect(
      demo.launchSteps().map(\.id.rawValue) == [
        "splash", "forceUpdate", "fetchConfig", "passcode", "whatsNew", "contactInfo",
      ])
    #expect(
      demo.screen("tab2Home")?.actions.map(\.runs).suffix(3) == [
        ["notifications"], ["review"], ["updateNudge"],
      ])
    let passcode = try #require(demo.step("passcode"))
    #expect(passcode.priority == 100)
    #expect(passcode.shouldRun(facts: ["passcodeEnabled": .bool(true)], version: demo.version))
    #expect(!passcode.shouldRun(facts: demo.initialFacts, version: demo.version))
    let whatsNew = try #require(demo.step("whatsNew"))
    #expect(whatsNew.after == ["forceUpdate", "fetchConfig"])
    #expect(whatsNew.shouldRun(facts: demo.initialFacts, version: demo.version))
    #expect(
      !whatsNew.shouldRun(
        facts: ["lastSeenVersion": .version(AppVersion([2, 0]))], version: demo.version))
    #expect(whatsNew.sets == ["lastSeenVersion": .version(AppVersion([2, 0]))])
    #expect(demo.step("fetchConfig")?.work == .milliseconds(800))
    #expect(demo.step("fetchConfig")?.timeout == .skip(after: .seconds(3)))
    #expect(demo.fact("configLoaded")?.type == .bool)
    #expect(demo.fact("configLoaded")?.initialValue == nil)
    #expect(demo.initialFacts["lastSeenVersion"] == .version(AppVersion([1, 0])))
  }

  @Test func demoDeepLinkBuildsTheNestedStack() throws {
    let demo = try app("demo")
    let target = try demo.deepLinkRouter().resolve("demo://item/42")
    #expect(target.tab == "tab1")
    #expect(target.path == ["secondary1", ScreenRoute("item", arguments: ["id": .int(42)])])
    let details = try demo.deepLinkRouter().resolve("demo://details")
    #expect(details.modal?.id == "details")
  }

  @Test func demoActionsBecomeCoreCommands() throws {
    let demo = try app("demo")
    var state = try demo.initialState(launching: false)
    func command(_ screen: String) throws -> NavigationCommand<ScreenRoute> {
      let action = try #require(demo.screen(screen)?.actions.first).flowAction(in: demo)
      let navigation = try action.resolvedNavigation(from: state.visibleRoute, facts: [:])
      return try #require(try action.command(for: navigation, visibleStack: state.visibleStack))
    }
    try state.apply(try command("primary"))
    try state.apply(try command("secondary1"))
    #expect(state.visibleRoute == "tertiary")
    try state.apply(try command("tertiary"))
    #expect(state.visibleRoute == "primary")
  }

  @Test func shopMergesItsFilesAndTypesItsFacts() throws {
    let shop = try app("shop")
    #expect(shop.flows.map(\.id) == ["account", "shop"])
    #expect(shop.modals.map(\.id) == ["login", "cookies", "checkout"])
    #expect(shop.modal("checkout")?.isFlow == true)
    #expect(shop.fact("minimumVersion")?.type == .version)
    #expect(shop.fact("region")?.initialValue == .string("eu"))
    #expect(shop.step("login")?.kind == .gate)
    #expect(shop.step("loadCatalog")?.timeout?.policy == .skip)
    let order = try shop.deepLinkRouter().resolve("shop://orders/7")
    #expect(order.path == ["orders", ScreenRoute("order", arguments: ["id": .int(7)])])
  }
}
