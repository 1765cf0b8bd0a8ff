import DemoApp
import DemoAppUI
import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// The demo's SwiftUI app without SwiftUI: the model its views bind to, driven on a test clock
/// as the views drive it — the root view's `.task`, a button's tap, a `NavigationStack` setting
/// its path, a swipe on a sheet setting the binding to `nil`.
///
/// The time limit only ends a test that hangs: a test's time counts while it waits for a thread
/// that other tests share, so a busy machine can take minutes over a test of milliseconds.
@MainActor @Suite(.timeLimit(.minutes(20))) struct DemoNavigationTests {
  /// The demo with a passcode to pass, on a test clock.
  static func demo(clock: InteractionTestClock) -> DemoNavigation {
    var facts = DemoFlow.initialFacts
    facts[.passcodeEnabled] = .bool(true)
    return DemoNavigation(facts: facts, clock: clock)
  }

  /// Waits until what the last call or advance set off has settled, then brings the model up
  /// to date, as it would be by the next frame.
  static func settle(_ navigation: DemoNavigation) async throws {
    try await navigation.model.launch?.waitUntilIdle()
    navigation.model.refresh()
  }

  @Test func launchPassTheCodeAndTapIntoTheItem() async throws {
    let clock = InteractionTestClock()
    let navigation = Self.demo(clock: clock)
    let model = navigation.model
    #expect(await navigation.start().value == nil)  // the root view's .task
    try await Self.settle(navigation)
    #expect(model.isLaunching)
    #expect(model.launchScreen == .splash)

    // The passcode is a full-screen cover the user cannot swipe away.
    let passcode = try #require(model.fullScreenCover)
    #expect(passcode.id == DemoModal.passcode.id)
    #expect(!passcode.isDismissible)
    #expect(model.sheet == nil)
    model.fullScreenCover = nil  // what the binding does on a swipe
    #expect(model.fullScreenCover?.id == DemoModal.passcode.id)
    #expect(
      model.lastRefusal?.description
        == "Cannot dismiss modal 'passcode': 'passcode' ends only through its own actions, "
        + "or when the app cancels it.")
    #expect(navigation.buttons(on: passcode.root).map(\.action) == [.passcodeUnlock])
    #expect(await navigation.tap(.passcodeUnlock).value == nil)
    #expect(model.fullScreenCover == nil)

    // The splash, then the configuration: what's new comes as a sheet.
    await clock.advance(by: .milliseconds(500))
    try await Self.settle(navigation)
    #expect(model.sheet == nil, "what's new waits for the configuration")
    await clock.advance(by: .milliseconds(800))
    try await Self.settle(navigation)
    let whatsNew = try #require(model.sheet)
    #expect(whatsNew.id == DemoModal.whatsNew.id)
    #expect(await navigation.tap(.whatsNewContinue).value == nil)
    try await Self.settle(navigation)
    #expect(!model.isLaunching)
    #expect(model.modals.isEmpty)
    #expect(model.facts[.lastSeenVersion] == .version(DemoFlow.version))

    // Home: the first tab, tapped into the item screen through the generated actions.
    #expect(navigation.tabs == [.tab1, .tab2])
    #expect(model.selectedTab == DemoTab.tab1.id)
    let tab1 = navigation.stack(.tab1)
    #expect(tab1.root == .primary)
    #expect(
      navigation.buttons(on: .primary).map(\.label) == ["Go to Secondary 1", "Go to Secondary 2"])
    #expect(await navigation.tap(.primaryGoToSecondary1).value == nil)
    #expect(await navigation.tap(.secondary1OpenItem42).value == nil)
    #expect(tab1.path == [.secondary1, .item(id: 42)], "the tab's NavigationStack path")
    #expect(model.state.visibleRoute == .item(id: 42))
    #expect(navigation.buttons(on: .item(id: 42)).map(\.action) == [.itemBackToPrimary])
    #expect(navigation.stack(.tab2).path == [], "the other tab's path is its own")
  }

  @Test func theBindingsGoThroughTheEngine() async throws {
    let clock = InteractionTestClock()
    let navigation = Self.demo(clock: clock)
    let model = navigation.model
    #expect(await navigation.start().value == nil)
    try await Self.settle(navigation)
    #expect(navigation.open(url: "demo://item/7"), "held until the launch is over")
    #expect(await navigation.tap(.passcodeUnlock).value == nil)
    await clock.advance(by: .milliseconds(500))  // the splash is over: the configuration loads
    try await Self.settle(navigation)
    await clock.advance(by: .milliseconds(800))
    try await Self.settle(navigation)
    #expect(await navigation.tap(.whatsNewContinue).value == nil)
    try await Self.settle(navigation)
    let tab1 = navigation.stack(.tab1)
    #expect(tab1.path == [.secondary1, .item(id: 7)], "the held link landed")

    // The NavigationStack's back swipe sets a shorter path; a path the flow does not walk is
    // refused, and the stack stays as it was.
    tab1.path = [.secondary1]
    #expect(model.state.home[DemoTab.tab1.id]?.path == [.secondary1])
    tab1.path = [.secondary1, .tertiary, .item(id: 1)]
    #expect(tab1.path == [.secondary1])
    #expect(
      model.lastRefusal?.description
        == "'tertiary' declares no forward navigation, so no action does push 'item'.")

    // The tab bar's selection; then the details sheet, swiped away.
    model.selectedTab = DemoTab.tab2.id
    #expect(model.state.home.selectedTab == DemoTab.tab2.id)
    #expect(await navigation.tap(.tab2HomeShowDetails).value == nil)
    let details = try #require(model.sheet)
    #expect(details.id == DemoModal.details.id)
    #expect(details.isDismissible)
    model.selectedTab = DemoTab.tab1.id  // under the sheet: refused
    #expect(model.selectedTab == DemoTab.tab2.id)
    model.sheet = nil  // the swipe
    #expect(model.sheet == nil)
    #expect(model.modals.isEmpty)
    #expect(tab1.path == [.secondary1], "the first tab kept its path")
  }

  /// Lets the splash and then the configuration's work end, settling after each.
  static func pass(_ navigation: DemoNavigation, _ clock: InteractionTestClock) async throws {
    await clock.advance(by: .milliseconds(500))
    try await settle(navigation)
    await clock.advance(by: .milliseconds(800))
    try await settle(navigation)
  }

  @Test func aRelaunchFromTheWidgetAsksThePasscodeAgainAndKeepsWhatWasSeen() async throws {
    let clock = InteractionTestClock()
    let navigation = Self.demo(clock: clock)
    let model = navigation.model
    #expect(await navigation.start().value == nil)
    try await Self.settle(navigation)
    #expect(await navigation.tap(.passcodeUnlock).value == nil)
    try await Self.pass(navigation, clock)
    #expect(await navigation.tap(.whatsNewContinue).value == nil)
    #expect(await navigation.tap(.primaryGoToSecondary1).value == nil)

    // The process restarts from the widget: the passcode asks again, what's new was seen.
    #expect(await navigation.relaunch(from: DemoLaunchSource.widget.origin).value == nil)
    try await Self.settle(navigation)
    #expect(model.fullScreenCover?.id == DemoModal.passcode.id)
    #expect(await navigation.tap(.passcodeUnlock).value == nil)
    try await Self.pass(navigation, clock)
    #expect(!model.isLaunching)
    #expect(model.modals.isEmpty, "what's new was seen before the relaunch")
    #expect(navigation.stack(.tab1).path == [], "the demo restores home")

    // What it saves brings the next cold launch back the same way.
    let saved = await navigation.saved
    #expect(saved.facts[.lastSeenVersion] == .version(DemoFlow.version))
    let next = DemoNavigation(restoring: saved, from: .notification, clock: InteractionTestClock())
    #expect(await next.start().value == nil)
    try await Self.settle(next)
    #expect(next.model.fullScreenCover?.id == DemoModal.passcode.id)
  }
}
