import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Scenarios over prompt policies: `wait` in days, `relaunch --from`, and `expect step … skipped
/// "reason"` reading the core's words.
@Suite struct ScenarioPromptTests {
  private func file(_ text: String) throws -> (ScenarioFile, FlowDefinition) {
    let definition = try #require(PromptApp.definition())
    return (ScenarioFile.parse(path: "t.scenario", text: text, for: definition), definition)
  }

  private func failure(_ text: String) throws -> String? {
    let (file, definition) = try file(text)
    try #require(file.diagnostics.isEmpty, "\(file.rendered())")
    let results = file.scenarios.map(ScenarioRunner(definition: definition).run)
    return results.compactMap(\.failure).first?.description
  }

  @Test func theReviewQuotaTheLinkRuleAndTheDailyNudgeHold() throws {
    #expect(
      try failure(
        """
        scenario: Prompts keep to their policies
        expect modal update
        tap Later
        expect modal review
        tap Not now
        expect step review finished
        wait 20h
        relaunch
        expect step update skipped "cooldown: 4h left"
        expect step update skipped "cooldown"
        tap Not now
        wait 1d 2h
        relaunch --from link prompts://item/42
        tap Later
        expect step review skipped "not on link launches"
        expect screen item(id: 42)
        wait 1d
        relaunch --from notification
        tap Later
        expect step review running
        tap Not now
        expect step review finished
        wait 3d
        relaunch --from shortcut compose
        tap Later
        expect step review skipped "quota: 3 of 3 in 365 days"
        wait 365d
        relaunch
        tap Later
        expect step review running
        expect modal review
        """) == nil)
  }

  @Test func aStepExpectationThatFailsShowsWhatHappened() throws {
    let text = """
      tap Later
      tap Not now
      relaunch
      expect step update finished
      """
    #expect(
      try failure(text) == """
        t.scenario:4:1: error: scenario 't': unexpected status of step 'update'
        − step update finished
        + step update skipped (cooldown: 1d left)

        """)
    #expect(
      try failure("tap Later\ntap Not now\nrelaunch\nexpect step update skipped \"quota\"\n")
        == """
        t.scenario:4:1: error: scenario 't': unexpected status of step 'update'
        − step update skipped (quota)
        + step update skipped (cooldown: 1d left)

        """)
  }

  @Test func malformedStepExpectationsAreRefusedWithPositions() throws {
    let (file, _) = try file(
      """
      expect step
      expect step reveiw finished
      expect step review done
      expect step review finished "why"
      expect step review skipped cooldown
      expect step review
      """)
    #expect(
      file.diagnostics.map(\.description) == [
        "t.scenario:1:1: error: 'expect step' needs a step and its status, as in 'expect step review skipped'",
        "t.scenario:2:13: error: unknown step 'reveiw'",
        "t.scenario:3:20: error: 'done' is not a step status; write waiting, running, finished, skipped, cancelled or failed",
        "t.scenario:4:29: error: write why a step was skipped in double quotes after 'skipped', as in 'expect step review skipped \"cooldown: 20h left\"'; got '\"why\"'",
        "t.scenario:5:28: error: write why a step was skipped in double quotes after 'skipped', as in 'expect step review skipped \"cooldown: 20h left\"'; got 'cooldown'",
        "t.scenario:6:1: error: 'expect step' needs a status after the step, as in 'expect step review finished'",
      ])
  }

  @Test func relaunchAndWaitRefusalsAreScenarioErrors() throws {
    let (file, _) = try file("relaunch --from lnk x\nwait 4000d\n")
    #expect(
      file.diagnostics.map(\.description) == [
        "t.scenario:1:1: error: 'relaunch': '--from lnk x' is not where the app can launch from; write 'relaunch --from icon|link URL|shortcut [NAME]|notification', or a source the app's prompts name",
        "t.scenario:2:1: error: 'wait': '4000d' is too long; wait at most 3650d at a time",
      ])
  }
}
