import Testing
import WayfinderTesting
import Wayfinder

/// The screens of a small app: two tabs, a sheet and a checkout flow presented as a modal.
enum EdgePage: Hashable, Sendable, CustomStringConvertible {
  case primary, secondary1, secondary2, tertiary, item(id: Int), details
  case settings, checkout, payment

  /// The screen id: the case name, without arguments.
  var screen: String {
    switch self {
    case .item: "item"
    default: description
    }
  }

  var description: String {
    switch self {
    case .primary: "primary"
    case .secondary1: "secondary1"
    case .secondary2: "secondary2"
    case .tertiary: "tertiary"
    case .item(let id): "item(id: \(id))"
    case .details: "details"
    case .settings: "settings"
    case .checkout: "checkout"
    case .payment: "payment"
    }
  }
}

/// The rule of `NavigationRules.declaredEdges`: forward navigation from Swift is held to what the
/// flow declares; everything else is left alone.
@Suite struct DeclaredEdgesTests {
  private static let goToSecondary1 = DeclaredAction("Go to Secondary 1", .screen("secondary1"))
  private static let goToSecondary2 = DeclaredAction("Go to Secondary 2", .screen("secondary2"))
  private static let goToTertiary = DeclaredAction("Go to Tertiary", .screen("tertiary"))
  private static let openItem = DeclaredAction("Open item 42", .screen("item"))
  private static let showItem = DeclaredAction("Show an item instead", .path(["item"]))
  private static let showDetails = DeclaredAction("Show details", .modal("details"))
  private static let checkOut = DeclaredAction("Check out", .modal("checkout"))
  private static let pay = DeclaredAction("Pay", .screen("payment"))

  private static let edges = DeclaredEdges<EdgePage>(
    actions: [
      "primary": [goToSecondary1, goToSecondary2],
      "secondary1": [goToTertiary, openItem],
      "tertiary": [goToSecondary1, showItem, showDetails],
      "settings": [checkOut],
      "checkout": [pay],
    ],
    screen: \.screen)

  private static func rules(
    links: DeepLinkRouter<EdgePage> = .init()
  ) -> NavigationRules<EdgePage> {
    NavigationRules(deepLinks: links, declaredEdges: edges)
  }

  /// tab1 at `primary` with `path` above it (selected), tab2 at `settings`.
  private static func state(path: [EdgePage] = []) throws -> NavigationState<EdgePage> {
    try NavigationState(
      tabs: [
        NavigationTab(.tab1, root: EdgePage.primary, path: path),
        NavigationTab(.tab2, root: .settings),
      ])
  }

  private func expectRefused(
    _ command: NavigationCommand<EdgePage>,
    on state: NavigationState<EdgePage>,
    with error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = state
    #expect(throws: error, sourceLocation: sourceLocation) {
      try copy.apply(command, rules: Self.rules())
    }
    #expect(copy == state, "a refused command changed the state", sourceLocation: sourceLocation)
  }

  // MARK: Push

  @Test func aDeclaredPushIsAccepted() throws {
    var state = try Self.state()
    try state.apply(.push(.secondary1), rules: Self.rules())
    try state.apply(.push(.item(id: 7)), rules: Self.rules())
    #expect(state[tab: .tab1]?.path == [.secondary1, .item(id: 7)], "arguments play no part")
  }

  @Test func anUndeclaredPushIsRefusedNamingTheScreenAndTheNearestAction() throws {
    let state = try Self.state()
    let error = NavigationError.undeclaredNavigation(
      screen: "primary", command: "push 'tertiary'", nearest: Self.goToSecondary1)
    expectRefused(.push(.tertiary), on: state, with: error)
    #expect(
      error.description
        == "'primary' has no action that does push 'tertiary'; the closest it declares is"
        + " 'Go to Secondary 1' (push 'secondary1').")
  }

  @Test func aScreenWithoutForwardNavigationSaysSo() throws {
    let state = try Self.state(path: [.secondary2])
    let error = NavigationError.undeclaredNavigation(
      screen: "secondary2", command: "push 'tertiary'", nearest: nil)
    expectRefused(.push(.tertiary), on: state, with: error)
    #expect(
      error.description
        == "'secondary2' declares no forward navigation, so no action does push 'tertiary'.")
  }

  @Test func theNearestActionIsTheClosestByNameOfTheSameKindFirst() throws {
    // 'tertiary' declares a push, a replace and a present: a push prefers the push, however
    // close the modal's name is; the closest name wins among actions of one kind.
    let state = try Self.state(path: [.secondary1, .tertiary])
    expectRefused(
      .push(.details), on: state,
      with: .undeclaredNavigation(
        screen: "tertiary", command: "push 'details'", nearest: Self.goToSecondary1))
    // 'secondary1' pushes 'tertiary' and 'item': 'tertiary' is closer to 'secondary2'.
    let onSecondary1 = try Self.state(path: [.secondary1])
    expectRefused(
      .push(.secondary2), on: onSecondary1,
      with: .undeclaredNavigation(
        screen: "secondary1", command: "push 'secondary2'", nearest: Self.goToTertiary))
    // With no action of the same kind, the closest of any kind.
    var onSettings = try Self.state()
    try onSettings.apply(.selectTab(.tab2), rules: Self.rules())
    expectRefused(
      .push(.payment), on: onSettings,
      with: .undeclaredNavigation(
        screen: "settings", command: "push 'payment'", nearest: Self.checkOut))
    // Ties go to the earlier action: 'item' is as far from either of primary's pushes.
    expectRefused(
      .push(.item(id: 1)), on: try Self.state(),
      with: .undeclaredNavigation(
        screen: "primary", command: "push 'item'", nearest: Self.goToSecondary1))
  }

  @Test func pushAllFollowsTheDeclaredActionsFromScreenToScreen() throws {
    var state = try Self.state()
    try state.apply(.pushAll([.secondary1, .tertiary]), rules: Self.rules())
    #expect(state[tab: .tab1]?.path == [.secondary1, .tertiary])
    expectRefused(
      .pushAll([.secondary1, .secondary2]), on: try Self.state(),
      with: .undeclaredNavigation(
        screen: "secondary1", command: "push 'secondary2'", nearest: Self.goToTertiary))
    expectRefused(
      .pushAll([.tertiary, .secondary1]), on: try Self.state(),
      with: .undeclaredNavigation(
        screen: "primary", command: "push 'tertiary'", nearest: Self.goToSecondary1))
    try state.apply(.pushAll([]), rules: Self.rules())
  }

  // MARK: Paths

  @Test func aSwiftUIPathThatGrowsByADeclaredPushIsAccepted() throws {
    var state = try Self.state(path: [.secondary1])
    try state.apply(.setPath([.secondary1, .tertiary]), rules: Self.rules())
    #expect(state[tab: .tab1]?.path == [.secondary1, .tertiary])
    expectRefused(
      .setPath([.secondary1, .secondary2]), on: try Self.state(path: [.secondary1]),
      with: .undeclaredNavigation(
        screen: "secondary1", command: "push 'secondary2'", nearest: Self.goToTertiary))
  }

  @Test func aShorterPathIsAlwaysAccepted() throws {
    // Even below a path the flow does not declare, as a back gesture pops it.
    var state = try Self.state(path: [.secondary2, .tertiary, .payment])
    try state.apply(.setPath([.secondary2, .tertiary]), rules: Self.rules())
    try state.apply(.setPath([.secondary2]), rules: Self.rules())
    try state.apply(.setPath([]), rules: Self.rules())
    #expect(state[tab: .tab1]?.path == [])
    try state.apply(.setPath([]), rules: Self.rules())
  }

  @Test func aNewPathIsWalkedFromTheLastScreenItKeeps() throws {
    var state = try Self.state(path: [.secondary1, .tertiary])
    try state.apply(.setPath([.secondary1, .item(id: 3)]), rules: Self.rules())
    try state.apply(.setPath([.secondary2]), rules: Self.rules())
    #expect(state[tab: .tab1]?.path == [.secondary2])
    // The first step that is not declared is refused, on a screen that declares no replace.
    expectRefused(
      .setPath([.secondary2, .tertiary]), on: try Self.state(path: [.secondary1]),
      with: .undeclaredNavigation(
        screen: "secondary2", command: "push 'tertiary'", nearest: nil))
  }

  @Test func aDeclaredReplaceIsAccepted() throws {
    // 'primary' does not push 'item', but 'tertiary' declares replacing the path with it.
    var state = try Self.state(path: [.secondary1, .tertiary])
    try state.apply(.setPath([.item(id: 9)]), rules: Self.rules())
    #expect(state[tab: .tab1]?.path == [.item(id: 9)])
    expectRefused(
      .setPath([.item(id: 9)]), on: try Self.state(path: [.secondary1]),
      with: .undeclaredNavigation(
        screen: "primary", command: "push 'item'", nearest: Self.goToSecondary1))
  }

  @Test func anUndeclaredReplaceIsRefusedAsAReplace() throws {
    let state = try Self.state(path: [.secondary1, .tertiary])
    let error = NavigationError.undeclaredNavigation(
      screen: "tertiary", command: "replace the path with [secondary2, tertiary]",
      nearest: Self.showItem)
    expectRefused(.setPath([.secondary2, .tertiary]), on: state, with: error)
    #expect(
      error.description
        == "'tertiary' has no action that does replace the path with [secondary2, tertiary];"
        + " the closest it declares is 'Show an item instead' (replace the path with [item]).")
  }

  // MARK: Modals

  @Test func aDeclaredModalIsPresented() throws {
    var state = try Self.state()
    try state.apply(.selectTab(.tab2), rules: Self.rules())
    try state.apply(.present(.flow(.checkout, id: "checkout")), rules: Self.rules())
    #expect(state.topModal?.id == "checkout")
  }

  @Test func aModalAnotherScreenPresentsIsRefusedHere() throws {
    var state = try Self.state()
    try state.apply(.selectTab(.tab2), rules: Self.rules())
    let error = NavigationError.undeclaredNavigation(
      screen: "settings", command: "present modal 'details'", nearest: Self.checkOut)
    expectRefused(.present(.screen(.details, id: "details")), on: state, with: error)
    #expect(
      error.description
        == "'settings' has no action that does present modal 'details'; the closest it declares"
        + " is 'Check out' (present modal 'checkout').")
    var onTertiary = try Self.state(path: [.secondary1, .tertiary])
    try onTertiary.apply(.present(.screen(.details, id: "details")), rules: Self.rules())
  }

  @Test func aModalNoScreenPresentsIsRefusedSayingSo() throws {
    var state = try Self.state()
    try state.apply(.selectTab(.tab2), rules: Self.rules())
    let error = NavigationError.undeclaredModal(
      "chekout", screen: "settings", nearest: Self.checkOut)
    expectRefused(.present(.screen(.checkout, id: "chekout")), on: state, with: error)
    #expect(
      error.description
        == "No screen of the flow presents modal 'chekout'; the closest 'settings' declares is"
        + " 'Check out' (present modal 'checkout').")
    let bare = NavigationError.undeclaredModal("help", screen: "secondary2", nearest: nil)
    expectRefused(
      .present(.screen(.details, id: "help")), on: try Self.state(path: [.secondary2]),
      with: bare)
    #expect(
      bare.description
        == "No screen of the flow presents modal 'help', and 'secondary2' declares no forward"
        + " navigation.")
  }

  @Test func theRuleHoldsInsideAModalFlow() throws {
    var state = try Self.state()
    try state.apply(.selectTab(.tab2), rules: Self.rules())
    try state.apply(.present(.flow(.checkout, id: "checkout")), rules: Self.rules())
    expectRefused(
      .push(.tertiary), on: state,
      with: .undeclaredNavigation(screen: "checkout", command: "push 'tertiary'", nearest: Self.pay)
    )
    expectRefused(
      .setPath([.payment, .tertiary], on: .modal("checkout")), on: state,
      with: .undeclaredNavigation(screen: "payment", command: "push 'tertiary'", nearest: nil))
    try state.apply(.push(.payment, on: .modal("checkout")), rules: Self.rules())
    #expect(state.visibleRoute == .payment)
    // A modal over the modal is held to the screen on screen, inside the flow.
    expectRefused(
      .present(.flow(.checkout, id: "again")), on: state,
      with: .undeclaredModal("again", screen: "payment", nearest: nil))
  }

  @Test func anExplicitTabIsCheckedFromItsOwnTop() throws {
    var state = try Self.state()
    try state.apply(.selectTab(.tab2), rules: Self.rules())
    // tab1 is at 'primary' while 'settings' is on screen.
    try state.apply(.push(.secondary1, on: .tab(.tab1)), rules: Self.rules())
    expectRefused(
      .push(.payment, on: .tab(.tab1)), on: state,
      with: .undeclaredNavigation(
        screen: "secondary1", command: "push 'payment'", nearest: Self.openItem))
    expectRefused(
      .pushAll([.item(id: 1), .tertiary], on: .tab(.tab1)), on: state,
      with: .undeclaredNavigation(screen: "item", command: "push 'tertiary'", nearest: nil))
    #expect(state[tab: .tab1]?.path == [.secondary1])
  }

  @Test func otherRefusalsComeFirst() throws {
    var state = try Self.state()
    try state.apply(.selectTab(.tab2), rules: Self.rules())
    try state.apply(.present(.flow(.checkout, id: "checkout")), rules: Self.rules())
    expectRefused(
      .push(.tertiary, on: .tab(.tab1)), on: state,
      with: .blockedByModal(action: "push 'tertiary' onto tab 'tab1'", modal: "checkout"))
    expectRefused(
      .present(.flow(.checkout, id: "checkout")), on: state,
      with: .modalAlreadyPresented("checkout"))
  }

  // MARK: What the rule leaves alone

  @Test func deepLinksBackAndTabsAreNeverRefused() throws {
    var links = DeepLinkRouter<EdgePage>()
    try links.add("demo://deep") { _ in
      DeepLinkTarget(tab: .tab1, path: [.secondary2, .tertiary, .payment])
    }
    try links.add("demo://help") { _ in
      DeepLinkTarget(tab: .tab2, modal: .flow(.payment, id: "help", path: [.primary]))
    }
    let rules = Self.rules(links: links)
    var state = try Self.state()
    try state.apply(.open(url: "demo://deep"), rules: rules)
    #expect(state[tab: .tab1]?.path == [.secondary2, .tertiary, .payment])
    try state.apply(.pop(), rules: rules)
    try state.apply(.popTo(.secondary2), rules: rules)
    try state.apply(.popToRoot(), rules: rules)
    try state.apply(.selectTab(.tab2), rules: rules)
    try state.apply(.selectTab(.tab2), rules: rules)
    try state.apply(.open(url: "demo://help"), rules: rules)
    #expect(state.topModal?.id == "help")
    try state.apply(.dismiss, rules: rules)
    try state.apply(.open(url: "demo://help"), rules: rules)
    try state.apply(.dismissModal("help"), rules: rules)
    try state.apply(.dismissAll, rules: rules)
    #expect(state.modals.isEmpty)
  }

  @Test func aDeepLinkHeldThroughTheLaunchIsBuiltWhenHomeAppears() throws {
    var links = DeepLinkRouter<EdgePage>()
    try links.add("demo://deep") { _ in DeepLinkTarget(tab: .tab1, path: [.payment, .tertiary]) }
    let rules = Self.rules(links: links)
    var state = try NavigationState(
      tabs: [NavigationTab(.tab1, root: EdgePage.primary), NavigationTab(.tab2, root: .settings)],
      phase: .launching(screen: nil))
    try state.apply(.showLaunchScreen(.details), rules: rules)
    try state.apply(.open(url: "demo://deep"), rules: rules)
    try state.apply(.finishLaunch, rules: rules)
    #expect(state[tab: .tab1]?.path == [.payment, .tertiary])
  }

  @Test(arguments: [
    NavigationCommand<EdgePage>.push(.tertiary), .pushAll([.tertiary, .payment]),
    .setPath([.payment]), .present(.screen(.details, id: "nowhere")),
  ])
  func theRuleIsOffByDefault(_ command: NavigationCommand<EdgePage>) throws {
    let state = try Self.state()
    #expect(throws: (any Error).self) { try state.applying(command, rules: Self.rules()) }
    _ = try state.applying(command)
    _ = try state.applying(command, rules: NavigationRules(reselectPopsToRoot: false))
  }
}

/// The launch sequence presents its own modals, which no screen declares, with the rule on.
@Suite(.hangLimit) struct DeclaredEdgesLaunchTests {
  @Test func theLaunchPresentsItsModalsAndAHeldDeepLinkLandsWithTheRuleOn() async throws {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    let edges = DeclaredEdges<String>(
      actions: ["home": [DeclaredAction("Help", .modal("help"))]], screen: { $0 })
    let navigator = Navigator(
      NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)),
      rules: NavigationRules(deepLinks: links, declaredEdges: edges))
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(
      navigator: navigator, facts: .flags("passcodeEnabled"), clock: clock)
    try await launch.run([
      .splash("splash", screen: "splash", duration: .milliseconds(500)),
      .modal("passcode", screen: "passcode", when: isTrue("passcodeEnabled"), priority: 100),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    #expect(navigator.state.topModal?.id == "passcode")
    try navigator.send(.open(url: "demo://item/7"))
    _ = try await launch.finish("passcode")
    await clock.advance(by: .milliseconds(500))
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.visibleRoute == "item", "the held link is built, undeclared or not")
    #expect(throws: NavigationError.undeclaredModal("passcode", screen: "item", nearest: nil)) {
      try navigator.send(.present(.screen("passcode", id: "passcode")))
    }
  }
}

/// The edges an app's flow actions declare, as the loader and generated code derive them.
@Suite struct DeclaredEdgesFromActionsTests {
  @Test func pushesReplacesAndPresentsAreEdgesAndNothingElseIs() {
    let edges = DeclaredEdges<ScreenRoute>(flowActions: [
      "home": [
        FlowAction("Open", .push(ScreenRoute("item", arguments: ["id": .int(1)]))),
        FlowAction("Path", .replace([ScreenRoute("a"), ScreenRoute("b")])),
        FlowAction(
          "Sheet", .present("info", root: ScreenRoute("info"), style: .sheet, hasNavigation: false)),
        FlowAction("Back", .pop(count: 1)),
        FlowAction("Later", .push(ScreenRoute("later")), condition: .fact("ready")),
      ],
      "info": [FlowAction("Close", .dismiss)],
    ])
    #expect(
      edges.actions == [
        "home": [
          DeclaredAction("Open", .screen("item")), DeclaredAction("Path", .path(["a", "b"])),
          DeclaredAction("Sheet", .modal("info")), DeclaredAction("Later", .screen("later")),
        ]
      ])
    #expect(edges.screen(ScreenRoute("item", arguments: ["id": .int(1)])) == "item")
  }
}
