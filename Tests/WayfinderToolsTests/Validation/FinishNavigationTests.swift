import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// An action that finishes the step that presented its modal does so before it navigates: a
/// stack move then acts on what lies under the closed modal, and a `dismiss` is skipped.
/// `check` warns where the flow file reads otherwise.
@Suite struct FinishNavigationTests {
  /// An app whose launch step `passcode` presents the flow modal `passcode`; `action` is the
  /// first action of its root screen `unlock`, on line 19. Flow `other` is declared (on line
  /// 11, left blank otherwise) when `tabs` names it.
  private func app(
    _ action: String, tabs: String = "[main]", modal: String = "", extra: String = ""
  ) -> String {
    let other =
      tabs.contains("other")
      ? "  other: { root: otherHome, screens: { otherHome: { title: Other } } }" : ""
    return """
      app: Test
      home: { tabs: \(tabs) }
      flows:
        main:
          root: home
          screens:
            home:
              title: Home
              actions: [ { label: Open, push: item }\(extra) ]
            item: { title: Item, actions: [ { label: Back, popTo: home } ] }
      \(other)
      modals:
        passcode:
          root: unlock
          screens:
            unlock:
              title: Unlock
              actions:
                - \(action)
                - { label: More, push: more }
            more: { title: More, actions: [ { label: Up, pop: true } ] }
      \(modal)
      launch:
        - { id: passcode, modal: passcode }

      """
  }

  /// `file:line:column: severity: message` of each diagnostic.
  private func lines(_ yaml: String) -> [String] { Fixtures.lines(yaml) }

  /// The pushed screen lands on home's stack: its `popTo: home` is no error.
  @Test func aPushAfterAFinishLandsUnderTheModal() {
    #expect(
      lines(app("{ label: Unlock and open item, finish: true, push: item }")) == [
        "test.yaml:19:58: warning: 'Unlock and open item' finishes step 'passcode' and closes "
          + "its modal, so 'push: item' lands on the stack under it (tab 'main'), not in the "
          + "modal. Drop 'finish: true' to stay in the modal, or move the push to the screen the "
          + "user reaches next."
      ])
  }

  @Test func everyStackMoveIsNamedAsWritten() {
    let cases: [(String, String)] = [
      ("pop: true", "'pop: true' pops the stack under it (tab 'main'), not the modal's"),
      ("pop: 2", "'pop: 2' pops the stack under it (tab 'main'), not the modal's"),
      ("popTo: home", "'popTo: home' pops the stack under it (tab 'main'), not the modal's"),
      (
        "popToRoot: true", "'popToRoot: true' pops the stack under it (tab 'main'), not the modal's"
      ),
      (
        "replace: item", "'replace: item' replaces the stack under it (tab 'main'), not the modal's"
      ),
      (
        "replace: [item, item]",
        "'replace: [item, item]' replaces the stack under it (tab 'main'), not the modal's"
      ),
    ]
    for (navigation, effect) in cases {
      let noun = navigation.hasPrefix("replace") ? "replace" : "pop"
      let result = Fixtures.load(app("{ label: Done, finish: true, \(navigation) }"))
      // The pop acts on the stack under the modal, which the stack checks cannot know.
      #expect(result.errors.isEmpty, "\(navigation): \(result.errors)")
      let found = result.diagnostics.filter { $0.message.contains("finishes step") }.map(\.message)
      #expect(
        found == [
          "'Done' finishes step 'passcode' and closes its modal, so \(effect). Drop 'finish: "
            + "true' to stay in the modal, or move the \(noun) to the screen the user reaches next."
        ], "\(navigation)")
    }
  }

  @Test func aDismissAfterAFinishIsIgnored() {
    #expect(
      lines(app("{ label: Unlock and close, finish: true, dismiss: true }")) == [
        "test.yaml:19:54: warning: 'Unlock and close' finishes step 'passcode' and closes its "
          + "modal, so 'dismiss: true' is ignored after the finish (it would close what lies "
          + "under) and can be dropped."
      ])
  }

  @Test func navigationsThatMeanSomethingAfterAFinishAreFine() {
    let modal = "  help: { title: Help, actions: [ { label: Close, dismiss: true } ] }"
    let deepLinks = "deepLinks:\n  - { url: \"test://item\", tab: main, path: [item] }"
    for navigation in [
      "switchTab: other", "open: \"test://item\"", "present: help", "set: { seen: true }",
    ] {
      let yaml = app(
        "{ label: Done, finish: true, \(navigation) }", tabs: "[main, other]",
        modal: modal + "\n" + deepLinks, extra: ", { label: Help, present: help }")
      #expect(lines(yaml).isEmpty, "\(navigation): \(lines(yaml))")
    }
    // A push without `finish` stays in the modal (the template's `More`).
    #expect(lines(app("{ label: Unlock, finish: true }")).isEmpty)
  }

  @Test func severalTabsAndTheAppsOwnModalsAreNamedAsWhatMayLieUnder() {
    let yaml = app(
      "{ label: Go, finish: true, push: item }", tabs: "[main, other]",
      modal: "  help: { title: Help, actions: [ { label: Close, dismiss: true } ] }",
      extra: ", { label: Help, present: help }")
    #expect(
      Fixtures.load(yaml).diagnostics.map(\.message) == [
        "'Go' finishes step 'passcode' and closes its modal, so 'push: item' lands on the stack "
          + "under it (home's selected tab, or a modal the app presented), not in the modal. "
          + "Drop 'finish: true' to stay in the modal, or move the push to the screen the user "
          + "reaches next."
      ])
  }

  @Test func aModalTheAppPresentsTooIsQualifiedAndEveryStepNamed() {
    let yaml =
      app(
        "{ label: Go, finish: true, popToRoot: true }", tabs: "[main]",
        extra: ", { label: Lock, present: passcode }"
      ) + "  - { id: again, modal: passcode }\n"
    #expect(
      Fixtures.load(yaml).diagnostics.map(\.message) == [
        "'Go' finishes step 'passcode' or 'again' and closes its modal when the step presented "
          + "it, so 'popToRoot: true' pops the stack under it (tab 'main', or a modal the app "
          + "presented), not the modal's. Drop 'finish: true' to stay in the modal, or move the "
          + "pop to the screen the user reaches next."
      ])
    let dismiss = yaml.replacingFirst("popToRoot: true", "dismiss: true")
    #expect(
      Fixtures.load(dismiss).diagnostics.map(\.message) == [
        "'Go' finishes step 'passcode' or 'again' and closes its modal when the step presented "
          + "it, so 'dismiss: true' is ignored after the finish (it would close what lies under) "
          + "and can be dropped: where the app presents the modal, the finish dismisses it."
      ])
  }

  @Test func aSingleScreenStepModalMayPushAfterItsFinish() {
    let single = """
      app: Test
      home: { flow: main }
      flows:
        main:
          root: home
          screens:
            home: { title: Home, actions: [ { label: Lock, run: passcode } ] }
            item: { title: Item }
      modals:
        passcode:
          title: Passcode
          actions:
            - { label: Unlock and open item, finish: true, push: item }
      interactions:
        - { id: passcode, modal: passcode }

      """
    #expect(
      lines(single) == [
        "test.yaml:13:54: warning: 'Unlock and open item' finishes step 'passcode' and closes "
          + "its modal, so 'push: item' lands on the stack under it (flow 'main'), not in the "
          + "modal. Drop 'finish: true' to stay in the modal, or move the push to the screen the "
          + "user reaches next."
      ])
    // Presented by the app too, the push would happen in the single screen: still an error.
    let alsoByApp = single.replacingFirst("run: passcode", "present: passcode")
    #expect(
      Fixtures.load(alsoByApp).errors.map(\.description) == [
        "test.yaml:13:60: error: modal 'passcode' shows a single screen and cannot push; give it "
          + "'root' and 'screens' to make it a flow"
      ])
  }

  @Test func jsonPointsAtTheNavigationKeyToo() {
    let json = """
      {"app": "Test", "home": {"flow": "main"},
       "flows": {"main": {"root": "home", "screens": {
         "home": {"title": "Home", "actions": [{"label": "Lock", "run": "passcode"}]}}}},
       "modals": {"passcode": {"title": "Passcode", "actions": [
         {"label": "Unlock", "finish": true, "popToRoot": true}]}},
       "interactions": [{"id": "passcode", "modal": "passcode"}]}
      """
    let diagnostics = Fixtures.load(json, path: "test.json").diagnostics
    #expect(diagnostics.map { $0.location?.description } == ["test.json:5:40"])
    #expect(diagnostics.first?.severity == .warning)
  }

  @Test func theShippedAppsHaveNoNavigationAfterAFinish() throws {
    for app in try FlowCatalog.apps(at: Fixtures.path("Flows")).get() {
      let messages = FlowLoader.load(app).diagnostics.map(\.message)
      #expect(!messages.contains { $0.contains("closes its modal") }, "\(app.name): \(messages)")
    }
  }
}
