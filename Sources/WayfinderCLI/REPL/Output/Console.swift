#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Wayfinder
internal import WayfinderPersistence
internal import WayfinderTools

/// The one way `wayfinder` writes to standard output and standard error.
///
/// Text is written as ``ConsoleText``, whose control characters are escaped here, on the
/// way out, whatever the command: a message quoting a flow file, a trace or the command line
/// never drives the terminal, and no message needs to remember to escape what it quotes. A
/// plain `String` is a message. Only ``write(bytes:)`` writes bytes as they are, for binary
/// output such as a PNG.
///
/// Every write goes through `write(2)`: a closed pipe (`EPIPE`), a full disk (`ENOSPC`) or an
/// I/O error (`EIO`) is never a crash. The first failure on standard output is reported on
/// standard error in one line (`Cannot write to standard output: No space left on device.`),
/// and the process then exits with ``ExitStatus/outputLost`` — whatever the command would
/// have said otherwise — so a caller never mistakes lost output for success.
///
/// Standard output may be held back (``hold(_:)``) to be written in fewer, larger pieces; what
/// is held is written before anything else is, on either stream, so standard output and
/// standard error sent to the same file or pipe (`2>&1`) keep the order things happened in.
enum Console {
  /// Where text goes.
  enum Stream: Sendable {
    case output
    case error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    var name: String { self == .output ? "standard output" : "standard error" }
  }

  /// What went wrong so far.
  private struct Losses {
    var output = false
    var error = false
    var other = false
    /// Standard descriptors that were closed when the process started.
    var closed: Set<Int32> = []
  }

  private static let losses = Locked(Losses())

  /// Standard output held back by ``hold(_:)``.
  private static let held = Locked("")

  /// How much held output is written at once without waiting for ``flush()``.
  private static let heldLimit = 1 << 16

  /// Makes writes to a closed pipe fail with `EPIPE`, and writes past the file size limit
  /// fail with `EFBIG`, instead of killing the process; and holds the place of a standard
  /// descriptor the process started without, so that no file opened later takes its number
  /// and receives what was meant for the terminal.
  static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      _ = open("/dev/null", O_RDWR)
      if descriptor != STDIN_FILENO {
        _ = losses.withLock { $0.closed.insert(descriptor) }
      }
    }
  }

  /// Writes `text`, made safe for a terminal, after what is held.
  ///
  /// - Returns: Whether it was written whole.
  @discardableResult
  static func write(_ text: ConsoleText, to stream: Stream = .output) -> Bool {
    flush()
    return emit(text.text, to: stream)
  }

  /// Writes the message `text`, its control characters escaped, after what is held.
  ///
  /// - Returns: Whether it was written whole.
  @discardableResult
  static func write(_ text: String, to stream: Stream = .output) -> Bool {
    write(ConsoleText(text), to: stream)
  }

  /// Adds `text`, made safe for a terminal, to what standard output holds back, writing it all
  /// once it passes 64 KiB. ``flush()`` writes it, and so does writing anything else.
  static func hold(_ text: ConsoleText) {
    let safe = text.text
    let full = held.withLock { held -> String? in
      held += safe
      guard held.utf8.count >= heldLimit else { return nil }
      defer { held = "" }
      return held
    }
    if let full { emit(full, to: .output) }
  }

  /// Writes what standard output holds back.
  static func flush() {
    let text = held.withLock { held in
      defer { held = "" }
      return held
    }
    if !text.isEmpty { emit(text, to: .output) }
  }

  /// Writes `text`, made safe already, to `stream` at once, past anything held.
  @discardableResult
  private static func emit(_ text: String, to stream: Stream) -> Bool {
    do throws(Descriptor.Failure) {
      if losses.withLock({ $0.closed.contains(stream.descriptor) }) {
        throw Descriptor.Failure(code: EBADF)
      }
      try Descriptor.write(text.utf8, to: stream.descriptor)
      return true
    } catch {
      let first = losses.withLock { losses in
        defer { if stream == .output { losses.output = true } else { losses.error = true } }
        return stream == .output ? !losses.output : !losses.error
      }
      if first, stream == .output {
        report("Cannot write to standard output: \(error).")
      }
      return false
    }
  }

  /// Writes `bytes` as they are, for binary output such as a PNG.
  ///
  /// - Returns: Whether they were written whole.
  @discardableResult
  static func write(bytes: [UInt8]) -> Bool {
    flush()
    do throws(Descriptor.Failure) {
      if losses.withLock({ $0.closed.contains(STDOUT_FILENO) }) {
        throw Descriptor.Failure(code: EBADF)
      }
      try Descriptor.write(bytes, to: STDOUT_FILENO)
      return true
    } catch {
      let first = losses.withLock { losses in
        defer { losses.output = true }
        return !losses.output
      }
      if first { report("Cannot write to standard output: \(error).") }
      return false
    }
  }

  /// Writes `text`, made safe for a terminal, and a line end.
  @discardableResult
  static func writeLine(_ text: ConsoleText, to stream: Stream = .output) -> Bool {
    write(text + "\n", to: stream)
  }

  /// Writes the message `text`, its control characters escaped, and a line end.
  @discardableResult
  static func writeLine(_ text: String, to stream: Stream = .output) -> Bool {
    writeLine(ConsoleText(text), to: stream)
  }

  /// Writes `line` on standard error and records that some output (a trace, a state file) was
  /// lost, so the exit status says so.
  static func reportLoss(_ line: String) {
    losses.withLock { $0.other = true }
    report(line)
  }

  /// Writes one line on standard error.
  static func report(_ line: String) {
    writeLine(line, to: .error)
  }

  /// Whether standard output could not be written.
  static var outputFailed: Bool { losses.withLock { $0.output } }

  /// The exit status to end with: `status`, or ``ExitStatus/outputLost`` when output was lost.
  static func exitStatus(_ status: Int32) -> Int32 {
    let lost = losses.withLock { $0.output || $0.error || $0.other }
    return lost && status != ExitStatus.usage ? ExitStatus.outputLost : status
  }
}
