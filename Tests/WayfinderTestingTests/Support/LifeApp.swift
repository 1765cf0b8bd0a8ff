import Wayfinder

/// Small apps for the life tester, on screen routes: a home with an item, and launch steps
/// chosen per test from a passcode (when `passcodeEnabled`), what's new, an update nudge at
/// most once a day, and a review prompt at most twice a year, on icon launches only.
enum LifeApp {
  static let hour = Duration.seconds(3_600)
  static let day = Duration.seconds(86_400)

  static let passcode = InteractionStep<ScreenRoute>.modal(
    "passcode", screen: "passcode", when: { $0.isTrue("passcodeEnabled") }, priority: 100)
  static let whatsNew = InteractionStep<ScreenRoute>.modal("whatsNew", screen: "whatsNew")
  static let nudge = InteractionStep<ScreenRoute>.modal("nudge", screen: "nudge")
    .limited(PromptPolicy(cooldown: day))
  static let review = InteractionStep<ScreenRoute>.modal("review", screen: "review")
    .limited(PromptPolicy(quota: PromptQuota(2, per: day * 365), sources: [.icon]))

  /// An app launching `steps` over a home of one flow, `main`, at `home`.
  static func program(
    _ steps: [InteractionStep<ScreenRoute>], facts: Facts = [:], restoreRule: RestoreRule = .home
  ) -> FlowProgram<ScreenRoute> {
    FlowProgram(
      version: AppVersion([1, 0]), initialFacts: facts,
      initialState: NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)),
      launchSteps: steps,
      actions: [
        "home": [FlowAction("Open item", .push("item"))],
        "passcode": [FlowAction("Unlock", finishesStep: true)],
        "whatsNew": [FlowAction("Continue", finishesStep: true)],
        "nudge": [FlowAction("Later", finishesStep: true)],
        "review": [FlowAction("Not now", finishesStep: true)],
      ],
      restoreRule: restoreRule)
  }
}
