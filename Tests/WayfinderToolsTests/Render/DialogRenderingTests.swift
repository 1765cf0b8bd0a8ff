import Testing
import Wayfinder
import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderTools

/// The ride app's alerts as the REPL walks them: drawn as a small box headed `alert` or
/// `dialog` with numbered buttons and their roles; `tap` works on them as on any screen;
/// `dismiss` and `back` are refused with the core's words.
@Suite struct DialogRenderingTests {
  /// The ride app signed in, on the map.
  static func onMap() throws -> AppSession {
    try StepFlowSessionTests.session(["onboarded": .bool(true), "loggedIn": .bool(true)])
  }

  static func render(_ session: AppSession) throws -> String {
    let definition = try StepFlowSessionTests.ride()
    return SessionScreen.renderer(
      for: definition, facts: session.facts, options: RenderOptions(width: 56, color: false)
    ).render(session.state)
  }

  @Test func aConfirmationDialogIsDrawnWithItsButtonsAndRoles() throws {
    var session = try Self.onMap()
    for line in ["tap Choose destination", "tap Book ride", "tap Cancel ride"] {
      try StepFlowSessionTests.type(line, into: &session)
    }
    assertTextSnapshot(try Self.render(session), named: "confirmationDialog")
  }

  @Test func anAlertIsDrawnHeadedAlert() throws {
    var session = try Self.onMap()
    try StepFlowSessionTests.type("tap Use my location", into: &session)
    assertTextSnapshot(try Self.render(session), named: "alert")
  }

  @Test func withoutNumbersTheButtonsAreMarkedWithADotAndDimmed() throws {
    var session = try Self.onMap()
    try StepFlowSessionTests.type("tap Use my location", into: &session)
    var options = RenderOptions(width: 56, color: true)
    options.numbersActions = false
    let text = SessionScreen.renderer(
      for: try StepFlowSessionTests.ride(), facts: session.facts, options: options
    ).render(session.state)
    // The REPL draws a window that is not the active one so: a number typed is not its own.
    #expect(text.contains("║ \u{1B}[2m· [Allow]       "), "\(text)")
    #expect(text.contains("║ \u{1B}[2m· [Not now] (cancel)  "), "\(text)")
    #expect(!text.contains("1. "), "\(text)")
  }

  @Test func dismissAndBackAreRefusedAndTapClosesIt() throws {
    var session = try Self.onMap()
    try StepFlowSessionTests.type("tap Use my location", into: &session)
    let before = session.state
    for (line, message) in [
      ("dismiss", "Cannot dismiss: alert 'allowLocation' is up; it closes when one of its"),
      ("back", "Cannot go back: alert 'allowLocation' is up; it closes when one of its"),
    ] {
      let error = #expect(throws: SessionError.self) {
        try StepFlowSessionTests.type(line, into: &session)
      }
      #expect(error?.description == message + " buttons is tapped.")
      #expect(session.state == before)
    }
    try StepFlowSessionTests.type("tap 2", into: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.launch.status(of: "allowLocation") == .cancelled)
  }
}

/// How the graph and exploration see the ride app's alerts: a button that names no screen
/// leads to what lies under the alert, and random exploration taps every button.
@Suite struct DialogGraphTests {
  @Test func aButtonThatNamesNoScreenLeadsUnderTheAlert() throws {
    let text = FlowGraph(try StepFlowSessionTests.ride()).mermaid()
    #expect(text.contains("  s_cancelRide -- \"Cancel ride\" --> dismissed_modal_cancelRide\n"))
    #expect(text.contains("  s_cancelRide -- \"Keep ride\" --> dismissed_modal_cancelRide\n"))
    #expect(
      text.contains(
        "  s_allowLocation -- \"Allow (finishes step)\" --> dismissed_modal_allowLocation\n"))
  }

  @Test func explorationTapsEveryButtonOfTheAlerts() throws {
    let report = Explorer(try StepFlowSessionTests.ride()).explore(
      ExplorationOptions(runs: 60, length: 40, seed: 5))
    #expect(report.failure == nil)
    let coverage = try #require(report.coverage)
    #expect(coverage.edgePercentage == 100, "\(coverage.missing)")
  }
}
