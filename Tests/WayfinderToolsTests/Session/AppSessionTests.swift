import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The demo app driven through a session, as the REPL and scenario files drive it.
@Suite struct AppSessionTests {
  private func demo(facts: [String: FactValue] = [:]) throws -> AppSession {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var initial = definition.initialFacts
    for (name, value) in facts { initial[name] = value }
    var (session, _) = try AppSession.start(definition, facts: initial)
    _ = session.settle()
    return session
  }

  private func screen(_ session: AppSession) -> String? { session.state.visibleRoute?.screen }

  @Test func launchPlaysUntilSomeoneMustAct() throws {
    let session = try demo()
    #expect(screen(session) == "whatsNew")
    #expect(session.time == .milliseconds(1300))
    #expect(session.state.phase.isLaunching)
  }

  @Test func finishingTheLastModalShowsHome() throws {
    var session = try demo()
    let output = try session.perform(.tap(.label("continue")), settling: false)
    #expect(session.state.phase == .home)
    #expect(screen(session) == "primary")
    #expect(session.facts["lastSeenVersion"] == .version(AppVersion([2, 0])))
    #expect(output.events.map(\.kind.name).suffix(2) == ["step.skip", "launch.finish"])
  }

  @Test func walksTheFirstTabFlow() throws {
    var session = try demo(facts: ["lastSeenVersion": .version(AppVersion([2, 0]))])
    #expect(session.state.phase == .home)
    _ = try session.perform(.tap(.number(1)), settling: false)
    _ = try session.perform(.tap(.label("Go to Tertiary")), settling: false)
    #expect(session.state[tab: "tab1"]?.path.map(\.screen) == ["secondary1", "tertiary"])
    _ = try session.perform(.tap(.label("Back to Primary")), settling: false)
    #expect(screen(session) == "primary")
    _ = try session.perform(.tap(.number(2)), settling: false)
    _ = try session.perform(.back, settling: false)
    #expect(screen(session) == "primary")
  }

  @Test func typedArgumentsReachTheScreen() throws {
    var session = try demo(facts: ["lastSeenVersion": .version(AppVersion([2, 0]))])
    _ = try session.perform(.tap(.number(1)), settling: false)
    _ = try session.perform(.tap(.label("Open item")), settling: false)
    #expect(
      session.visibleScreen?.screen.title(for: session.state.visibleRoute ?? "x") == "Item 42")
  }

  @Test func refusedCommandsChangeNothing() throws {
    var session = try demo(facts: ["lastSeenVersion": .version(AppVersion([2, 0]))])
    let before = session.state
    func refused(_ command: SessionCommand, _ message: String) {
      #expect(throws: SessionError.self) { try session.perform(command, settling: false) }
      do {
        _ = try session.perform(command, settling: false)
      } catch {
        #expect(error.description == message)
      }
      #expect(session.state == before)
    }
    refused(.back, "Cannot pop: 'primary' is the root of tab 'tab1'.")
    refused(.tap(.number(9)), "There is no action 9: choose 1 to 2.")
    refused(
      .tap(.label("Go to")),
      "'Go to' matches several actions: 'Go to Secondary 1', 'Go to Secondary 2'. Type more of the label, or its number."
    )
    refused(
      .tap(.label("Go to Secundary 1")),
      "No action is labelled 'Go to Secundary 1'. Did you mean 'Go to Secondary 1'?")
    refused(.selectTab("3"), "There is no tab 3: choose 1 to 2.")
    refused(.selectTab("tab3"), "Unknown tab 'tab3'. Did you mean 'tab1'?")
    refused(
      .set(fact: "pascodeEnabled", value: "true"),
      "Unknown fact 'pascodeEnabled'. Did you mean 'passcodeEnabled'?")
    refused(
      .set(fact: "passcodeEnabled", value: "yes"), "Fact 'passcodeEnabled' is a bool; 'yes' is not."
    )
    refused(
      .open("demo://item/abc"), "Deep link 'demo://item/abc': 'abc' is not an int for '{id}'.")
    refused(.dismiss, "Cannot dismiss: no modal is presented.")
  }

  @Test func tabsByNumberAndDeepLinks() throws {
    var session = try demo(facts: ["lastSeenVersion": .version(AppVersion([2, 0]))])
    _ = try session.perform(.selectTab("2"), settling: false)
    #expect(screen(session) == "tab2Home")
    _ = try session.perform(.open("demo://item/7"), settling: false)
    #expect(session.state[tab: "tab1"]?.path.map(\.description) == ["secondary1", "item(id: 7)"])
  }

  @Test func forcedUpdateBlocksUntilTheFactChanges() throws {
    var session = try demo(facts: ["updateRequired": .bool(true)])
    #expect(screen(session) == "forceUpdate")
    let refusal = #expect(throws: SessionError.self) {
      try session.perform(.dismiss, settling: false)
    }
    #expect(
      refusal?.description
        == "Cannot dismiss: 'forceUpdate' holds the app while updateRequired; "
        + "'set updateRequired false' lifts it.")
    _ = try session.perform(.wait(.seconds(60)), settling: false)
    #expect(screen(session) == "forceUpdate")
    _ = try session.perform(.set(fact: "updateRequired", value: "false"), settling: false)
    #expect(screen(session) == "whatsNew")
  }

  @Test func passcodeComesFirstAndAgainOnForeground() throws {
    var session = try demo(facts: [
      "passcodeEnabled": .bool(true), "lastSeenVersion": .version(AppVersion([2, 0])),
    ])
    #expect(screen(session) == "passcode")
    _ = try session.perform(.tap(.label("Unlock")), settling: true)
    #expect(session.state.phase == .home)
    _ = try session.perform(.tap(.number(1)), settling: false)
    _ = try session.perform(.background, settling: false)
    _ = try session.perform(.foreground, settling: false)
    #expect(screen(session) == "passcode", "the passcode presents over home again")
    _ = try session.perform(.tap(.label("Unlock")), settling: true)
    #expect(screen(session) == "secondary1", "home kept its stack")
  }

  @Test func deepLinkDuringLaunchWaitsForHome() throws {
    var session = try demo()
    _ = try session.perform(.open("demo://tertiary"), settling: false)
    #expect(screen(session) == "whatsNew")
    _ = try session.perform(.tap(.label("Continue")), settling: false)
    #expect(screen(session) == "tertiary")
  }

  @Test func contactCheckFollowsWhatsNewWhenNeeded() throws {
    var session = try demo(facts: ["contactInfoConfirmed": .bool(false)])
    _ = try session.perform(.tap(.label("Continue")), settling: false)
    #expect(screen(session) == "contactInfo")
    _ = try session.perform(.tap(.label("Yes")), settling: false)
    #expect(session.facts.isTrue("contactInfoConfirmed"))
    #expect(session.state.phase == .home)
  }

  @Test func dismissingALaunchModalCancelsItsStep() throws {
    var session = try demo()
    let output = try session.perform(.dismiss, settling: false)
    #expect(output.events.map(\.description).contains("1.300s step.cancel whatsNew"))
    #expect(session.state.phase == .home)
    #expect(session.facts["lastSeenVersion"] == .version(AppVersion([1, 0])))
  }

  @Test func relaunchKeepsTheFacts() throws {
    var session = try demo()
    _ = try session.perform(.tap(.label("Continue")), settling: false)
    _ = try session.perform(.relaunch(), settling: true)
    #expect(session.state.phase == .home, "what's new was seen: nothing to show")
    #expect(session.time == .milliseconds(2600))
  }
}

@Suite struct GateSessionTests {
  private static let app = """
    app: Gates
    version: "1.0"
    facts: { loggedIn: false, agreed: false }
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home: { title: Home, actions: [ { label: Done, finish: true } ] }
    modals:
      login:
        title: Sign in
        actions:
          - { label: Sign in, set: { loggedIn: true }, finish: true }
          - { label: Not yet, finish: true }
      terms:
        title: Terms
        actions:
          - { label: Agree, set: { agreed: true }, finish: true }
    launch:
      - { id: login, kind: gate, when: "!loggedIn", modal: login }
      - { id: terms, after: [login], when: "!agreed", modal: terms }
    """

  private func session() throws -> AppSession {
    let definition = try #require(Fixtures.load(Self.app).definition)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    return session
  }

  @Test func liftingAGateFinishesItsStepNotTheNextOne() throws {
    var session = try session()
    #expect(session.state.visibleRoute?.screen == "login")
    _ = try session.perform(.tap(.label("Sign in")), settling: false)
    #expect(session.state.visibleRoute?.screen == "terms", "the next step's modal stays up")
    #expect(session.launch.status(of: "terms") == .running)
    _ = try session.perform(.tap(.label("Agree")), settling: false)
    #expect(session.state.phase == .home)
  }

  @Test func aGateIsNotFinishedByWordAlone() throws {
    var session = try session()
    let error = SessionError.gateStillHolds(label: "Not yet", step: "login")
    #expect(throws: error) { try session.perform(.tap(.label("Not yet")), settling: false) }
    #expect(
      error.description
        == "'Not yet' cannot finish 'login': a gate ends only when the facts it depends on change.")
    #expect(session.state.visibleRoute?.screen == "login")
  }

  @Test func finishingWithoutAInteractionStepIsExplained() throws {
    var session = try session()
    _ = try session.perform(.tap(.label("Sign in")), settling: false)
    _ = try session.perform(.tap(.label("Agree")), settling: false)
    #expect(session.state.phase == .home)
    let before = session.state
    let error = #expect(throws: SessionError.self) {
      try session.perform(.tap(.label("Done")), settling: false)
    }
    #expect(error == .nothingToFinish(label: "Done"))
    #expect(
      error?.description
        == "'Done' finishes the modal it is on, but this screen is not in a modal.")
    #expect(session.state == before, "a refused finish changes nothing")
  }
}

/// A modal presented both by a launch step and by the app: its `finish` action finishes the
/// step in the first case and dismisses the modal in the second.
@Suite struct FinishOnDemandTests {
  private static let app = """
    app: News
    version: "2.0"
    facts: { seen: "1.0" }
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: What's new, present: news }
              - { label: Help, present: help }
    modals:
      news:
        title: News
        actions:
          - { label: Got it, finish: true }
          - { label: Later, dismiss: true, finish: true }
      help:
        root: helpHome
        screens:
          helpHome: { title: Help, actions: [ { label: More, push: helpMore } ] }
          helpMore: { title: More, actions: [ { label: Thanks, set: { seen: "1.5" }, finish: true } ] }
    launch:
      - { id: news, when: "seen < version", modal: news, sets: { seen: version } }
    """

  @Test func finishEndsTheStepAtLaunchAndDismissesOnDemand() throws {
    let result = Fixtures.load(Self.app)
    // `Later` keeps its redundant `dismiss: true` to show it changes nothing; `check` says so.
    #expect(
      result.diagnostics.map(\.description) == [
        "test.yaml:19:25: warning: 'Later' finishes step 'news' and closes its modal when the "
          + "step presented it, so 'dismiss: true' is ignored after the finish (it would close "
          + "what lies under) and can be dropped: where the app presents the modal, the finish "
          + "dismisses it."
      ])
    let definition = try #require(result.definition)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    #expect(session.state.finishTarget == .step("news"))
    _ = try session.perform(.tap(.label("Got it")), settling: false)
    #expect(session.state.phase == .home)
    #expect(session.facts["seen"] == .version(AppVersion([2, 0])))
    _ = try session.perform(.tap(.label("What's new")), settling: false)
    #expect(session.state.finishTarget == .modal("news"))
    _ = try session.perform(.tap(.label("Got it")), settling: false)
    #expect(session.state.modals.isEmpty)
    _ = try session.perform(.tap(.label("What's new")), settling: false)
    _ = try session.perform(.tap(.label("Later")), settling: false)
    #expect(session.state.modals.isEmpty)
    // Deep in a modal flow: the facts are set, then the whole modal goes.
    _ = try session.perform(.tap(.label("Help")), settling: false)
    _ = try session.perform(.tap(.label("More")), settling: false)
    _ = try session.perform(.tap(.label("Thanks")), settling: false)
    #expect(session.state.modals.isEmpty)
    #expect(session.facts["seen"] == .version(AppVersion([1, 5])))
  }
}
