import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The navigation a flow file declares, as the edges that hold Swift navigation to it.
@Suite struct FlowDeclaredEdgesTests {
  private static func app(_ folder: String) throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/\(folder)")).definition)
  }

  /// The app's rules, with its edges or without.
  private static func rules(_ app: FlowDefinition, held: Bool) -> NavigationRules<ScreenRoute> {
    NavigationRules(
      deepLinks: app.deepLinkRouter(), declaredEdges: held ? app.declaredEdges() : nil)
  }

  @Test func theDemoDeclaresItsPushesAndPresentsInOrder() throws {
    let edges = try Self.app("demo").declaredEdges()
    #expect(
      edges.actions == [
        "primary": [
          DeclaredAction("Go to Secondary 1", .screen("secondary1")),
          DeclaredAction("Go to Secondary 2", .screen("secondary2")),
        ],
        "secondary1": [
          DeclaredAction("Go to Tertiary", .screen("tertiary")),
          DeclaredAction("Open item 42", .screen("item")),
        ],
        "tab2Home": [DeclaredAction("Show details", .modal("details"))],
      ])
    #expect(edges.screen(ScreenRoute("item", arguments: ["id": .int(42)])) == "item")
  }

  @Test func replacesAndConditionalActionsAreEdgesAndOtherEffectsAreNot() throws {
    let yaml = """
      app: Edges
      version: "1.0"
      facts: { admin: false }
      home: { tabs: [main, other] }
      flows:
        main:
          root: home
          screens:
            home:
              title: Home
              actions:
                - { label: Settings, when: admin, push: settings }
                - { label: Other tab, switchTab: other }
                - { label: Start over, replace: [settings, about] }
                - { label: Help, present: help }
                - { label: Link, open: "edges://about" }
            settings:
              title: Settings
              actions:
                - { label: Back, pop: true }
                - { label: About, push: about }
            about:
              title: About
              actions:
                - { label: Home, popToRoot: true }
                - { label: Settings again, popTo: settings }
        other:
          root: elsewhere
          screens:
            elsewhere: { title: Elsewhere }
      modals:
        help:
          title: Help
          actions:
            - { label: Close, dismiss: true }
            - { label: Done, set: { admin: true }, finish: true }
      deepLinks:
        - { url: "edges://about", tab: main, path: [settings, about] }
      """
    let result = Fixtures.load(yaml)
    let app = try #require(result.definition, "\(result.rendered())")
    #expect(
      app.declaredEdges().actions == [
        "home": [
          DeclaredAction("Settings", .screen("settings")),
          DeclaredAction("Start over", .path(["settings", "about"])),
          DeclaredAction("Help", .modal("help")),
        ],
        "settings": [DeclaredAction("About", .screen("about"))],
      ])
  }

  @Test func swiftNavigationTheDemoDoesNotDeclareIsRefused() throws {
    let app = try Self.app("demo")
    let rules = Self.rules(app, held: true)
    var state = try app.initialState(launching: false)
    let error = NavigationError.undeclaredNavigation(
      screen: "primary", command: "push 'tertiary'",
      nearest: DeclaredAction("Go to Secondary 1", .screen("secondary1")))
    #expect(throws: error) { try state.apply(.push("tertiary"), rules: rules) }
    #expect(
      error.description
        == "'primary' has no action that does push 'tertiary'; the closest it declares is"
        + " 'Go to Secondary 1' (push 'secondary1').")
    try state.apply(.push("secondary2"), rules: rules)
    #expect(
      throws: NavigationError.undeclaredNavigation(
        screen: "secondary2", command: "push 'tertiary'", nearest: nil)
    ) {
      try state.apply(.push("tertiary"), rules: rules)
    }
    // The passcode is the launch's own modal: no screen presents it.
    #expect(
      throws: NavigationError.undeclaredModal("passcode", screen: "secondary2", nearest: nil)
    ) {
      try state.apply(.present(.screen("passcode", id: "passcode")), rules: rules)
    }
    try state.apply(.open(url: "demo://item/3"), rules: rules)
    #expect(state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(3)]))
    try state.apply(.selectTab("tab2"), rules: rules)
    try state.apply(.present(.screen("details", id: "details")), rules: rules)
  }

  /// Every sequence of declared actions (with back, tab switches and dismissals between them,
  /// as a person does) is accepted with the rule on, and does what it does with the rule off.
  @Test(arguments: [("demo", [] as [String]), ("shop", ["shop://search?q=shoes"])])
  func everyDeclaredActionIsAcceptedWithTheRuleOn(folder: String, links: [String]) throws {
    let app = try Self.app(folder)
    let plain = Self.rules(app, held: false)
    let held = Self.rules(app, held: true)
    let start = try app.initialState(launching: false)
    var seen: Set<NavigationState<ScreenRoute>> = [start]
    var queue = [start]
    var next = 0
    var visited: Set<String> = []
    var declaredTaken = 0
    while next < queue.count, seen.count < 5_000 {
      let state = queue[next]
      next += 1
      guard let route = state.visibleRoute, let screen = app.screen(for: route) else { continue }
      visited.insert(screen.id)
      let declared = screen.actions.compactMap { action -> NavigationCommand<ScreenRoute>? in
        let flowAction = action.flowAction(in: app)
        return try? flowAction.command(
          for: flowAction.navigation, visibleStack: state.visibleStack)
      }
      declaredTaken += declared.count
      let others: [NavigationCommand<ScreenRoute>] =
        [.pop(), .dismiss] + state.home.tabIDs.map { .selectTab($0) } + links.map { .open(url: $0) }
      for command in declared + others {
        let expected = Self.outcome(of: command, on: state, rules: plain)
        let actual = Self.outcome(of: command, on: state, rules: held)
        guard actual == expected else {
          Issue.record("\(folder): \(command) on \(route): \(actual), not \(expected)")
          return
        }
        if case .success(let after) = actual, seen.insert(after).inserted { queue.append(after) }
      }
    }
    #expect(next == queue.count, "\(folder): explored every state")
    let withEdges = Set(app.declaredEdges().actions.keys)
    #expect(withEdges.isSubset(of: visited), "\(folder): \(withEdges.subtracting(visited))")
    #expect(declaredTaken > 10)
  }

  private static func outcome(
    of command: NavigationCommand<ScreenRoute>, on state: NavigationState<ScreenRoute>,
    rules: NavigationRules<ScreenRoute>
  ) -> Result<NavigationState<ScreenRoute>, NavigationError> {
    do { return .success(try state.applying(command, rules: rules).after) } catch {
      return .failure(error)
    }
  }
}
