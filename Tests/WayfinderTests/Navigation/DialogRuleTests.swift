import Testing
import Wayfinder

/// The navigation rules of alerts and confirmation dialogs: at most one, on top; nothing
/// presents over one or moves under it; the user's dismiss and back are refused on it; the app
/// may still close it.
@Suite struct DialogRuleTests {
  /// Home with two tabs, the `compose` sheet up and the `discard` alert over it.
  static func alertOverSheet() throws -> NavigationState<ScreenRoute> {
    var state = NavigationState<ScreenRoute>(
      tabs: NavigationTab("inbox", root: "inbox"), NavigationTab("settings", root: "settings"))
    try state.apply(.present(.screen("compose", id: "compose")))
    try state.apply(.present(.screen("discard", id: "discard", style: .alert)))
    return state
  }

  /// Checks that `command` is refused with `message`, leaving the state as it was.
  static func expectRefused(
    _ command: NavigationCommand<ScreenRoute>, on state: NavigationState<ScreenRoute>,
    _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = state
    #expect(throws: NavigationError.self, sourceLocation: sourceLocation) {
      try copy.apply(command)
    }
    do throws(NavigationError) {
      try copy.apply(command)
    } catch {
      #expect(error.description == message, sourceLocation: sourceLocation)
    }
    #expect(copy == state, sourceLocation: sourceLocation)
  }

  @Test func theUserCannotDismissOrGoBackFromAnAlert() throws {
    let state = try Self.alertOverSheet()
    Self.expectRefused(
      .dismiss, on: state,
      "Cannot dismiss: alert 'discard' is up; it closes when one of its buttons is tapped.")
    Self.expectRefused(
      .back, on: state,
      "Cannot go back: alert 'discard' is up; it closes when one of its buttons is tapped.")
    #expect(state.backRefusal() == .dialogUp("discard", style: .alert, action: "go back"))
  }

  @Test func nothingPresentsOverAnAlert() throws {
    let state = try Self.alertOverSheet()
    Self.expectRefused(
      .present(.screen("other", id: "other", style: .alert)), on: state,
      "Cannot present modal 'other': alert 'discard' is up; it closes when one of its buttons"
        + " is tapped.")
    Self.expectRefused(
      .presentOrReveal(.screen("compose", id: "compose")), on: state,
      "Cannot present or reveal modal 'compose': alert 'discard' is up; it closes when one of"
        + " its buttons is tapped.")
  }

  @Test func noStackMovesUnderAnAlert() throws {
    let state = try Self.alertOverSheet()
    let suffix = ": alert 'discard' is up; it closes when one of its buttons is tapped."
    Self.expectRefused(
      .push("article", on: .tab("inbox")), on: state,
      "Cannot push 'article' onto tab 'inbox'" + suffix)
    Self.expectRefused(.pop(), on: state, "Cannot pop" + suffix)
    Self.expectRefused(
      .selectTab("settings"), on: state, "Cannot switch to tab 'settings'" + suffix)
    Self.expectRefused(
      .setPath(["article"], on: .tab("inbox")), on: state,
      "Cannot set the path to [article] of tab 'inbox'" + suffix)
  }

  @Test func theAppMayStillCloseItsAlert() throws {
    let state = try Self.alertOverSheet()
    var closed = state
    try closed.apply(.dismissModal("discard"))
    #expect(closed.modals.map(\.id) == ["compose"])
    var all = state
    try all.apply(.dismissAll)
    #expect(all.modals.isEmpty)
    var revealed = state
    try revealed.apply(.presentOrReveal(.screen("discard", id: "discard", style: .alert)))
    #expect(revealed == state)
  }

  @Test func anAlertShowsOneScreen() {
    var state = NavigationState<ScreenRoute>(flow: "main", root: "inbox")
    #expect(throws: NavigationError.dialogWithNavigation("ask", style: .confirmationDialog)) {
      try state.apply(.present(.flow("ask", id: "ask", style: .confirmationDialog)))
    }
    #expect(
      NavigationError.dialogWithNavigation("ask", style: .confirmationDialog).description
        == "Cannot present confirmation dialog 'ask' as a flow: it shows a single screen.")
    #expect(state.modals.isEmpty)
  }

  @Test func aDialogBelowAnotherModalBreaksTheInvariants() throws {
    var state = try Self.alertOverSheet()
    #expect(state.invariantViolations().isEmpty)
    let alert = state.modals.removeLast()
    state.modals.insert(alert, at: 0)
    #expect(state.invariantViolations() == ["alert 'discard' has modal 'compose' over it"])
  }
}
