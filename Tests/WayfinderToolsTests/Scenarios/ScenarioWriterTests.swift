import Testing
import Wayfinder
@testable import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderTools

/// Scenario lines written from values read back as those values: labels, URLs, facts and
/// route arguments are quoted as the scenario language reads them, and what it cannot say is
/// refused, never written to mean something else.
@Suite struct ScenarioWriterTests {
  static let app = """
    app: Quoting
    facts:
      note: ""
      count: 0
    home: { tabs: [main, other] }
    flows:
      main:
        root: start
        screens:
          start:
            title: Start
            actions: [ { label: Open, push: item, with: { name: "x", size: 1.5 } } ]
          item:
            params: { name: string, size: double }
            title: "Item {name}"
      other:
        root: elsewhere
        screens:
          elsewhere: { title: Elsewhere }
    launch:
      - { id: splash, screen: start, duration: 0.5s }
    """

  static func definition() throws -> FlowDefinition {
    let loaded = FlowLoader.load(sources: [FlowSource(path: "quoting.yaml", text: app)])
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  @Test func valuesAreQuotedAsTheLanguageReadsThem() throws {
    var writer = ScenarioWriter(definition: try Self.definition())
    try writer.command(.tap(.label("Open")))
    try writer.command(.tap(.label("Item # 3")))
    try writer.command(.tap(.label("42")))
    try writer.set("note", to: .string("say \"hi\" # twice"))
    try writer.set("count", to: .int(3))
    try writer.command(.wait(.milliseconds(1500)))
    try writer.expect(
      .screen(
        ExpectedRoute("item", arguments: ["name": .string(#"a "b" \c"#), "size": .double(2)]))
    )
    try writer.expect(.fact(name: "note", value: .string("")))
    try writer.expect(.factUnset("count"))
    try writer.expectError(startingWith: "No action is labelled 'x'. # a comment\r\nsecond line")
    #expect(
      writer.lines == [
        "tap Open",
        #"tap "Item # 3""#,
        #"tap "42""#,
        #"set note "say "hi" # twice""#,
        "set count 3",
        "wait 1500ms",
        #"expect screen item(name: "a \"b\" \\c", size: 2.0)"#,
        #"expect fact note = """#,
        "expect fact count unset",
        "expect error No action is labelled 'x'.",
      ])
  }

  @Test func whatTheLanguageCannotSayIsRefusedWithItsReason() throws {
    let definition = try Self.definition()
    func reason(_ write: (inout ScenarioWriter) throws(ScenarioWriter.Unwritable) -> Void)
      -> String
    {
      var writer = ScenarioWriter(definition: definition)
      do throws(ScenarioWriter.Unwritable) {
        try write(&writer)
        return "written: \(writer.lines)"
      } catch {
        #expect(writer.lines.isEmpty, "nothing is written")
        return error.reason
      }
    }
    #expect(
      reason { writer throws(ScenarioWriter.Unwritable) in
        try writer.command(.open("demo://item/1\ntap Continue"))
      }
        == #"this command holds a line break, which ends a scenario line: 'open demo://item/1\u{A}tap Continue'"#
    )
    #expect(
      reason { writer throws(ScenarioWriter.Unwritable) in
        try writer.command(.wait(.microseconds(1500)))
      } == "a scenario's wait counts whole milliseconds; this one waits 0.0015s")
    #expect(
      reason { writer throws(ScenarioWriter.Unwritable) in try writer.command(.run(["a b"])) }
        == "a scenario line cannot say this command: 'run a b' reads back as something else")
    #expect(
      reason { writer throws(ScenarioWriter.Unwritable) in try writer.command(.cancel("all")) }
        == "a scenario line cannot say this command: 'cancel all' reads back as something else")
    #expect(
      reason { writer throws(ScenarioWriter.Unwritable) in
        try writer.set("note", to: .string("\" # \""))
      }
        == #"a scenario line cannot say the value of fact 'note': '"" # ""' reads back as something else"#
    )
  }

  @Test func aScenarioNameAndCommentsAlwaysStayOneLine() throws {
    var writer = ScenarioWriter(definition: try Self.definition())
    writer.comment("line one\nline two")
    writer.scenario(named: " two\nlines # here ")
    writer.scenario(named: "  ")
    #expect(
      writer.lines == [
        #"# line one\u{A}line two"#, #"scenario: two\u{A}lines# here"#,
        "scenario: recorded session",
      ])
  }

  // MARK: Round trip

  /// Pieces of hostile text: what quoting, comments, trimming and line splitting treat
  /// specially.
  static let pieces = [
    "a", "Go", "\"", "\\", "#", " # ", " ", "\t", "\n", "\r", "\r\n", "\u{A0}", "\u{2028}",
    "\u{1B}[31m", "\u{01}", "é", "😀", "42", "all", ",", ":", "=", "(", ")", "[", "]", "{", "}",
    "--from", "link",
  ]

  static func hostile(using random: inout SeededRandomNumberGenerator) -> String {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in
      pieces.randomElement(using: &random) ?? ""
    }.joined()
  }

  /// What one written line must mean.
  enum Meaning {
    case command(SessionCommand)
    case expectation(ScenarioExpectation)
  }

  static func meanings(of text: String, _ other: String) -> [Meaning] {
    let commands: [SessionCommand] = [
      .tap(.label(text)), .selectTab(text), .open(text), .set(fact: "note", value: text),
      .run([text, other]), .cancel(text), .relaunch(from: .link(text)),
      .relaunch(from: .shortcut(text)), .relaunch(from: .named(LaunchSource(rawValue: text))),
    ]
    let expectations: [ScenarioExpectation] = [
      .screen(ExpectedRoute("item", arguments: ["name": .string(text), "size": .double(1.5)])),
      .path(
        owner: "main",
        routes: [
          ExpectedRoute("item", arguments: ["name": .string(text), "size": .double(0)]),
          ExpectedRoute("item", arguments: ["name": .string(other), "size": .double(-2)]),
        ]),
      .fact(name: "note", value: .string(text)), .step("splash", status: "skipped", reason: text),
      .error(text),
    ]
    return commands.map(Meaning.command) + expectations.map(Meaning.expectation)
  }

  /// What the scenario parser reads from `text`, whether or not the app has the names it
  /// uses (a URL no deep link takes, a tab it does not have): what the lines mean.
  static func read(_ text: String, _ definition: FlowDefinition) -> [Scenario] {
    var parser = ScenarioParser(path: "w.scenario", definition: definition)
    parser.parse(text)
    return parser.scenarios
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func whatIsWrittenReadsBackAsWhatWasMeant(seed: UInt64) throws {
    let definition = try Self.definition()
    var random = SeededRandomNumberGenerator(seed: seed)
    var written = 0
    for _ in 0..<150 {
      let text = Self.hostile(using: &random)
      let other = Self.hostile(using: &random)
      for meaning in Self.meanings(of: text, other) {
        var writer = ScenarioWriter(definition: definition)
        writer.scenario(named: text)
        do throws(ScenarioWriter.Unwritable) {
          switch meaning {
          case .command(let command): try writer.command(command)
          case .expectation(let expectation):
            if case .error = expectation { try writer.command(.back) }
            try writer.expect(expectation)
          }
        } catch {
          continue
        }
        written += 1
        let steps = Self.read(writer.text, definition).flatMap(\.steps).map(\.kind)
        switch meaning {
        case .command(let command):
          guard case .command(let read, _)? = steps.last else {
            Issue.record("\(writer.text.debugDescription) reads as \(steps)")
            continue
          }
          #expect(read == command, "\(writer.text.debugDescription)")
        case .expectation(let expectation):
          #expect(steps.last == .expectation(expectation), "\(writer.text.debugDescription)")
        }
      }
      // A fact's value and `given facts:`, read by their type.
      var writer = ScenarioWriter(definition: definition)
      if (try? writer.given(["note": .string(text)])) != nil {
        let scenario = Self.read(writer.text, definition).first
        #expect(scenario?.facts == ["note": .string(text)], "\(writer.text)")
      }
      writer = ScenarioWriter(definition: definition)
      if (try? writer.set("note", to: .string(text))) != nil,
        case .command(.set(_, let value), _)? = Self.read(writer.text, definition).first?.steps
          .first?.kind
      {
        #expect(definition.factValue(value, as: .string) == .string(text), "\(writer.text)")
      }
      // Text free of what the language treats specially is always written.
      if !text.contains(where: { "\"\\#\n\r".contains($0) || $0.isWhitespace }), !text.isEmpty {
        var writer = ScenarioWriter(definition: definition)
        #expect(throws: Never.self) { try writer.command(.tap(.label(text))) }
      }
    }
    #expect(written > 600, "much of what is meant can be written")
  }
}
