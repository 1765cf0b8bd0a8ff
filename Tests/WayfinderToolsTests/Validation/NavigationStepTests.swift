import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// The navigations an app's buttons need beyond push, pop and present — `back`, `setRoot`,
/// `replaceTop`, `pushNew`, `bringToFront`, `dismissAll` and a `do:` list of several — load as
/// the core's commands, are checked where they are written, and are performed by a tap through
/// the core.
@Suite struct NavigationStepTests {
  /// An app whose `home` screen gets `actions`, with a tab `news`, a flow modal `help` and a
  /// single-screen modal `info`.
  private func app(_ actions: String, info: String = "{ label: Close, dismiss: true }") -> String {
    """
    app: Test
    home: { tabs: [main, news] }
    flows:
      main:
        root: home
        screens:
          home:
            actions:
              - { label: Info, present: info }
              - { label: Help, present: help }
              - { label: Item, push: item, with: { id: 1 } }
              \(actions)
          item:
            params: { id: int }
            actions: [ { label: Home, popToRoot: true }, { label: Profile, push: profile } ]
          profile: { actions: [ { label: Back, back: true } ] }
      news: { root: headlines, screens: { headlines: { title: Headlines } } }
    modals:
      info: { actions: [ \(info) ] }
      help:
        root: helpHome
        screens: { helpHome: { actions: [ { label: Close, back: true } ] } }

    """
  }

  private func navigation(_ action: String) throws -> FlowAction.Navigation {
    let result = Fixtures.load(app(action))
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    let definition = try #require(result.definition)
    let home = try #require(definition.screens["home"])
    return try #require(home.actions.last).flowAction(in: definition).navigation
  }

  private func errors(_ actions: String, info: String = "{ label: Close, dismiss: true }")
    -> [String]
  {
    Fixtures.load(app(actions, info: info)).errors.map(\.description)
  }

  // MARK: Each action loads as the core's command

  @Test func eachActionLoadsAsItsNavigation() throws {
    let item = ScreenRoute("item", arguments: ["id": .int(2)])
    let profile = try #require(Fixtures.load(app("")).definition?.screens["profile"])
    #expect(profile.actions.first?.effect == .back)
    #expect(try navigation("- { label: Close all, dismissAll: true }") == .dismissAll)
    #expect(try navigation("- { label: Profile, setRoot: profile }") == .setRoot("profile"))
    #expect(
      try navigation("- { label: Swap, replaceTop: item, with: { id: 2 } }") == .replaceTop(item))
    #expect(try navigation("- { label: Once, pushNew: item, with: { id: 2 } }") == .pushNew(item))
    #expect(
      try navigation("- { label: Front, bringToFront: item, with: { id: 2 } }")
        == .bringToFront(item))
    #expect(
      try navigation(
        "- { label: News, do: [dismissAll, { switchTab: news }, popToRoot, "
          + "{ present: help, style: fullScreen }] }")
        == .transaction([
          .dismissAll, .switchTab("news"), .popToRoot,
          .present("help", root: "helpHome", style: .fullScreen, hasNavigation: true),
        ]))
  }

  @Test func aTemplateInAStepCountsTheRoutesOfTheStepsBeforeIt() throws {
    let twice =
      #"{ label: Twice, do: [{ push: item, with: { id: 1 } }, "#
      + #"{ push: item, with: { id: "{id}" } }] }"#
    let result = Fixtures.load(
      app("").replacingFirst(
        "{ label: Profile, push: profile }", "{ label: Profile, push: profile }, " + twice))
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    let definition = try #require(result.definition)
    let action = try #require(definition.screens["item"]?.actions.last).flowAction(in: definition)
    #expect(
      action.forwardedArguments
        == [ForwardedArgument(route: 1, parameter: "id", type: .int, source: .parameter("id"))])
    let resolved = try action.resolvedNavigation(
      from: ScreenRoute("item", arguments: ["id": .int(7)]), facts: [:])
    #expect(
      resolved
        == .transaction([
          .push(ScreenRoute("item", arguments: ["id": .int(1)])),
          .push(ScreenRoute("item", arguments: ["id": .int(7)])),
        ]))
  }

  // MARK: What `check` reports, word for word

  @Test func unknownScreensTabsAndModalsAreNamedWhereTheStepIs() {
    #expect(
      errors("- { label: Go, setRoot: profil }") == [
        "test.yaml:12:35: error: unknown screen 'profil'"
      ])
    #expect(
      errors("- { label: Go, replaceTop: itme, with: { id: 1 } }") == [
        "test.yaml:12:38: error: unknown screen 'itme'"
      ])
    #expect(
      errors("- { label: Go, pushNew: nope }") == ["test.yaml:12:35: error: unknown screen 'nope'"])
    #expect(
      errors("- { label: Go, bringToFront: item }") == [
        "test.yaml:12:40: error: missing argument 'id' for screen 'item'"
      ])
    #expect(
      errors(
        "- { label: Go, do: [dismissAll, { switchTab: new }, { push: item, with: { id: x } }] }")
        == [
          "test.yaml:12:56: error: unknown tab 'new'",
          "test.yaml:12:83: error: argument 'id' of screen 'item' must be int, found a string 'x'",
        ])
  }

  @Test func aDoListIsCheckedStepByStep() {
    #expect(
      errors("- { label: Go, do: [dismissal] }") == [
        "test.yaml:12:31: error: unknown step 'dismissal' in 'do'; a step is 'back', 'pop', "
          + "'popToRoot', 'dismiss' or 'dismissAll', or a mapping such as '{ push: screen }'"
      ])
    #expect(
      errors("- { label: Go, do: [{ push: profile, present: help }] }") == [
        "test.yaml:12:48: error: a step of 'do' does one navigation, but this one has both 'push' "
          + "and 'present'; make them two steps"
      ])
    #expect(
      errors("- { label: Go, do: [{ with: { id: 1 } }] }") == [
        "test.yaml:12:31: error: a step of 'do' needs a navigation, such as '{ push: screen }' or "
          + "'dismissAll'"
      ])
    #expect(
      errors("- { label: Go, do: [{ do: [back] }] }") == [
        "test.yaml:12:33: error: a step of 'do' cannot be a 'do' of its own; write its steps in "
          + "the one list"
      ])
    #expect(
      errors("- { label: Go, do: [] }") == [
        "test.yaml:12:30: error: 'do' must be a list of at least one step, found an empty list"
      ])
    #expect(
      errors("- { label: Go, push: item, with: { id: 1 }, do: [back] }") == [
        "test.yaml:12:55: error: an action can do one navigation, but this one has both 'push' and "
          + "'do'; put them both in 'do'"
      ])
  }

  @Test func aMoveOntoASingleScreenModalsStackIsAnError() {
    #expect(
      errors("", info: "{ label: Go, setRoot: profile }") == [
        "test.yaml:19:35: error: 'setRoot' needs a navigation stack, but modal 'info' shows a "
          + "single screen; give it 'root' and 'screens' to make it a flow"
      ])
    #expect(
      errors("", info: "{ label: Go, pushNew: profile }") == [
        "test.yaml:19:35: error: 'pushNew' needs a navigation stack, but modal 'info' shows a "
          + "single screen; give it 'root' and 'screens' to make it a flow"
      ])
    // After a step that closes the modal, the move acts on the stack under it.
    #expect(errors("", info: "{ label: Go, do: [dismiss, { setRoot: profile }] }").isEmpty)
  }

  @Test func backOnTheRootOfAHomeStackIsAnError() {
    let result = Fixtures.load(app("- { label: Up, back: true }"))
    #expect(
      result.errors.map(\.description) == [
        "test.yaml:12:26: error: 'back' on screen 'home', which is the root of tab 'main': there "
          + "is nothing to go back to and no modal to close"
      ])
    // On a modal's root, back closes the modal: `help` has no other way out, and needs none.
    #expect(!result.diagnostics.contains { $0.description.contains("no way out") })
  }

  // MARK: The graph and a tap

  @Test func theGraphDrawsEachToWhereItLeads() throws {
    let yaml = app(
      "- { label: Sign in, setRoot: profile }\n"
        + "          - { label: Latest, do: [dismissAll, { switchTab: news }, popToRoot] }\n"
        + "          - { label: Front, bringToFront: item, with: { id: 3 } }")
    let definition = try #require(Fixtures.load(yaml).definition)
    let edges = FlowGraph(definition).edges.filter { $0.from == "s_home" || $0.from == "s_profile" }
    #expect(
      edges.map { "\($0.label ?? ""): \($0.to)" } == [
        "Info: s_info", "Help: s_helpHome", "Item: s_item", "Sign in: s_profile",
        "Latest: s_headlines", "Front: s_item", "Back: back_flow_main",
      ])
  }

  // MARK: A tap performs them through the core

  @Test func aTapPerformsEachThroughTheCore() throws {
    let yaml = app(
      "- { label: Sign in, setRoot: profile }\n"
        + "          - { label: Latest, do: [dismissAll, { switchTab: news }] }")
    let result = Fixtures.load(yaml)
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    var (session, _) = try AppSession.start(try #require(result.definition))
    _ = session.settle()
    _ = try session.perform(.tap(.label("Info")), settling: true)
    _ = try session.perform(.back, settling: true)
    _ = try session.perform(.tap(.label("Latest")), settling: true)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.visibleRoute == "headlines")
    _ = try session.perform(.selectTab("main"), settling: true)
    _ = try session.perform(.tap(.label("Item")), settling: true)
    _ = try session.perform(.tap(.label("Profile")), settling: true)
    _ = try session.perform(.tap(.label("Back")), settling: true)
    #expect(session.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(1)]))
    _ = try session.perform(.tap(.label("Home")), settling: true)
    _ = try session.perform(.tap(.label("Sign in")), settling: true)
    #expect(session.state.visibleStack?.root == "profile")
    #expect(session.state.visibleStack?.path == [])
    do throws(SessionError) {
      _ = try session.perform(.tap(.label("Back")), settling: true)
      Issue.record("back: true left the root")
    } catch {
      #expect(error.description == "Cannot pop: 'profile' is the root of tab 'main'.")
    }
  }
}
