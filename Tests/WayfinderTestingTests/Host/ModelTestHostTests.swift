import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// The test host plays the UI's side of a model: it draws it, confirms each presentation and
/// dismissal when its animation ends on virtual time, and does what the user does, one line
/// an action.
@MainActor @Suite(.hangLimit) struct ModelTestHostTests {
  static let animation = Duration.milliseconds(300)

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theLaunchWaitsForTheHostsAnimations() async {
    let host = ModelTestHost(program: HostApp.program(), animation: Self.animation)
    #expect(await host.launch() == nil)
    #expect(host.model.sheet?.id == "terms")
    #expect(host.modals.isEmpty, "the terms are on their way up")
    await host.advance(by: Self.animation)
    #expect(host.modals.map(\.id) == ["terms"])
    #expect(host.screen == "terms")
    #expect(await host.pullDownSheet() == false, "the terms may not be pulled down")

    #expect(await host.tap("Accept") == nil)
    #expect(host.model.modals.isEmpty)
    #expect(host.modals.map(\.id) == ["terms"], "still leaving")
    await host.advance(by: Self.animation)  // gone: what's new may come up
    #expect(host.model.sheet?.id == "whatsNew")
    #expect(host.modals.isEmpty)
    await host.advance(by: Self.animation)
    #expect(host.screen == "whatsNew")

    #expect(await host.pullDownSheet())
    #expect(!host.model.isLaunching)
    #expect(host.screen == "catalog")
    #expect(host.now == Self.animation * 3)
    #expect(await host.divergence == nil)
    #expect(host.refusals.isEmpty)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func eachUserActionIsOneLine() async {
    let host = ModelTestHost(
      program: HostApp.program(), facts: ["termsAccepted": .bool(true)], animation: Self.animation)
    await host.launch()
    await host.settle()  // what's new is up
    await host.pullDownSheet()

    await host.tap("Open product")
    await host.push("reviews", "product")  // two NavigationLinks in one write
    #expect(host.model.stack(.tab("shop")).path == ["product", "reviews", "product"])
    await host.swipeBack()
    #expect(host.model.stack(.tab("shop")).path == ["product", "reviews"])
    await host.swipeBack(completes: false)
    #expect(host.model.backGesture == nil)
    await host.tapBack()
    #expect(host.path(of: .tab("shop")) == ["product"])
    #expect(host.model.stack(.tab("shop")).path == ["product"])

    await host.selectTab("settings")
    #expect(host.model.selectedTab == "settings")
    await host.tap("About")
    await host.advance(by: Self.animation)
    #expect(host.screen == "about")
    await host.pullDownSheet()
    #expect(host.model.modals.isEmpty)
    #expect(host.screen == "settings")
    #expect(await host.divergence == nil)
    #expect(host.refusals.isEmpty, "\(host.refusals)")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aSheetWithAStackSwipesBackInsideItThenAway() async {
    let host = ModelTestHost(
      program: HostApp.program(), facts: ["termsAccepted": .bool(true)], animation: Self.animation)
    await host.launch()
    await host.settle()
    await host.pullDownSheet()
    await host.tap("Filters")
    await host.settle()
    await host.tap("Brand")
    #expect(host.path(of: .modal("filters")) == ["brand"])
    await host.swipeBack()  // pops the brand inside the sheet
    #expect(host.model.stack(.modal("filters")).path == [])
    #expect(host.screen == "filters")
    await host.swipeBack()  // at the sheet's root: pulls it away
    #expect(host.model.modals.isEmpty)
    await host.settle()
    #expect(host.modals.isEmpty)
    #expect(await host.divergence == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRefusedPresentationComesUpOnceTheHostMayPresent() async {
    let host = ModelTestHost(
      program: HostApp.program(), facts: ["termsAccepted": .bool(true)], animation: Self.animation)
    host.refusePresentations(for: .seconds(1))
    await host.launch()
    await host.advance(by: .milliseconds(900))
    #expect(host.modals.isEmpty, "what's new waits for the host")
    #expect(host.model.sheet?.id == "whatsNew")
    await host.advance(by: .milliseconds(100) + Self.animation)
    #expect(host.modals.map(\.id) == ["whatsNew"])
    #expect(await host.divergence == nil)
  }
}
