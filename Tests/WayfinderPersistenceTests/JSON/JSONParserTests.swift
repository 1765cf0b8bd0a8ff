import Testing
@testable import WayfinderPersistence

/// The JSON parser: values, positions, escapes, numbers, and every error word for word.
@Suite struct JSONParserTests {
  func parse(_ text: String) throws -> DocumentNode? {
    try JSONParser.parse(Array(text.utf8))
  }

  /// The failure's `line:column: message`, or "parsed" when there is none.
  func failure(_ bytes: [UInt8]) -> String {
    do {
      _ = try JSONParser.parse(bytes)
      return "parsed"
    } catch {
      return error.description
    }
  }

  func failure(_ text: String) -> String { failure(Array(text.utf8)) }

  func string(_ node: DocumentNode?) -> String? { node?.scalar?.string }

  @Test(arguments: [
    // Objects and arrays.
    (
      "{\n  \"app\": \"Broken\"\n  \"home\": 1\n}",
      "3:3: while parsing a flow mapping at 1:1, did not find expected ',' or '}'"
    ),
    ("[1 2]", "1:4: while parsing a flow sequence at 1:1, did not find expected ',' or ']'"),
    (
      "{\"a\": 1,}",
      "1:8: while parsing a flow mapping at 1:1, found a trailing ',' (JSON allows none)"
    ),
    (
      "[1,\n ]",
      "1:3: while parsing a flow sequence at 1:1, found a trailing ',' (JSON allows none)"
    ),
    ("{\"a\" 1}", "1:6: while parsing a flow mapping at 1:1, did not find expected ':'"),
    (
      "{a: 1}",
      "1:2: while parsing a flow mapping at 1:1, did not find expected key (a string in double quotes)"
    ),
    (
      "{,}",
      "1:2: while parsing a flow mapping at 1:1, did not find expected key (a string in double quotes)"
    ),
    ("[,1]", "1:2: found ',' where a value was expected"),
    (
      "{\"a\": [1, {\"b\": ",
      "1:17: while parsing a flow mapping at 1:11, found unexpected end of file"
    ),
    ("[1,", "1:4: while parsing a flow sequence at 1:1, found unexpected end of file"),
    ("{", "1:2: while parsing a flow mapping at 1:1, found unexpected end of file"),
    ("{\"a\": 1} {}", "1:10: found '{' after the end of the document"),
    ("{\"a\": 1}\n// note", "2:1: found '/' after the end of the document"),
    ("{\"a\": 1, \"b\": 2, \"a\": 3}", "1:2: duplicate key 'a'"),
    ("{\"x\": {\"b\": 1, \"a\": 2, \"b\": 3, \"a\": 4}}", "1:16: duplicate key 'a', 'b'"),
    // Words and numbers.
    ("[yes]", "1:2: found unquoted text 'yes'; write strings in double quotes"),
    ("[True]", "1:2: found unquoted text 'True'; write strings in double quotes"),
    ("[nul]", "1:2: found unquoted text 'nul'; write strings in double quotes"),
    ("['a']", "1:2: found ''' where a value was expected"),
    ("[01]", "1:2: found invalid number '01'"),
    ("[-]", "1:2: found invalid number '-'"),
    ("[1.]", "1:2: found invalid number '1.'"),
    ("[.5]", "1:2: found '.' where a value was expected"),
    ("[+1]", "1:2: found '+' where a value was expected"),
    ("[1e]", "1:2: found invalid number '1e'"),
    ("[1.2.3]", "1:2: found invalid number '1.2.3'"),
    ("[12px]", "1:2: found invalid number '12px'"),
    ("[-Infinity]", "1:2: found invalid number '-Infinity'"),
    // Strings.
    ("[\"abc", "1:6: while scanning a quoted scalar at 1:2, found unexpected end of file"),
    (
      "{\"a\": \"abc\n}",
      "1:11: while scanning a quoted scalar at 1:7, found a line break before the closing '\"'"
    ),
    (
      "[\"a\tb\"]",
      "1:4: while scanning a quoted scalar at 1:2, found control character U+0009; write it as an escape"
    ),
    (
      "[\"a\\qb\"]",
      "1:4: while scanning a quoted scalar at 1:2, found unknown escape character 'q'"
    ),
    (
      "[\"\\u12G4\"]",
      "1:3: while scanning a quoted scalar at 1:2, did not find expected 4 hexadecimal digits after '\\u'"
    ),
    (
      "[\"\\u12\"]",
      "1:3: while scanning a quoted scalar at 1:2, did not find expected 4 hexadecimal digits after '\\u'"
    ),
    (
      "[\"\\uD83D\"]",
      "1:3: while scanning a quoted scalar at 1:2, found unpaired surrogate '\\uD83D'"
    ),
    (
      "[\"\\uD83D\\u0041\"]",
      "1:3: while scanning a quoted scalar at 1:2, found unpaired surrogate '\\uD83D'"
    ),
    (
      "[\"\\uDE00\"]",
      "1:3: while scanning a quoted scalar at 1:2, found unpaired surrogate '\\uDE00'"
    ),
    // Positions count Unicode scalars, not bytes.
    (
      "{\"é😀\": \"ü\" \"x\"}",
      "1:12: while parsing a flow mapping at 1:1, did not find expected ',' or '}'"
    ),
    (
      "\u{FEFF}[1 2]", "1:5: while parsing a flow sequence at 1:2, did not find expected ',' or ']'"
    ),
    ("[1,\r\n 2 3]", "2:4: while parsing a flow sequence at 1:1, did not find expected ',' or ']'"),
  ])
  func errorsAreWordedAndPositioned(input: String, expected: String) {
    #expect(failure(input) == expected)
  }

  @Test func invalidUTF8IsAnError() {
    #expect(
      failure(Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8))
        == "1:5: while scanning a quoted scalar at 1:2, found invalid UTF-8")
    #expect(
      failure(Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8))
        == "1:3: while scanning a quoted scalar at 1:2, found invalid UTF-8")
    #expect(
      failure(Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8))
        == "1:3: while scanning a quoted scalar at 1:2, found invalid UTF-8")
    #expect(
      failure(Array("[".utf8) + [0xFF]) == "1:2: found invalid UTF-8 where a value was expected")
    #expect(
      failure(Array("[\"é\"".utf8) + [0xE2, 0x82])
        == "1:5: while parsing a flow sequence at 1:1, did not find expected ',' or ']'")
  }

  @Test func blankInputHasNoDocument() throws {
    #expect(try parse("") == nil)
    #expect(try parse(" \n\t\r\n") == nil)
    #expect(try parse("\u{FEFF}") == nil)
  }

  @Test func escapesAreDecoded() throws {
    let node = try parse(
      #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC", "\uD83D\uDE00", "a\u0000b", "plain é"]"#)
    guard case .sequence(let sequence) = node else {
      Issue.record("not a sequence")
      return
    }
    let strings = sequence.items.map { $0.scalar?.string }
    #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "Aé€", "😀", "a\u{0}b", "plain é"])
    #expect(sequence.items.map { $0.scalar?.isVerbatim } == [false, false, false, false, true])
    #expect(sequence.items.allSatisfy { $0.scalar?.style == .doubleQuoted })
  }

  @Test func numbersKeepTheirTextAndAreTypedLikeYAML() throws {
    let texts = [
      "0", "-0", "42", "-17", "3.25", "1e3", "1E+3", "2.5e-3", "9223372036854775807",
      "123456789012345678901234567890",
    ]
    let node = try parse("[" + texts.joined(separator: ", ") + "]")
    guard case .sequence(let sequence) = node else {
      Issue.record("not a sequence")
      return
    }
    #expect(sequence.items.map { $0.scalar?.string } == texts)
    #expect(sequence.items.allSatisfy { $0.scalar?.style == .plain })
    let values = sequence.items.compactMap { $0.scalar.map(ScalarValue.init) }
    #expect(values[0] == .int(0))
    #expect(values[1] == .int(0))
    #expect(values[3] == .int(-17))
    #expect(values[4] == .double(3.25))
    #expect(values[5] == .double(1000))
    #expect(values[7] == .double(0.0025))
    #expect(values[8] == .int(Int.max))
    #expect(values[9] == .double(1.2345678901234568e29))
  }

  @Test func literalsArePlainScalars() throws {
    let node = try parse("[true, false, null]")
    guard case .sequence(let sequence) = node else {
      Issue.record("not a sequence")
      return
    }
    #expect(
      sequence.items.compactMap { $0.scalar.map(ScalarValue.init) } == [
        .bool(true), .bool(false), .null,
      ])
    #expect(ScalarValue(try #require(parse(#""true""#)?.scalar)) == .string("true"))
  }

  @Test func everyKeyAndValueHasItsPosition() throws {
    let text = "{\n  \"é\": [10, {\"k\": \"v\"}],\r\n\t\"b\":true\n}"
    guard case .mapping(let root) = try parse(text) else {
      Issue.record("not a mapping")
      return
    }
    func at(_ node: DocumentNode) -> String { "\(node.mark.line):\(node.mark.column)" }
    #expect(at(.mapping(root)) == "1:1")
    #expect(root.pairs.map { at($0.key) } == ["2:3", "3:2"])
    #expect(root.pairs.map { at($0.value) } == ["2:8", "3:6"])
    guard case .sequence(let list) = root.pairs[0].value, case .mapping(let inner) = list.items[1]
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(list.items.map(at) == ["2:9", "2:13"])
    #expect(at(inner.pairs[0].key) == "2:14")
    #expect(at(inner.pairs[0].value) == "2:19")
  }

  @Test func nestingIsLimitedWithoutOverflowingTheStack() throws {
    let deepest =
      String(repeating: "[", count: JSONParser.maximumDepth)
      + String(repeating: "]", count: JSONParser.maximumDepth)
    #expect(try parse(deepest) != nil)
    let tooDeep = "[" + deepest + "]"
    #expect(
      failure(tooDeep)
        == "1:1001: while parsing a flow sequence at 1:1000, found more than 1000 nested levels")
    #expect(
      failure(String(repeating: "[", count: 1_000_000)).hasSuffix(
        "found more than 1000 nested levels"))
    #expect(
      failure(String(repeating: "{\"a\":", count: 200_000)).hasSuffix(
        "found more than 1000 nested levels"))
  }

  @Test func hugeInputsParse() throws {
    let items = (0..<200_000).map { "{\"id\": \($0), \"name\": \"item \($0)\"}" }
    guard case .sequence(let list) = try parse("[" + items.joined(separator: ",\n") + "]") else {
      Issue.record("not a sequence")
      return
    }
    #expect(list.items.count == 200_000)
    #expect(list.items.last?.mark == DocumentNode.Mark(line: 200_000, column: 1))
    let long = String(repeating: "x", count: 2_000_000)
    #expect(string(try parse("\"" + long + "\"")) == long)
    let wide = (0..<5_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    guard case .mapping(let mapping) = try parse("{" + wide + "}") else {
      Issue.record("not a mapping")
      return
    }
    #expect(mapping.pairs.count == 5_000)
    #expect(failure("{" + wide + ", \"k4999\": 1}") == "1:72767: duplicate key 'k4999'")
  }
}
