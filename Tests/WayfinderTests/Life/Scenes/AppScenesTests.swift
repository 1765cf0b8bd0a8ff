import Testing
import Wayfinder

/// Several windows of one app: each keeps its own stacks; the launch, the passcode and the
/// prompts belong to the app and show in the active window; a passcode covers every window; a
/// link lands in the window its rule names.
@Suite struct AppScenesTests {
  typealias Life = AppLife<ScreenRoute>

  /// A life of ``LifeApp`` with several windows, at home with the passcode answered.
  func launched(restore: RestoreRule = .home) throws -> Life {
    var (life, _) = try Life.coldLaunch(LifeApp.program(restore: restore, windows: .multiple))
    _ = life.settle()
    try life.play(.tap(0))  // Unlock
    #expect(life.state.topModal == nil)
    return life
  }

  @Test func anAppWithOneWindowRefusesASecondAndSaysHowToAllowIt() throws {
    var (life, _) = try Life.coldLaunch(LifeApp.program())
    #expect(throws: AppRefusal.scene(.singleWindowApp)) { try life.perform(.openWindow) }
    #expect(
      AppRefusal.scene(.singleWindowApp).description
        == "This app has one window. Declare `windows: multiple` in app.yaml to let it open more.")
    #expect(life.scenes == [.first])
  }

  @Test func eachWindowKeepsItsOwnStacks() throws {
    var life = try launched()
    try life.play(.tap(0))  // Read: window 1 shows an article
    try life.play(.openWindow)
    #expect(life.scenes == [SceneID(1), SceneID(2)])
    #expect(life.activeScene == SceneID(2))
    #expect(life.state.visibleRoute == "feed", "a new window opens at home")
    try life.play(.navigate(.selectTab("settings")))
    try life.play(.activateWindow(.first))
    #expect(life.state.visibleRoute == "article")
    #expect(life.navigation(in: SceneID(2))?.visibleRoute == "settings")
    #expect(life.sceneInvariantViolations().isEmpty)
  }

  @Test func thePasscodeCoversEveryWindowAndMovesWithTheUser() throws {
    var life = try launched()
    try life.play(.openWindow)
    try life.play(.background)
    try life.play(.foreground)
    _ = life.settle()
    #expect(life.state.topModal?.id == "passcode", "it asks in the active window")
    #expect(life.cover(of: .first) == .step("passcode"))
    #expect(life.cover(of: SceneID(2)) == nil, "the active window shows the passcode itself")

    try life.play(.activateWindow(.first))
    #expect(life.state.topModal?.id == "passcode", "the passcode came with the user")
    #expect(life.navigation(in: SceneID(2))?.modals.isEmpty == true)
    #expect(life.cover(of: SceneID(2)) == .step("passcode"))

    try life.play(.openWindow)
    #expect(life.activeScene == SceneID(3))
    #expect(life.state.topModal?.id == "passcode", "a window opened while it is up shows it")
    #expect(life.cover(of: .first) == .step("passcode"))
    #expect(life.cover(of: SceneID(2)) == .step("passcode"))

    try life.play(.tap(0))  // Unlock, in window 3
    #expect(life.scenes.allSatisfy { life.cover(of: $0) == nil })
    #expect(life.sceneInvariantViolations().isEmpty)
  }

  @Test func eachWindowRestoresItsOwnStacksBehindThePasscode() throws {
    var life = try launched(restore: .stacks(within: nil))
    try life.play(.tap(0))  // Read
    try life.play(.openWindow)
    try life.play(.navigate(.selectTab("settings")))
    let saved = life.saved
    #expect(saved.activeScene == SceneID(2))
    #expect(saved.otherScenes.keys.sorted() == [.first])

    var (next, _) = try Life.coldLaunch(
      LifeApp.program(restore: .stacks(within: nil), windows: .multiple), restoring: saved)
    #expect(next.scenes == [SceneID(1), SceneID(2)])
    #expect(next.activeScene == SceneID(2))
    _ = next.settle()
    #expect(next.cover(of: .first) == .step("passcode"))
    try next.play(.tap(0))  // Unlock
    #expect(next.state.visibleRoute == "settings")
    #expect(next.navigation(in: .first)?.visibleRoute == "article", "each restores its own")
    try next.play(.openWindow)
    #expect(next.activeScene == SceneID(3), "numbers go on after the restored ones")
  }

  @Test func theLaunchScreenCoversEveryRestoredWindow() throws {
    var life = try launched(restore: .stacks(within: nil))
    try life.play(.setFacts(["passcodeEnabled": .bool(false)]))
    try life.play(.openWindow)
    var (next, _) = try Life.coldLaunch(
      LifeApp.program(restore: .stacks(within: nil), windows: .multiple), restoring: life.saved)
    #expect(next.state.phase == .launching(screen: "splash"))
    #expect(next.cover(of: .first) == .launch)
    #expect(SceneCover.launch.description == "covered by the launch")
    _ = next.settle()
    #expect(next.cover(of: .first) == nil)
  }

  @Test func anAppWithOneWindowRestoresOneFromASaveWithSeveral() throws {
    var life = try launched(restore: .stacks(within: nil))
    try life.play(.openWindow)
    let (next, _) = try Life.coldLaunch(
      LifeApp.program(restore: .stacks(within: nil)), restoring: life.saved)
    #expect(next.scenes == [.first], "the flow files no longer allow a second")
  }

  @Test func aPromptShowsOnceAppWideAndFollowsTheUser() throws {
    var life = try launched()
    try life.play(.openWindow)
    try life.play(.activateWindow(.first))
    try life.play(.tap(LifeApp.position(of: "Rate us", in: life) ?? -1))
    _ = life.settle()
    #expect(life.state.topModal?.id == "review")
    #expect(life.cover(of: SceneID(2)) == nil, "a sheet hides no other window")

    try life.play(.activateWindow(SceneID(2)))
    #expect(life.state.topModal?.id == "review", "the prompt is where the user is")
    #expect(life.navigation(in: .first)?.modals.isEmpty == true, "and nowhere else")
    try life.play(.tap(0))  // Not now
    #expect(life.state.topModal == nil)
    #expect(life.sceneInvariantViolations().isEmpty)
  }

  @Test func aLinkLandsInTheWindowItsRuleNamesExactlyOnce() throws {
    var life = try launched()
    try life.play(.tap(0))  // Read: window 1 shows an article
    try life.play(.openWindow)
    let second = life.state

    try life.play(.navigate(.open(url: "life://reading")))
    #expect(life.activeScene == .first, "to the window showing an article")
    #expect(life.state.visibleRoute == "article")
    #expect(life.navigation(in: SceneID(2)) == second, "the other window is untouched")

    try life.play(.navigate(.open(url: "life://compose")))
    #expect(life.scenes == [SceneID(1), SceneID(2), SceneID(3)])
    #expect(life.activeScene == SceneID(3), "to a new window")
    #expect(life.state.visibleRoute == "compose")
    #expect(life.navigation(in: SceneID(2)) == second)

    try life.play(.navigate(.open(url: "life://article")))
    #expect(life.activeScene == SceneID(3), "to the active window")
    #expect(life.state.visibleRoute == "article")
  }

  @Test func aLinkToAWindowHeldByThePasscodeLandsWhereTheUserAnswersIt() throws {
    var life = try launched()
    try life.play(.openWindow)
    try life.play(.background)
    try life.play(.foreground)
    _ = life.settle()
    try life.play(.navigate(.open(url: "life://compose")))
    #expect(life.activeScene == SceneID(3))
    #expect(life.state.topModal?.id == "passcode", "held behind the passcode, in its window")
    #expect(life.state.pendingDeepLink?.url == "life://compose")
    try life.play(.tap(0))  // Unlock
    #expect(life.state.visibleRoute == "compose")
    #expect(life.navigation(in: SceneID(2))?.visibleRoute == "feed")
  }

  @Test func aColdLaunchFromALinkLandsInTheWindowItsRuleNames() throws {
    let life = try launched()
    var (next, _) = try Life.coldLaunch(
      LifeApp.program(windows: .multiple), from: .link("life://compose"), restoring: life.saved)
    #expect(next.scenes == [SceneID(1), SceneID(2)], "a new window, as when opened later")
    #expect(next.activeScene == SceneID(2))
    #expect(next.state.pendingDeepLink?.url == "life://compose", "held by the launch there")
    _ = next.settle()
    #expect(next.cover(of: .first) == .step("passcode"), "the passcode asks in window 2")
    try next.play(.tap(0))  // Unlock, in window 2
    #expect(next.state.visibleRoute == "compose")
    #expect(next.navigation(in: .first)?.visibleRoute == "feed")
    #expect(next.sceneInvariantViolations().isEmpty)
  }

  @Test func closingWindows() throws {
    var life = try launched()
    #expect(throws: AppRefusal.scene(.lastWindow(.first))) {
      try life.perform(.closeWindow(.first))
    }
    try life.play(.openWindow)
    try life.play(.openWindow)
    try life.play(.tap(LifeApp.position(of: "Rate us", in: life) ?? -1))
    _ = life.settle()
    try life.play(.closeWindow(SceneID(3)))
    #expect(life.activeScene == SceneID(2), "the one opened before it")
    #expect(life.state.topModal?.id == "review", "the prompt moved rather than vanished")
    #expect(throws: AppRefusal.scene(.noSuchWindow(SceneID(3), open: [SceneID(1), SceneID(2)]))) {
      try life.perform(.activateWindow(SceneID(3)))
    }
    try life.play(.openWindow)
    #expect(life.activeScene == SceneID(4), "a closed window's number is not reused")
  }

  @Test func aPromptDoesNotMoveOverAWindowsSheetItMayNotCover() throws {
    var actions = LifeApp.actions
    actions["feed", default: []].append(
      FlowAction("Share", .present("share", root: "share", style: .sheet, hasNavigation: false)))
    let program = FlowProgram(
      version: AppVersion([1, 0]), initialFacts: ["passcodeEnabled": .bool(false)],
      initialState: LifeApp.state(), launchSteps: LifeApp.launchSteps,
      interactionSteps: LifeApp.interactionSteps, rules: LifeApp.rules(), actions: actions,
      windows: .multiple)
    var (life, _) = try Life.coldLaunch(program)
    _ = life.settle()
    try life.play(.tap(LifeApp.position(of: "Share", in: life) ?? -1))  // a sheet in window 1
    try life.play(.openWindow)
    try life.play(.tap(LifeApp.position(of: "Rate us", in: life) ?? -1))
    #expect(life.state.topModal?.id == "review")
    let refusal = SceneError.stepMayNotCover(.first, step: "review", modals: ["share"])
    #expect(throws: AppRefusal.scene(refusal)) { try life.perform(.activateWindow(.first)) }
    #expect(throws: AppRefusal.scene(refusal)) { try life.perform(.closeWindow(SceneID(2))) }
    #expect(
      refusal.description
        == "window 1 cannot become active while 'review' is up: it may not cover 'share' there."
        + " Finish or dismiss 'review' first.")
    try life.play(.tap(0))  // Not now
    try life.play(.activateWindow(.first))
    #expect(life.state.topModal?.id == "share")
  }

  @Test func aBackGestureEndsWhenItsWindowStopsBeingActive() throws {
    var life = try launched()
    try life.play(.tap(0))  // Read
    try life.play(.navigate(.beginBack))
    #expect(life.state.backGesture != nil)
    try life.play(.openWindow)
    #expect(life.navigation(in: .first)?.backGesture == nil)
    #expect(life.navigation(in: .first)?.visibleRoute == "article", "cancelled, not completed")
  }
}

extension AppLife {
  /// Performs `event`, then lets the launch go on as a person watching would see it.
  mutating func play(_ event: AppEvent<Route>) throws(AppRefusal) {
    _ = try perform(event)
    _ = settle()
  }
}
