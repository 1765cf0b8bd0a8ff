import Wayfinder

/// A small app whose every launch asks for a passcode while `passcodeEnabled`: tabs `feed` and
/// `settings`, a splash of half a second, a review prompt after home with a one-day cooldown
/// (asked for by an action), and the links `locked://article` and, in a new window when the
/// app has several, `locked://write`.
enum LockedApp {
  static func state() -> NavigationState<ScreenRoute> {
    // Two distinct tab ids: the initializer cannot refuse them.
    (try? NavigationState(
      tabs: [
        NavigationTab("feed", root: ScreenRoute("feed")),
        NavigationTab("settings", root: "settings"),
      ],
      phase: .launching(screen: "splash")))
      ?? NavigationState(flow: "feed", root: "feed", phase: .launching(screen: "splash"))
  }

  static func rules() -> NavigationRules<ScreenRoute> {
    var links = DeepLinkRouter<ScreenRoute>()
    // A well-formed pattern: the router accepts it.
    try? links.add("locked://article") { _ in DeepLinkTarget(tab: "feed", path: ["article"]) }
    try? links.add("locked://write") { _ in
      DeepLinkTarget(tab: "settings", path: ["draft"], scene: .new)
    }
    return NavigationRules(deepLinks: links)
  }

  static let actions: [String: [FlowAction]] = [
    "passcode": [FlowAction("Unlock", finishesStep: true)],
    "feed": [FlowAction("Read", .push("article")), FlowAction("Rate us", runs: ["review"])],
    "article": [FlowAction("More", .push("article"))],
    "review": [FlowAction("Not now", finishesStep: true)],
  ]

  static func program(restore: RestoreRule = .home, windows: WindowSupport = .single)
    -> FlowProgram<ScreenRoute>
  {
    FlowProgram(
      version: AppVersion([1, 0]), initialFacts: ["passcodeEnabled": .bool(true)],
      initialState: state(),
      launchSteps: [
        .splash("splash", screen: "splash", duration: .milliseconds(500)),
        .modal(
          "passcode", screen: "passcode", style: .fullScreen,
          when: { $0.isTrue("passcodeEnabled") }, priority: 100),
      ],
      interactionSteps: [
        InteractionStep.modal("review", screen: "review")
          .limited(PromptPolicy(cooldown: .seconds(86_400)))
      ],
      rules: rules(), actions: actions, restoreRule: restore, windows: windows)
  }
}
