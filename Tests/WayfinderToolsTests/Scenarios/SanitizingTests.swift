import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// Every message built from flow files, deep links, typed commands or state files shows control
/// characters escaped, through the one sanitising function.
@Suite struct SanitizingTests {
  /// An app whose strings carry escape sequences, with a deep link taking any text.
  static let hostile = """
    app: "Evil\\e]0;title\\a"
    version: "1.0"
    home: { tabs: [main] }
    flows:
      main:
        title: "Main\\e[2J"
        root: home
        screens:
          home:
            title: "Home\\e[H"
            actions: [ { label: "Go\\e[31m", push: item, with: { name: "x" } } ]
          item:
            params: { name: string }
            title: "Item {name}"
    deepLinks:
      - { url: "evil://item/{name}", tab: main, path: [ { item: { name: "{name}" } } ] }
    """

  private func definition() throws -> FlowDefinition {
    let loaded = FlowLoader.load(sources: [FlowSource(path: "evil.yaml", text: Self.hostile)])
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  @Test func graphOutputEscapesControlCharacters() throws {
    let graph = FlowGraph(try definition())
    // DOT then escapes the backslash of each escape for its own quoted strings.
    for (text, slash) in [(graph.mermaid(), #"\"#), (graph.dot(), #"\\"#)] {
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(text.contains("Home\(slash)u{1B}[H"))
      #expect(text.contains("Go\(slash)u{1B}[31m"))
    }
  }

  @Test func replMessagesQuoteTypedTextEscaped() {
    #expect(
      ReplError.unknownCommand("x\u{1B}[2J").description
        == #"Unknown command 'x\u{1B}[2J'. Type 'help' for the list of commands."#)
    #expect(!ReplError.session(.unknownFact("f\u{7}", known: [])).description.contains("\u{7}"))
  }

  @Test func aPercentDecodedDeepLinkArgumentReachesScreensAndFailuresEscaped() throws {
    let definition = try definition()
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    _ = try session.perform(.open("evil://item/%1B%5D0%3Bpwned%07"), settling: false)
    let route = try #require(session.state.visibleRoute)
    let title = try #require(definition.screen(for: route)).title(for: route)
    #expect(title.contains("\u{1B}"))  // the value itself is kept as the link gave it
    let failure = ScenarioFailure(
      scenario: "s", location: FileLocation(path: "f", line: 1, column: 1),
      message: "unexpected screen", expected: ["screen home"], actual: ["screen \(title)"])
    #expect(!failure.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(failure.description.contains(#"+ screen Item \u{1B}]0;pwned\u{7}"#))
  }

  @Test func restoreWarningsQuoteStateFileNamesEscaped() {
    let warning = RestoreWarning.factDropped("bad\u{1B}[2J")
    #expect(
      warning.description
        == #"Restored state: fact 'bad\u{1B}[2J' is no longer declared; it is dropped."#)
  }
}
