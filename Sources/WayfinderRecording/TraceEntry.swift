public import Wayfinder

/// One entry of a session trace: when it happened on the session's clock, what happened, and
/// for an input, whether the engine refused it and the REPL line that gave it.
///
/// ```swift
/// let entry = TraceEntry(time: .milliseconds(1300), event: .tap(screen: "whatsNew", label: "Continue"))
/// TraceLine.entry(entry)   // {"t":1.3,"event":"tap","screen":"whatsNew","label":"Continue"}
/// ```
public struct TraceEntry: Hashable, Sendable {
  /// A text of an entry written for people, which a writer cuts short when it is long
  /// (``TraceLine/maximumTextBytes``): the entry keeps a long text once, in the event's own
  /// members.
  public enum Text: String, Hashable, Sendable, CaseIterable {
    /// ``TraceEntry/input``, the line as typed.
    case input
    /// ``TraceEntry/refusal``, the engine's message.
    case refused
    /// The text of a `TraceEvent.line(_:)`, a line that is no command.
    case text
  }

  /// When it happened: the time since the session's clock started.
  public var time: Duration
  /// What happened.
  public var event: TraceEvent
  /// For an input the engine refused: its message. Nothing changed then.
  public var refusal: String?
  /// For an input typed at the REPL: the line as typed.
  public var input: String?
  /// The texts that hold only their start, cut when written (the trace's `cut` member).
  public var cut: Set<Text>

  /// Creates an entry.
  public init(
    time: Duration, event: TraceEvent, refusal: String? = nil, input: String? = nil,
    cut: Set<Text> = []
  ) {
    self.time = time
    self.event = event
    self.refusal = refusal
    self.input = input
    self.cut = cut
  }
}
