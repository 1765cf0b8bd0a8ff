import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

@Suite struct RestoreRuleLoadingTests {
  /// A tab app with a passcode at launch; `restore:` is appended.
  static let app = """
    app: Restore
    facts: { passcodeEnabled: true }
    home: { tabs: [main] }
    flows:
      main:
        root: home
        screens:
          home:
            actions:
              - { label: Next, push: next }
          next: {}
    modals:
      passcode:
        actions:
          - { label: Unlock, finish: true }
    launch:
      - { id: passcode, when: passcodeEnabled, modal: passcode }

    """

  @Test(arguments: [
    ("", RestoreRule.home), ("restore: home\n", .home), ("restore: stacks\n", .stacks(within: nil)),
    ("restore: { stacks: true, within: 30m }\n", .stacks(within: .seconds(1_800))),
    ("restore: { stacks: false }\n", .home),
  ])
  func theRestoreKeySaysWhatAColdLaunchKeeps(yaml: String, expected: RestoreRule) throws {
    let result = Fixtures.load(Self.app + yaml)
    let definition = try #require(result.definition, "\(result.rendered())")
    #expect(definition.restoreRule == expected)
    #expect(try definition.program().restoreRule == expected)
  }

  @Test func aRestoreValueOfAnotherKindIsAnErrorAtItsPlace() {
    #expect(
      Fixtures.lines(Self.app + "restore: stack\n") == [
        "test.yaml:18:10: error: 'stack' is not a valid restore; write home, stacks, or "
          + "{ stacks: true, within: 30m }"
      ])
    #expect(
      Fixtures.lines(Self.app + "restore: { within: 30m }\n") == [
        "test.yaml:18:10: error: missing 'stacks' in 'restore'"
      ])
    #expect(
      Fixtures.lines(Self.app + "restore: { stacks: true, within: soon }\n") == [
        "test.yaml:18:34: error: 'soon' is not a valid duration; write it like 0.5s, 800ms, 2m, "
          + "20h or 3d"
      ])
  }

  @Test func theREPLsRelaunchKeepsTheStacksWhenTheFlowSaysSo() throws {
    for (rule, expected) in [("home", "home"), ("stacks", "next")] {
      let definition = try #require(Fixtures.load(Self.app + "restore: \(rule)\n").definition)
      var (session, _) = try AppSession.start(definition)
      _ = session.settle()
      _ = try session.perform(.tap(.label("Unlock")), settling: true)
      _ = try session.perform(.tap(.label("Next")), settling: true)
      _ = try session.perform(.relaunch(from: .icon), settling: true)
      #expect(session.state.topModal?.id == "passcode", "a cold launch asks again")
      _ = try session.perform(.tap(.label("Unlock")), settling: true)
      #expect(session.state.visibleRoute?.screen == expected, "restore: \(rule)")
    }
  }
}
