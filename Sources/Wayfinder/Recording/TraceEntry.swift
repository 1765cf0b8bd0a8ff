/// One entry of a session trace: when it happened on the session's clock, what happened, and
/// for an input, whether the engine refused it and the REPL line that gave it.
///
/// ```swift
/// let entry = TraceEntry(time: .milliseconds(1300), event: .tap(screen: "whatsNew", label: "Continue"))
/// TraceLine.entry(entry)   // {"t":1.3,"event":"tap","screen":"whatsNew","label":"Continue"}
/// ```
public struct TraceEntry: Hashable, Sendable {
  /// When it happened: the time since the session's clock started.
  public var time: Duration
  /// What happened.
  public var event: TraceEvent
  /// For an input the engine refused: its message. Nothing changed then.
  public var refusal: String?
  /// For an input typed at the REPL: the line as typed.
  public var input: String?

  /// Creates an entry.
  public init(time: Duration, event: TraceEvent, refusal: String? = nil, input: String? = nil) {
    self.time = time
    self.event = event
    self.refusal = refusal
    self.input = input
  }
}
