import Testing
import Wayfinder

/// The code of the library's "Several windows" article, run as written: `SwiftSampleTests`
/// checks that every line of it is here, in order.
@Suite struct SeveralWindowsExampleTests {
  @Test func thePasscodeMovesWithTheUserAndALinkOpensAWindow() throws {
    var links = DeepLinkRouter<ScreenRoute>()
    try links.add("notes://compose") { _ in
      DeepLinkTarget(tab: "notes", path: ["compose"], scene: .new)
    }
    let program = FlowProgram(
      version: AppVersion([1, 0]), initialFacts: ["passcodeEnabled": .bool(true)],
      initialState: try NavigationState(tabs: [NavigationTab("notes", root: ScreenRoute("list"))]),
      launchSteps: [
        .modal(
          "passcode", screen: "passcode", style: .fullScreen, when: { $0.isTrue("passcodeEnabled") }
        )
      ],
      rules: NavigationRules(deepLinks: links),
      actions: ["passcode": [FlowAction("Unlock", finishesStep: true)]],
      windows: .multiple)

    var (life, _) = try AppLife.coldLaunch(program)
    _ = life.settle()  // the passcode is up in window 1
    #expect(life.state.topModal?.id == "passcode")
    _ = try life.perform(.openWindow)  // window 2 opens, and the passcode moves there
    #expect(life.activeScene == SceneID(2) && life.state.topModal?.id == "passcode")
    let cover = life.cover(of: .first)  // .step("passcode"): window 1 shows none of the app
    #expect(cover == .step("passcode"))
    _ = try life.perform(.tap(0))  // Unlock, in window 2
    #expect(life.cover(of: .first) == nil)
    _ = try life.perform(.navigate(.open(url: "notes://compose")))  // lands in a new window 3
    let open = life.scenes  // window 1, window 2, window 3; window 3 is active
    #expect(open == [SceneID(1), SceneID(2), SceneID(3)] && life.activeScene == SceneID(3))
    #expect(life.state.visibleRoute == "compose")
    _ = try life.perform(.closeWindow(life.activeScene))  // window 2 is active again
    #expect(life.scenes == [SceneID(1), SceneID(2)] && life.activeScene == SceneID(2))
    #expect(life.sceneInvariantViolations() == [])
  }
}
