import Foundation
import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// What a diff says of two versions of an app: its JSON's shape, renames, where an analysis of
/// its own adds a section, and values that could break a line.
@Suite struct FlowDiffTests {
  /// The shipped app `app` with `old` replaced by `new` in its file `file`.
  static func edited(
    _ app: String, _ file: String, _ edits: [(old: String, new: String)]
  ) throws -> FlowDefinition {
    var sources = try MutationCorpus.sources(app: app)
    let index = try #require(sources.firstIndex { $0.path.hasSuffix("/" + file) })
    var text = String(decoding: sources[index].bytes, as: UTF8.self)
    for edit in edits {
      try #require(text.contains(edit.old), "\(file) has no '\(edit.old)'")
      text = text.replacingOccurrences(of: edit.old, with: edit.new)
    }
    sources[index] = FlowSource(path: sources[index].path, text: text)
    let loaded = FlowLoader.load(sources: sources)
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  @Test func windowsAndWhereALinkLandsAreChangesForUsers() throws {
    let new = try Self.edited(
      "shop", "links.yaml",
      [
        ("deepLinks:\n", "windows: multiple\ndeepLinks:\n"),
        ("stack: append, back: previousTab }", "stack: append, back: previousTab, scene: new }"),
      ])
    let text = FlowDiff(from: try ShippedApps.shop(), to: new, oldName: "a", newName: "b").text()
    #expect(text.contains("windows"), "\(text)")
    #expect(text.contains("scene: new"), "\(text)")
  }

  @Test func theJSONHasStableKeysAndSaysEveryKindOfChange() throws {
    let new = try Self.edited(
      "demo", "app.yaml",
      [
        ("title: Tertiary View", "title: Third View"),
        ("      secondary2:\n", "      secondaryTwo:\n"),
        ("push: secondary2 }", "push: secondaryTwo }"),
        ("  - { id: passcode, when: passcodeEnabled, modal: passcode, priority: 100 }\n", ""),
        (
          "  - { id: splash,",
          "  - { id: passcode, when: passcodeEnabled, modal: passcode, priority: 100 }\n  - { id: splash,"
        ),
      ])
    let diff = FlowDiff(from: try ShippedApps.demo(), to: new, oldName: "a", newName: "b")
    let json = diff.json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(
      object.keys.sorted() == ["changed", "changes", "fields", "new", "old", "sections", "version"])
    #expect(object["version"] as? Int == 1)
    #expect(object["changes"] as? Int == diff.count)
    let sections = try #require(object["sections"] as? [[String: Any]])
    #expect(sections.map { $0["section"] as? String } == ["screens", "launch"])
    for section in sections {
      #expect(
        Set(section.keys).isSubset(of: ["section", "title", "order", "entries", "notes"])
          && Set(["section", "title", "entries", "notes"]).isSubset(of: section.keys))
    }
    let launch = try #require(sections.last?["order"] as? [String: [String]])
    #expect(launch["old"]?.prefix(4) == ["splash", "forceUpdate", "fetchConfig", "passcode"])
    #expect(launch["new"]?.prefix(4) == ["passcode", "splash", "forceUpdate", "fetchConfig"])
    let screens = try #require(sections.first?["entries"] as? [[String: Any]])
    #expect(
      screens.map { "\($0["change"] ?? "") \($0["key"] ?? "")" }
        == ["changed primary", "removed secondary2", "added secondaryTwo", "changed tertiary"])
    #expect(screens[1]["maybeRenamedTo"] as? String == "secondaryTwo")
    #expect(screens[2]["maybeRenamedFrom"] as? String == "secondary2")
    // A field that changed has both values, one added only its new one.
    #expect(
      json.contains(
        #"{"change":"changed","fields":[],"key":"primary","sections":[{"entries":[{"change":"changed","fields":[{"field":"does","new":"push secondaryTwo","old":"push secondary2"},"#
      ))
    #expect(json.contains(#"{"field":"title","new":"Third View","old":"Tertiary View"}"#))
    #expect(json.hasSuffix(#""version":1}"#))
  }

  /// Users tap actions by number: their order is a change of the screen.
  @Test func reorderedActionsChangeTheirScreen() throws {
    let first = "          - { label: Go to Secondary 1, push: secondary1 }\n"
    let second = "          - { label: Go to Secondary 2, push: secondary2 }\n"
    let new = try Self.edited("demo", "app.yaml", [(first + second, second + first)])
    let diff = FlowDiff(from: try ShippedApps.demo(), to: new, oldName: "a", newName: "b")
    #expect(
      diff.text() == """
        a → b: 1 change

        Screens
          ~ primary "Primary View"
              ~ order of actions: "Go to Secondary 1", "Go to Secondary 2" → \
        "Go to Secondary 2", "Go to Secondary 1"

        """)
  }

  @Test func anEntryIsMaybeRenamedOnlyWhenOneOtherMatchesIt() {
    func outline(_ keys: [String: String]) -> FlowOutline {
      FlowOutline(
        fields: [],
        sections: [
          FlowOutline.Section(
            "screens",
            entries: keys.sorted { $0.key < $1.key }.map {
              FlowOutline.Entry($0.key, fields: [.init("title", $0.value)])
            })
        ])
    }
    let renamed = FlowDiff(from: outline(["a": "A"]), to: outline(["b": "A"]))
    #expect(renamed.sections[0].entries.map(\.maybeRenamed) == ["b", "a"])
    // Two removed screens alike: neither is said to be renamed.
    let ambiguous = FlowDiff(from: outline(["a": "A", "c": "A"]), to: outline(["b": "A"]))
    #expect(ambiguous.sections[0].entries.allSatisfy { $0.maybeRenamed == nil })
  }

  /// A further analysis appends its section, printed and counted after the outline's.
  @Test func anAnalysisAppendsASectionOfItsOwn() throws {
    var diff = FlowDiff(
      from: try ShippedApps.shop(), to: try ShippedApps.shop(), oldName: "a", newName: "b")
    #expect(diff.isEmpty)
    diff.sections.append(
      FlowDiff.Section(
        name: "restoring", title: "Restored differently", notes: ["cart: lands on catalog"]))
    #expect(!diff.isEmpty)
    #expect(diff.count == 1)
    #expect(diff.text() == "a → b: 1 change\n\nRestored differently\n  cart: lands on catalog\n")
    #expect(diff.json().contains(#""notes":["cart: lands on catalog"],"section":"restoring""#))
  }

  @Test func aValueThatWouldBreakItsLineIsEscaped() {
    let old = FlowOutline(fields: [.init("app", "Shop")], sections: [])
    let new = FlowOutline(fields: [.init("app", "Shop\n\u{1B}[2J \\ ")], sections: [])
    #expect(
      FlowDiff(from: old, to: new).text()
        == "old → new: 1 change\n\nApp\n  ~ app: Shop → Shop\\u{A}\\u{1B}[2J \\\\\\u{20}\n")
    #expect(FlowDiff(from: old, to: new).json().contains(#""new":"Shop\n\u001b[2J \\ ""#))
  }
}
