import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// Prompt policies through a session: relaunches, foregrounds and restores obey cooldowns,
/// quotas and launch sources counted on the session's clock, which goes on across them.
@Suite struct AppSessionPromptTests {
  private func started() throws -> AppSession {
    let definition = try #require(PromptApp.definition())
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    return session
  }

  /// Answers both prompts of a launch, whichever are up; returns what that did.
  @discardableResult
  private func answer(_ session: inout AppSession) throws -> SessionOutput {
    var output = SessionOutput()
    for label in ["Later", "Not now"]
    where session.visibleActions.contains(where: {
      $0.label == label
    }) {
      output.append(contentsOf: try session.perform(.tap(.label(label)), settling: true))
    }
    return output
  }

  private func skips(_ output: SessionOutput, in session: AppSession) -> [String] {
    output.events.filter { $0.kind.name == "step.skip" }.map {
      SessionScreen.eventLine($0, in: session)
    }
  }

  @Test func aRelaunchWithinTheCooldownSkipsTheNudgeAndSaysWhy() throws {
    var session = try started()
    #expect(session.state.modals.last?.id == "update")
    try answer(&session)
    #expect(session.state.phase == .home)
    _ = try session.perform(.wait(.seconds(4 * 3_600)), settling: true)
    let output = try session.perform(.relaunch(), settling: true)
    #expect(skips(output, in: session) == ["14400.000s step.skip update (cooldown: 20h left)"])
    #expect(session.state.modals.last?.id == "review")
    #expect(session.promptTime == .seconds(4 * 3_600))
  }

  @Test func aDayLaterTheNudgeShowsAgain() throws {
    var session = try started()
    try answer(&session)
    _ = try session.perform(.wait(.seconds(86_400)), settling: true)
    _ = try session.perform(.relaunch(), settling: true)
    #expect(session.state.modals.last?.id == "update")
  }

  @Test func theQuotaCountsAcrossRelaunchesAndForegrounds() throws {
    var session = try started()
    try answer(&session)
    _ = try session.perform(.wait(.seconds(86_400)), settling: true)
    _ = try session.perform(.background, settling: true)
    _ = try session.perform(.foreground, settling: true)
    try answer(&session)
    _ = try session.perform(.wait(.seconds(86_400)), settling: true)
    _ = try session.perform(.relaunch(), settling: true)
    try answer(&session)
    #expect(session.promptHistory.showings["review"]?.count == 3)
    _ = try session.perform(.wait(.seconds(86_400)), settling: true)
    _ = try session.perform(.relaunch(), settling: true)
    #expect(session.state.modals.last?.id == "update")
    let output = try answer(&session)
    #expect(
      skips(output, in: session) == ["259200.000s step.skip review (quota: 3 of 3 in 365 days)"])
  }

  @Test func aLinkLaunchSkipsTheReviewAndLandsTheLink() throws {
    var session = try started()
    try answer(&session)
    _ = try session.perform(.wait(.seconds(86_400)), settling: true)
    let output = try session.perform(
      .relaunch(from: .link("prompts://item/42")), settling: true)
    #expect(output.notices.first?.description.hasPrefix("'prompts://item/42' is held") == true)
    #expect(session.state.modals.last?.id == "update")
    #expect(session.launch.launchSource == .link)
    let answered = try answer(&session)
    #expect(skips(answered, in: session) == ["86400.000s step.skip review (not on link launches)"])
    #expect(session.state.visibleRoute?.description == "item(id: 42)")
  }

  @Test func aShortcutOrANotificationLaunchShowsTheReview() throws {
    for origin in [LaunchOrigin.shortcut("compose"), .notification, .shortcut(nil)] {
      var session = try started()
      try answer(&session)
      _ = try session.perform(.wait(.seconds(86_400)), settling: true)
      _ = try session.perform(.relaunch(from: origin), settling: true)
      try answer(&session)
      #expect(session.promptHistory.showings["review"]?.count == 2, "\(origin)")
    }
  }

  @Test func anUnknownNamedSourceIsRefusedAndChangesNothing() throws {
    var session = try started()
    let before = session.state
    #expect(
      throws: SessionError.unknownLaunchSource(
        "widgit", known: ["icon", "link", "shortcut", "notification"])
    ) {
      try session.perform(.relaunch(from: .named("widgit")), settling: true)
    }
    #expect(session.state == before)
    #expect(
      SessionError.unknownLaunchSource("lnk", known: ["icon", "link"]).description
        == "The app is never launched from 'lnk'. Did you mean 'link'? Sources: icon, link.")
  }

  @Test func aSourceAPolicyNamesIsAccepted() throws {
    var definition = try #require(PromptApp.definition())
    definition.launch[1].prompts?.sources = [.icon, "widget"]
    #expect(definition.knownLaunchSources.map(\.rawValue).last == "widget")
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    try answer(&session)
    let output = try session.perform(.relaunch(from: .named("widget")), settling: true)
    #expect(session.launch.launchSource == "widget")
    #expect(output.events.contains { $0.kind.name == "step.skip" && $0.step == "update" })
    #expect(session.state.modals.last?.id == "review")
  }

  @Test func aRestoredSessionGoesOnFromItsPromptClock() throws {
    var session = try started()
    try answer(&session)
    _ = try session.perform(.wait(.seconds(2 * 86_400)), settling: true)
    _ = try session.perform(.relaunch(), settling: true)
    try answer(&session)
    _ = try session.perform(.wait(.seconds(3_600)), settling: true)
    let bytes = try SavedState(session).encoded()
    let saved = try SavedState(decoding: bytes)
    #expect(saved.promptTime == .seconds(2 * 86_400 + 3_600))
    #expect(saved.promptHistory == session.promptHistory)
    let restored = try saved.restore(against: session.definition)
    #expect(restored.promptTime == saved.promptTime)
    var (resumed, _) = try AppSession.resume(
      session.definition, state: restored.state, facts: restored.facts,
      promptHistory: restored.promptHistory, promptTime: restored.promptTime)
    #expect(resumed.promptTime == .seconds(2 * 86_400 + 3_600))
    let output = try resumed.perform(.relaunch(), settling: true)
    // The resumed session's own time starts at zero; its prompt clock goes on.
    #expect(skips(output, in: resumed).first == "0.000s step.skip update (cooldown: 23h left)")
  }
}
