import Wayfinder

/// A shop for the host tests, on screen routes: tabs `shop` (a catalog whose products push more
/// products and reviews, and a filters sheet with a stack of its own) and `settings` (an about
/// sheet, a profile); a launch that asks for the terms, then shows what's new; a notifications
/// prompt an action runs.
enum HostApp {
  static func state() -> NavigationState<ScreenRoute> {
    // Two distinct tab ids: the initializer cannot refuse them.
    (try? NavigationState(
      tabs: [NavigationTab("shop", root: "catalog"), NavigationTab("settings", root: "settings")],
      phase: .launching(screen: nil)))
      ?? NavigationState(flow: "shop", root: "catalog", phase: .launching(screen: nil))
  }

  static let actions: [String: [FlowAction]] = [
    "terms": [FlowAction("Accept", sets: ["termsAccepted": .bool(true)], finishesStep: true)],
    "whatsNew": [FlowAction("Continue", finishesStep: true)],
    "catalog": [
      FlowAction("Open product", .push("product")),
      FlowAction(
        "Filters", .present("filters", root: "filters", style: .sheet, hasNavigation: true)),
      FlowAction("Notifications", runs: ["notifications"]),
    ],
    "product": [FlowAction("More", .push("product")), FlowAction("Reviews", .push("reviews"))],
    "reviews": [FlowAction("Back to the catalog", .popToRoot)],
    "filters": [FlowAction("Brand", .push("brand")), FlowAction("Apply", finishesStep: true)],
    "brand": [FlowAction("Done", .dismiss)],
    "settings": [
      FlowAction("About", .present("about", root: "about", style: .sheet, hasNavigation: false)),
      FlowAction("Profile", .push("profile")),
    ],
    "about": [FlowAction("Close", .dismiss)],
    "notifications": [FlowAction("Allow", finishesStep: true)],
  ]

  /// The app; the terms are asked for while `termsAccepted` is not set.
  static func program() -> FlowProgram<ScreenRoute> {
    FlowProgram(
      version: AppVersion([1, 0]), initialFacts: ["termsAccepted": .bool(false)],
      initialState: state(),
      launchSteps: [
        .modal("terms", screen: "terms", when: { !$0.isTrue("termsAccepted") }, dismissible: false),
        .modal("whatsNew", screen: "whatsNew", after: ["terms"]),
      ],
      interactionSteps: [.modal("notifications", screen: "notifications")],
      actions: actions)
  }
}
