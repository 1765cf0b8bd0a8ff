import Foundation
import Testing
@testable import Wayfinder

/// A back gesture as state: what begins one, what it shows, what completing and cancelling it
/// do, and what other commands do while it is in progress.
@Suite struct BackGestureTests {
  private static func tabs() throws -> NavigationState<String> {
    try NavigationState(tabs: [
      NavigationTab("t1", root: "home"), NavigationTab("t2", root: "more"),
    ])
  }

  private static func gated(
    _ role: ModalInteraction.Role, over state: NavigationState<String>
  ) throws -> NavigationState<String> {
    let modal = Modal.screen("passcode", id: "passcode", style: .fullScreen)
    let mark = ModalInteraction(step: "passcode", generation: 1, role: role)
    return try state.applying(InteractionCommand.present(modal, mark)).after
  }

  // MARK: Beginning

  @Test func aGestureOnAPushedScreenRevealsTheOneBelow() throws {
    var state = try Self.tabs()
    try state.apply(.pushAll(["inbox", "thread"]))
    try state.apply(.beginBack)
    #expect(
      state.backGesture
        == BackGesture(leaving: "thread", owner: .tab("t1"), dismissing: nil, revealing: "inbox"))
    #expect(state.visibleRoute == "thread")
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func aGestureOnAModalAtItsRootDismissesIt() throws {
    var state = try Self.tabs()
    try state.apply(.push("inbox"))
    try state.apply(.present(.flow("compose", id: "compose")))
    try state.apply(.beginBack)
    #expect(
      state.backGesture
        == BackGesture(
          leaving: "compose", owner: .modal("compose"), dismissing: "compose", revealing: "inbox"))
  }

  @Test func aGestureIsRefusedExactlyWhereBackIs() throws {
    let home = try Self.tabs()
    #expect(throws: NavigationError.cannotPopRoot(root: "home", owner: .tab("t1"))) {
      try home.applying(.beginBack)
    }
    var alert = home
    try alert.apply(.present(.screen("sure", id: "sure", style: .alert)))
    #expect(throws: NavigationError.dialogUp("sure", style: .alert, action: "go back")) {
      try alert.applying(.beginBack)
    }
    let gate = try Self.gated(.gate, over: home)
    #expect(throws: NavigationError.gateHolds(step: "passcode", action: "go back")) {
      try gate.applying(.beginBack)
    }
    let required = try Self.gated(.required, over: home)
    #expect(throws: NavigationError.interactionRequired(step: "passcode", action: "go back")) {
      try required.applying(.beginBack)
    }
    var form = home
    try form.apply(.push("form"))
    let rules = NavigationRules<String>(backVeto: { $0 == "form" ? "Discard it first." : nil })
    #expect(throws: NavigationError.backVetoed(screen: "form", reason: "Discard it first.")) {
      try form.applying(.beginBack, rules: rules)
    }
    #expect(form.backGestureRefusal(rules: rules) == form.backRefusal(rules: rules))
    #expect(home.backGestureRefusal() != nil)
  }

  @Test func aScreenOrModalMayTurnSwipeBackOff() throws {
    var rules = NavigationRules<String>()
    rules.screensWithoutSwipeBack = { $0 == "payment" }
    rules.modalsWithoutSwipeBack = ["terms"]
    var state = try Self.tabs()
    try state.apply(.push("payment"))
    #expect(throws: NavigationError.swipeBackOff(screen: "payment")) {
      try state.applying(.beginBack, rules: rules)
    }
    #expect(
      NavigationError.swipeBackOff(screen: "payment").description
        == "Cannot swipe back from 'payment': it turns swipe back off; use its own buttons.")
    // The back button still goes back.
    #expect(try state.applying(.back, rules: rules).after.visibleRoute == "home")
    try state.apply(.present(.flow("terms", id: "terms")))
    #expect(throws: NavigationError.swipeBackOffModal("terms")) {
      try state.applying(.beginBack, rules: rules)
    }
    #expect(
      NavigationError.swipeBackOffModal("terms").description
        == "Cannot swipe modal 'terms' away: it turns swipe back off; use its own buttons.")
    // Inside the modal's own stack, a screen may still be swiped back.
    try state.apply(.push("clause"))
    #expect(try state.applying(.beginBack, rules: rules).after.backGesture?.revealing == "terms")
  }

  // MARK: Completing and cancelling

  @Test func completingDoesWhatBackDoes() throws {
    var state = try Self.tabs()
    try state.apply(.pushAll(["inbox", "thread"]))
    try state.apply(.present(.flow("compose", id: "compose")))
    for _ in 0..<3 {
      let back = try state.applying(.back).after
      try state.apply(.beginBack)
      let completed = try state.applying(.completeBack)
      #expect(completed.after == back)
      #expect(completed.command == .completeBack)
      state = completed.after
    }
    #expect(state.visibleRoute == "home")
    #expect(state.backGesture == nil)
  }

  @Test func cancellingLeavesEverythingAsItWas() throws {
    var state = try Self.tabs()
    try state.apply(.push("inbox"))
    let before = state
    try state.apply(.beginBack)
    try state.apply(.cancelBack)
    #expect(state == before)
  }

  @Test(arguments: [NavigationCommand<String>.completeBack, .cancelBack])
  func endingWithoutAGestureIsRefused(_ command: NavigationCommand<String>) throws {
    let state = try Self.tabs()
    #expect(throws: NavigationError.noBackGesture(action: command.description)) {
      try state.applying(command)
    }
    #expect(
      NavigationError.noBackGesture(action: "complete the back gesture").description
        == "Cannot complete the back gesture: no back gesture is in progress.")
  }

  // MARK: Other commands meanwhile

  @Test(arguments: [
    NavigationCommand<String>.push("other"), .pop(), .back, .beginBack, .selectTab("t2"),
    .present(.screen("sheet", id: "sheet")), .dismiss,
  ])
  func otherCommandsAreRefusedDuringAGesture(_ command: NavigationCommand<String>) throws {
    var state = try Self.tabs()
    try state.apply(.push("inbox"))
    try state.apply(.beginBack)
    #expect(throws: NavigationError.backGestureInProgress(action: command.description)) {
      try state.applying(command)
    }
    #expect(
      NavigationError.backGestureInProgress(action: "go back").description
        == "Cannot go back: a back gesture is in progress; complete or cancel it first.")
  }

  @Test func whatTheAppCannotHoldBackCancelsTheGesture() throws {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item") { _ in DeepLinkTarget(tab: "t2", path: ["item"]) }
    let rules = NavigationRules(deepLinks: links)
    var state = try Self.tabs()
    try state.apply(.present(.flow("compose", id: "compose")))
    try state.apply(.beginBack)
    let linked = try state.applying(.open(url: "demo://item"), rules: rules).after
    #expect(linked.backGesture == nil)
    #expect(linked.visibleRoute == "item")
    let cleared = try state.applying(.dismissAll).after
    #expect(cleared.backGesture == nil)
    #expect(cleared.modals.isEmpty)
    let gate = try Self.gated(.gate, over: state)
    #expect(gate.backGesture == nil)
    #expect(gate.topModal?.id == "passcode")
  }

  @Test func aTransactionEndingTheGestureFirstGoesThrough() throws {
    var state = try Self.tabs()
    try state.apply(.push("inbox"))
    try state.apply(.beginBack)
    try state.apply(.transaction([.cancelBack, .push("other")]))
    #expect(state.visibleRoute == "other")
    #expect(throws: NavigationError.backGestureInProgress(action: "push 'x'")) {
      var gesturing = try Self.tabs()
      try gesturing.apply(.push("inbox"))
      try gesturing.apply(.beginBack)
      try gesturing.apply(.transaction([.push("x")]))
    }
  }

  /// The sample of the Operations article, statement for statement.
  @Test func theArticleSampleRevealsThenGoesBack() throws {
    var state = NavigationState(flow: "notes", root: "list", path: ["archive"])
    try state.apply(.beginBack)
    #expect(state.backGesture?.revealing == "list")
    try state.apply(.completeBack)
    #expect(state.visibleRoute == "list")
  }

  // MARK: Saving

  @Test func aGestureIsNotSavedAndARestoredStateHasNone() throws {
    var state = try Self.tabs()
    try state.apply(.push("inbox"))
    let before = state
    try state.apply(.beginBack)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(state)
    #expect(try encoder.encode(before) == data)
    let restored = try JSONDecoder().decode(NavigationState<String>.self, from: data)
    #expect(restored == before)
    #expect(restored.backGesture == nil)
    #expect(state.removingInteractions().backGesture == nil)
  }
}
