import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTesting
import WayfinderTools
import WayfinderProperties

/// Exploration from Swift, over the generated demo program with its typed routes: the same
/// checks as `wayfinder test --explore`, a seed that replays, a break shrunk to its shortest run.
@Suite struct FlowExplorerTests {
  static func property(_ name: String, never text: String) throws -> FlowProperty {
    let facts = PropertyFacts.types(facts: ["updateRequired": .bool])
    return FlowProperty(name, .never(try Condition(parsing: text, facts: facts)))
  }

  static func explorer(_ properties: [FlowProperty]) -> FlowExplorer<DemoRoute> {
    FlowExplorer(
      program: DemoFlow.program(), deepLinks: ["demo://item/7", "demo://tertiary", "demo://nope"],
      factValues: ["updateRequired": [.bool(true), .bool(false)]], properties: properties)
  }

  @Test func theDemoKeepsItsPropertiesAndTheSeedReplays() throws {
    let explorer = Self.explorer([
      try Self.property(
        "nothing navigable during the launch", never: #"screen == "item" && phase == "launching""#)
    ])
    let first = explorer.explore(seed: 42, runs: 30, length: 40)
    #expect(first.failure == nil, "\(first)")
    #expect(first.commands > 30 * 20)
    let second = explorer.explore(seed: 42, runs: 30, length: 40)
    #expect(second.commands == first.commands)
  }

  @Test func aBreakIsShrunkToItsShortestRun() throws {
    let explorer = Self.explorer([try Self.property("never the item", never: #"screen == "item""#)])
    let result = explorer.explore(seed: 7, runs: 50, length: 60)
    let failure = try #require(result.failure, "\(result)")
    #expect(failure.broken == "never the item")
    #expect(failure.shrunk.count < failure.found.count || failure.found.count <= 3)
    #expect(failure.shrunk.count <= 4, "\(failure)")
    #expect(
      failure.shrunk.last.map { "\($0)" }?.hasPrefix("tap") == true
        || failure.shrunk.contains(.open("demo://item/7")), "\(failure)")
  }

  @Test func byDefaultNoStepIsRunOrCancelledAndNothingTouchedInTheBackground() throws {
    let steps = DemoFlow.program().stepOrder.flatMap { ["run \($0)", "cancel \($0)"] }
    let host = try Self.property(
      "no host command", never: steps.map { "command == \"\($0)\"" }.joined(separator: " || "))
    let touched = try Self.property(
      "nothing touched in the background",
      never: #"previous.background && (command == "back" || command == "tap Continue" "#
        + #"|| command == "tap Go to Secondary 1" || command == "open demo://item/7")"#)
    let user = Self.explorer([host, touched]).explore(seed: 3, runs: 60, length: 50)
    #expect(user.failure == nil, "\(user)")
    let withHost = FlowExplorer(
      program: DemoFlow.program(), deepLinks: ["demo://item/7"], properties: [host],
      inputs: Set(InputKind.allCases)
    ).explore(seed: 3, runs: 60, length: 50)
    #expect(withHost.failure?.broken == "no host command", "\(withHost)")
    #expect(FlowExplorer<DemoRoute>.Command.run("passcode").kind == .host)
    #expect(FlowExplorer<DemoRoute>.Command.set("updateRequired", .bool(true)).kind == .world)
    #expect(FlowExplorer<DemoRoute>.Command.tap("Continue").kind == .user)
  }

  @Test func backIsTheUsersBackAndClosesASheetAtItsRoot() throws {
    let replay = try #require(
      Self.explorer([]).replay([
        .tap("Continue"), .navigate(.selectTab("tab2")), .tap("Show details"), .back, .back,
      ]))
    #expect(replay.applied.map(\.description).suffix(2) == ["tap Show details", "back"])
    #expect(replay.refused == [.back], "at tab 2's root, back has nowhere to go")
    #expect(replay.state.modals.isEmpty)
    #expect(replay.state.visibleRoute == .tab2Home)
  }

  @Test func backGesturesAreExploredAndEndAtTheNextCommand() throws {
    let gesture = try Self.property(
      "a gesture that does not end at once",
      never: #"previous.command == "swipe" && command != "swipe done" "#
        + #"&& command != "swipe cancel""#)
    let result = Self.explorer([gesture]).explore(seed: 11, runs: 40, length: 50)
    #expect(result.failure == nil, "\(result)")
    let cancelled = try Self.property("no gesture cancelled", never: #"command == "swipe cancel""#)
    let found = try #require(
      Self.explorer([cancelled]).explore(seed: 11, runs: 40, length: 50).failure,
      "the default exploration cancels a gesture")
    #expect(found.shrunk.suffix(2) == [.beginBack, .cancelBack], "\(found)")
    let commands = [FlowExplorer<DemoRoute>.Command.beginBack, .completeBack, .cancelBack]
    #expect(commands.map(\.description) == ["swipe", "swipe done", "swipe cancel"])
    #expect(commands.allSatisfy { $0.kind == .user })
    let replay = try #require(
      Self.explorer([]).replay([
        .tap("Continue"), .tap("Go to Secondary 1"), .beginBack, .cancelBack, .beginBack,
        .completeBack, .beginBack,
      ]))
    #expect(replay.refused == [.beginBack], "at the tab's root, a gesture cannot begin")
    #expect(replay.state.visibleRoute == .primary)
    #expect(replay.state.backGesture == nil)
  }

  @Test func relaunchKeepsTheFactsAndRunsTheSequenceAgain() throws {
    let replay = try #require(
      Self.explorer([]).replay([.set("updateRequired", .bool(true)), .relaunch]))
    #expect(replay.refused.isEmpty)
    #expect(replay.facts["updateRequired"] == .bool(true))
    #expect(replay.state.topModal?.id == "forceUpdate", "the gate holds the relaunched app")
    #expect(replay.state.phase.isLaunching)
  }

  @Test func relaunchKeepsThePromptHistoryAndClock() throws {
    let explorer = Self.explorer([])
    // Past what's new, the update nudge asked for and put off: its cooldown is a day.
    let asked: [FlowExplorer<DemoRoute>.Command] = [
      .tap("Continue"), .run("updateNudge"), .tap("Later"),
    ]
    let shown = try #require(explorer.replay(Array(asked.prefix(2))))
    #expect(shown.state.topModal?.id == "updateNudge")
    let again = try #require(explorer.replay(asked + [.relaunch, .run("updateNudge")]))
    #expect(again.refused.isEmpty)
    #expect(again.broken == nil)
    #expect(again.state.topModal == nil, "the cooldown holds across the relaunch")
    let nextDay = try #require(
      explorer.replay(asked + [.relaunch, .wait(.seconds(86_400)), .run("updateNudge")]))
    #expect(nextDay.state.topModal?.id == "updateNudge", "a day after it was asked, it ends")
  }

  @Test func aRelaunchsTransitionsAreCheckedAsAnyCommands() throws {
    let explorer = Self.explorer([])
    let set: [FlowExplorer<DemoRoute>.Command] = [.set("updateRequired", .bool(true))]
    let before = try #require(explorer.replay(set))
    let replay = try #require(explorer.replay(set + [.relaunch]))
    #expect(replay.applied == set + [.relaunch])
    #expect(replay.broken == nil)
    // The cold launch's transitions, and the play after it, are among those checked: the
    // launch screen, then the forced update presented over it.
    let relaunched = replay.transitions.dropFirst(before.transitions.count)
    #expect(relaunched.first?.after.phase.isLaunching == true)
    #expect(relaunched.contains { $0.after.topModal?.id == "forceUpdate" }, "\(relaunched)")
    #expect(relaunched.last?.after == replay.state)
  }

  @Test func aTapNamesAnActionOfTheScreenOnTopOfTheVisibleStack() throws {
    // A launch screen with an action, left bare when the gate over it ends in the background
    // (the next step's modal waits for the foreground): nothing offers that action.
    let yaml = """
      app: Bare
      facts: { updateRequired: true }
      home: { flow: main }
      flows:
        main:
          root: home
          screens:
            home: { title: Home, actions: [ { label: Help, present: help } ] }
      screens:
        splash: { title: Splash, actions: [ { label: Help, present: help } ] }
      modals:
        help: { title: Help, actions: [ { label: Close, dismiss: true } ] }
        update: { title: Update required }
        hello: { title: Hello, actions: [ { label: Continue, finish: true } ] }
      launch:
        - { id: splash, screen: splash, duration: 0.5s }
        - { id: update, kind: gate, after: [splash], when: updateRequired, modal: update }
        - { id: hello, after: [update], modal: hello }
      """
    let program = try #require(Fixtures.load(yaml).definition).program()
    let explorer = FlowExplorer(program: program)
    let bare: [FlowExplorer<ScreenRoute>.Command] = [
      .background, .set("updateRequired", .bool(false)),
    ]
    let replay = try #require(explorer.replay(bare + [.tap("Help"), .foreground]))
    #expect(replay.refused == [.tap("Help")])
    #expect(replay.state.topModal?.id == "hello", "the launch goes on, with no help over it")
  }

  @Test func stepsRunAndCancelAsAnActionsRunDoes() throws {
    let explorer = Self.explorer([])
    // The launch ends with what's new up; past it, home.
    let home: [FlowExplorer<DemoRoute>.Command] = [.tap("Continue")]
    #expect(explorer.replay(home)?.state.topModal == nil)
    let running = try #require(explorer.replay(home + [.run("notifications")]))
    #expect(running.state.topModal?.id == "notifications")
    let cancelled = try #require(
      explorer.replay(home + [.run("notifications"), .cancel("notifications")]))
    #expect(cancelled.refused.isEmpty)
    #expect(cancelled.state.topModal == nil)
    let unknown = try #require(explorer.replay(home + [.run("nope"), .cancel("notifications")]))
    #expect(unknown.refused == [.run("nope"), .cancel("notifications")], "nothing to cancel")
  }

  @Test func theAppsOwnGeneratorIsDrawnAndItsBreakShrunk() throws {
    // Only the app's generator reaches item 999: no tap or link of the demo does.
    let facts = PropertyFacts.names.merging(["screen.id": .int]) { state, _ in state }
    let property = FlowProperty(
      "never item 999", .never(try Condition(parsing: "screen.id == 999", facts: facts)))
    let explorer = FlowExplorer(
      program: DemoFlow.program(), properties: [property],
      generator: { state, random in
        state.phase.isLaunching || Bool.random(using: &random)
          ? nil : .navigate(.push(.item(id: 999)))
      })
    let failure = try #require(explorer.explore(seed: 5, runs: 20, length: 40).failure)
    #expect(failure.broken == "never item 999")
    #expect(failure.shrunk.last == .navigate(.push(.item(id: 999))), "\(failure)")
    #expect(failure.shrunk.count <= 3, "past the launch's modals, then the push: \(failure)")
    let without = FlowExplorer(program: DemoFlow.program(), properties: [property])
    #expect(without.explore(seed: 5, runs: 20, length: 40).failure == nil)
  }
}
