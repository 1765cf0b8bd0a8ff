import Wayfinder
import WayfinderRecording

/// Reads session traces (format versions 1 to 4; an older trace is read as the current version,
/// which only adds to it), strictly: the first problem stops the reading with
/// a ``TraceError`` naming the file, the line and what to do.
///
/// What it refuses, by name: an empty file or one larger than ``maximumBytes``; a first line
/// that is no header, an unversioned trace (version 0, which did not record every command),
/// a version it does not read; a line longer than ``maximumLineBytes``, an empty line, a line
/// that is not a JSON object (control characters unescaped, invalid UTF-8, nesting deeper than
/// ``maximumDepth``), an entry cut off at the end, a second header, an unknown event, a missing
/// or mistyped member (a `wait` longer than the clock's range, `ClockRange`, among them), a
/// redacted value the header does not list, and time going back. Unknown
/// members are ignored, so later writers of a version may add some; an entry a later version
/// added (`restore`, `goto`, the window entries) in an older version's trace is refused by name. Time may go back
/// only right after a `goto` entry (a move of the REPL's history sets the clock back).
///
/// Reading is linear in the file's size and never recursive; memory is the entries read.
public enum TraceReader {
  /// The largest trace read, in bytes: 64 MiB.
  public static let maximumBytes = 64 << 20
  /// The longest line, in bytes: 1 MiB, the longest a writer writes
  /// (`TraceLine.maximumLineBytes`).
  public static let maximumLineBytes = TraceLine.maximumLineBytes
  /// How deep objects and arrays may nest in one line.
  public static let maximumDepth = 8

  /// Reads the trace at `path`: a regular file, or a symbolic link to one.
  ///
  /// - Throws: ``TraceError``; for a file that cannot be read — a folder, a FIFO, a device or
  ///   a socket, which are never opened to wait on, or one the system refuses — a
  ///   ``TraceSourceFailure`` saying why (`it is a FIFO, not a file`).
  public static func read(path: String) throws -> Trace {
    try read(from: TraceFile(path: path), path: path)
  }

  /// Reads the whole trace `source` holds, strictly: the one reading `replay`, `test
  /// --from-trace`, `inspect` (without `--follow`) and `graph --highlight` share.
  ///
  /// O(the trace's size, at most ``maximumBytes``); a larger one is refused without being
  /// read whole.
  ///
  /// - Parameters:
  ///   - source: The trace's bytes.
  ///   - path: The path messages name.
  /// - Returns: The trace.
  /// - Throws: ``TraceError``, or ``TraceSourceFailure`` when the source cannot be read (or
  ///   is not there).
  public static func read(from source: some TraceSource, path: String) throws -> Trace {
    guard let snapshot = source.snapshot() else {
      throw TraceSourceFailure(reason: "there is no file at this path")
    }
    if let reason = snapshot.unreadable { throw TraceSourceFailure(reason: reason) }
    guard snapshot.size <= maximumBytes else {
      throw TraceError(
        path: path, line: 1, problem: .tooLarge(bytes: snapshot.size, limit: maximumBytes))
    }
    // Read to the end, which may have moved since the snapshot: up to one byte past the limit.
    var bytes: [UInt8] = []
    while bytes.count <= maximumBytes {
      let chunk = try source.read(
        from: bytes.count, count: min(1 << 20, maximumBytes + 1 - bytes.count))
      if chunk.isEmpty { break }
      bytes += chunk
    }
    return try read(bytes, path: path)
  }

  /// Reads a trace from `bytes`, reporting problems under `path`.
  ///
  /// - Throws: ``TraceError``.
  public static func read(_ bytes: [UInt8], path: String) throws(TraceError) -> Trace {
    guard bytes.count <= maximumBytes else {
      throw TraceError(
        path: path, line: 1, problem: .tooLarge(bytes: bytes.count, limit: maximumBytes))
    }
    var lines = split(bytes)
    // A last line feed ends the last line; it does not start an empty one.
    if lines.last?.isEmpty == true, lines.count > 1 { lines.removeLast() }
    guard let first = lines.first, !first.isEmpty || lines.count > 1 else {
      throw TraceError(path: path, line: 1, problem: .empty)
    }
    var reader = TraceLineReader(
      path: path, lineCount: lines.count, endsWithNewline: bytes.last == 10)
    let header = try reader.header(first)
    reader.header = header
    var records: [Trace.Record] = []
    for (index, line) in lines.enumerated().dropFirst() {
      if let record = try reader.record(line, line: index + 1) { records.append(record) }
    }
    try reader.finish()
    return Trace(path: path, header: header, records: records)
  }

  /// The lines of `bytes`, split at line feeds, a carriage return before one dropped.
  private static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == 10 {
      var end = index
      if end > start, bytes[end - 1] == 13 { end -= 1 }
      lines.append(bytes[start..<end])
      start = index + 1
    }
    lines.append(bytes[start..<bytes.endIndex])
    return lines
  }
}
