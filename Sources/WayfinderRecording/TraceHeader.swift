public import Wayfinder

/// The first line of a session trace: that it is one, its format version, the app, how time
/// passed, and what the recorder left out — entries dropped at its limit, values redacted.
///
/// `{"trace":"wayfinder","version":4,"app":"Demo","clock":"real","limit":10000,"dropped":0}`
///
/// Versions: 1, the first; 2 adds the `restore` and `goto` entries (a session resumed from
/// saved state, a move of the REPL's history); 3 splits a long `restore` over several lines
/// (`parts`, `part`) and marks texts cut short (`cut`), so that no line is longer than a reader
/// reads; 4 adds the window entries (`openWindow`, `activateWindow`, `closeWindow`), after
/// which the entries act in another window, so that a reader of an older version refuses such
/// a trace by its version rather than replaying it in the wrong window. A reader of version 4
/// reads versions 1 to 3 as they are.
public struct TraceHeader: Hashable, Sendable {
  /// How time passed in the session, which decides how a replayer moves its own.
  public enum Clock: String, Hashable, Sendable, CaseIterable {
    /// Time moved by itself (an app, the REPL at a terminal): a replayer lets time pass up to
    /// each entry's `t`.
    case real
    /// Time moved only by commands, and the launch went on by itself after each while only
    /// time could move it (REPL scripts): a replayer does the same.
    case virtual
  }

  /// The format version this library writes.
  public static let currentVersion = 4

  /// The oldest format version readers read: older traces are migrated to the current one.
  public static let oldestReadVersion = 1

  /// The app's name, as its flow files (and generated code) give it.
  public var app: String
  /// The format version.
  public var version: Int
  /// How time passed.
  public var clock: Clock
  /// The most entries the recorder keeps; `nil` for no limit.
  public var limit: Int?
  /// How many entries, oldest first, the recorder dropped before the first one written.
  public var dropped: Int
  /// What was left out of the entries.
  public var redaction: TraceRedaction

  /// Creates a header of the current version.
  public init(
    app: String, clock: Clock, limit: Int? = nil, dropped: Int = 0,
    redaction: TraceRedaction = TraceRedaction()
  ) {
    self.app = app
    self.version = Self.currentVersion
    self.clock = clock
    self.limit = limit
    self.dropped = dropped
    self.redaction = redaction
  }
}
