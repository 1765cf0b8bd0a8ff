import WayfinderRecording

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Foundation
import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
internal import WayfinderTools

// The `flock` structure of `fcntl(2)`, named apart from the `flock(2)` call.
#if canImport(Glibc)
  private typealias RegionLock = Glibc.flock
#elseif canImport(Musl)
  private typealias RegionLock = Musl.flock
#elseif canImport(Darwin)
  private typealias RegionLock = Darwin.flock
#endif

/// Writes the machine-readable trace: a session trace, format version 4 (`TraceLine`), which
/// `wayfinder` reads back to replay the session: a header, the launch, then each command as
/// an input with what followed as outcomes, each line stamped with `t` (seconds on the
/// session's clock).
///
/// ```
/// {"trace":"wayfinder","version":4,"app":"Demo","clock":"virtual"}
/// {"t":0,"event":"launch","facts":{…},"steps":["splash",…]}
/// {"t":0,"event":"step.start","step":"splash"}
/// {"t":1.3,"event":"tap","screen":"whatsNew","label":"Continue","input":"tap Continue"}
/// {"t":1.3,"event":"back","refused":"Cannot pop: 'primary' is the root of tab 'tab1'.","input":"back"}
/// ```
///
/// A session resumed from saved state starts with a `restore` entry holding the state it
/// resumed (compact, and over several lines when long), instead of a launch; `undo`, `redo`
/// and `goto N` write a `goto` entry naming the point of the history reached. A replay honours
/// both. No line is longer than a reader reads (`TraceLine.lines(_:redaction:)`): a long
/// typed line is kept once, in the entry's event, its `input` and `refused` cut short.
///
/// The trace goes to a regular file (a symbolic link's target), through a FIFO, or through an
/// inherited descriptor, whatever it is (`--trace >(jq .)`, `/dev/stderr`, `/dev/fd/3` after
/// `3>>trace.jsonl`); see ``FileTarget``. Each command's lines are written at once.
///
/// A regular file is created, or emptied when it exists and no other session is writing it.
/// When another session is writing it (two sessions given the same `--trace`), this one
/// appends instead: every write goes to the end of the file (`O_APPEND`) under a write lock,
/// so the file stays valid JSON Lines, each session's commands whole and in order, and each
/// session's `t` counting from its own start. When a write fails (a full disk, a closed pipe),
/// a regular file is cut back to its last whole line, the failure is reported once on
/// standard error, the trace stops, and the exit status becomes ``ExitStatus/outputLost``.
@MainActor
final class TraceWriter {
  private let path: String
  private var descriptor: Int32?
  private let isRegularFile: Bool
  /// Whether the session was resumed from saved state rather than launched; the trace then
  /// starts with a `restore` entry.
  var sessionWasResumed = false

  /// Opens the trace at `path`.
  ///
  /// - Throws: ``CLIError/cannotWrite(what:path:reason:)`` with the reason, for a folder, a device or socket
  ///   reached by name, another user's file, or a file that cannot be created.
  init(path: String) throws(CLIError) {
    self.path = path
    let refused = { (reason: String) in
      CLIError.cannotWrite(what: "the trace", path: path, reason: reason)
    }
    let target: FileTarget
    do throws(FileTargetError) {
      target = try FileTarget.resolve(path, namingInheritedFiles: false)
    } catch {
      throw refused(error.description)
    }
    let opened: Int32
    switch target {
    case .regularFile(let file):
      opened = open(
        file, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
      var status = stat()
      if opened >= 0, fstat(opened, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        closeDescriptor(opened)
        throw refused("it is no longer a regular file")
      }
      if opened >= 0 { Self.startAfreshUnlessShared(opened) }
    case .fifo(let fifo), .nullDevice(let fifo):
      opened = open(fifo, O_WRONLY | O_CLOEXEC)
    case .inherited(let inherited, _):
      opened = fcntl(inherited, F_DUPFD_CLOEXEC, 3)
    }
    guard opened >= 0 else { throw refused(Descriptor.wording(of: errno)) }
    descriptor = opened
    if case .regularFile = target { isRegularFile = true } else { isRegularFile = false }
  }

  /// Starts the trace: the header, the launch (or the state the session resumed), and what
  /// starting did.
  func begin(_ session: AppSession, output: SessionOutput, clock: TraceHeader.Clock) {
    var lines = [TraceLine.header(TraceHeader(app: session.definition.app, clock: clock))]
    if !sessionWasResumed {
      let launch = session.traceLaunch(facts: session.definition.initialFacts)
      lines += TraceLine.lines(TraceEntry(time: .zero, event: launch))
    } else if let resumed {
      lines += TraceLine.lines(TraceEntry(time: .zero, event: resumed))
    }
    write(lines + Self.lines(output))
  }

  /// Records a command given to `before` (the session as it was), then what it did, in the
  /// order it happened, each line stamped with the time it happened at.
  func record(_ output: SessionOutput, command: SessionCommand, line: String, before: AppSession) {
    let input = TraceEntry(
      time: before.time, event: before.traceInput(for: command), input: line.trimmedText)
    write(TraceLine.lines(input) + Self.lines(output))
  }

  /// The `restore` entry of a resumed session: the saved-state document it resumed, as a state
  /// file holds it, prompt history included, written compact (one line of JSON).
  private(set) var resumed: TraceEvent?

  /// Marks the session as resumed from `restored`, a saved state of `definition`.
  func resume(_ restored: RestoredState<ScreenRoute>, definition: FlowDefinition) {
    sessionWasResumed = true
    let document = SavedState(restored.savedLife, definition: definition)
    if let bytes = try? document.encoded(compact: true) {
      resumed = .restore(state: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Records a move of the history (`undo`, `redo`, `goto N`) to `point`, made at `time`.
  func recordMove(to point: Int, line: String, time: Duration) {
    write(
      TraceLine.lines(TraceEntry(time: time, event: .move(point: point), input: line.trimmedText)))
  }

  /// Records what time passing did (real time, between commands).
  func recordOutcomes(_ output: SessionOutput) {
    write(Self.lines(output))
  }

  /// Records a refused line: its command, refused, or the line itself when it is no command.
  func recordRefusal(_ message: String, line: String, session: AppSession) {
    let typed = line.trimmedText
    let event: TraceEvent
    if let command = try? ReplCommand.parse(line)?.sessionCommand {
      event = session.traceInput(for: command)
    } else {
      event = .line(typed)
    }
    let entry = TraceEntry(
      time: session.time, event: event, refusal: message,
      input: event.name == "line" ? nil : typed)
    write(TraceLine.lines(entry))
  }

  /// The lines of what `output` did.
  private static func lines(_ output: SessionOutput) -> [String] {
    output.traceEntries().flatMap { TraceLine.lines($0) }
  }

  func close() {
    if let descriptor { closeDescriptor(descriptor) }
    descriptor = nil
  }

  private func write(_ lines: [String]) {
    guard let descriptor, !lines.isEmpty else { return }
    var bytes: [UInt8] = []
    for line in lines {
      bytes += line.utf8
      bytes.append(UInt8(ascii: "\n"))
    }
    // A file: appended to under a write lock, so that another session's lines never land
    // between two parts of a write, and cutting back never cuts theirs.
    let locked = isRegularFile && Self.lockRegion(descriptor, F_WRLCK)
    defer { if locked { _ = Self.lockRegion(descriptor, F_UNLCK) } }
    var status = stat()
    let start = isRegularFile && fstat(descriptor, &status) == 0 ? status.st_size : -1
    do throws(Descriptor.Failure) {
      try Descriptor.write(bytes, to: descriptor)
    } catch {
      // Never leave half a line: cut a file back to where this command's lines began.
      if start >= 0 { _ = ftruncate(descriptor, start) }
      Console.reportLoss(
        "Cannot write the trace to '\(path)': \(error); the trace stops here."
      )
      close()
    }
  }

  /// Empties the trace file open on `descriptor` unless another session is writing it, and
  /// marks it as being written (a shared `flock`) for as long as it is open.
  ///
  /// The exclusive lock that proves no one else writes it is held only while the file is
  /// emptied, before this session has written anything: a session starting in between
  /// empties an empty file, and both then append.
  private static func startAfreshUnlessShared(_ descriptor: Int32) {
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
      _ = ftruncate(descriptor, 0)
    } else if errno != EWOULDBLOCK {
      // No locks on this file system: no way to tell, so start afresh as a lone session would.
      _ = ftruncate(descriptor, 0)
      return
    }
    _ = flock(descriptor, LOCK_SH | LOCK_NB)
  }

  /// Takes (`F_WRLCK`, waiting for it) or releases (`F_UNLCK`) a POSIX lock on the whole file;
  /// independent of the `flock` that marks the file as shared.
  private static func lockRegion(_ descriptor: Int32, _ type: Int32) -> Bool {
    var region = RegionLock()
    region.l_type = Int16(type)
    region.l_whence = Int16(SEEK_SET)
    region.l_start = 0
    region.l_len = 0
    while fcntl(descriptor, type == F_UNLCK ? F_SETLK : F_SETLKW, &region) == -1 {
      guard errno == EINTR else { return false }
    }
    return true
  }

}

/// `close(2)`, named apart from ``TraceWriter/close()``.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
