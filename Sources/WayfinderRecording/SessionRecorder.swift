public import Wayfinder

/// Records a session — what the user and the app did, and what followed — as a trace a
/// replayer can play back: opt-in, bounded, and never in navigation's way.
///
/// Attach it to the navigator; a `InteractionCoordinator` over that navigator records through it
/// too. A `NavigationModel` takes one at creation. The engine makes the entries' events and
/// hands them over as to any `TraceRecorder`; the recorder keeps them and writes the trace.
///
/// ```swift
/// let recorder = SessionRecorder(
///   app: DemoFlow.app, limit: 5_000, redacting: TraceRedaction(screens: ["account"])
/// ) { lines in await log.append(lines) }          // called off the main actor
/// navigator.startRecording(recorder)
/// // … the session runs …
/// let trace = recorder.text                        // the last 5 000 entries, header first
/// ```
///
/// **Bounded.** The recorder keeps the last `limit` entries; older ones are dropped and
/// counted, and the trace says so: ``lines`` starts with a header whose `dropped` is that
/// count. A sink that falls behind by more than `limit` entries loses the oldest it had not
/// received; its stream then has a `dropped` entry where they were.
///
/// **Never blocking.** Recording an entry converts it to plain data (routes to
/// `ScreenRoute`s, redaction applied) and appends it under the recorder's own lock, which
/// nothing holds for longer than that: O(1) amortised, plus the size of the entry. Nothing
/// is encoded or written there. A sink is called by a task of the recorder's, off the
/// caller's thread and off the main actor, with the lines encoded there; however slow it is,
/// navigation does not wait for it. Memory is at most `limit` entries, each the size of what
/// it records (a route, a URL, a label).
///
/// Recording stops when the navigator's `Navigator.stopRecording()` is called; the
/// recorder keeps what it has.
public final class SessionRecorder: TraceRecorder {
  /// Receives the trace as it is recorded, a batch of lines at a time, the header first.
  public typealias Sink = @Sendable ([String]) async -> Void

  private struct Storage {
    var entries: RingBuffer<TraceEntry>
    /// How many entries were ever recorded.
    var recorded = 0
    /// How many the sink has been handed (the sink's own count, gaps included).
    var handedToSink = 0
    /// How many the sink has finished with.
    var acknowledged = 0
    var headerSent = false
    var flushWaiters: [(upTo: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  /// The header the trace starts with (``TraceHeader/dropped`` is zero here; ``lines`` fills
  /// it in).
  public let header: TraceHeader
  private let now: @Sendable () -> Duration
  private let storage: Locked<Storage>
  private let doorbell: AsyncStream<Void>.Continuation?

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - app: The app's name, as its flow files give it (`DemoFlow.app`); a replayer checks
  ///     it.
  ///   - limit: The most entries kept (at least 1); older ones are dropped and counted.
  ///   - redaction: What to leave out of the entries.
  ///   - clock: The clock entries are stamped with, from zero when the recorder is created;
  ///     the launch coordinator's, a `InteractionTestClock` in tests.
  ///   - sink: Where lines go as they are recorded, if anywhere; called by a task of the
  ///     recorder's, one batch at a time, never on the caller's thread. The task ends once the
  ///     recorder is released and the sink has had everything: the sink must not hold the
  ///     recorder itself.
  public init(
    app: String, limit: Int = 10_000, redacting redaction: TraceRedaction = TraceRedaction(),
    clock: any Clock<Duration> = ContinuousClock(), sink: Sink? = nil
  ) {
    let limit = max(1, limit)
    header = TraceHeader(app: app, clock: .real, limit: limit, redaction: redaction)
    now = InteractionTimebase(clock).now
    let storage = Locked(Storage(entries: RingBuffer(capacity: limit)))
    self.storage = storage
    guard let sink else {
      doorbell = nil
      return
    }
    let (rings, doorbell) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    self.doorbell = doorbell
    let header = header
    Task.detached(priority: .utility) {
      for await _ in rings {
        await Self.deliver(from: storage, header: header, to: sink)
      }
    }
  }

  deinit {
    doorbell?.finish()
  }

  /// What is left out of the entries.
  public var redaction: TraceRedaction { header.redaction }

  /// Records `event` now. O(1) amortised.
  ///
  /// - Parameters:
  ///   - event: What happened; its routes and facts already redacted (`TraceEvent`'s
  ///     factories do it).
  ///   - refusal: For an input the engine refused, its message.
  public func record(_ event: TraceEvent, refusal: String? = nil) {
    let now = now
    append { TraceEntry(time: now(), event: event, refusal: refusal) }
  }

  /// Records `entry` as it is, with its own time.
  public func record(_ entry: TraceEntry) {
    append { entry }
  }

  /// Records several events at one moment, with no other entry between them.
  public func record(_ events: [TraceEvent]) {
    guard !events.isEmpty else { return }
    let now = now
    storage.withLock { storage in
      let time = now()
      for event in events {
        storage.entries.append(TraceEntry(time: time, event: event))
        storage.recorded += 1
      }
    }
    doorbell?.yield()
  }

  private func append(_ make: () -> TraceEntry) {
    storage.withLock { storage in
      storage.entries.append(make())
      storage.recorded += 1
    }
    doorbell?.yield()
  }

  /// The entries kept, oldest first.
  public var entries: [TraceEntry] { storage.withLock { $0.entries.elements } }

  /// How many entries were dropped to keep to the limit.
  public var droppedCount: Int { storage.withLock { $0.recorded - $0.entries.count } }

  /// The trace as it stands: the header, saying how many entries were dropped, then the
  /// entries kept. Encoded on the caller's thread: call it off the main actor for a long
  /// trace. O(entries kept).
  public var lines: [String] {
    let (entries, dropped) = storage.withLock {
      ($0.entries.elements, $0.recorded - $0.entries.count)
    }
    var header = header
    header.dropped = dropped
    return [TraceLine.header(header)]
      + entries.flatMap { TraceLine.lines($0, redaction: redaction) }
  }

  /// ``lines``, each ended by a line feed: a JSON Lines file.
  public var text: String {
    lines.map { $0 + "\n" }.joined()
  }

  /// Returns once the sink has received and returned from every entry recorded before the
  /// call; at once without a sink.
  public func flush() async {
    guard let doorbell else { return }
    await withCheckedContinuation { continuation in
      let done = storage.withLock { storage in
        guard storage.acknowledged < storage.recorded else { return true }
        storage.flushWaiters.append((storage.recorded, continuation))
        return false
      }
      if done { continuation.resume() } else { doorbell.yield() }
    }
  }

  /// Hands the sink what it has not had yet, then wakes the flushes it has caught up with.
  private static func deliver(
    from storage: Locked<Storage>, header: TraceHeader, to sink: Sink
  ) async {
    while true {
      let batch = storage.withLock {
        storage -> (sendHeader: Bool, gap: Int, entries: [TraceEntry], upTo: Int)? in
        guard storage.handedToSink < storage.recorded else { return nil }
        let oldestKept = storage.recorded - storage.entries.count
        let gap = max(0, oldestKept - storage.handedToSink)
        let entries = storage.entries.suffix(
          storage.recorded - max(oldestKept, storage.handedToSink))
        defer {
          storage.headerSent = true
          storage.handedToSink = storage.recorded
        }
        return (!storage.headerSent, gap, entries, storage.recorded)
      }
      guard let batch else { return }
      var lines: [String] = []
      lines.reserveCapacity(batch.entries.count + 2)
      if batch.sendHeader { lines.append(TraceLine.header(header)) }
      if batch.gap > 0, let first = batch.entries.first {
        lines.append(
          TraceLine.entry(TraceEntry(time: first.time, event: .dropped(count: batch.gap))))
      }
      for entry in batch.entries {
        lines += TraceLine.lines(entry, redaction: header.redaction)
      }
      await sink(lines)
      let ready = storage.withLock { storage -> [CheckedContinuation<Void, Never>] in
        storage.acknowledged = batch.upTo
        let ready = storage.flushWaiters.filter { $0.upTo <= batch.upTo }.map(\.continuation)
        storage.flushWaiters.removeAll { $0.upTo <= batch.upTo }
        return ready
      }
      for continuation in ready { continuation.resume() }
    }
  }
}
