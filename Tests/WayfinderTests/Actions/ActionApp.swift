import Testing
import Wayfinder

/// A small tab app built by hand as a `FlowProgram<ScreenRoute>`, with an action for each stage
/// at which the runtime may refuse one.
///
/// Home has two tabs, `home` (root `feed`) and `settings`. The launch shows the terms, then
/// what's new; `notifications`, the `maintenance` gate and `sync` (work with no duration, which
/// a simulation cannot run) run only when an action asks. The terms come first among ready
/// modals (priority 10).
enum ActionApp {
  static let facts: Facts = [
    "termsAccepted": .bool(false), "whatsNewSeen": .bool(false),
    "notificationsAllowed": .bool(false), "maintenance": .bool(false),
  ]

  static func state(phase: LaunchPhase<ScreenRoute> = .launching(screen: nil))
    -> NavigationState<ScreenRoute>
  {
    // Two distinct tab ids: the initializer cannot refuse them.
    (try? NavigationState(
      tabs: [
        NavigationTab("home", root: ScreenRoute("feed")),
        NavigationTab("settings", root: "settings"),
      ],
      phase: phase)) ?? NavigationState(flow: "home", root: "feed", phase: phase)
  }

  static let launchSteps: [InteractionStep<ScreenRoute>] = [
    // The terms may come up over the app's own `info` sheet; other modals make them wait.
    .modal("terms", screen: "terms", when: { !$0.isTrue("termsAccepted") }, priority: 10)
      .covering(.only(["info"])),
    .modal("whatsNew", screen: "whatsNew", after: ["terms"], when: { !$0.isTrue("whatsNewSeen") }),
  ]

  static let interactionSteps: [InteractionStep<ScreenRoute>] = [
    .modal("notifications", screen: "notifications", when: { !$0.isTrue("notificationsAllowed") }),
    .gate("maintenance", screen: "maintenance", when: { $0.isTrue("maintenance") }),
    .background("sync") { _ in [:] },
  ]

  static let accepted: Facts = ["termsAccepted": .bool(true)]

  static let actions: [String: [FlowAction]] = [
    "terms": [
      FlowAction("Accept", sets: accepted, finishesStep: true),
      FlowAction(
        "Accept and show settings", .switchTab("settings"), sets: accepted, finishesStep: true,
        runs: ["notifications"]),
      FlowAction("Accept and read", .push("article"), sets: accepted, finishesStep: true),
      FlowAction(
        "Accept and go nowhere", .switchTab("nowhere"), sets: accepted, finishesStep: true,
        runs: ["notifications"]),
      FlowAction("Premium", condition: .fact("premium")),
      FlowAction(
        "Region", .push(ScreenRoute("region", arguments: ["code": .string("{region}")])),
        forwardedArguments: [
          ForwardedArgument(parameter: "code", type: .string, source: .fact("region"))
        ]),
      FlowAction("Run unknown", sets: accepted, runs: ["notifcations"]),
      FlowAction("Sync", sets: accepted, runs: ["sync"]),
    ],
    "whatsNew": [FlowAction("Continue", sets: ["whatsNewSeen": .bool(true)], finishesStep: true)],
    "feed": [
      FlowAction("Done", finishesStep: true),
      FlowAction("Read", .push("article")),
      FlowAction("Info", .present("info", root: "info", style: .sheet, hasNavigation: false)),
      FlowAction("Settings", .switchTab("settings")),
      FlowAction("Maintenance", sets: ["maintenance": .bool(true)], runs: ["maintenance"]),
      FlowAction("Ask for notifications", runs: ["notifications"]),
    ],
    "info": [
      FlowAction(
        "More", .push("article"), sets: ["infoRead": .bool(true)], runs: ["notifications"]),
      FlowAction("Close", finishesStep: true),
    ],
    "maintenance": [
      FlowAction("Done", sets: ["maintenanceSeen": .bool(true)], finishesStep: true),
      FlowAction("Fixed", sets: ["maintenance": .bool(false)], finishesStep: true),
    ],
    "notifications": [
      FlowAction("Allow", sets: ["notificationsAllowed": .bool(true)], finishesStep: true)
    ],
  ]

  /// `app://article` opens the article on the home tab.
  static func rules() -> NavigationRules<ScreenRoute> {
    var links = DeepLinkRouter<ScreenRoute>()
    // A fixed pattern the router accepts.
    try? links.add("app://article") { _ in DeepLinkTarget(tab: "home", path: ["article"]) }
    return NavigationRules(deepLinks: links)
  }

  static let program = FlowProgram<ScreenRoute>(
    version: AppVersion([2, 0]), initialFacts: facts, initialState: state(),
    launchSteps: launchSteps, interactionSteps: interactionSteps, rules: rules(),
    actions: actions)

  /// The same app whose launch shows the terms alone; what's new runs only when asked.
  static let termsOnly = FlowProgram<ScreenRoute>(
    version: AppVersion([2, 0]), initialFacts: facts, initialState: state(),
    launchSteps: [launchSteps[0]], interactionSteps: [launchSteps[1]] + interactionSteps,
    rules: rules(), actions: actions)

  /// The action labelled `label` on screen `screen`.
  static func action(_ label: String, on screen: String) throws -> FlowAction {
    try #require(actions[screen]?.first { $0.label == label }, "no '\(label)' on '\(screen)'")
  }
}
