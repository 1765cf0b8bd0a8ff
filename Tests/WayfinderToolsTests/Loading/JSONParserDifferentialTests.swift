import Foundation
import Testing
@testable import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderPersistence
@testable import WayfinderTools

/// The JSON parser agrees with Foundation's `JSONSerialization` on what documents mean and on
/// which are not JSON, and JSON flow files load like their YAML twins.
@Suite struct JSONParserDifferentialTests {
  /// Hand-picked documents that exercise every corner of the grammar.
  static let documents = [
    #"{}"#, #"[]"#, #"{"a": []}"#, #"[[[]], {}, [{}]]"#,
    #"{"s": "", "t": "x", "u": "é 😀 \u00e9 \ud83d\ude00 \u0000 \"\\\/\b\f\n\r\t"}"#,
    #"[0, -0, 1, -1, 10, 1234567890, 9007199254740993, -9223372036854775808]"#,
    #"[0.5, -0.25, 1e3, 1E-3, 2.5e+10, 6.02214076e23, 1.7976931348623157e308, 5e-324]"#,
    #"[true, false, null, "true", "null", "1"]"#,
    " \r\n\t{ \"spaced\" \t:\r\n [ 1 ,2 , 3 ] } \n",
    #"{"nested": {"deeper": {"deepest": [1, {"k": "v"}]}}}"#,
    "\u{FEFF}{\"bom\": 1}",
  ]

  /// Documents both must refuse.
  static let invalid = [
    "{a:1}", "['x']", "[01]", "[1.]", "[.5]", "[+1]", "[NaN]", "[Infinity]",
    "\"\\x\"", "\"\\u12\"", "\"a\tb\"", "\"a\nb\"", "[1 2]", "{\"a\" 1}", "[", "{", "\"abc",
    "{\"a\":1} x", "[tru]", "[nul]", "// c\n[]", "[1]]",
  ]

  @Test(arguments: documents)
  func agreesWithJSONSerializationOnValues(text: String) throws {
    let ours = try #require(try JSONParser.parse(Array(text.utf8)))
    let theirs = try JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])
    #expect(Self.same(FlowDocument(ours), theirs), "\(FlowDocument(ours)) vs \(theirs)")
  }

  @Test func agreesOnGeneratedDocuments() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let text = Self.randomJSON(depth: 0, using: &generator)
      let ours = try #require(try JSONParser.parse(Array(text.utf8)))
      let theirs = try JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
      #expect(Self.same(FlowDocument(ours), theirs), "\(text)")
    }
  }

  @Test(arguments: invalid)
  func bothRefuseWhatIsNotJSON(text: String) {
    #expect((try? JSONParser.parse(Array(text.utf8))) == nil)
    #expect(
      (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
        == nil)
  }

  @Test func trailingCommasAreRefusedThoughFoundationHereAcceptsThem() {
    for text in ["[1,]", "{\"a\":1,}"] {
      #expect((try? JSONParser.parse(Array(text.utf8))) == nil)
      #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    }
  }

  @Test func jsonAndYAMLOfTheSameAppAreTheSameDocument() throws {
    let yaml = FlowDocument.parse(
      FlowSource(path: "a.yaml", text: SyntheticApp.yaml(screens: 200, flows: 4)))
    let json = FlowDocument.parse(
      FlowSource(path: "a.json", text: SyntheticApp.json(screens: 200, flows: 4)))
    #expect(yaml != nil)
    #expect(yaml == json)
  }

  @Test func brokenJSONFlowFilesGetPositionedDiagnostics() {
    func lines(_ text: String) -> [String] {
      FlowLoader.load(sources: [FlowSource(path: "app.json", text: text)]).diagnostics.map(
        \.description)
    }
    #expect(
      lines("{ \"app\": \"X\", \"home\": { \"flow\": \"main\", } }")
        == [
          "app.json:1:39: error: syntax error: while parsing a flow mapping at 1:23, found a trailing ',' (JSON allows none)"
        ])
    #expect(
      lines("{ \"app\": \"X\",\n  \"app\": \"Y\" }")
        == ["app.json:1:3: error: duplicate key 'app'"])
    #expect(
      lines("{ \"app\": \"caf\u{e9}\\q\" }")
        == [
          "app.json:1:15: error: syntax error: while scanning a quoted scalar at 1:10, found unknown escape character 'q'"
        ])
    #expect(
      lines("app: X\nhome: { flow: main }\n")
        == [
          "app.json:1:1: error: syntax error: found unquoted text 'app'; write strings in double quotes"
        ])
    #expect(lines(" \n").first == "app.json:1:1: warning: file is empty")
    #expect(
      lines("[1]").first
        == "app.json:1:1: error: a flow file must be a mapping of sections such as 'app', 'flows' and 'launch', found a list"
    )
  }

  @Test func escapedStringsFallBackToTheirStartForPositionsInside() {
    let app = """
      { "app": "X", "home": { "flow": "main" },
        "flows": { "main": { "root": "home", "screens": { "home": { "title": "Home",
          "actions": [ { "label": "Go", "push": "next", "with": { "id": 1 } } ] },
          "next": { "title": "\\u004Eext {nope}", "params": { "id": "int" } } } } } }
      """
    let result = FlowLoader.load(sources: [FlowSource(path: "app.json", text: app)])
    let texts = result.diagnostics.map(\.description)
    #expect(texts.contains { $0.hasPrefix("app.json:4:25: ") && $0.contains("nope") }, "\(texts)")
  }

  // MARK: - Helpers

  /// Whether our typed document means the same as Foundation's object tree.
  static func same(_ ours: FlowDocument, _ theirs: Any) -> Bool {
    switch ours {
    case .null: return theirs is NSNull
    case .bool(let flag): return (theirs as? Bool) == flag
    case .int(let value):
      guard let number = theirs as? NSNumber else { return false }
      return number.int64Value == Int64(value) && number.doubleValue == Double(value)
        || number.stringValue == String(value)
    case .double(let value):
      // Foundation keeps long decimals as NSDecimalNumber, whose `doubleValue` can be one unit
      // in the last place off the correctly rounded value this parser gives.
      guard let number = theirs as? NSNumber else { return false }
      return abs(number.doubleValue - value) <= abs(value) * 1e-15
    case .string(let text): return (theirs as? String) == text
    case .array(let items):
      guard let list = theirs as? [Any], list.count == items.count else { return false }
      return zip(items, list).allSatisfy { same($0, $1) }
    case .object(let pairs):
      guard let dictionary = theirs as? [String: Any], dictionary.count == pairs.count else {
        return false
      }
      return pairs.allSatisfy { pair in dictionary[pair.key].map { same(pair.value, $0) } ?? false }
    }
  }

  static func randomJSON(depth: Int, using generator: inout SeededGenerator) -> String {
    let pick =
      depth >= 4
      ? Int.random(in: 0..<5, using: &generator) : Int.random(in: 0..<7, using: &generator)
    switch pick {
    case 0: return ["true", "false", "null"].randomElement(using: &generator) ?? "null"
    case 1: return String(Int.random(in: -1_000_000...1_000_000, using: &generator))
    case 2:
      let value = Double.random(in: -1e6...1e6, using: &generator)
      return Bool.random(using: &generator) ? "\(value)" : String(format: "%.3e", value)
    case 3, 4: return randomString(using: &generator)
    case 5:
      let count = Int.random(in: 0..<5, using: &generator)
      let items = (0..<count).map { _ in randomJSON(depth: depth + 1, using: &generator) }
      return "[" + items.joined(separator: ", ") + "]"
    default:
      let count = Int.random(in: 0..<5, using: &generator)
      let members = (0..<count).map { index in
        "\"k\(index)\(randomString(using: &generator).dropFirst().dropLast())\": "
          + randomJSON(depth: depth + 1, using: &generator)
      }
      return "{" + members.joined(separator: ",\n ") + "}"
    }
  }

  /// A quoted string mixing plain text, non-ASCII, simple escapes and `\u` escapes.
  static func randomString(using generator: inout SeededGenerator) -> String {
    let pieces = [
      "a", "Z", " ", "é", "日本", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u20AC",
      "\\ud83d\\ude00", "\\u0001",
    ]
    let count = Int.random(in: 0..<8, using: &generator)
    return "\"" + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      + "\""
  }
}

typealias SeededGenerator = SeededRandomNumberGenerator
