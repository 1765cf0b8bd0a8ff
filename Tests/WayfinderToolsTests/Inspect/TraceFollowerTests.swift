import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct TraceFollowerTests {
  let definition: FlowDefinition

  init() throws {
    definition = try MemoryTrace.demoDefinition()
  }

  func follower() -> TraceFollower {
    TraceFollower(path: "session.jsonl", apps: [definition], recentLimit: 3)
  }

  @Test func followsTheTraceAsItGrows() throws {
    let source = MemoryTrace(try MemoryTrace.demo(1...12))
    var follower = follower()
    let first = follower.poll(source)
    #expect(first.changed && first.messages.isEmpty)
    #expect(follower.linesRead == 12)
    #expect(follower.session?.state.visibleRoute == ScreenRoute("whatsNew"))
    #expect(
      TraceTrail(try #require(follower.session)).text()
        == "launch: Demo › modal whatsNew: What's new in 2.0")
    // Half of line 13 waits for its line feed.
    let line13 = try MemoryTrace.demoLines()[12]
    source.append(String(line13.prefix(20)))
    #expect(!follower.poll(source).changed)
    #expect(follower.unendedLine == 13)
    #expect(follower.linesRead == 12)
    source.append(String(line13.dropFirst(20)) + "\n" + (try MemoryTrace.demo(14...23)))
    #expect(follower.poll(source).changed)
    #expect(follower.unendedLine == nil)
    #expect(follower.linesRead == 23)
    #expect(
      follower.session?.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
    let trail = TraceTrail(try #require(follower.session)).text()
    #expect(trail == "tab1: Primary View › Secondary View 1 › Item 42", "\(trail)")
    #expect(follower.recent.map(\.line) == [16, 21, 23])
    #expect(follower.recent.last?.command == "push 'item(id: 42)'")
  }

  @Test func readsEachByteOnce() throws {
    let whole = try MemoryTrace.demo(1...23)
    let source = MemoryTrace()
    var follower = follower()
    follower.chunkBytes = 100
    var at = whole.startIndex
    // Grows by 37 bytes between polls: every poll reads from where the last one stopped.
    while at < whole.endIndex {
      let next = whole.index(at, offsetBy: 37, limitedBy: whole.endIndex) ?? whole.endIndex
      source.append(String(whole[at..<next]))
      _ = follower.poll(source)
      at = next
    }
    var expected = 0
    for read in source.reads {
      #expect(read.offset == expected)
      expected += read.count
    }
    #expect(expected == whole.utf8.count)
    #expect(
      follower.session?.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
  }

  @Test func waitsForTheFileThenReadsIt() throws {
    let source = MemoryTrace()
    source.bytes = nil
    var follower = follower()
    #expect(
      follower.poll(source).messages.map(\.text)
        == ["Waiting for 'session.jsonl': it does not exist yet."])
    #expect(follower.poll(source).messages.isEmpty)
    #expect(follower.status == .waiting)
    source.bytes = Array(try MemoryTrace.demo(1...23).utf8)
    let found = follower.poll(source)
    #expect(found.changed)
    #expect(found.messages.map(\.text) == ["'session.jsonl' is there; reading it."])
    #expect(follower.status == .following)
    source.bytes = nil
    #expect(
      follower.poll(source).messages.map(\.text)
        == ["'session.jsonl' is gone; waiting for it to come back."])
    #expect(follower.session == nil)
  }

  @Test func aFileThatShrinksIsReadAgainFromTheTop() throws {
    let source = MemoryTrace(try MemoryTrace.demo(1...23))
    var follower = follower()
    _ = follower.poll(source)
    let shorter = try MemoryTrace.demo(1...12)
    source.bytes = Array(shorter.utf8)
    let update = follower.poll(source)
    #expect(
      update.messages.map(\.text) == [
        "'session.jsonl' shrank from \(try MemoryTrace.demo(1...23).utf8.count) to "
          + "\(shorter.utf8.count) bytes; reading it from the top."
      ])
    #expect(follower.linesRead == 12)
    #expect(follower.session?.state.visibleRoute == ScreenRoute("whatsNew"))
  }

  @Test func aReplacedFileIsReadFromTheTop() throws {
    let source = MemoryTrace(try MemoryTrace.demo(1...12))
    var follower = follower()
    _ = follower.poll(source)
    // Rotated: a new file, already longer than what was read.
    source.identity = [2]
    source.bytes = Array(try MemoryTrace.demo(1...23).utf8)
    let update = follower.poll(source)
    #expect(
      update.messages.map(\.text) == ["'session.jsonl' was replaced; reading it from the top."])
    #expect(follower.linesRead == 23)
    #expect(source.reads.last?.offset == 0)
  }

  @Test func aBadLineIsNamedAndSkipped() throws {
    var lines = try MemoryTrace.demoLines()
    lines.insert(#"{"t":1.3,"event":"tpa","screen":"x"}"#, at: 19)
    lines.insert("not json", at: 20)
    let source = MemoryTrace(lines.map { $0 + "\n" }.joined())
    var follower = follower()
    let update = follower.poll(source)
    #expect(
      update.errors == [
        "session.jsonl:20: unknown event 'tpa'. Did you mean 'tap'?",
        "session.jsonl:21:2: not JSON: unexpected 'o' here.",
      ])
    #expect(follower.problems == update.errors.map { $0 + " The line is skipped." })
    #expect(follower.status == .following)
    #expect(
      follower.session?.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
  }

  @Test func aLineTooLongIsCountedNotKept() throws {
    let long =
      #"{"t":1.3,"event":"line","text":""# + String(repeating: "a", count: 1 << 20)
      + "\"}"
    let source = MemoryTrace(try MemoryTrace.demo(1...19))
    var follower = follower()
    follower.chunkBytes = 1 << 16
    _ = follower.poll(source)
    source.append(long)
    _ = follower.poll(source)
    #expect(follower.pending.count <= TraceReader.maximumLineBytes + 1)
    #expect(follower.unendedLine == 20)
    source.append("\n" + (try MemoryTrace.demo(20...23)))
    let update = follower.poll(source)
    #expect(
      update.errors == [
        "session.jsonl:20: the line is \(long.utf8.count) bytes long; a trace line may be at "
          + "most 1048576 bytes."
      ])
    #expect(follower.linesRead == 24)
    #expect(
      follower.session?.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
  }

  @Test func aBadHeaderStopsUntilTheFileIsReplaced() throws {
    let source = MemoryTrace("hello\n" + (try MemoryTrace.demo(2...23)))
    var follower = follower()
    let update = follower.poll(source)
    let message =
      #"session.jsonl:1: not a Wayfinder trace: the first line must be its header, {"trace":"wayfinder","version":4,…}."#
    #expect(update.errors == [message])
    #expect(follower.status == .stopped(message))
    source.append("more\n")
    #expect(!follower.poll(source).changed)
    source.identity = [2]
    source.bytes = Array(try MemoryTrace.demo(1...23).utf8)
    _ = follower.poll(source)
    #expect(follower.status == .following)
    #expect(follower.problems.isEmpty)
  }

  @Test func aTraceOfAnotherAppStops() {
    let source = MemoryTrace(
      #"{"trace":"wayfinder","version":1,"app":"Shop","clock":"real"}"# + "\n")
    var follower = follower()
    #expect(
      follower.poll(source).errors == [
        "session.jsonl:1: the trace is of app 'Shop'; the flow files hold 'Demo'."
      ])
  }

  @Test func aSecondHeaderStartsANewSession() throws {
    let source = MemoryTrace(try MemoryTrace.demo(1...23) + (try MemoryTrace.demo(1...12)))
    var follower = follower()
    let update = follower.poll(source)
    #expect(update.messages.map(\.text) == ["line 24: a new session starts here."])
    #expect(follower.session?.state.visibleRoute == ScreenRoute("whatsNew"))
    #expect(follower.recent.map(\.line) == [26, 29, 34])
  }

  @Test func whatTheFlowDoesNotDeclareIsANote() throws {
    var lines = try MemoryTrace.demoLines()
    lines[19] = #"{"t":1.3,"event":"push","route":{"screen":"promo"}}"#
    let source = MemoryTrace(lines.prefix(20).map { $0 + "\n" }.joined())
    var follower = follower()
    let update = follower.poll(source)
    #expect(
      update.messages.map(\.text) == [
        "line 20: 'promo' is a screen the flow does not declare; 'push' is skipped."
      ])
    #expect(update.errors.isEmpty)
    #expect(follower.session?.state.visibleRoute == ScreenRoute("primary"))
  }

  @Test func followingPollsAtEachPauseAndShowsChanges() async throws {
    let source = MemoryTrace(try MemoryTrace.demo(1...12))
    var follower = follower()
    var pauses = 0
    var shown: [Int] = []
    try await follower.follow(
      source,
      pause: {
        pauses += 1
        switch pauses {
        case 2: source.append(try MemoryTrace.demo(13...23))
        case 4: throw CancellationError()
        default: break
        }
      },
      show: { _, follower in shown.append(follower.linesRead) })
    // Polls after no pause, and after pauses 1, 2 and 3; shown on the first and on change.
    #expect(shown == [12, 23])
    #expect(follower.linesRead == 23)
  }
}
