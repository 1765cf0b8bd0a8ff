import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A command never answers with silence: what it did that no event says comes back as a
/// notice, word for word — a held deep link and what holds it, a fact set or already so, the
/// background, nothing to cancel.
@Suite struct SessionNoticeTests {
  private func demo(_ facts: [String: FactValue] = [:], settled: Bool = true) throws -> AppSession {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var initial = definition.initialFacts
    for (name, value) in facts { initial[name] = value }
    var (session, _) = try AppSession.start(definition, facts: initial)
    if settled { _ = session.settle() }
    return session
  }

  private func notices(
    _ command: SessionCommand, _ session: inout AppSession
  ) throws -> [String] {
    try session.perform(command, settling: false).notices.map(\.description)
  }

  @Test func aLinkHeldByTheLaunchSaysSoAndWhatIsUp() throws {
    var launching = try demo(settled: false)
    #expect(
      try notices(.open("demo://item/7"), &launching)
        == ["'demo://item/7' is held until the launch finishes."])
    var whatsNew = try demo()
    #expect(
      try notices(.open("demo://item/7"), &whatsNew)
        == ["'demo://item/7' is held until the launch finishes; 'whatsNew' is up now."])
    // A link that lands at once needs no word.
    _ = try whatsNew.perform(.tap(.label("Continue")), settling: false)
    #expect(try notices(.open("demo://item/7"), &whatsNew).isEmpty)
  }

  @Test func aLinkHeldByAGateNamesTheFactThatLiftsIt() throws {
    var launching = try demo(["updateRequired": .bool(true)])
    #expect(
      try notices(.open("demo://tertiary"), &launching) == [
        "'demo://tertiary' is held until the launch finishes. The gate 'forceUpdate' holds the "
          + "launch while updateRequired; 'set updateRequired false' lifts it."
      ])
    var home = try demo(["lastSeenVersion": .version(AppVersion([2, 0]))])
    _ = try home.perform(.set(fact: "updateRequired", value: "true"), settling: false)
    _ = try home.perform(.background, settling: false)
    _ = try home.perform(.foreground, settling: true)
    #expect(
      try notices(.open("demo://tertiary"), &home) == [
        "'demo://tertiary' is held: the gate 'forceUpdate' holds the app while updateRequired; "
          + "'set updateRequired false' lifts it."
      ])
  }

  @Test func aLinkHeldByAStepOverHomeOrStepsToComeNamesThem() throws {
    var session = try demo(["lastSeenVersion": .version(AppVersion([2, 0]))])
    _ = try session.perform(.run(["notifications"]), settling: false)
    #expect(
      try notices(.open("demo://tertiary"), &session)
        == ["'demo://tertiary' is held until 'notifications' is done."])
    var behind = try demo(["lastSeenVersion": .version(AppVersion([2, 0]))])
    _ = try behind.perform(.background, settling: false)
    _ = try behind.perform(.run(["notifications"]), settling: false)
    #expect(
      try notices(.open("demo://tertiary"), &behind)
        == ["'demo://tertiary' is held until the steps still to come are done: notifications."])
  }

  @Test func setSaysWhatChangedOrThatNothingDid() throws {
    var session = try demo()
    #expect(
      try notices(.set(fact: "passcodeEnabled", value: "false"), &session)
        == ["passcodeEnabled is already false; nothing changed."])
    #expect(
      try notices(.set(fact: "passcodeEnabled", value: "true"), &session)
        == ["Set passcodeEnabled to true (it was false)."])
    var launching = try demo(settled: false)
    #expect(
      try notices(.set(fact: "configLoaded", value: "true"), &launching)
        == ["Set configLoaded to true (it was not set)."])
  }

  @Test func backgroundSaysWhereTheAppIs() throws {
    var session = try demo()
    #expect(
      try notices(.background, &session)
        == ["The app is in the background: no step presents until 'foreground'."])
    #expect(session.isInBackground)
    #expect(
      try notices(.background, &session)
        == ["The app is already in the background; nothing changed."])
  }

  @Test func cancelAllWithNothingRunningSaysSo() throws {
    var session = try demo(["lastSeenVersion": .version(AppVersion([2, 0]))])
    #expect(!session.launch.isRunning)
    let output = try session.perform(.cancelAll, settling: false)
    #expect(output.notices.map(\.description) == ["No run is going on; nothing to cancel."])
    #expect(output.events.isEmpty)
    // With a run going on, the events say what happened.
    _ = try session.perform(.run(["notifications"]), settling: false)
    let cancelled = try session.perform(.cancelAll, settling: false)
    #expect(cancelled.notices.isEmpty)
    #expect(cancelled.events.map(\.kind.name) == ["run.cancel", "step.cancel"])
  }

  @Test func theEndOfARunOverHomeIsNotTheLaunchFinishing() throws {
    var session = try demo(["lastSeenVersion": .version(AppVersion([2, 0]))])
    _ = try session.perform(.run(["notifications"]), settling: false)
    let ended = try session.perform(.cancel("notifications"), settling: false)
    #expect(ended.events.map(\.kind.name) == ["step.cancel", "run.finish"])
    var launching = try demo()
    let launched = try launching.perform(.tap(.label("Continue")), settling: false)
    #expect(launched.events.map(\.kind.name).last == "launch.finish")
  }
}
