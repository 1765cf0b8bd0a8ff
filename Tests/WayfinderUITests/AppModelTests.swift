import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// A SwiftUI app with several windows: one model per window under one app model, sharing the
/// launch, the passcode and the facts, each window keeping its own stacks — on a test clock.
@MainActor @Suite(.hangLimit) struct AppModelTests {
  typealias Relaunch = NavigationModelRelaunchTests

  /// The app of several windows, launched and unlocked, on home in window 1.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func unlocked(restore: RestoreRule = .home, clock: InteractionTestClock) async throws
    -> AppModel<ScreenRoute>
  {
    let app = AppModel(
      program: LockedApp.program(restore: restore, windows: .multiple), clock: clock)
    #expect(await app.app.start().value == nil)
    try await Relaunch.unlock(app.app, clock)
    return app
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func eachWindowHasItsOwnModelAndStacks() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    let first = try #require(app.window(.first))
    #expect(app.window(.first) === first, "the same model while the window is open")
    #expect(await first.tap("Read").value == nil)
    #expect(first.state.visibleRoute == "article")

    let second = try #require(app.openWindow())
    #expect(app.scenes == [SceneID(1), SceneID(2)])
    #expect(app.activeScene == SceneID(2))
    #expect(second.scene == SceneID(2))
    #expect(second.state.visibleRoute == "feed", "a new window opens at home")
    #expect(first.state.visibleRoute == "article", "window 1 keeps its stack")
    #expect(app.app.state.visibleRoute == "feed", "the app's model follows the active window")

    #expect(second.select("settings"))
    #expect(first.selectedTab == "feed")
    #expect(app.app.navigator.windows?.invariantViolations() == [])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func whatAViewAsksOfAWindowMakesItActiveFirst() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    let first = try #require(app.window(.first))
    let second = try #require(app.openWindow())
    #expect(!first.isActiveWindow)
    #expect(await first.tap("Read").value == nil)
    #expect(app.activeScene == .first, "the tap came from window 1")
    #expect(first.isActiveWindow && !second.isActiveWindow)
    #expect(first.state.visibleRoute == "article")
    #expect(second.state.visibleRoute == "feed")
    first.stack(.tab("feed")).path = []
    #expect(first.state.visibleRoute == "feed")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func thePasscodeCoversEveryWindowAndMovesWithTheUser() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    let first = try #require(app.window(.first))
    let second = try #require(app.openWindow())
    await app.app.enterBackground().value
    #expect(await app.app.enterForeground().value == nil)
    try await Relaunch.settle(app.app, clock)
    app.refresh()
    #expect(second.fullScreenCover?.id == "passcode", "it asks in the active window")
    #expect(app.cover(of: .first) == .step("passcode"))
    #expect(app.cover(of: SceneID(2)) == nil)
    #expect(first.modals.isEmpty, "window 1 shows its own content under a cover")

    // The user goes to window 1: the passcode comes with them.
    #expect(app.activateWindow(.first))
    #expect(first.fullScreenCover?.id == "passcode")
    #expect(second.modals.isEmpty)
    #expect(app.cover(of: SceneID(2)) == .step("passcode"))
    #expect(await first.tap("Unlock").value == nil)
    try await Relaunch.settle(app.app, clock)
    app.refresh()
    #expect(app.scenes.allSatisfy { app.cover(of: $0) == nil })
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLinkForANewWindowOpensOneAndLandsThere() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    #expect(app.app.open(url: "locked://write"))
    app.refresh()
    #expect(app.scenes == [SceneID(1), SceneID(2)])
    #expect(app.activeScene == SceneID(2))
    let written = try #require(app.window(SceneID(2)))
    #expect(written.state.visibleRoute == "draft")
    #expect(app.window(.first)?.state.visibleRoute == "feed")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func refusalsAreReportedAndChangeNothing() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    #expect(!app.closeWindow(.first))
    #expect(app.app.lastRefusal == .window(.lastWindow(.first)))
    #expect(!app.activateWindow(SceneID(9)))
    #expect(app.app.lastRefusal == .window(.noSuchWindow(SceneID(9), open: [.first])))
    #expect(app.window(SceneID(9)) == nil)

    let single = AppModel(program: LockedApp.program(), clock: clock)
    #expect(single.openWindow() == nil)
    #expect(single.app.lastRefusal == .window(.singleWindowApp))
    #expect(single.scenes == [.first])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func closingTheActiveWindowMovesTheUserToTheOneBefore() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    let second = try #require(app.openWindow())
    #expect(app.closeWindow(SceneID(2)))
    #expect(app.scenes == [.first])
    #expect(app.activeScene == .first)
    #expect(!second.send(.selectTab("settings")), "a closed window's model acts on nothing")
    #expect(app.app.selectedTab == "feed")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRelaunchBringsEveryWindowBackBehindThePasscode() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(restore: .stacks(within: nil), clock: clock)
    let first = try #require(app.window(.first))
    #expect(await first.tap("Read").value == nil)
    let second = try #require(app.openWindow())
    #expect(second.select("settings"))
    let saved = await app.app.saved
    #expect(saved.activeScene == SceneID(2))
    #expect(saved.otherScenes.keys.sorted() == [.first])

    #expect(await app.app.relaunch().value == nil)
    try await Relaunch.settle(app.app, clock)
    app.refresh()
    #expect(app.scenes == [SceneID(1), SceneID(2)])
    #expect(second.fullScreenCover?.id == "passcode", "the passcode asks in the active window")
    #expect(app.cover(of: .first) == .step("passcode"))
    #expect(await second.tap("Unlock").value == nil)
    try await Relaunch.settle(app.app, clock)
    app.refresh()
    #expect(first.state.visibleRoute == "article", "window 1's stack came back")
    #expect(second.selectedTab == "settings")
  }

  /// A relaunch from a link to a new window opens one and holds the link there, as a cold
  /// launch of a new model and `AppLife` do: the link lands where its rule says however the
  /// app was launched.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRelaunchFromALinkForANewWindowLandsInOne() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    #expect(await app.app.relaunch(from: .link("locked://write")).value == nil)
    app.refresh()
    #expect(app.scenes == [SceneID(1), SceneID(2)])
    #expect(app.activeScene == SceneID(2))
    #expect(app.app.state.pendingDeepLink?.url == "locked://write")
    try await Relaunch.unlock(app.app, clock)
    app.refresh()
    #expect(app.window(SceneID(2))?.state.visibleRoute == "draft")
    #expect(app.window(.first)?.state.visibleRoute == "feed")
  }

  /// A resumed save of several windows brings every one back as it was, as a session resumes
  /// them.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aResumedSaveKeepsEveryWindow() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    #expect(await app.window(.first)?.tap("Read").value == nil)
    let second = try #require(app.openWindow())
    #expect(second.select("settings"))
    let saved = await app.app.saved

    let resumed = AppModel(
      NavigationModel.resume(
        saved: saved.navigation, facts: saved.facts,
        program: LockedApp.program(windows: .multiple), clock: InteractionTestClock(),
        activeScene: saved.activeScene, otherScenes: saved.otherScenes))
    #expect(await resumed.app.start().value == nil)
    #expect(resumed.scenes == [SceneID(1), SceneID(2)])
    #expect(resumed.activeScene == SceneID(2))
    #expect(resumed.window(SceneID(2))?.selectedTab == "settings")
    #expect(resumed.window(.first)?.state.visibleRoute == "article")
    #expect(resumed.openWindow()?.scene == SceneID(3), "numbers go on after the resumed ones")
  }

  /// Changes made on the navigator, off the main actor, reach every window's model by
  /// themselves: a command in the active window reaches its model, and a window that was active
  /// only between two looks — the user went to it, read an article and came back — is brought
  /// up to date too.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func changesOffTheMainActorReachEveryWindowsModel() async throws {
    let clock = InteractionTestClock()
    let app = try await Self.unlocked(clock: clock)
    let first = try #require(app.window(.first))
    let second = try #require(app.openWindow())
    let navigator = app.app.navigator

    try await Task.detached {
      _ = try navigator.send(.push("article", on: .tab("feed")))
    }.value
    await Self.yield { second.state.visibleRoute == "article" }
    #expect(second.state.visibleRoute == "article")
    #expect(first.state.visibleRoute == "feed")

    try await Task.detached {
      try navigator.activateWindow(.first)
      _ = try navigator.send(.push("article", on: .tab("feed")))
      _ = try navigator.send(.push("article", on: .tab("feed")))
      try navigator.activateWindow(SceneID(2))
    }.value
    await Self.yield { first.state.home["feed"]?.path == ["article", "article"] }
    #expect(first.state.home["feed"]?.path == ["article", "article"])
    #expect(app.activeScene == SceneID(2))
    #expect(first.state == navigator.navigation(in: .first))
    #expect(second.state == navigator.navigation(in: SceneID(2)))
  }

  /// Lets the tasks that follow the navigator run on the main actor, until `done` holds (or a
  /// bounded number of turns has passed, for the expectations after it to say what is wrong).
  static func yield(until done: () -> Bool) async {
    for _ in 0..<10_000 where !done() { await Task.yield() }
  }

  /// The article's sample, as written, on the locked app (on a test clock, and unlocked).
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theArticlesSampleRuns() async throws {
    let clock = InteractionTestClock()
    @MainActor func walkTheWindows(of program: FlowProgram<ScreenRoute>) async -> SceneCover? {
      let app = AppModel(program: program, clock: clock)
      _ = await app.app.start().value
      try? await Relaunch.unlock(app.app, clock)
      _ = app.openWindow()
      #expect(app.activeScene == SceneID(2))
      _ = await app.window(.first)?.tap("Read").value
      #expect(app.activeScene == .first)
      #expect(app.window(.first)?.state.visibleRoute == "article")
      return app.cover(of: SceneID(2))
    }
    #expect(
      await walkTheWindows(of: LockedApp.program(windows: .multiple)) == nil,
      "nothing is up to hide window 2")
  }

}
