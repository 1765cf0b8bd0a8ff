import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// Bugs other navigation libraries had where their model met SwiftUI, each played through the
/// harness's unruly host on the shop (`HostApp`) and pinned: the harness's checks hold, and
/// the state is what the user did. Each test also shows, on the same moves, how a naive model
/// or host goes wrong — the way that library went wrong — so the test fails if the model ever
/// answers that way.
@MainActor @Suite(.hangLimit) struct HostRegressionTests {
  typealias Event = HostEvent<ScreenRoute>

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static let harness = HostHarness(
    program: HostApp.program(), facts: ["termsAccepted": .bool(true)])

  /// What's new comes up and the user pulls it down: the shop's catalog on screen.
  static let home: [Event] = [.wait(.milliseconds(600)), .pullDownSheet(.atOnce)]

  /// A model created as the harness creates it, at home on the catalog, with nothing up.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func naiveHost() async -> ModelTestHost<ScreenRoute> {
    let host = ModelTestHost(program: HostApp.program(), facts: ["termsAccepted": .bool(true)])
    await host.launch()
    await host.settle()
    await host.pullDownSheet()
    return host
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aSheetSwipedAwayWhoseWriteArrivesASecondLateDoesNotSwallowTheNextTap() async throws {
    // FlowStacks#69. The gesture reaches the model as the finger lifts; SwiftUI's `nil` for the
    // sheet arrives a second later, after the next tap has brought the same sheet up again.
    let replay = await Self.harness.replay(
      Self.home + [
        .tap("Filters"), .wait(.milliseconds(300)),
        .swipe(completes: true, holding: .milliseconds(100), HostDelivery(after: .seconds(1))),
        .tap("Filters"), .wait(.milliseconds(1_200)),
      ])
    #expect(replay.broken == nil, "\(String(describing: replay.broken))")
    #expect(replay.applied.count == 7)
    #expect(replay.state.modals.map(\.id) == ["filters"], "the second tap's sheet is up")
    #expect(replay.refusals.isEmpty, "\(replay.refusals)")

    // A naive model dismisses whatever sheet is at the first level when the late `nil`
    // arrives (`model.sheet = nil`): the second tap's sheet, which the user never touched.
    let naive = await Self.naiveHost()
    await naive.tap("Filters")
    await naive.settle()
    await naive.swipeBack()
    await naive.tap("Filters")
    naive.model.sheet = nil  // the late write, by position
    #expect(naive.model.sheet == nil, "the naive write swallowed the tap")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func closingASheetThenPushingDoesNotCloseThePushedScreen() async throws {
    // FlowStacks#82. The host closes the filters and pushes a product onto the catalog in one
    // update; the sheet's write arrives again 800 ms later, after the push.
    let replay = await Self.harness.replay(
      Self.home + [
        .tap("Filters"), .wait(.milliseconds(300)),
        .closeSheetThenPush(
          ["product"], sheet: HostDelivery(after: .zero, .milliseconds(800)), path: .atOnce),
        .wait(.seconds(1)),
      ])
    #expect(replay.broken == nil, "\(String(describing: replay.broken))")
    #expect(replay.state.modals.isEmpty)
    #expect(replay.state.home["shop"]?.path == ["product"], "the pushed screen stays")
    #expect(replay.refusals.isEmpty, "\(replay.refusals)")

    // A naive host reports a dismissal as the user going back; the second report then pops
    // the product pushed since: the pushed screen closes itself.
    let naive = await Self.naiveHost()
    await naive.tap("Filters")
    await naive.settle()
    naive.model.back()  // the sheet's dismissal, as a back
    await naive.push("product")
    naive.model.back()  // the same report, again
    #expect(naive.model.stack(.tab("shop")).path == [], "the naive report closed the product")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func switchingTabsDuringAPushLandsThePushOnTheTabItWasMadeOn() async throws {
    // TCA#3450. A NavigationLink's write on the catalog arrives half a second late, after the
    // user switched to settings; and a tap whose action pushes reaches the model after the
    // tab switch the user made at once.
    let replay = await Self.harness.replay(
      Self.home + [
        .push(["product"], HostDelivery(after: .milliseconds(500))),
        .selectTab("settings", .atOnce), .wait(.milliseconds(600)),
        .selectTab("shop", .atOnce),
        .tapThenSelectTab("More", "settings", .atOnce),
      ])
    #expect(replay.broken == nil, "\(String(describing: replay.broken))")
    #expect(replay.state.home["shop"]?.path == ["product"], "the late push landed on the shop")
    #expect(replay.state.home["settings"]?.path == [], "nothing landed on settings")
    #expect(replay.state.home.selectedTab == "settings")
    #expect(
      replay.refusals == [.action(.notOnTop(label: "More", screen: "product"))],
      "the tap's screen had left: refused and reported")

    // A naive model pushes what arrives onto the stack on screen when it arrives.
    let naive = await Self.naiveHost()
    await naive.selectTab("settings")
    naive.model.send(.push("product"))  // the late write, on the visible stack
    #expect(naive.model.stack(.tab("settings")).path == ["product"], "landed on the wrong tab")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func moreThanOnePushInOneUpdatePushesThemAll() async throws {
    // FlowStacks#3. Three NavigationLinks in one write, which arrives late and then again.
    let replay = await Self.harness.replay(
      Self.home + [
        .push(
          ["product", "reviews"], HostDelivery(after: .milliseconds(200), .milliseconds(700))),
        .wait(.seconds(1)),
        .push(["product", "product", "reviews"], .atOnce),
      ])
    #expect(replay.broken == nil, "\(String(describing: replay.broken))")
    #expect(
      replay.state.home["shop"]?.path == ["product", "reviews", "product", "product", "reviews"])
    #expect(replay.refusals.isEmpty, "\(replay.refusals)")

    // A naive model that turns a write into one push of its top route (FlowStacks before its
    // fix) keeps one screen of the three.
    let naive = await Self.naiveHost()
    let written: [ScreenRoute] = ["product", "product", "reviews"]
    naive.model.send(.push(written[written.count - 1]))
    #expect(naive.model.stack(.tab("shop")).path != written, "the naive model lost two pushes")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aBackGestureLeftUnfinishedDoesNotStickTheNextPop() async throws {
    // Decompose#337. The user starts a back gesture and lets go before the point of no
    // return, twice — once while a late write arrives — then taps back.
    let replay = await Self.harness.replay(
      Self.home + [
        .tap("Open product"), .tap("Reviews"),
        .back(HostDelivery(after: .milliseconds(400))),
        .swipe(completes: false, holding: .milliseconds(600), .atOnce),
        .swipe(completes: false, holding: .milliseconds(100), .atOnce),
        .back(.atOnce),
      ])
    #expect(replay.broken == nil, "\(String(describing: replay.broken))")
    #expect(replay.state.backGesture == nil)
    #expect(replay.state.home["shop"]?.path == [], "both pops went through")

    // A naive host reports a gesture as it begins and when it completes, but not when it is
    // cancelled: the model keeps the gesture in progress, and refuses every pop after.
    let naive = await Self.naiveHost()
    await naive.tap("Open product")
    naive.model.beginBack()  // …and the cancel is never reported
    #expect(!naive.model.back(), "the naive host's pop is stuck")
    #expect(naive.model.lastRefusal == .navigation(.backGestureInProgress(action: "go back")))
  }
}
