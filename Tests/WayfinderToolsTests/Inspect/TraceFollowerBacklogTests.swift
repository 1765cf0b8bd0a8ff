import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import Testing
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

/// A follower catching up on a long backlog reads it a poll at a time and looks at its task
/// between polls, so Ctrl-C stops it within one poll whatever the backlog; what it cannot read
/// as a file is refused, never waited on.
@Suite struct TraceFollowerBacklogTests {
  /// A trace in memory that counts its polls and the bytes each read, and cancels the task
  /// reading it once `cancelAfter` bytes were read.
  final class CountingTrace: TraceSource, Sendable {
    let bytes: [UInt8]
    let cancelAfter: Int?
    /// The bytes read by each poll (a poll starts with a snapshot).
    private let counted = Mutex<[Int]>([])

    init(_ text: String, cancelAfter: Int? = nil) {
      bytes = Array(text.utf8)
      self.cancelAfter = cancelAfter
    }

    var polls: [Int] { counted.withLock { $0 } }
    var read: Int { polls.reduce(0, +) }

    func snapshot() -> TraceSnapshot? {
      counted.withLock { $0.append(0) }
      return TraceSnapshot(size: bytes.count, identity: [7])
    }

    func read(from offset: Int, count: Int) throws(TraceSourceFailure) -> [UInt8] {
      let end = min(bytes.count, offset + count)
      let total = counted.withLock { polls in
        polls[polls.count - 1] += end - offset
        return polls.reduce(0, +)
      }
      if let cancelAfter, total >= cancelAfter {
        withUnsafeCurrentTask { $0?.cancel() }
      }
      return Array(bytes[offset..<end])
    }
  }

  /// The demo session, then `count` refused lines: a backlog of about `count` × 50 bytes.
  static func backlog(lines count: Int) throws -> String {
    try MemoryTrace.demo(1...23)
      + String(
        repeating: #"{"t":1.3,"event":"line","text":"tpa 1","refused":"no"}"# + "\n", count: count)
  }

  static func follower() throws -> TraceFollower {
    var follower = TraceFollower(path: "session.jsonl", apps: [try MemoryTrace.demoDefinition()])
    follower.pollBytes = 4096
    follower.chunkBytes = 1024
    return follower
  }

  @Test func cancellingStopsWithinOnePollWhateverTheBacklog() async throws {
    let source = CountingTrace(try Self.backlog(lines: 20_000), cancelAfter: 3 * 4096)
    let outcome = Task { [follower = try Self.follower()] in
      var follower = follower
      var pauses = 0
      var shown = 0
      try await follower.follow(
        source, pause: { pauses += 1 }, show: { _, _ in shown += 1 })
      return (pauses, shown)
    }
    let (pauses, shown) = try await outcome.value
    #expect(source.read <= 4 * 4096, "stopped at most one poll after being cancelled")
    #expect(source.read < source.bytes.count / 10)
    #expect(pauses == 0 && shown == 0, "a backlog is read without pausing, shown once read")
  }

  @Test func aBacklogIsReadAPollAtATimeAndShownOnceCaughtUp() async throws {
    let source = CountingTrace(try Self.backlog(lines: 2_000))
    var follower = try Self.follower()
    var pauses = 0
    var shown: [(lines: Int, messages: Int)] = []
    try await follower.follow(
      source,
      pause: { () throws -> Void in
        pauses += 1
        throw CancellationError()
      },
      show: { update, follower in shown.append((follower.linesRead, update.messages.count)) })
    #expect(source.polls.allSatisfy { $0 <= 4096 })
    #expect(source.polls.count > source.bytes.count / 4096)
    #expect(source.read == source.bytes.count)
    #expect(pauses == 1)
    #expect(shown.map(\.lines) == [2_023])
  }

  @Test func aFIFOIsRefusedNotWaitedOn() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(UUID().uuidString).fifo").path
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    var follower = TraceFollower(path: path, apps: [try MemoryTrace.demoDefinition()])
    let update = follower.poll(TraceFile(path: path))
    #expect(update.errors == ["cannot read '\(path)': it is a FIFO, not a file."])
    #expect(follower.status == .stopped("cannot read '\(path)': it is a FIFO, not a file."))
    #expect(throws: TraceSourceFailure(reason: "it is a FIFO, not a file")) {
      try TraceReader.read(path: path)
    }
  }
}
