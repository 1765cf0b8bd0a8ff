import Testing
@testable import WayfinderTools
import WayfinderFixtures
import Wayfinder
@testable import WayfinderFlowFiles

/// Deep links with queries, optional placeholders and stack policies, as flow files write them:
/// they load, their mistakes get positioned messages that say what to do, and they land as the
/// format documents.
@Suite struct DeepLinkFormTests {
  /// Two tabs: `main` (home → next(id), results(q, page)) and `other`.
  static let app = """
    app: Test
    home: { tabs: [main, other] }
    flows:
      main:
        root: home
        screens:
          home:
            actions: [ { label: Next, push: next, with: { id: 1 } } ]
          next:
            params: { id: int }
          results:
            title: "{q}"
            body: "Page {page}"
            params: { q: string, page: int }
      other:
        root: start
        screens:
          start: { title: Start }

    """

  static func lines(_ yaml: String) -> [String] { Fixtures.lines(yaml) }

  @Test func queryLinksLoadAndLandWithDefaults() throws {
    let yaml =
      Self.app + """
        deepLinks:
          - { url: "t://search?q={q:string}&page={page:int=1}", tab: main,
              path: [ { results: { q: "{q}", page: "{page}" } } ] }
        """
    let result = Fixtures.load(yaml)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    var state = try definition.initialState(launching: false)
    try state.apply(
      .open(url: "t://search?utm_source=mail&q=red%20shoes"), rules: definition.navigationRules())
    #expect(
      state.visibleRoute
        == ScreenRoute("results", arguments: ["q": .string("red shoes"), "page": .int(1)]))
  }

  @Test func queryMistakesArePositionedAndSayWhatToDo() {
    let found = Self.lines(
      Self.app + """
        deepLinks:
          - { url: "t://search/{q?}", tab: main, path: [ { results: { q: "{q}", page: 1 } } ] }
          - { url: "t://s?page={page:int=one}" }
          - { url: "t://s?q={q?}", path: [ { results: { q: "{q}", page: 1 } } ] }
        """)
    #expect(
      found.contains(
        "test.yaml:20:24: error: Deep link pattern 't://search/{q?}': path placeholder '{q}' is "
          + "always required; only query placeholders may be optional or have a default, like "
          + "'?q={q=…}'."), "\(found)")
    #expect(
      found.contains(
        "test.yaml:21:24: error: Deep link pattern 't://s?page={page:int=one}': default 'one' of "
          + "'{page}' is not an int."), "\(found)")
    #expect(
      found.contains(
        "test.yaml:22:52: error: placeholder '{q}' of 't://s?q={q?}' may be absent, but parameter "
          + "'q' of screen 'results' needs a value; give it a default, like '{q:string=…}'"),
      "\(found)")
  }

  @Test func stackPoliciesLoadAndTheirMistakesAreTold() {
    let found = Self.lines(
      Self.app + """
        deepLinks:
          - { url: "t://a", tab: main, path: [ { next: { id: 2 } } ], stack: keep }
          - { url: "t://b", path: [ { next: { id: 2 } } ], back: previousTab }
          - { url: "t://c", tab: main, stack: apend }
          - { url: "t://d", tab: main, back: previous }
          - { url: "t://e", tab: main, path: [ { next: { id: 3 } } ], stack: append, back: previousTab }
        """)
    #expect(
      found.contains(
        "test.yaml:20:38: error: deep link 't://a' keeps the tab's stack ('stack: keep'), so its "
          + "'path' is never built; drop 'path', or use 'stack: append' to push it on top"),
      "\(found)")
    #expect(
      found.contains(
        "test.yaml:21:58: error: 'back: previousTab' on deep link 't://b' never applies: the "
          + "link stays on the selected tab; give it a 'tab:' to land in"), "\(found)")
    #expect(
      found.contains(
        "test.yaml:22:39: error: 'apend' is not a valid stack; use reset, keep or append"),
      "\(found)")
    #expect(
      found.contains(
        "test.yaml:23:38: error: 'previous' is not a valid back; use path or previousTab"),
      "\(found)")
    #expect(found.filter { $0.contains("error:") }.count == 4, "\(found)")
    let suggestion = Fixtures.load(Self.app + "deepLinks: [ { url: \"t://c\", stack: apend } ]\n")
    #expect(
      suggestion.diagnostics.first { $0.severity == .error }?.suggestionText
        == "Did you mean 'append'?")
  }

  @Test func backToAPreviousTabNeedsATabBar() {
    let found = Fixtures.lines(
      """
      app: Test
      home: { flow: main }
      flows:
        main:
          root: home
          screens: { home: { title: Home } }
      deepLinks: [ { url: "t://a", back: previousTab } ]
      """)
    #expect(
      found.filter { $0.contains("error:") } == [
        "test.yaml:7:36: error: 'back: previousTab' on deep link 't://a' never applies: the app "
          + "has no tab bar to return through; drop it"
      ])
  }

  @Test func anAppendedLinkReturnsToThePreviousTabThroughAppSession() throws {
    let yaml =
      Self.app + """
        deepLinks:
          - { url: "t://next", tab: main, path: [ { next: { id: 3 } } ], stack: append,
              back: previousTab }
          - { url: "t://sheet", modal: sheet }
        modals:
          sheet: { title: Sheet, actions: [ { label: Close, dismiss: true } ] }
        """
    let result = Fixtures.load(yaml)
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    var state = try definition.initialState(launching: false)
    let rules = definition.navigationRules()
    try state.apply(.push(ScreenRoute("next", arguments: ["id": .int(1)])), rules: rules)
    try state.apply(.selectTab("other"), rules: rules)
    try state.apply(.open(url: "t://next"), rules: rules)
    #expect(state[tab: "main"]?.path.map(\.description) == ["next(id: 1)", "next(id: 3)"])
    try state.apply(.pop(), rules: rules)
    #expect(state.home.selectedTab == "other")
    #expect(state[tab: "main"]?.path.map(\.description) == ["next(id: 1)"])
    try state.apply(.selectTab("main"), rules: rules)
    try state.apply(.open(url: "t://sheet"), rules: rules)
    #expect(state.topModal?.id == "sheet")
    #expect(state[tab: "main"]?.path.map(\.description) == ["next(id: 1)"])
  }
}
