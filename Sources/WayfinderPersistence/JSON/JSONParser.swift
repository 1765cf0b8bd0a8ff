/// A strict JSON (RFC 8259) parser over UTF-8 bytes that keeps the line and column of every
/// value and key, producing a ``DocumentNode`` tree. Flow files and state files are both read
/// by it.
///
/// It never recurses: open objects and arrays sit on an explicit stack, and nesting deeper than
/// the caller's limit (``maximumDepth`` by default) is a clean error, so neither parsing nor
/// later walks of the tree can overflow the call stack. Time is linear in the input: every byte
/// is looked at a bounded number of times, except that duplicate keys are checked per object,
/// linearly for objects of up to 16 members and through a dictionary for larger ones. Memory is
/// the tree plus one frame per open object or array.
///
/// Errors name what was found, where, and the object, array or string being read, in the words
/// the YAML parser uses for the same mistakes (`while parsing a flow mapping at 1:1, did not
/// find expected ',' or '}'`). Each also carries its ``Failure/Cause`` — the text ends early,
/// a character JSON does not allow there, nesting too deep, duplicate keys — for callers that
/// word errors their own way.
///
/// ```swift
/// let root = try JSONParser.parse(Array(#"{ "app": "Shop" }"#.utf8))   // nil when blank
/// ```
package struct JSONParser {
  /// What went wrong and where; `line` and `column` count from 1, columns in Unicode scalars.
  package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What JSON could not accept, independent of how the message words it.
    package enum Cause: Hashable, Sendable {
      /// The text ends where JSON needs more, as when a write was cut short.
      case endOfInput
      /// The first character JSON does not allow where it stands, shown as messages show
      /// characters (`'x'`, `U+0009`, `invalid UTF-8`), with its line and column. This may lie
      /// after the failure's own position, which marks the start of what is wrong (the word
      /// `nulL` starts at its `n`; its first wrong character is the `L`).
      case unexpected(String, line: Int, column: Int)
      /// Objects and arrays nest deeper than the limit.
      case tooDeep
      /// An object names these keys more than once (sorted).
      case duplicateKeys([String])
    }

    /// The problem in words, without its position.
    package var message: String
    /// Where the problem starts.
    package var line: Int
    package var column: Int
    package var cause: Cause

    /// `line:column: message`.
    package var description: String { "\(line):\(column): \(message)" }
  }

  /// How deep objects and arrays may nest unless the caller says otherwise.
  package static let maximumDepth = 1000

  /// An object or array still open.
  private struct Frame {
    var isObject: Bool
    var mark: DocumentNode.Mark
    var items: [DocumentNode] = []
    var pairs: [(key: DocumentNode, value: DocumentNode)] = []
    /// The key whose value is being read (objects only).
    var key = DocumentNode.Scalar(string: "", style: .doubleQuoted, mark: .start, isVerbatim: true)
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let depthLimit: Int
  var index = 0
  /// The current line, from 1, and the offset where it starts.
  var line = 1
  var lineStart = 0
  /// UTF-8 continuation bytes seen on the current line, so columns count scalars.
  var lineContinuations = 0
  /// Bytes of strings with escapes, reused from string to string.
  var scratch: [UInt8] = []

  private init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
    self.bytes = bytes
    self.depthLimit = depthLimit
  }

  /// Parses one JSON document.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, optionally starting with a byte order mark.
  ///   - depthLimit: How many objects and arrays may be open at once; one more is an error.
  /// - Returns: The document's root, or `nil` when `bytes` hold only whitespace (or nothing).
  /// - Throws: The first problem found.
  package static func parse(
    _ bytes: [UInt8], depthLimit: Int = maximumDepth
  ) throws(Failure) -> DocumentNode? {
    let result: Result<DocumentNode?, Failure> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, depthLimit: depthLimit)
      do throws(Failure) {
        return .success(try parser.document())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private mutating func document() throws(Failure) -> DocumentNode? {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
      lineContinuations = 2
    }
    skipSpace()
    guard index < bytes.count else { return nil }
    var frames: [Frame] = []
    while true {
      // Read one value; an opened container continues with its first member instead.
      var value: DocumentNode
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        let mark = self.mark()
        guard frames.count < depthLimit else {
          throw Failure(
            message: context(frames) + "found more than \(depthLimit) nested levels",
            line: Int(mark.line), column: Int(mark.column), cause: .tooDeep)
        }
        index += 1
        skipSpace()
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if index < bytes.count, bytes[index] == close {
          index += 1
          value =
            isObject
            ? .mapping(.init(pairs: [], mark: mark)) : .sequence(.init(items: [], mark: mark))
          break
        }
        frames.append(Frame(isObject: isObject, mark: mark))
        if isObject { try key(&frames) }
        try expectValue(frames)
        continue
      default:
        value = try scalar()
      }
      // Hand the value to the open container, closing every container that ends here.
      while let top = frames.indices.last {
        skipSpace()
        let isObject = frames[top].isObject
        if isObject {
          frames[top].pairs.append((.scalar(frames[top].key), value))
        } else {
          frames[top].items.append(value)
        }
        guard index < bytes.count else {
          throw failure(context(frames) + "found unexpected end of file")
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") {
          let comma = mark()
          index += 1
          skipSpace()
          if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
          {
            // JSON itself stumbles on the closing bracket, where a value was expected.
            throw Failure(
              message: context(frames) + "found a trailing ',' (JSON allows none)",
              line: Int(comma.line), column: Int(comma.column), cause: cause(at: index))
          }
          if isObject { try key(&frames) }
          try expectValue(frames)
          break
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw failure(
            context(frames)
              + (isObject ? "did not find expected ',' or '}'" : "did not find expected ',' or ']'")
          )
        }
        index += 1
        let frame = frames.removeLast()
        if isObject {
          try Self.checkDuplicates(frame.pairs)
          value = .mapping(.init(pairs: frame.pairs, mark: frame.mark))
        } else {
          value = .sequence(.init(items: frame.items, mark: frame.mark))
        }
      }
      if frames.isEmpty {
        skipSpace()
        guard index >= bytes.count else {
          throw failure("found \(character(at: index)) after the end of the document")
        }
        return value
      }
    }
  }

  /// Reads `"key" :` for the object on top of `frames`.
  private mutating func key(_ frames: inout [Frame]) throws(Failure) {
    guard index < bytes.count else {
      throw failure(context(frames) + "found unexpected end of file")
    }
    guard bytes[index] == UInt8(ascii: "\"") else {
      throw failure(context(frames) + "did not find expected key (a string in double quotes)")
    }
    frames[frames.count - 1].key = try string()
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw failure(context(frames) + "did not find expected ':'")
    }
    index += 1
    skipSpace()
  }

  /// Fails unless a value can start here.
  private func expectValue(_ frames: [Frame]) throws(Failure) {
    guard index < bytes.count else {
      throw failure(context(frames) + "found unexpected end of file")
    }
  }

  /// `while parsing a flow mapping at 3:5, ` for the innermost open container.
  private func context(_ frames: [Frame]) -> String {
    guard let frame = frames.last else { return "" }
    let kind = frame.isObject ? "a flow mapping" : "a flow sequence"
    return "while parsing \(kind) at \(frame.mark.line):\(frame.mark.column), "
  }

  /// Yams' rule: every key that occurs more than once, sorted, reported where the first of
  /// them first occurs.
  private static func checkDuplicates(
    _ pairs: [(key: DocumentNode, value: DocumentNode)]
  ) throws(Failure) {
    guard pairs.count > 1 else { return }
    var duplicates: [String] = []
    if pairs.count <= 16 {
      for (position, pair) in pairs.enumerated() {
        guard let key = pair.key.scalar?.string else { continue }
        let earlier = pairs[..<position].contains { $0.key.scalar?.string == key }
        if !earlier, pairs[(position + 1)...].contains(where: { $0.key.scalar?.string == key }) {
          duplicates.append(key)
        }
      }
    } else {
      var counts: [String: Int] = [:]
      for pair in pairs { counts[pair.key.scalar?.string ?? "", default: 0] += 1 }
      duplicates = counts.filter { $0.value > 1 }.map(\.key)
    }
    guard let first = duplicates.min() else { return }
    let mark = pairs.first { $0.key.scalar?.string == first }?.key.mark ?? .start
    let keys = duplicates.sorted()
    throw Failure(
      message: "duplicate key '\(keys.joined(separator: "', '"))'", line: Int(mark.line),
      column: Int(mark.column), cause: .duplicateKeys(keys))
  }

  // MARK: - Positions

  /// Where the byte at `index` is.
  func mark() -> DocumentNode.Mark {
    DocumentNode.Mark(line: line, column: index - lineStart - lineContinuations + 1)
  }

  /// A syntax error at the byte at `index`, which is also the first byte JSON refuses.
  func failure(_ message: String) -> Failure {
    let mark = mark()
    return Failure(
      message: message, line: Int(mark.line), column: Int(mark.column), cause: cause(at: index))
  }

  /// The byte at `offset` as the first one JSON refuses, or the end of the input.
  ///
  /// The bytes from `start` (at `mark`; `index` unless given) up to `offset` must be ASCII on
  /// one line — they are where this is used: inside a word, a number or an escape — so the
  /// column is counted from there.
  func cause(at offset: Int, from start: Int? = nil, mark: DocumentNode.Mark? = nil)
    -> Failure.Cause
  {
    guard offset < bytes.count else { return .endOfInput }
    let mark = mark ?? self.mark()
    let start = start ?? index
    return .unexpected(
      character(at: offset), line: Int(mark.line), column: Int(mark.column) + offset - start)
  }

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
      case UInt8(ascii: "\r")
      where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
        index += 1
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        // `\n`, `\r\n` (its `\r` skipped above) and a lone `\r` each end a line.
        index += 1
        line += 1
        lineStart = index
        lineContinuations = 0
      default: return
      }
    }
  }
}
