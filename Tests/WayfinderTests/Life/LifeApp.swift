import Wayfinder

/// A small app for the life tests: tabs `feed` and `settings`; a passcode at every launch while
/// `passcodeEnabled`; a review prompt after home with a one-day cooldown, asked for by an
/// action, and a survey with no policy; links `life://article`, `life://reading` (to the window
/// showing an article) and `life://compose` (to a new window).
enum LifeApp {
  static func state() -> NavigationState<ScreenRoute> {
    (try? NavigationState(
      tabs: [
        NavigationTab("feed", root: ScreenRoute("feed")),
        NavigationTab("settings", root: "settings"),
      ],
      phase: .launching(screen: "splash")))
      ?? NavigationState(flow: "feed", root: "feed", phase: .launching(screen: "splash"))
  }

  static let launchSteps: [InteractionStep<ScreenRoute>] = [
    .splash("splash", screen: "splash", duration: .milliseconds(500)),
    .modal(
      "passcode", screen: "passcode", style: .fullScreen,
      when: { $0.isTrue("passcodeEnabled") }, priority: 100),
  ]

  static let interactionSteps: [InteractionStep<ScreenRoute>] = [
    InteractionStep.modal("review", screen: "review").limited(
      PromptPolicy(cooldown: .seconds(86_400))),
    .modal("survey", screen: "survey"),
  ]

  static let actions: [String: [FlowAction]] = [
    "passcode": [FlowAction("Unlock", finishesStep: true)],
    "feed": [
      FlowAction("Read", .push("article")),
      FlowAction("Rate us", runs: ["review"]),
      FlowAction("Feedback", runs: ["survey"]),
    ],
    "article": [FlowAction("More", .push("article"))],
    "review": [FlowAction("Not now", finishesStep: true)],
    "survey": [FlowAction("Send", finishesStep: true)],
  ]

  static func rules() -> NavigationRules<ScreenRoute> {
    var links = DeepLinkRouter<ScreenRoute>()
    try? links.add("life://article") { _ in DeepLinkTarget(tab: "feed", path: ["article"]) }
    try? links.add("life://reading") { _ in
      DeepLinkTarget(tab: "feed", path: ["article"], scene: .showing)
    }
    try? links.add("life://compose") { _ in
      DeepLinkTarget(tab: "settings", path: ["compose"], scene: .new)
    }
    return NavigationRules(deepLinks: links)
  }

  static func program(
    restore: RestoreRule = .home, windows: WindowSupport = .single
  ) -> FlowProgram<ScreenRoute> {
    FlowProgram(
      version: AppVersion([1, 0]), initialFacts: ["passcodeEnabled": .bool(true)],
      initialState: state(), launchSteps: launchSteps, interactionSteps: interactionSteps,
      rules: rules(), actions: actions, restoreRule: restore, windows: windows)
  }

  /// The position of the action labelled `label` on the screen on top.
  static func position(of label: String, in life: AppLife<ScreenRoute>) -> Int? {
    life.actions.firstIndex { $0.label == label }
  }
}
