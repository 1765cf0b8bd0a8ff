import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
import WayfinderRecording

/// Why a trace cannot be read: where (`FILE:LINE`, with the column when JSON says it), what
/// is wrong, and what to do. Text from the trace is quoted escaped and cut short.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The file holds nothing.
    case empty
    /// The file is larger than a trace may be.
    case tooLarge(bytes: Int, limit: Int)
    /// The first line is not a trace header.
    case notATrace
    /// The first line is an entry of an unversioned trace (version 0).
    case unversioned
    /// The header names a version this reader does not read.
    case unknownVersion(Int)
    /// A line is longer than a trace line may be.
    case lineTooLong(bytes: Int, limit: Int)
    /// A line holds nothing.
    case emptyLine
    /// An event that a later format version added, in a trace of an older version.
    case laterEvent(String, version: Int, header: Int)
    /// A line is not JSON; the parser's message.
    case invalidJSON(String)
    /// A line ends in the middle of its entry.
    case cutOff(isLast: Bool)
    /// A line is JSON but not an object.
    case notAnObject(found: String)
    /// A header after the first line.
    case secondHeader
    /// An event name the format does not have.
    case unknownEvent(String, suggestion: String?)
    /// A member is missing or of the wrong kind: the event, the member, what it must be,
    /// and what was found (`nil` when missing).
    case badField(event: String, field: String, expected: String, found: String?)
    /// A redacted value for a screen or fact the header does not list.
    case unlistedRedaction(String)
    /// Time goes back from the line before.
    case timeGoesBack(from: String, previousLine: Int, to: String)
    /// A `restore` split over `parts` lines, of which `read` follow one another: line `next`
    /// is no part of it, or (`nil`) the trace ends. Since version 3.
    case unfinishedRestore(parts: Int, read: Int, next: Int?)
    /// A `restore` split over lines holds a state longer than a saved state may be.
    case restoreTooLarge(limit: Int)
  }

  /// The trace's path, as given.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, when known.
  public var column: Int?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  public init(path: String, line: Int, column: Int? = nil, problem: Problem) {
    self.path = path
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// `FILE:LINE[:COLUMN]: message`.
  public var description: String {
    let place = "\(TerminalText.sanitized(path)):\(line)" + (column.map { ":\($0)" } ?? "")
    return "\(place): \(message)"
  }

  private static let headerShape = #"{"trace":"wayfinder","version":4,…}"#

  /// The problem in words, with what to do.
  public var message: String {
    switch problem {
    case .empty:
      "the trace is empty; a trace starts with its header line, \(Self.headerShape)."
    case .tooLarge(let bytes, let limit):
      "the trace is \(bytes) bytes long; at most \(limit) bytes are read. Record with a lower "
        + "limit, or split the trace at a launch."
    case .notATrace:
      "not a Wayfinder trace: the first line must be its header, \(Self.headerShape)."
    case .unversioned:
      "this is an unversioned trace (version 0), which does not record every command and "
        + "cannot be replayed. Record the session again with this version of wayfinder."
    case .unknownVersion(let version):
      "the trace is version \(version); this wayfinder reads versions "
        + "\(TraceHeader.oldestReadVersion) to \(TraceHeader.currentVersion). Read it with the "
        + "wayfinder that wrote it, or a newer one."
    case .lineTooLong(let bytes, let limit):
      "the line is \(bytes) bytes long; a trace line may be at most \(limit) bytes."
    case .emptyLine:
      "an empty line; each line of a trace holds one entry."
    case .laterEvent(let name, let version, let header):
      "'\(Self.quoted(name))' entries came in version \(version), but the header says version "
        + "\(header); a writer of version \(header) cannot have written it. Record the session "
        + "again, or correct the header's version."
    case .invalidJSON(let message):
      "not JSON: \(message)."
    case .cutOff(let isLast):
      isLast
        ? "the entry is cut off: the trace ends in the middle of it. Remove the line to read "
          + "what comes before it."
        : "the entry is cut off before its end."
    case .notAnObject(let found):
      "an entry must be a JSON object; found \(found)."
    case .secondHeader:
      "a second header: two sessions wrote this trace. Replay needs the trace of one session."
    case .unknownEvent(let name, let suggestion):
      "unknown event '\(Self.quoted(name))'."
        + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .badField(let event, let field, let expected, let found):
      "'\(Self.quoted(event))' needs '\(field)', \(expected)"
        + (found.map { "; found \($0)." } ?? "; it is missing.")
    case .unlistedRedaction(let name):
      "a redacted value for '\(Self.quoted(name))', which the header does not list as redacted."
    case .timeGoesBack(let from, let previousLine, let to):
      "time goes back, from \(from)s on line \(previousLine) to \(to)s; entries must be in "
        + "the order they happened."
    case .unfinishedRestore(let parts, let read, let next?):
      "the restore entry is split over \(parts) lines, but line \(next) is not its part "
        + "\(read + 1); the parts of an entry follow one another."
    case .unfinishedRestore(let parts, let read, nil):
      "the restore entry is split over \(parts) lines, but the trace ends after \(read) of "
        + "them: it was cut off while being written."
    case .restoreTooLarge(let limit):
      "the restore entry's state is longer than \(limit) bytes, the most a saved state may be."
    }
  }

  /// `text` escaped for a terminal and cut to 40 characters.
  static func quoted(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return TerminalText.sanitized(cut)
  }
}
