import Wayfinder
public import WayfinderRecording
public import WayfinderFlowFiles

/// Follows a session trace as it grows — an app running in a simulator appends to it — and
/// knows where the recorded app is: its screen (played on an ``AppSession`` by a
/// ``TracePlayer``), its trail, and the last transitions it recorded.
///
/// Each ``poll(_:)`` reads only what was appended since the last one, at most ``pollBytes``:
/// the follower keeps the byte offset it has read to, the line it is on, the replay state, and
/// the bytes of a line not yet ended, which waits for its line feed. A poll costs O(new bytes,
/// at most ``pollBytes``, + the line still unended, at most ``TraceReader/maximumLineBytes``)
/// plus what the new inputs do; memory is the session, that one line (or a `restore` split
/// over lines, at most a saved state's 16 MiB) and ``recentLimit`` transitions, whatever the
/// trace's length.
///
/// What it does with what it finds:
/// - Nothing at the path: it waits and says so (``Status/waiting``); once there, it reads it.
/// - A folder, a FIFO, a device or a socket at the path: an error; it reads nothing until a
///   file replaces it.
/// - A file that shrank (truncated) or was replaced (rotated: another inode): it says so and
///   reads again from the top.
/// - A bad header, or one of another app: an error; it reads nothing more until the file is
///   truncated or replaced (``Status/stopped(_:)``).
/// - A bad entry line (not JSON, an unknown event, time going back, longer than a line may
///   be): an error naming the line (a ``TraceError``); the line is skipped and the following
///   goes on, since the app goes on writing. A one-shot reader reads with ``TraceReader``
///   instead, which stops at the first, and shows what it read with ``play(_:)``.
/// - A second header: a new session starts there; the screen and trail start again.
/// - What the flow cannot follow (an undeclared screen, a refused input): a note naming the
///   line, from the ``TracePlayer``.
///
/// ```swift
/// var follower = TraceFollower(path: "session.jsonl", apps: [definition])
/// let update = follower.poll(TraceFile(path: "session.jsonl"))
/// for message in update.messages { print(message.text) }
/// print(follower.text(options: RenderOptions(width: 60)))
/// ```
public struct TraceFollower: Sendable {
  /// What the follower is doing.
  public enum Status: Hashable, Sendable {
    /// Nothing is at the path yet.
    case waiting
    /// The file is there; no header has been read yet.
    case opened
    /// Reading entries.
    case following
    /// A problem stops the reading until the file is truncated or replaced.
    case stopped(String)
  }

  /// Something a poll found, to be said once.
  public struct Message: Hashable, Sendable {
    /// What kind of message it is.
    public enum Kind: Hashable, Sendable {
      /// What happened to the file: it appeared, shrank, was replaced, went away.
      case notice
      /// What the player could not do with an entry.
      case note
      /// A line, a header or the file could not be read.
      case error
    }
    /// What kind of message it is.
    public var kind: Kind
    /// The message, in words, naming the file and line when it concerns one.
    public var text: String
  }

  /// What one poll did.
  public struct Update: Hashable, Sendable {
    /// Whether anything shown changed: lines were read, or the status changed.
    public var changed = false
    /// What the poll found, in order.
    public var messages: [Message] = []
    /// Whether the source holds more than the poll read (its ``pollBytes``): the next poll
    /// goes on at once.
    public var isBehind = false
    /// The errors among ``messages``.
    public var errors: [String] { messages.filter { $0.kind == .error }.map(\.text) }
  }

  /// A transition the trace recorded.
  public struct RecordedTransition: Hashable, Sendable {
    /// The line it is on.
    public var line: Int
    /// When it happened, on the trace's clock.
    public var time: Duration
    /// The command's description.
    public var command: String
    /// The route on screen after it.
    public var screen: String?
  }

  /// The path followed, as given; messages name it.
  public let path: String
  /// The apps a trace may be of; the header's `app` chooses.
  public let apps: [FlowDefinition]
  /// How many of the last transitions are kept.
  public let recentLimit: Int
  /// How many bytes one read takes at most.
  public var chunkBytes = 1 << 20
  /// How many bytes one poll reads at most: 1 MiB, some 15 ms of reading and playing, so that
  /// a follower catching up on a long backlog looks up between polls (``follow(_:pause:show:)``
  /// stops within one poll of being cancelled).
  public var pollBytes = 1 << 20

  /// What the follower is doing.
  public internal(set) var status = Status.waiting
  /// The header of the session read, once read.
  public var header: TraceHeader? { player?.header }
  /// The session where the recording is, once a launch was read.
  public var session: AppSession? { player?.session }
  /// The last ``recentLimit`` transitions recorded, oldest first.
  public internal(set) var recent: [RecordedTransition] = []
  /// The last problems found (errors and notes), at most ``recentLimit``, oldest first.
  public internal(set) var problems: [String] = []
  /// The number of the last line read whole (1 is the header); 0 before.
  public internal(set) var linesRead = 0
  /// The time of the last entry read.
  public internal(set) var time: Duration = .zero

  // Reading state.
  var player: TracePlayer?
  var reader: TraceLineReader?
  var offset = 0
  var identity: [UInt64]?
  /// The start of the line not yet ended, with the bytes read of it.
  var pending: [UInt8] = []
  /// Whether the line being read is too long, and skipped up to its line feed.
  var skippingLine = false
  /// How many bytes of the line being skipped were read.
  var skippedBytes = 0
  /// Whether a poll was made: the first one says that the file is not there yet.
  var hasPolled = false

  /// Prepares to follow the trace at `path`, of one of `apps`.
  ///
  /// - Parameters:
  ///   - path: The path, as messages name it.
  ///   - apps: The apps the trace may be of; the one its header names is played.
  ///   - recentLimit: How many transitions and problems to keep (at least 1).
  public init(path: String, apps: [FlowDefinition], recentLimit: Int = 5) {
    self.path = path
    self.apps = apps
    self.recentLimit = max(1, recentLimit)
  }

  /// The line being read that has no line feed yet, if any: what a one-shot reader reports.
  package var unendedLine: Int? {
    pending.isEmpty && !skippingLine ? nil : linesRead + 1
  }

  /// Forgets everything read: the next poll reads from the top.
  mutating func restart() {
    player = nil
    reader = nil
    offset = 0
    pending = []
    skippingLine = false
    skippedBytes = 0
    linesRead = 0
    time = .zero
    recent = []
    problems = []
    status = .opened
  }

  mutating func remember(_ problem: String) {
    problems.append(problem)
    if problems.count > recentLimit { problems.removeFirst(problems.count - recentLimit) }
  }

  mutating func record(_ transition: RecordedTransition) {
    recent.append(transition)
    if recent.count > recentLimit { recent.removeFirst(recent.count - recentLimit) }
  }
}
