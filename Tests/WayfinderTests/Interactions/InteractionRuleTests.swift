import Testing
@testable import Wayfinder

/// The interaction rules as the transition function keeps them, for every shell: what a command
/// may do to the modal an interaction step presented, and when deep links wait.
@Suite struct InteractionRuleTests {
  private static func home() throws -> (NavigationState<String>, NavigationRules<String>) {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    return (NavigationState(flow: "main", root: "home"), NavigationRules(deepLinks: links))
  }

  private static func presenting(
    _ role: ModalInteraction.Role, over state: NavigationState<String>
  ) throws -> NavigationState<String> {
    let modal = Modal.screen("passcode", id: "passcode", style: .fullScreen)
    let mark = ModalInteraction(step: "passcode", generation: 1, role: role)
    return try state.applying(InteractionCommand.present(modal, mark)).after
  }

  @Test(arguments: [
    NavigationCommand<String>.dismiss, .dismissModal("passcode"), .dismissAll,
  ])
  func noCommandRemovesAGate(_ command: NavigationCommand<String>) throws {
    let (home, rules) = try Self.home()
    let state = try Self.presenting(.gate, over: home)
    #expect(throws: NavigationError.gateHolds(step: "passcode", action: command.description)) {
      try state.applying(command, rules: rules)
    }
  }

  @Test func theAppCannotPresentOverAGateNorARequiredModal() throws {
    let (home, rules) = try Self.home()
    let help = NavigationCommand<String>.present(.screen("help", id: "help"))
    let gate = try Self.presenting(.gate, over: home)
    #expect(throws: NavigationError.gateHolds(step: "passcode", action: help.description)) {
      try gate.applying(help, rules: rules)
    }
    let required = try Self.presenting(.required, over: home)
    #expect(
      throws: NavigationError.interactionRequired(step: "passcode", action: help.description)
    ) {
      try required.applying(help, rules: rules)
    }
    // Over a dismissible one the app may, and closing its own sheet leaves the step up.
    var dismissible = try Self.presenting(.dismissible, over: home)
    try dismissible.apply(help, rules: rules)
    let closed = try dismissible.applying(.dismiss, rules: rules)
    #expect(closed.after.modals.map(\.id) == ["passcode"])
  }

  @Test func closingWhatLiesUnderAnInteractionIsRefused() throws {
    let (home, rules) = try Self.home()
    var state = home
    try state.apply(.present(.screen("help", id: "help")), rules: rules)
    let over = try Self.presenting(.dismissible, over: state)
    for command in [NavigationCommand<String>.dismissModal("help"), .dismissAll] {
      #expect(
        throws: NavigationError.interactionAbove(
          modal: "help", step: "passcode", action: command.description)
      ) {
        try over.applying(command, rules: rules)
      }
    }
    #expect(
      NavigationError.interactionAbove(
        modal: "help", step: "passcode", action: "dismiss all modals"
      )
      .description
        == "Cannot dismiss all modals: 'passcode' is up over modal 'help' and ends first.")
  }

  @Test func aRequiredModalIsEndedOnlyByItsStep() throws {
    let (home, rules) = try Self.home()
    let state = try Self.presenting(.required, over: home)
    #expect(throws: NavigationError.interactionRequired(step: "passcode", action: "dismiss")) {
      try state.applying(.dismiss, rules: rules)
    }
    let ended = try state.applying(InteractionCommand<String>.end("passcode"))
    #expect(ended.after.modals.isEmpty)
    #expect(ended.cause == .interaction(.end("passcode")))
  }

  @Test func aDismissibleModalGoesAndTheTransitionSaysWhichStepLostIt() throws {
    let (home, rules) = try Self.home()
    let state = try Self.presenting(.dismissible, over: home)
    let transition = try state.applying(.dismiss, rules: rules)
    #expect(transition.after.modals.isEmpty)
    #expect(transition.removedInteractions.map(\.step) == ["passcode"])
    #expect(transition.removedInteractions.first?.generation == 1)
  }

  @Test func aDeepLinkWaitsBehindAnInteractionAndLandsWhenItEnds() throws {
    let (home, rules) = try Self.home()
    let state = try Self.presenting(.dismissible, over: home)
    let opened = try state.applying(.open(url: "demo://item/7"), rules: rules)
    #expect(opened.after.modals.map(\.id) == ["passcode"], "a link never removes an interaction")
    #expect(opened.after.pendingDeepLink?.url == "demo://item/7")
    let later = try opened.after.applying(.open(url: "demo://item/8"), rules: rules)
    #expect(later.after.pendingDeepLink?.url == "demo://item/8", "the latest link wins")
    let ended = try later.after.applying(InteractionCommand<String>.end("passcode"))
    #expect(ended.after.pendingDeepLink == nil)
    #expect(ended.after.visibleRoute == "item")
  }

  @Test func aDeepLinkWaitsWhileInteractionsAreStillToCome() throws {
    let (home, rules) = try Self.home()
    let held = try home.applying(InteractionCommand<String>.holdDeepLinks).after
    #expect(held.holdsDeepLinks)
    let opened = try held.applying(.open(url: "demo://item/7"), rules: rules).after
    #expect(opened.visibleRoute == "home")
    let released = try opened.applying(InteractionCommand<String>.releaseDeepLinks)
    #expect(released.after.visibleRoute == "item")
    #expect(released.after.invariantViolations().isEmpty)
  }

  @Test func aPresentedModalNeverCarriesAMark() throws {
    let (home, rules) = try Self.home()
    var forged = Modal.screen("passcode", id: "passcode")
    forged.interaction = ModalInteraction(step: "passcode", role: .gate)
    let state = try home.applying(.present(forged), rules: rules).after
    #expect(state.modals.first?.interaction == nil)
    #expect(try state.applying(.dismiss, rules: rules).after.modals.isEmpty)
  }

  @Test func atMostOneInteractionModalIsUp() throws {
    let (home, _) = try Self.home()
    let state = try Self.presenting(.dismissible, over: home)
    let other = Modal.screen("whatsNew", id: "whatsNew")
    #expect(throws: NavigationError.interactionAlreadyPresented("passcode")) {
      try state.applying(
        InteractionCommand.present(other, ModalInteraction(step: "whatsNew", role: .dismissible)))
    }
  }

  @Test func theLaunchCannotFinishWhileInteractionsAreStillToCome() throws {
    let launching = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    let held = try launching.applying(InteractionCommand<String>.holdDeepLinks).after
    #expect(throws: NavigationError.interactionsStillToCome) { try held.applying(.finishLaunch) }
  }

  @Test func removingInteractionsForARestoredStateKeepsTheHeldLinkHeld() throws {
    let (home, rules) = try Self.home()
    var state = try Self.presenting(.gate, over: home)
    state = try state.applying(.open(url: "demo://item/7"), rules: rules).after
    let restored = state.removingInteractions()
    #expect(restored.modals.isEmpty)
    #expect(restored.interactionsPending, "the link waits for the sequence run again")
    #expect(restored.pendingDeepLink?.url == "demo://item/7")
    #expect(restored.invariantViolations().isEmpty)
    let released = try restored.applying(InteractionCommand<String>.releaseDeepLinks).after
    #expect(released.pendingDeepLink == nil)
    #expect(released.home.selectedStack?.path == ["item"], "the link lands once released")
  }

  @Test func removingInteractionsWithNoHeldLinkLeavesNothingHeld() throws {
    let (home, _) = try Self.home()
    let held = try Self.presenting(.required, over: home).applying(
      InteractionCommand<String>.holdDeepLinks
    ).after
    let restored = held.removingInteractions()
    #expect(restored.modals.isEmpty)
    #expect(!restored.interactionsPending)
    #expect(restored.invariantViolations().isEmpty)
  }

  @Test func aStateSavedMidLaunchResumesAsANewLaunchHoldingItsLink() throws {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    let rules = NavigationRules(deepLinks: links)
    let launch = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    var saved = NavigationState(flow: "main", root: "home", phase: .launching(screen: "splash"))
    saved = try Self.presenting(.required, over: saved)
    saved = try saved.applying(.open(url: "demo://item/7"), rules: rules).after
    let resumed = saved.resumed(launchingFrom: launch)
    #expect(resumed.phase == .launching(screen: nil))
    #expect(resumed.modals.isEmpty)
    #expect(resumed.pendingDeepLink?.url == "demo://item/7")
    #expect(resumed.invariantViolations().isEmpty)
    let finished = try resumed.applying(InteractionCommand<String>.releaseDeepLinks).after
      .applying(.finishLaunch).after
    #expect(finished.home.selectedStack?.path == ["item"], "the link lands when launch ends")
  }

  @Test func messagesQuoteTheStep() {
    #expect(
      NavigationError.gateHolds(step: "forceUpdate", action: "dismiss").description
        == "Cannot dismiss: 'forceUpdate' holds the app until the facts it depends on change.")
    #expect(
      NavigationError.interactionRequired(step: "passcode", action: "dismiss all modals")
        .description
        == "Cannot dismiss all modals: 'passcode' ends only through its own actions, or when the app cancels it."
    )
    #expect(
      NavigationError.interactionAlreadyPresented("passcode").description
        == "Cannot present another interaction while 'passcode' is up.")
    #expect(
      NavigationError.interactionsStillToCome.description
        == "Cannot finish the launch: interaction steps are still to come.")
    #expect(
      StepRequestError.unknownStep("pascode", known: ["passcode"]).description
        == "Unknown step 'pascode'. Did you mean 'passcode'?")
    // Nothing close: every step is named, so the message is never a dead end.
    #expect(
      StepRequestError.unknownStep("bogus", known: ["splash", "passcode", "whatsNew"]).description
        == "Unknown step 'bogus'. Steps: splash, passcode, whatsNew.")
    let many = (1...25).map { StepID("step\($0)") }
    #expect(
      StepRequestError.unknownStep("bogus", known: many).description
        == "Unknown step 'bogus'. Steps: "
        + (1...20).map { "step\($0)" }.joined(separator: ", ") + ", and 5 more.")
    #expect(
      ActionRefusal.unknownStep("bogus", known: ["splash"]).description
        == "Unknown step 'bogus'. Steps: splash.")
    #expect(
      ActionRefusal.unknownStep("bogus", known: []).description
        == "Unknown step 'bogus'. This app declares no steps.")
    #expect(
      StepRequestError.gateHolds("forceUpdate").description
        == "Cannot finish 'forceUpdate': a gate ends only when the facts it depends on change.")
    #expect(
      StepRequestError.notFinishable("fetchConfig", kind: "background").description
        == "Cannot finish 'fetchConfig': it is a background step, which ends by itself.")
    #expect(
      StepRequestError.alreadyEnded("passcode", .cancelled).description
        == "Step 'passcode' has already ended (cancelled).")
    #expect(
      StepRequestError.alreadyEnding("passcode").description == "Step 'passcode' is already ending."
    )
  }
}
