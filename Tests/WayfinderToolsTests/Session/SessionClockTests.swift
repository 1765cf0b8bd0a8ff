import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// A session's clock keeps to the range a saved state holds (``ClockRange``): a wait that would
/// take it past is refused, saying what is left and what to do, and changes nothing, so what
/// the session saves its next start reads.
@Suite struct SessionClockTests {
  private static let tenYears = Duration.seconds(3_650 * 86_400)

  @Test func theWaitThatWouldPassTheLimitIsRefusedAndChangesNothing() throws {
    let definition = try #require(PromptApp.definition())
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    // Each of these is allowed; 3,171 of them pass 10¹² seconds.
    for _ in 0..<3_170 { _ = try session.perform(.wait(Self.tenYears), settling: true) }
    _ = try session.perform(.tap(.label("Later")), settling: true)
    let before = session
    #expect(
      throws: SessionError.clock(
        .pastLimit(duration: Self.tenYears, left: .seconds(308_800_000)))
    ) {
      try session.perform(.wait(Self.tenYears), settling: true)
    }
    #expect(session.time == before.time)
    #expect(session.promptTime == before.promptTime)
    #expect(session.state == before.state)
    #expect(session.promptHistory == before.promptHistory)
    // What it saves, its next start reads.
    let saved = try SavedState(decoding: try SavedState(session).encoded())
    #expect(saved.promptTime == session.promptTime)
    #expect(saved.promptHistory == session.promptHistory)
  }

  @Test func theRefusalSaysWhatIsLeftAndWhatToDo() {
    let error = SessionError.clock(
      .pastLimit(duration: Self.tenYears, left: .seconds(308_800_000)))
    #expect(
      error.description
        == "The session's clock is near its limit: waiting 3650d would take it past "
        + "1000000000000s (about 31,700 years), the latest time a saved state holds; it can "
        + "wait at most 3574d 1h more. A fresh session ('--fresh') starts the clock again.")
  }

  @Test func relaunchesCarryTheClockAndItsLimitOn() throws {
    let definition = try #require(PromptApp.definition())
    var (session, _) = try AppSession.start(
      definition, promptTime: ClockRange.limit - .seconds(86_400))
    _ = try session.perform(.wait(.seconds(43_200)), settling: true)
    _ = try session.perform(.relaunch(), settling: true)
    #expect(session.time == .seconds(43_200))
    #expect(session.timeLeft == .seconds(43_200))
    #expect(
      throws: SessionError.clock(.pastLimit(duration: .seconds(43_201), left: .seconds(43_200)))
    ) {
      try session.perform(.wait(.seconds(43_201)), settling: true)
    }
    _ = try session.perform(.wait(.seconds(43_200)), settling: true)
    #expect(session.promptTime == ClockRange.limit)
    #expect(session.timeLeft == .zero)
  }

  @Test func aSessionRestoredFromBeforeTheEpochStillKeepsItsOwnClockInRange() throws {
    let definition = try #require(PromptApp.definition())
    var (session, _) = try AppSession.start(definition, promptTime: .zero - ClockRange.limit)
    _ = try session.perform(.wait(ClockRange.limit), settling: true)
    #expect(session.time == ClockRange.limit)
    #expect(session.promptTime == .zero)
    // The relaunched launch's own clocks start again; the session's goes on, at its limit.
    _ = try session.perform(.relaunch(), settling: true)
    #expect(session.launch.timeLeft == ClockRange.limit)
    #expect(throws: SessionError.clock(.pastLimit(duration: .seconds(1), left: .zero))) {
      try session.perform(.wait(.seconds(1)), settling: true)
    }
  }
}
