import Foundation
import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderProperties
import WayfinderTools

/// A baseline reads back as the outline it was written from, the committed ones say what the
/// shipped apps do now, and a file that is not one is refused at its line and column.
@Suite struct FlowBaselineTests {
  @Test(arguments: ["demo", "shop"])
  func aShippedAppsBaselineReadsBackAsItsOutline(_ app: String) throws {
    let outline = FlowOutline(try ShippedApps.load(app))
    let read = try FlowOutline(baseline: outline.baseline(), path: "flows.baseline")
    #expect(read == outline)
    #expect(read.baseline() == outline.baseline())
  }

  /// The baselines under `Flows/` are current: `wayfinder baseline` would write them as they
  /// are (`.ci/run`'s `check --baseline` says the same).
  @Test(arguments: ["demo", "shop"])
  func theCommittedBaselineIsCurrent(_ app: String) throws {
    let committed = try String(
      contentsOfFile: Fixtures.path("Flows/\(app)/flows.baseline"), encoding: .utf8)
    #expect(committed == FlowOutline(try ShippedApps.load(app)).baseline())
  }

  /// Properties may share a name: each gets a key of its own, even beside one named like the
  /// second of them.
  @Test func entriesWithOneKeyGetKeysOfTheirOwn() throws {
    var shop = try ShippedApps.shop()
    let rule = try #require(shop.properties.first?.rule)
    shop.properties = [
      FlowProperty("p", rule), FlowProperty("p", rule), FlowProperty("p (2)", rule),
    ]
    let outline = FlowOutline(shop)
    #expect(outline.section("properties")?.entries.map(\.key) == ["p", "p (2)", "p (2) (2)"])
    #expect(try FlowOutline(baseline: outline.baseline(), path: "x") == outline)
  }

  @Test func keysAndValuesOfAnyTextReadBack() throws {
    let strange = [
      "Line\nbreak", " spaced ", "back\\slash \\u{41}", "\u{1B}[2J", "\u{202E}txet", "-",
    ]
    let outline = FlowOutline(
      fields: [.init("app", strange[0])],
      sections: [
        FlowOutline.Section(
          "screens",
          entries: strange.map { key in
            FlowOutline.Entry(
              key, fields: [.init("title", key + "!")],
              sections: [
                FlowOutline.Section(
                  "actions", entries: [FlowOutline.Entry(key, fields: [.init("to", key)])])
              ])
          })
      ])
    let text = outline.baseline()
    #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\r" })
    #expect(text.contains("  - back\\\\slash \\\\u{41}\n"))
    #expect(text.contains("  - \\u{20}spaced\\u{20}\n"))
    #expect(try FlowOutline(baseline: text, path: "x") == outline)
  }

  @Test(
    arguments: [
      ("", "x:1:1: error: the file is empty; it should start with 'baseline: 1'"),
      ("app: Shop\n", "x:1:1: error: this is not a baseline: it should start with 'baseline: 1'"),
      (
        "# note\nbaseline: 2\n",
        "x:2:11: error: this baseline is written in format '2', but this wayfinder reads format 1"
      ),
      ("baseline: 1\n\tapp: Shop\n", "x:2:1: error: indent with spaces, not tabs"),
      ("baseline: 1\n  app: Shop\n", "x:2:3: error: this line is indented too deep"),
      ("baseline: 1\n- cart\n", "x:2:1: error: an entry ('- key') belongs under a section"),
      ("baseline: 1\napp Shop\n", "x:2:1: error: expected 'name: value', 'name:' or '- key'"),
      ("baseline: 1\napp:Shop\n", "x:2:5: error: expected a value after ': '"),
      ("baseline: 1\napp: A\napp: B\n", "x:3:1: error: 'app' is given twice for the app"),
      (
        "baseline: 1\nscreens:\n  - a\n  - a\n",
        "x:4:5: error: 'a' is listed twice in 'screens'"
      ),
      (
        "baseline: 1\napp: A\\qB\n",
        "x:2:7: error: unknown escape: write a backslash as '\\\\' and a character as '\\u{HEX}'"
      ),
      (
        "baseline: 1\napp: \\u{110000}\n",
        "x:2:6: error: unknown escape: write a backslash as '\\\\' and a character as '\\u{HEX}'"
      ),
    ])
  func whatIsNotABaselineIsRefusedWhereItIs(_ text: String, _ error: String) {
    #expect(Self.message(text) == error)
  }

  /// Sections nest at most four deep, so no file can exhaust the stack.
  @Test func deepNestingIsRefused() {
    var text = "baseline: 1\n"
    var indent = ""
    for level in 0..<10 {
      text += indent + "s:\n" + indent + "  - e\(level)\n"
      indent += "    "
    }
    #expect(Self.message(text) == "x:10:17: error: sections nest too deep")
  }

  private static func message(_ text: String) -> String? {
    do {
      _ = try FlowOutline(baseline: text, path: "x")
      return nil
    } catch {
      return error.description
    }
  }
}
