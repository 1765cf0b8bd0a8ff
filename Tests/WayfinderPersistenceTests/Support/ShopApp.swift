import Wayfinder

/// A small shop written in Swift, without flow files, for the persistence tests: tabs `shop`
/// and `account`; a launch screen of its own (`splash`), which no launch step shows; a passcode
/// at every launch while `passcodeEnabled`; a review prompt after home with a one-day
/// cooldown, asked for by an action; a link `shop://cart`.
///
/// The same app on two route types: ``ShopRoute`` (`program()`) and `ScreenRoute`
/// (`program(on: \.screenRoute)`).
enum ShopApp {
  static let name = "Shop"
  static let version = AppVersion([4, 2])

  /// The program on the route type `route` makes.
  static func program<Route: FlowRoute>(
    on route: (ShopRoute) -> Route, restore: RestoreRule = .home,
    windows: WindowSupport = .single
  ) -> FlowProgram<Route> {
    FlowProgram(
      version: version, initialFacts: ["passcodeEnabled": .bool(true)],
      initialState: state(route, phase: .launching(screen: route(.splash))),
      launchSteps: [
        .modal(
          "passcode", screen: route(.passcode), style: .fullScreen,
          when: { $0.isTrue("passcodeEnabled") }, priority: 100)
      ],
      interactionSteps: [
        InteractionStep.modal("review", screen: route(.review))
          .limited(PromptPolicy(cooldown: .seconds(86_400)))
      ],
      rules: rules(route), actions: actions, restoreRule: restore, windows: windows)
  }

  /// The program on ``ShopRoute``.
  static func program(
    restore: RestoreRule = .home, windows: WindowSupport = .single
  ) -> FlowProgram<ShopRoute> {
    program(on: { $0 }, restore: restore, windows: windows)
  }

  /// Home, or the launch screen over it: `shop` with `path` pushed, `account` at its root.
  static func state<Route: FlowRoute>(
    _ route: (ShopRoute) -> Route, path: [ShopRoute] = [],
    phase: LaunchPhase<Route> = .home
  ) -> NavigationState<Route> {
    let tabs = [
      NavigationTab("shop", root: route(.catalog), path: path.map(route)),
      NavigationTab("account", root: route(.account)),
    ]
    return (try? NavigationState(tabs: tabs, phase: phase))
      ?? NavigationState(flow: "shop", root: route(.catalog), phase: phase)
  }

  static let actions: [String: [FlowAction]] = [
    "passcode": [FlowAction("Unlock", finishesStep: true)],
    "catalog": [
      FlowAction("Open item 7", .push(ScreenRoute("item", arguments: ["id": .int(7)]))),
      FlowAction("Rate us", runs: ["review"]),
    ],
    "item": [FlowAction("Add to cart", .push("cart"))],
    "review": [FlowAction("Not now", finishesStep: true)],
  ]

  static func rules<Route: FlowRoute>(_ route: (ShopRoute) -> Route) -> NavigationRules<Route> {
    var links = DeepLinkRouter<Route>()
    let cart = route(.cart)
    try? links.add("shop://cart") { _ in DeepLinkTarget(tab: "shop", path: [cart]) }
    return NavigationRules(deepLinks: links)
  }

  /// The position of the action labelled `label` on the screen on top.
  static func position<Route: FlowRoute>(of label: String, in life: AppLife<Route>) -> Int? {
    life.actions.firstIndex { $0.label == label }
  }

  /// Taps the action labelled `label`, then lets what it started play out.
  static func tap<Route: FlowRoute>(_ label: String, in life: inout AppLife<Route>) throws {
    guard let position = position(of: label, in: life) else {
      throw ShopAppError.noAction(label, on: life.state.visibleRoute?.screenRoute)
    }
    _ = try life.perform(.tap(position))
    _ = life.settle()
  }
}

/// A test asked for an action the screen on top does not have.
enum ShopAppError: Error {
  case noAction(String, on: ScreenRoute?)
}
