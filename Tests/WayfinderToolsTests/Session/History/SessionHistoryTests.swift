import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `undo`, `redo` and `goto N` on the demo: what they reach, what they say, what they refuse,
/// and the bounds on what the history holds.
@Suite struct SessionHistoryTests {
  private func walked(
    _ lines: [String], interval: Int = SessionHistory.defaultCheckpointInterval,
    limit: Int = SessionHistory.defaultLimit
  ) throws -> SessionHistory {
    var history = SessionHistory(
      start: try SessionHistoryPropertyTests.demo(), checkpointInterval: interval, limit: limit)
    for line in lines {
      let command = try #require(try ReplCommand.parse(line)?.sessionCommand)
      _ = try history.perform(command, text: line, settling: true)
    }
    return history
  }

  private func screen(_ history: SessionHistory) -> String? {
    history.session.state.visibleRoute?.screen
  }

  @Test func undoRedoAndGotoSayWhereTheyWent() throws {
    var history = try walked(["tap Continue", "tap 1", "tap Go to Tertiary"])
    #expect(screen(history) == "tertiary")
    #expect(try history.undo().description == "Back to after command 2 of 3: tap 1")
    #expect(screen(history) == "secondary1")
    #expect(try history.undo().description == "Back to after command 1 of 3: tap Continue")
    #expect(screen(history) == "primary")
    #expect(try history.redo().description == "Forward to after command 2 of 3: tap 1")
    #expect(try history.go(to: 0).description == "Back to the start (command 0 of 3)")
    #expect(screen(history) == "whatsNew")
    #expect(history.session.state.phase.isLaunching)
    #expect(try history.go(to: 0).description == "Already at the start (command 0 of 3)")
    #expect(
      try history.go(to: 3).description == "Forward to after command 3 of 3: tap Go to Tertiary")
    #expect(try history.go(to: 3).description == "Already after command 3 of 3: tap Go to Tertiary")
    #expect(screen(history) == "tertiary")
  }

  @Test func refusalsSayWhyAndChangeNothing() throws {
    var empty = try walked([])
    #expect(throws: HistoryError.nothingToUndo(dropped: 0, limit: 100_000)) { try empty.undo() }
    #expect(
      HistoryError.nothingToUndo(dropped: 0, limit: 100_000).description == "Nothing to undo.")
    #expect(throws: HistoryError.nothingToRedo) { try empty.redo() }
    #expect(HistoryError.nothingToRedo.description == "Nothing to redo.")
    #expect(message { try empty.go(to: 1) } == "goto 1: no command has been given yet; choose 0.")
    var one = try walked(["tap Continue"])
    #expect(message { try one.go(to: 2) } == "goto 2: the history has 1 command; choose 0 to 1.")
    var history = try walked(["tap Continue", "tap 1", "back"])
    let before = SessionFingerprint.of(history.session)
    #expect(
      message { try history.go(to: 99) } == "goto 99: the history has 3 commands; choose 0 to 3.")
    #expect(
      message { try history.go(to: -1) } == "goto -1: the history has 3 commands; choose 0 to 3.")
    #expect(message { try history.redo() } == "Nothing to redo.")
    #expect(SessionFingerprint.of(history.session) == before)
    #expect(history.position == 3)
  }

  @Test func aNewCommandAfterUndoDropsWhatCouldBeRedone() throws {
    var history = try walked(["tap Continue", "tap 1", "tap Go to Tertiary"], interval: 2)
    _ = try history.undo()
    _ = try history.undo()
    _ = try history.perform(.tap(.number(2)), text: "tap 2", settling: true)
    #expect(history.newest == 2)
    #expect(history.position == 2)
    #expect(history.entry(2)?.text == "tap 2")
    #expect(history.entry(3) == nil)
    #expect(screen(history) == "secondary2")
    #expect(throws: HistoryError.nothingToRedo) { try history.redo() }
    #expect(history.checkpointCount == 2)
    #expect(history.invariantViolations() == [])
    _ = try history.go(to: 1)
    #expect(screen(history) == "primary")
  }

  @Test func aRefusedCommandIsNotRecorded() throws {
    var history = try walked(["tap Continue"])
    #expect(throws: SessionError.self) {
      try history.perform(.tap(.number(9)), text: "tap 9", settling: true)
    }
    #expect(history.newest == 1)
  }

  @Test func anAttemptMadeBeforeTheHistoryMovedIsNotCommitted() throws {
    var history = try walked(["tap Continue", "tap 1"])
    let attempt = try history.attempt(.back, text: "back", settling: true)
    _ = try history.undo()
    let committed = history.commit(attempt)
    #expect(!committed)
    #expect(history.newest == 2)
    #expect(history.position == 1)
    let fresh = try history.attempt(.tap(.number(2)), text: "tap 2", settling: true)
    let committedFresh = history.commit(fresh)
    #expect(committedFresh)
    #expect(history.entry(2)?.text == "tap 2")
  }

  @Test func theHistoryHoldsOneSessionEveryCheckpointInterval() throws {
    var history = SessionHistory(start: try SessionHistoryPropertyTests.demo())
    #expect(history.checkpointInterval == 64)
    _ = try history.perform(.tap(.label("Continue")), text: "tap Continue", settling: true)
    for number in 2...1_000 {
      let command: SessionCommand = number.isMultiple(of: 2) ? .tap(.number(1)) : .back
      _ = try history.perform(command, text: "\(command)", settling: true)
    }
    #expect(history.newest == 1_000)
    #expect(history.checkpointCount == 1_000 / 64 + 1)
    _ = try history.go(to: 127)
    #expect(screen(history) == "primary")
    _ = try history.go(to: 500)
    #expect(screen(history) == "secondary1")
  }

  @Test func pastItsLimitTheHistoryDropsItsOldestCommands() throws {
    let lines = ["tap Continue"] + (0..<5).flatMap { _ in ["tap 1", "back"] }
    var history = try walked(lines, interval: 4, limit: 10)
    // 11 commands: the oldest 4 dropped at once, the numbers kept.
    #expect(history.oldest == 4)
    #expect(history.newest == 11)
    #expect(history.checkpointCount == 2)
    #expect(history.entry(4) == nil)
    #expect(history.entry(5)?.text == "back")
    #expect(
      message { try history.go(to: 3) }
        == "goto 3: the history keeps at most 10 commands, and older ones were dropped; "
        + "choose 4 to 11.")
    #expect(
      try history.go(to: 4).description
        == "Back to after command 4 of 11, the oldest point kept")
    #expect(screen(history) == "secondary1")
    #expect(
      message { try history.undo() }
        == "Nothing more to undo: the history keeps at most 10 commands, and older ones were "
        + "dropped.")
    #expect(history.invariantViolations() == [])
  }

  @Test func theListingShowsTheCurrentPointAndCountsWhatItLeavesOut() throws {
    var history = try walked(["tap Continue"] + Array(repeating: "wait 500ms", count: 29))
    _ = try history.go(to: 15)
    #expect(
      history.listing(radius: 3) == """
        30 commands; now after command 15.
             0   1.300s  start
          … 11 earlier commands
            12   6.300s  wait 500ms
            13   6.800s  wait 500ms
            14   7.300s  wait 500ms
          * 15   7.800s  wait 500ms
            16   8.300s  wait 500ms
            17   8.800s  wait 500ms
            18   9.300s  wait 500ms
          … 11 later commands
            30  15.300s  wait 500ms
        """)
    _ = try history.go(to: 0)
    #expect(
      history.listing(radius: 1) == """
        30 commands; now at the start.
          *  0   1.300s  start
             1   1.300s  tap Continue
          … 28 later commands
            30  15.300s  wait 500ms
        """)
    #expect(try walked([]).listing() == "No commands yet.")
  }

  @Test func theListingSaysWhatWasDropped() throws {
    let history = try walked(
      ["tap Continue"] + Array(repeating: "wait 1s", count: 10), interval: 4, limit: 10)
    #expect(
      history.listing(radius: 2) == """
        7 commands, the first 4 dropped; now after command 11.
             4   4.300s  (the oldest point kept)
          … 4 earlier commands
             9   8.300s  wait 1s
            10   9.300s  wait 1s
          * 11  10.300s  wait 1s
        """)
  }

  @Test func boundsAreNeverBelowOne() throws {
    let history = SessionHistory(
      start: try SessionHistoryPropertyTests.demo(), checkpointInterval: 0, limit: -5)
    #expect(history.checkpointInterval == 1)
    #expect(history.limit == 1)
  }

  @Test func timePassedSinceAPointIsDroppedByGoingToIt() throws {
    var history = try walked([])
    _ = try history.perform(.wait(.milliseconds(100)), text: "wait 100ms", settling: false)
    let atPoint = SessionFingerprint.of(history.session)
    _ = try history.passTime(.milliseconds(300))
    _ = try history.passTime(.milliseconds(200))
    #expect(history.session.time == .milliseconds(1_900))
    #expect(try history.go(to: 1).description == "Back to after command 1 of 1: wait 100ms")
    #expect(SessionFingerprint.of(history.session) == atPoint)
    // Passed time is kept with the next command, as one wait before it.
    _ = try history.passTime(.milliseconds(250))
    _ = try history.perform(.wait(.milliseconds(10)), text: "wait 10ms", settling: false)
    #expect(history.entry(2)?.waitBefore == .milliseconds(250))
    #expect(history.entry(2)?.time == .milliseconds(1_650))
  }

  private func message(_ body: () throws -> HistoryMove) -> String {
    do {
      _ = try body()
      return "no error"
    } catch {
      return (error as? HistoryError)?.description ?? "\(error)"
    }
  }
}
