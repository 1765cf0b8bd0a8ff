import Testing
import Wayfinder

@Suite struct AppLifeTests {
  typealias Life = AppLife<ScreenRoute>

  /// A life launched, unlocked and settled on home.
  static func unlocked(_ program: FlowProgram<ScreenRoute> = LifeApp.program()) throws -> Life {
    var (life, _) = try Life.coldLaunch(program)
    _ = life.settle()
    try tap("Unlock", in: &life)
    return life
  }

  static func tap(_ label: String, in life: inout Life) throws {
    let position = try #require(LifeApp.position(of: label, in: life), "no '\(label)'")
    _ = try life.perform(.tap(position))
    _ = life.settle()
  }

  @Test func aColdLaunchFromASaveOnHomeAsksForThePasscodeAgain() throws {
    var life = try Self.unlocked()
    try Self.tap("Read", in: &life)
    #expect(life.state.phase == .home)
    #expect(life.state.visibleRoute == "article")

    var (next, _) = try Life.coldLaunch(LifeApp.program(), restoring: life.saved)
    #expect(next.state.phase == .launching(screen: "splash"))
    _ = next.settle()
    #expect(next.state.topModal?.id == "passcode")
  }

  @Test func theRestoreRuleDecidesWhetherTheStacksComeBack() throws {
    for (rule, expected) in [
      (RestoreRule.home, ScreenRoute("feed")), (.stacks(within: nil), "article"),
    ] {
      var life = try Self.unlocked(LifeApp.program(restore: rule))
      try Self.tap("Read", in: &life)
      var (next, _) = try Life.coldLaunch(LifeApp.program(restore: rule), restoring: life.saved)
      _ = next.settle()
      try Self.tap("Unlock", in: &next)
      #expect(next.state.visibleRoute == expected, "\(rule)")
    }
  }

  @Test func stacksComeBackOnlyWithinTheRestoreWindow() throws {
    let program = LifeApp.program(restore: .stacks(within: .seconds(1_800)))
    for (away, expected) in [(600, ScreenRoute("article")), (3_600, "feed")] {
      var life = try Self.unlocked(program)
      try Self.tap("Read", in: &life)
      _ = try life.perform(.background)
      _ = try life.perform(.wait(.seconds(away)))
      _ = try life.perform(.relaunch(from: .icon))
      _ = life.settle()
      try Self.tap("Unlock", in: &life)
      #expect(life.state.visibleRoute == expected, "away \(away) s")
    }
  }

  @Test func aPromptsCooldownHoldsAcrossRelaunches() throws {
    var life = try Self.unlocked()
    try Self.tap("Rate us", in: &life)
    #expect(life.state.topModal?.id == "review")
    try Self.tap("Not now", in: &life)

    _ = try life.perform(.relaunch(from: .icon))
    _ = life.settle()
    try Self.tap("Unlock", in: &life)
    try Self.tap("Rate us", in: &life)
    #expect(life.state.topModal == nil, "the cooldown holds after a relaunch")

    _ = try life.perform(.wait(.seconds(86_401)))
    try Self.tap("Rate us", in: &life)
    #expect(life.state.topModal?.id == "review", "and ends after a day")
  }

  @Test func anInteractionUpWhenSavedComesBackAfterTheLaunch() throws {
    var life = try Self.unlocked()
    try Self.tap("Feedback", in: &life)
    #expect(life.saved.pendingSteps == ["survey"])

    var (next, _) = try Life.coldLaunch(LifeApp.program(), restoring: life.saved)
    _ = next.settle()
    #expect(next.state.topModal?.id == "passcode", "the launch comes first")
    try Self.tap("Unlock", in: &next)
    #expect(next.state.topModal?.id == "survey")
    try Self.tap("Send", in: &next)
    #expect(next.saved.pendingSteps == [])
  }

  @Test func aPromptUpWhenSavedComesBackAsItWas() throws {
    var life = try Self.unlocked()
    try Self.tap("Rate us", in: &life)
    #expect(life.saved.pendingSteps == ["review"])
    // It passed its cooldown when it showed: the next launch shows it again, not skips it.
    var (next, _) = try Life.coldLaunch(LifeApp.program(), restoring: life.saved)
    _ = next.settle()
    try Self.tap("Unlock", in: &next)
    #expect(next.state.topModal?.id == "review")
    try Self.tap("Not now", in: &next)
    try Self.tap("Rate us", in: &next)
    #expect(next.state.topModal == nil, "and its cooldown holds after it")
  }

  @Test func aHeldLinkComesBackAndLandsAfterTheLaunch() throws {
    var (life, _) = try Life.coldLaunch(LifeApp.program())
    _ = try life.perform(.navigate(.open(url: "life://article")))
    #expect(life.state.pendingDeepLink != nil)

    var (next, _) = try Life.coldLaunch(LifeApp.program(), restoring: life.saved)
    _ = next.settle()
    try Self.tap("Unlock", in: &next)
    #expect(next.state.visibleRoute == "article")
  }

  @Test func aRelaunchFromALinkHoldsItUntilTheLaunchEnds() throws {
    var life = try Self.unlocked()
    _ = try life.perform(.relaunch(from: .link("life://article")))
    _ = life.settle()
    #expect(life.state.topModal?.id == "passcode")
    try Self.tap("Unlock", in: &life)
    #expect(life.state.visibleRoute == "article")
    #expect(life.origin == .link("life://article"))
  }

  @Test func comingBackWhileARestoredPromptIsUpAsksForThePasscodeAgain() throws {
    var life = try Self.unlocked()
    try Self.tap("Feedback", in: &life)
    _ = try life.perform(.relaunch(from: .icon))  // the survey comes back after the passcode
    _ = life.settle()
    try Self.tap("Unlock", in: &life)
    #expect(life.state.topModal?.id == "survey")
    #expect(life.isRunning, "the launch's run goes on while the survey is up")

    _ = try life.perform(.background)
    _ = try life.perform(.wait(.seconds(3_600)))
    _ = try life.perform(.foreground)
    _ = life.settle()
    try Self.tap("Send", in: &life)
    #expect(life.state.topModal?.id == "passcode", "asked again before anything else")
  }

  @Test func nobodyTapsAScreenWhileTheAppIsInTheBackground() throws {
    var life = try Self.unlocked()
    _ = try life.perform(.background)
    let before = life.saved
    let position = try #require(LifeApp.position(of: "Read", in: life))
    #expect(throws: AppRefusal.action(.inBackground(label: "Read"))) {
      try life.perform(.tap(position))
    }
    #expect(life.saved == before)
    _ = try life.perform(.foreground)
    _ = life.settle()
    try Self.tap("Unlock", in: &life)
    try Self.tap("Read", in: &life)
    #expect(life.state.visibleRoute == "article")
  }

  @Test func aRefusedEventChangesNothing() throws {
    var life = try Self.unlocked()
    let before = life.saved
    #expect(throws: AppRefusal.noSuchAction(position: 9, count: 3)) {
      try life.perform(.tap(9))
    }
    #expect(throws: AppRefusal.self) { try life.perform(.navigate(.pop())) }
    #expect(throws: AppRefusal.self) { try life.perform(.cancel("nope")) }
    #expect(life.saved == before)
  }

  @Test func timeGoesOnAcrossRelaunches() throws {
    var life = try Self.unlocked()
    let before = life.time
    _ = try life.perform(.wait(.seconds(10)))
    let output = try life.perform(.relaunch(from: .icon))
    #expect(life.time == before + .seconds(10))
    let first = try #require(output.events.first)
    #expect(first.time == before + .seconds(10), "the relaunch's events are on the life's clock")
  }

  @Test func aForegroundAsksForThePasscodeAgainWithAPromptQueuedInTheBackground() throws {
    var life = try Self.unlocked()
    _ = try life.perform(.background)
    #expect(life.isInBackground)
    _ = try life.perform(.run(["review"]))  // the app asks, say on a notification
    #expect(life.state.topModal == nil)
    _ = try life.perform(.foreground)
    _ = life.settle()
    #expect(!life.isInBackground)
    #expect(life.state.topModal?.id == "passcode", "foreground runs the sequence again")
  }
}
