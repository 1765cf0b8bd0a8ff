import Wayfinder

/// Reads the lines of one trace in order: the header, then each entry, checking that time
/// never goes back.
struct TraceLineReader {
  let path: String
  let lineCount: Int
  let endsWithNewline: Bool
  /// The header, once read: entries check redacted values against it.
  var header = TraceHeader(app: "", clock: .real)
  private var previous: (time: Duration, line: Int)?

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

  /// The entry on line `line`.
  mutating func entry(_ bytes: ArraySlice<UInt8>, line: Int) throws(TraceError) -> TraceEntry {
    let node = try object(bytes, line: line)
    if node["trace"] != nil { throw error(line, .secondHeader) }
    let any = TraceFields(node: node, event: "entry", line: line, reader: self)
    let name = try any.string("event")
    if let added = TraceEvent.addedInputNames.first(where: {
      $0.key > header.version && $0.value.contains(name)
    }) {
      throw error(line, .laterEvent(name, version: added.key, header: header.version))
    }
    let fields = TraceFields(node: node, event: name, line: line, reader: self)
    let time = try fields.seconds("t")
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
    var entry = TraceEntry(time: time, event: event)
    if event.isInput {
      entry.refusal = try fields.optionalString("refused")
      entry.input = try fields.optionalString("input")
    }
    return entry
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
