import Testing
import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderFixtures

/// A mistake is reported once, where it is, and not again through everything that follows from
/// it; a tab in YAML indentation is called a tab.
@Suite struct RootCauseTests {
  @Test func aParameterWithABadTypeIsTheOnlyError() {
    let found = Fixtures.lines(
      """
      app: T
      home: { tabs: [tab1] }
      flows:
        tab1:
          root: primary
          screens:
            primary:
              actions:
                - { label: Open item, push: item, with: { id: 42 } }
            item:
              title: "Item {id}"
              params: { id: integer }
              actions:
                - { label: Back, popToRoot: true }
      deepLinks:
        - { url: "t://item/{id:int}", tab: tab1, path: [ { item: { id: "{id}" } } ] }
      """)
    #expect(
      found == [
        "test.yaml:12:23: error: 'integer' is not a valid type; use int, string, bool or double"
      ])
  }

  @Test func forwardingAParameterWithABadTypeIsNoNewError() {
    let found = Fixtures.lines(
      """
      app: T
      home: { tabs: [tab1] }
      flows:
        tab1:
          root: primary
          screens:
            primary:
              actions: [ { label: Open, push: item, with: { id: 1 } } ]
            item:
              params: { id: integr }
              actions: [ { label: More, push: more, with: { id: "{id}" } } ]
            more:
              params: { id: int }
      """)
    #expect(
      found == [
        "test.yaml:10:23: error: 'integr' is not a valid type; use int, string, bool or double"
      ])
  }

  @Test func aFlowWithoutARootIsNotAlsoAnUnknownTabWithUnreachableScreens() {
    let found = Fixtures.lines(
      """
      app: T
      home: { tabs: [tab1, tab2] }
      flows:
        tab1:
          root: primary
          screens:
            primary:
              actions: [ { label: Go, switchTab: tab2 } ]
        tab2:
          screens:
            other: { title: Other }
      """)
    #expect(found == ["test.yaml:10:5: error: missing 'root' in flow 'tab2'"])
  }

  @Test func aBadPatternIsNotAlsoAnOpenThatMatchesNothing() {
    let found = Fixtures.lines(
      """
      app: T
      home: { tabs: [tab1] }
      flows:
        tab1:
          root: primary
          screens:
            primary:
              actions: [ { label: Go, open: "t://item/5" }, { label: Bad, open: "u://x" } ]
      deepLinks:
        - { url: "t://item/{id:integer}", tab: tab1 }
      """)
    #expect(
      found == [
        "test.yaml:8:75: error: no deep link of this app matches 'u://x'",
        "test.yaml:10:22: error: Deep link pattern 't://item/{id:integer}': unknown type "
          + "'integer'; use int, string, bool or double.",
      ])
  }

  @Test func aTabInIndentationIsCalledATabWithItsColumn() {
    #expect(
      Fixtures.lines("app: T\nhome:\n  \ttabs: [a]\n") == [
        "test.yaml:3:3: error: syntax error: a tab character at column 3 indents this line; "
          + "YAML indents with spaces only: replace the tab with spaces"
      ])
    #expect(
      Fixtures.lines("app: T\nhome:\n\ttabs: [a]\n") == [
        "test.yaml:3:1: error: syntax error: a tab character at column 1 indents this line; "
          + "YAML indents with spaces only: replace the tab with spaces"
      ])
  }
}
