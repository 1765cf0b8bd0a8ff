import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A launch step's prompt keys (`cooldown`, `quota`, `spacing`, `from`, `counted`) and the
/// app's own launch sources (`sources:`): decoded into the step's policy, and every mistake
/// reported where it is, word for word.
@Suite struct PromptRuleTests {
  static let modals = """
    modals:
      review: { title: Rate us, actions: [{ label: Rate, finish: true }] }
      update: { style: fullScreen, title: Update }
    screens: { splash: { title: Splash } }

    """

  /// The first line of each diagnostic in `extra`, appended to the base app and its modals
  /// (from line 20).
  func lines(_ extra: String) -> [String] {
    Fixtures.load(Self.app(extra)).diagnostics.filter { ($0.location?.line ?? 0) > 19 }
      .map(\.description)
  }

  /// The base app with a screen to open, its modals, and `extra`.
  static func app(_ extra: String) -> String {
    Fixtures.base.replacingFirst("push: next", "push: next, with: { id: 1 }") + modals + extra
  }

  @Test func keysBecomeThePolicyTheCoreRuns() throws {
    let result = Fixtures.load(
      Self.app(
        """
        sources: [widget]
        launch:
          - { id: splash, screen: splash, duration: 1s, from: [icon] }
          - { id: update, kind: gate, when: flag, modal: update }
        interactions:
          - id: review
            modal: review
            quota: { count: 3, per: 365d }
            spacing: 10m
            from: [icon, notification, widget]
            counted: appeared
          - { id: nudge, modal: review, cooldown: 24h }
        """))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    #expect(definition.launchSources == ["widget"])
    #expect(
      definition.step("review")?.prompts
        == PromptPolicy(
          quota: PromptQuota(3, per: .seconds(365 * 86_400)), spacing: .seconds(600),
          sources: [.icon, .notification, "widget"], counting: .onAppearance))
    #expect(definition.step("nudge")?.prompts == PromptPolicy(cooldown: .seconds(86_400)))
    let step = try #require(definition.runnableStep("nudge"))
    #expect(step.policy == PromptPolicy(cooldown: .seconds(86_400)))
  }

  @Test func durationsTakeHoursAndDays() {
    #expect(FlowDecoder.parseDuration("3d") == .seconds(3 * 86_400))
    #expect(FlowDecoder.parseDuration("20h") == .seconds(20 * 3_600))
    #expect(FlowDecoder.parseDuration("1.5h") == .seconds(5_400))
    #expect(FlowDecoder.parseDuration("10m") == .seconds(600))
    #expect(FlowDecoder.parseDuration("800ms") == .milliseconds(800))
    #expect(FlowDecoder.parseDuration("-3d") == nil)
    #expect(FlowDecoder.parseDuration("3w") == nil)
  }

  @Test func aGateRefusesEveryPromptRule() {
    #expect(
      lines(
        """
        launch:
          - { id: update, kind: gate, when: flag, modal: update, cooldown: 24h, from: [icon] }
        """) == [
          "test.yaml:21:58: error: launch step 'update' is a gate and cannot have 'cooldown': a "
            + "gate shows for as long as its condition holds, whatever showed before; remove "
            + "'cooldown', or make the step a modal step to let the user skip it",
          "test.yaml:21:73: error: launch step 'update' is a gate and cannot have 'from': a gate "
            + "shows for as long as its condition holds, whatever showed before; remove 'from', "
            + "or make the step a modal step to let the user skip it",
        ])
  }

  @Test func stepsNeverCountedRefuseTheirOwnLimits() {
    #expect(
      lines(
        """
        launch:
          - { id: splash, screen: splash, duration: 1s, quota: { count: 1, per: 1d }, from: [icon] }
          - { id: home, kind: home, spacing: 1m }
        """) == [
          "test.yaml:21:49: error: launch step 'splash' is a splash step, which never counts as a "
            + "shown prompt, so 'quota' never applies; only modal steps count. Remove 'quota' "
            + "('from' and 'spacing' do apply)",
          "test.yaml:22:29: error: launch step 'home' is a home step and cannot have 'spacing'",
        ])
  }

  @Test func valuesOutOfRange() {
    #expect(
      lines(
        """
        interactions:
          - { id: a, modal: review, cooldown: 0s, spacing: -1m }
          - { id: b, modal: review, quota: { count: 0, per: 1d } }
          - { id: c, modal: review, quota: { count: 5000, per: 0h } }
          - { id: d, modal: review, quota: { count: 2 }, from: [] }
          - { id: e, modal: review, counted: shown }
        """) == [
          "test.yaml:21:39: error: 'cooldown' must be longer than zero; remove it to have no "
            + "cooldown",
          "test.yaml:21:52: error: '-1m' is not a valid duration; write it like 0.5s, 800ms, 2m, "
            + "20h or 3d",
          "test.yaml:22:45: error: a quota of 0 showings would never let the step show; a quota's "
            + "count is at least 1 (to never show the step, remove it)",
          "test.yaml:23:45: error: a quota of 5000 showings is more than the 1000 a prompt history "
            + "keeps for a step; use at most 1000",
          "test.yaml:23:56: error: a quota's 'per' must be longer than zero: it is the window the "
            + "quota counts showings in",
          "test.yaml:24:36: error: missing 'per' in 'quota'",
          "test.yaml:24:56: error: 'from' must be a list of at least one launch source, found an "
            + "empty list",
          "test.yaml:25:29: warning: 'counted' does nothing on launch step 'e': without "
            + "'cooldown', 'quota', 'spacing' or 'from' the step is not a prompt and its showings "
            + "are not kept; remove 'counted'",
          "test.yaml:25:38: error: 'shown' is not a valid counted; use requested or appeared",
        ])
  }

  @Test func unknownSourcesAreNamedWithTheClosest() {
    let result = Fixtures.load(
      Self.app(
        """
        sources: [widget, icon, widget]
        interactions:
          - { id: review, modal: review, from: [notifcation, widgte] }
        """))
    #expect(
      result.diagnostics.filter { ($0.location?.line ?? 0) > 19 }.map {
        [$0.description, $0.suggestionText ?? ""]
      } == [
        [
          "test.yaml:20:19: error: 'icon' is a built-in launch source; remove it from 'sources'",
          "",
        ],
        [
          "test.yaml:20:25: error: duplicate launch source 'widget'; the first is at "
            + "test.yaml:20:11", "",
        ],
        [
          "test.yaml:22:41: error: unknown launch source 'notifcation'; use icon, link, shortcut "
            + "or notification, or declare the app's own under 'sources'",
          "Did you mean 'notification'?",
        ],
        [
          "test.yaml:22:54: error: unknown launch source 'widgte'; use icon, link, shortcut or "
            + "notification, or declare the app's own under 'sources'",
          "Did you mean 'widget'?",
        ],
      ])
  }

  @Test func aRuleTheOtherKeepsFromBindingIsAWarning() {
    #expect(
      lines(
        """
        interactions:
          - { id: a, modal: review, cooldown: 200d, quota: { count: 2, per: 365d } }
          - { id: b, modal: review, cooldown: 100d, quota: { count: 3, per: 365d } }
          - { id: c, modal: review, cooldown: 12h, quota: { count: 1, per: 1d } }
          - { id: d, modal: review, cooldown: 2d, quota: { count: 1, per: 1d } }
        """) == [
          "test.yaml:21:45: warning: the quota of launch step 'a' (2 in 365 days) never applies: "
            + "its cooldown of 200 days already allows at most 2 showings in that window; remove "
            + "the quota, or shorten the cooldown",
          "test.yaml:23:29: warning: the cooldown of launch step 'c' (12 hours) never applies: its "
            + "quota of one showing in 1 day already keeps showings that far apart; remove the "
            + "cooldown",
          "test.yaml:24:43: warning: the quota of launch step 'd' (1 in 1 day) never applies: its "
            + "cooldown of 2 days already allows at most 1 showing in that window; remove the "
            + "quota, or shorten the cooldown",
        ])
  }

  @Test func ceilingRatioCountsTheShowingsAWindowHolds() {
    #expect(FlowDecoder.ceilingRatio(.seconds(365 * 86_400), .seconds(200 * 86_400)) == 2)
    #expect(FlowDecoder.ceilingRatio(.seconds(365 * 86_400), .seconds(100 * 86_400)) == 4)
    #expect(FlowDecoder.ceilingRatio(.seconds(10), .seconds(5)) == 2)
    #expect(FlowDecoder.ceilingRatio(.seconds(10), .milliseconds(4_999)) == 3)
  }
}
