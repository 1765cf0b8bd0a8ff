import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
import WayfinderRecording

extension TraceFollower {
  /// Reads what `source` holds beyond what was read, up to ``pollBytes``: each new line ended
  /// by a line feed is read and played; the start of a line not yet ended waits for the next
  /// poll, and so does what is past ``pollBytes`` (``Update/isBehind``).
  ///
  /// O(new bytes + the line still unended) plus what the new inputs do: the bytes before the
  /// offset are never read again, unless the file shrank or was replaced, which starts again
  /// from the top.
  public mutating func poll(_ source: some TraceSource) -> Update {
    var update = Update()
    defer { hasPolled = true }
    guard let snapshot = source.snapshot() else {
      if status != .waiting || !hasPolled {
        let wasThere = identity != nil
        restart()
        status = .waiting
        identity = nil
        update.changed = true
        update.messages.append(
          Message(
            kind: .notice,
            text: wasThere
              ? "\(shownPath) is gone; waiting for it to come back."
              : "Waiting for \(shownPath): it does not exist yet."))
      }
      return update
    }
    if let identity, identity != snapshot.identity {
      restart()
      update.changed = true
      update.messages.append(
        Message(kind: .notice, text: "\(shownPath) was replaced; reading it from the top."))
    } else if snapshot.size < offset {
      let from = offset
      restart()
      update.changed = true
      update.messages.append(
        Message(
          kind: .notice,
          text: "\(shownPath) shrank from \(from) to \(snapshot.size) bytes; reading it from "
            + "the top."))
    } else if status == .waiting {
      status = .opened
      update.changed = true
      if hasPolled {
        update.messages.append(Message(kind: .notice, text: "\(shownPath) is there; reading it."))
      }
    }
    identity = snapshot.identity
    if case .stopped = status { return update }
    if let reason = snapshot.unreadable {
      stop("cannot read \(shownPath): \(reason).", &update)
      return update
    }
    var budget = max(1, pollBytes)
    while offset < snapshot.size, budget > 0 {
      let bytes: [UInt8]
      do throws(TraceSourceFailure) {
        bytes = try source.read(
          from: offset, count: min(max(1, chunkBytes), budget, snapshot.size - offset))
      } catch {
        stop("cannot read \(shownPath): \(error.reason).", &update)
        return update
      }
      guard !bytes.isEmpty else { break }
      offset += bytes.count
      budget -= bytes.count
      take(bytes, &update)
      if case .stopped = status { return update }
    }
    update.isBehind = budget == 0 && offset < snapshot.size
    return update
  }

  /// Plays a trace read whole (by ``TraceReader``, strictly) as polls play what they read:
  /// where the session ended, its trail, its last transitions, and what the flow could not
  /// follow, as notes. A header of an app not among ``apps`` is an error.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: What playing it found.
  public mutating func play(_ trace: Trace) -> Update {
    restart()
    var update = Update(changed: true)
    guard let definition = apps.first(where: { $0.app == trace.header.app }) else {
      stop(otherApp(trace.header.app, line: 1), &update)
      return update
    }
    player = TracePlayer(header: trace.header, definition: definition)
    status = .following
    for record in trace.records { play(record, &update) }
    linesRead = trace.records.last?.line ?? 1
    return update
  }

  private var shownPath: String { "'\(TerminalText.sanitized(path))'" }

  private mutating func stop(_ message: String, _ update: inout Update) {
    status = .stopped(message)
    remember(message)
    update.changed = true
    update.messages.append(Message(kind: .error, text: message))
  }

  /// Splits `bytes` at line feeds onto what is pending and reads each line ended. Only the new
  /// bytes are searched for line feeds. A line longer than a trace line may be is not kept:
  /// its bytes are counted up to its line feed, then it is reported and skipped.
  private mutating func take(_ bytes: [UInt8], _ update: inout Update) {
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == 10 {
      if skippingLine {
        let length =
          skippedBytes + (index - start) - (index > start && bytes[index - 1] == 13 ? 1 : 0)
        skippingLine = false
        skippedBytes = 0
        linesRead += 1
        problem(
          TraceError(
            path: path, line: linesRead,
            problem: .lineTooLong(bytes: length, limit: TraceReader.maximumLineBytes)),
          &update)
      } else {
        var line = pending
        line.append(contentsOf: bytes[start..<index])
        if line.last == 13 { line.removeLast() }
        pending = []
        read(line[...], &update)
        if case .stopped = status { return }
      }
      start = index + 1
    }
    guard start < bytes.endIndex else { return }
    if skippingLine {
      skippedBytes += bytes.endIndex - start
      return
    }
    pending.append(contentsOf: bytes[start...])
    if pending.count > TraceReader.maximumLineBytes + 1 {
      skippedBytes = pending.count
      pending = []
      skippingLine = true
    }
  }

  /// Reads the line ended just now.
  private mutating func read(_ bytes: ArraySlice<UInt8>, _ update: inout Update) {
    let line = linesRead + 1
    linesRead = line
    update.changed = true
    guard var reader, player != nil else {
      readHeader(bytes, line: line, &update)
      return
    }
    do throws(TraceError) {
      // The reader keeps what it learnt from the line, even when the line is refused.
      defer { self.reader = reader }
      guard let read = try reader.record(bytes, line: line) else { return }
      play(read, &update)
    } catch {
      if case .secondHeader = error.problem {
        update.messages.append(
          Message(kind: .notice, text: "line \(line): a new session starts here."))
        readHeader(bytes, line: line, &update)
        return
      }
      problem(error, &update)
    }
  }

  /// Plays `record`, an entry read: keeps its time and transition, and says what the player
  /// could not do.
  private mutating func play(_ record: Trace.Record, _ update: inout Update) {
    guard var playing = player else { return }
    time = record.entry.time
    if case .transition(let command, let screen) = record.entry.event {
      self.record(
        RecordedTransition(
          line: record.line, time: record.entry.time, command: command, screen: screen))
    }
    for note in playing.play(record) {
      remember(note)
      update.messages.append(Message(kind: .note, text: note))
    }
    player = playing
  }

  /// The error for a header of app `app`, on line `line`, which no flow files hold.
  private func otherApp(_ app: String, line: Int) -> String {
    let names = apps.map { "'\(TraceError.quoted($0.app))'" }.joined(separator: ", ")
    return "\(TerminalText.sanitized(path)):\(line): the trace is of app "
      + "'\(TraceError.quoted(app))'; the flow files hold \(names)."
  }

  private mutating func problem(_ error: TraceError, _ update: inout Update) {
    remember(error.description + " The line is skipped.")
    update.changed = true
    update.messages.append(Message(kind: .error, text: error.description))
  }

  private mutating func readHeader(_ bytes: ArraySlice<UInt8>, line: Int, _ update: inout Update) {
    var reader = TraceLineReader(path: path, lineCount: Int.max, endsWithNewline: true)
    do throws(TraceError) {
      reader.header = try reader.header(bytes)
    } catch {
      var error = error
      error.line = line
      stop(error.description, &update)
      return
    }
    guard let definition = apps.first(where: { $0.app == reader.header.app }) else {
      stop(otherApp(reader.header.app, line: line), &update)
      return
    }
    self.reader = reader
    player = TracePlayer(header: reader.header, definition: definition)
    recent = []
    status = .following
  }
}
