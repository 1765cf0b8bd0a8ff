import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
import WayfinderRecording

/// Reads the lines of one trace in order: the header, then each entry, checking that time
/// never goes back, and putting together a `restore` split over several lines.
struct TraceLineReader {
  /// A `restore` entry split over lines, being read: where it starts, its time, how many lines
  /// it has, and the state read so far.
  private struct SplitRestore {
    var line: Int
    var time: Duration
    var parts: Int
    var read: Int
    var state: String
  }

  let path: String
  let lineCount: Int
  let endsWithNewline: Bool
  /// The header, once read: entries check redacted values against it.
  var header = TraceHeader(app: "", clock: .real)
  private var previous: (time: Duration, line: Int)?
  private var restore: SplitRestore?

  init(path: String, lineCount: Int, endsWithNewline: Bool) {
    self.path = path
    self.lineCount = lineCount
    self.endsWithNewline = endsWithNewline
  }

  func error(_ line: Int, _ problem: TraceError.Problem, column: Int? = nil) -> TraceError {
    TraceError(path: path, line: line, column: column, problem: problem)
  }

  /// The header on line 1.
  func header(_ bytes: ArraySlice<UInt8>) throws(TraceError) -> TraceHeader {
    let node: DocumentNode
    do throws(TraceError) {
      node = try object(bytes, line: 1)
    } catch {
      if case .lineTooLong = error.problem { throw error }
      throw self.error(1, .notATrace)
    }
    guard let trace = node["trace"] else {
      throw error(1, node["event"] != nil ? .unversioned : .notATrace)
    }
    guard trace.value == .string("wayfinder") else { throw error(1, .notATrace) }
    let fields = TraceFields(node: node, event: "header", line: 1, reader: self)
    let version = try fields.int("version")
    guard version != 0 else { throw error(1, .unversioned) }
    guard (TraceHeader.oldestReadVersion...TraceHeader.currentVersion).contains(version) else {
      throw error(1, .unknownVersion(version))
    }
    let clockName = try fields.string("clock")
    guard let clock = TraceHeader.Clock(rawValue: clockName) else {
      throw fields.bad("clock", "'real' or 'virtual'", node["clock"])
    }
    var header = TraceHeader(app: try fields.string("app"), clock: clock)
    // An older version is read as the current one: it only lacks the entries added since.
    header.version = version
    if node["limit"] != nil {
      header.limit = try fields.int("limit", atLeast: 1)
    }
    if node["dropped"] != nil { header.dropped = try fields.int("dropped", atLeast: 0) }
    if let redacted = node["redacted"] {
      guard case .mapping = redacted else {
        throw fields.bad("redacted", "an object", redacted)
      }
      let redaction = TraceFields(node: redacted, event: "header", line: 1, reader: self)
      header.redaction = TraceRedaction(
        screens: Set(try redaction.optionalStrings("screens")),
        facts: Set(try redaction.optionalStrings("facts")),
        urls: redacted["urls"] == nil ? false : try redaction.bool("urls"))
    }
    return header
  }

  /// The entry on line `line`, with the line it starts on; `nil` for a line of a `restore`
  /// split over several, but the last.
  mutating func record(_ bytes: ArraySlice<UInt8>, line: Int) throws(TraceError) -> Trace.Record? {
    let node = try object(bytes, line: line)
    if node["trace"] != nil {
      restore = nil
      throw error(line, .secondHeader)
    }
    let any = TraceFields(node: node, event: "entry", line: line, reader: self)
    let name = try any.string("event")
    if let added = TraceEvent.addedInputNames.first(where: {
      $0.key > header.version && $0.value.contains(name)
    }) {
      throw error(line, .laterEvent(name, version: added.key, header: header.version))
    }
    let fields = TraceFields(node: node, event: name, line: line, reader: self)
    let time = try fields.seconds("t")
    if restore != nil { return try continueRestore(fields, time: time) }
    if name == "restore", node["part"] != nil {
      throw fields.bad("part", "absent: a part follows the first line of its restore", node["part"])
    }
    if let previous, time < previous.time {
      throw error(
        line,
        .timeGoesBack(
          from: TraceFields.secondsText(previous.time), previousLine: previous.line,
          to: TraceFields.secondsText(time)))
    }
    let event = try fields.event(named: name)
    // A move sets the session's clock back to the point it reached: time starts again.
    previous = event.name == "goto" ? nil : (time, line)
    if case .restore(let state) = event, node["parts"] != nil {
      let parts = try fields.int("parts", atLeast: 1)
      if parts > 1 {
        restore = SplitRestore(line: line, time: time, parts: parts, read: 1, state: state)
        return nil
      }
    }
    var entry = TraceEntry(time: time, event: event)
    if event.isInput {
      entry.refusal = try fields.optionalString("refused")
      entry.input = try fields.optionalString("input")
      entry.cut = try fields.cut()
    }
    return Trace.Record(line: line, entry: entry)
  }

  /// Reads the next line of the `restore` being read: its next `part`, at its time.
  private mutating func continueRestore(
    _ fields: TraceFields, time: Duration
  ) throws(TraceError) -> Trace.Record? {
    guard var split = restore else { return nil }
    guard fields.event == "restore", let part = fields.node["part"] else {
      restore = nil
      throw error(
        split.line, .unfinishedRestore(parts: split.parts, read: split.read, next: fields.line))
    }
    guard part.value == .int(split.read + 1) else {
      restore = nil
      throw fields.bad(
        "part", "\(split.read + 1), the next part of the restore on line \(split.line)", part)
    }
    guard time == split.time else {
      restore = nil
      throw fields.bad(
        "t",
        "\(TraceFields.secondsText(split.time)), the time of the restore on line "
          + "\(split.line)", fields.node["t"])
    }
    let piece = try fields.string("state")
    guard split.state.utf8.count + piece.utf8.count <= StateFile.maximumSize else {
      restore = nil
      throw error(split.line, .restoreTooLarge(limit: StateFile.maximumSize))
    }
    split.state += piece
    split.read += 1
    guard split.read == split.parts else {
      restore = split
      return nil
    }
    restore = nil
    return Trace.Record(
      line: split.line, entry: TraceEntry(time: time, event: .restore(state: split.state)))
  }

  /// Checks that no entry is left unfinished at the end of the trace: a `restore` whose last
  /// lines are missing.
  func finish() throws(TraceError) {
    guard let split = restore else { return }
    throw error(split.line, .unfinishedRestore(parts: split.parts, read: split.read, next: nil))
  }

  /// The JSON object on line `line`.
  private func object(_ bytes: ArraySlice<UInt8>, line: Int) throws(TraceError) -> DocumentNode {
    guard bytes.count <= TraceReader.maximumLineBytes else {
      throw error(line, .lineTooLong(bytes: bytes.count, limit: TraceReader.maximumLineBytes))
    }
    guard !bytes.isEmpty else { throw error(line, .emptyLine) }
    let parsed: DocumentNode?
    do throws(JSONParser.Failure) {
      parsed = try JSONParser.parse(Array(bytes), depthLimit: TraceReader.maximumDepth)
    } catch {
      var column = error.column
      if case .unexpected(_, _, let at) = error.cause { column = at }
      throw self.error(
        line, Self.problem(of: error, isLast: isLastAndUnended(line)), column: column)
    }
    guard let node = parsed else { throw error(line, .emptyLine) }
    guard case .mapping = node else {
      throw error(line, .notAnObject(found: TraceFields.found(node)))
    }
    return node
  }

  /// Whether `line` is the last one and no line feed ends it: where a cut-off write ends.
  private func isLastAndUnended(_ line: Int) -> Bool {
    line == lineCount && !endsWithNewline
  }

  private static func problem(of failure: JSONParser.Failure, isLast: Bool) -> TraceError.Problem {
    switch failure.cause {
    case .endOfInput:
      return .cutOff(isLast: isLast)
    case .unexpected("invalid UTF-8", _, _):
      return .invalidJSON("invalid UTF-8 here")
    case .unexpected(let character, _, _):
      if character.hasPrefix("U+00"), let value = Int(character.dropFirst(2), radix: 16),
        value < 0x20
      {
        return .invalidJSON(
          "unexpected \(character) here; JSON writes control characters escaped, as \\u"
            + String(character.dropFirst(2)).lowercased())
      }
      return .invalidJSON("unexpected \(character) here")
    case .tooDeep:
      return .invalidJSON(
        "objects and lists nest more than \(TraceReader.maximumDepth) levels deep")
    case .duplicateKeys(let keys):
      return .invalidJSON(
        keys.map { "'\(TraceError.quoted($0))'" }.joined(separator: ", ") + " given twice")
    }
  }
}
