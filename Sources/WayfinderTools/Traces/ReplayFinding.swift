internal import WayfinderPersistence

/// Where a replay stopped and why: the recording and the flow disagree (a screen the flow does
/// not declare, a refusal, an outcome that differs), or the trace cannot be replayed from
/// there (entries dropped, no launch to start from). A finding, not a failure of the replay.
public struct ReplayFinding: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of finding it is.
  public enum Kind: Hashable, Sendable {
    /// The recording and the flow disagree.
    case disagreement
    /// The trace holds too little to go on.
    case unreplayable
  }

  /// The trace's path.
  public var path: String
  /// The line the finding is about (1 is the header).
  public var line: Int
  /// The entry the finding is about, from 1; `nil` for the header.
  public var entry: Int?
  /// The entry's event name.
  public var event: String?
  /// What kind of finding it is.
  public var kind: Kind
  /// What was found, in words.
  public var message: String

  /// Creates a finding.
  public init(
    path: String, line: Int, entry: Int?, event: String?, kind: Kind, message: String
  ) {
    self.path = path
    self.line = line
    self.entry = entry
    self.event = event
    self.kind = kind
    self.message = message
  }

  /// `FILE:LINE: entry N (EVENT): message`.
  public var description: String {
    var text = "\(TerminalText.sanitized(path)):\(line): "
    if let entry {
      text += "entry \(entry)" + (event.map { " (\(TraceError.quoted($0)))" } ?? "") + ": "
    }
    return text + message
  }
}
