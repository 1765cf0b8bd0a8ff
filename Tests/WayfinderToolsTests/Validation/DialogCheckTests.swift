import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// What `check` says of alerts and confirmation dialogs: a `style: alert` modal is one screen
/// whose body is the message and whose actions are its buttons; it needs a button, has at most
/// one `role: cancel`, and `role:` anywhere else is ignored with a warning.
@Suite struct DialogCheckTests {
  /// An app whose `compose` sheet presents modal `discard` (written from line 11) and whose
  /// interaction `location` shows modal `location`, an alert.
  private func app(_ modals: String) -> String {
    """
    app: Mail
    home: { flow: main }
    flows:
      main:
        root: inbox
        screens:
          inbox: { actions: [ { label: Compose, present: compose }, { label: Locate, run: location } ] }
    modals:
      compose: { actions: [ { label: Close, present: discard }, { label: Send, dismiss: true } ] }
    \(modals)
      location:
        style: alert
        title: Allow location?
        body: Mail shows the weather where you are.
        actions:
          - { label: Allow, set: { locationAllowed: true }, finish: true }
          - { label: Not now, role: cancel }
    interactions:
      - { id: location, modal: location }

    """
  }

  @Test func anAlertLoadsWithItsButtonsAndRoles() throws {
    let yaml = app(
      """
        discard:
          style: confirmationDialog
          title: Discard this draft?
          actions:
            - { label: Discard, role: destructive, dismiss: true }
            - { label: Keep editing, role: cancel }
      """)
    let result = Fixtures.load(yaml)
    #expect(result.diagnostics.map(\.description) == [])
    let definition = try #require(result.definition)
    #expect(definition.modal("discard")?.style == .confirmationDialog)
    #expect(definition.modal("location")?.style == .alert)
    let buttons = definition.screens["discard"]?.actions.map { $0.flowAction(in: definition) }
    #expect(buttons?.map(\.role) == [.destructive, .cancel])
    #expect(definition.screens["location"]?.body == "Mail shows the weather where you are.")
  }

  @Test func aDialogThatClosesWhatLiesUnderItIsAWayOutOfIt() {
    let closing = app(
      """
        discard:
          style: confirmationDialog
          actions: [ { label: Discard, role: destructive, dismiss: true }, { label: Keep } ]
      """
    ).replacingFirst(", { label: Send, dismiss: true }", "")
    #expect(Fixtures.lines(closing) == [])
    let keeping = app(
      """
        discard: { style: confirmationDialog, actions: [ { label: Keep, role: cancel } ] }
      """
    ).replacingFirst(", { label: Send, dismiss: true }", "")
    #expect(
      Fixtures.lines(keeping) == [
        "test.yaml:9:3: warning: modal 'compose' has no way out: none of its actions dismisses"
          + " it or finishes its launch step"
      ])
  }

  @Test func anAlertWithoutButtonsIsAnError() {
    let yaml = app(
      """
        discard: { style: alert, title: Discard this draft? }
      """)
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:10:3: error: alert 'discard' has no buttons, so nothing could ever close it;"
          + " give it 'actions'"
      ])
  }

  @Test func aSecondCancelButtonIsAnErrorWhereItIsWritten() {
    let yaml = app(
      """
        discard:
          style: alert
          actions: [ { label: Cancel, role: cancel }, { label: Keep, role: cancel } ]
      """)
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:12:70: error: alert 'discard' has a second cancel button 'Keep' ('Cancel' is"
          + " the first); give it 'role: destructive' or no role"
      ])
  }

  @Test func anAlertWrittenAsAFlowIsAnError() {
    let yaml = app(
      """
        discard:
          style: alert
          root: ask
          screens: { ask: { actions: [ { label: OK, dismiss: true } ] } }
      """)
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:11:12: error: modal 'discard' is an alert, which shows one screen; drop 'root'"
          + " and 'screens' and give it 'title', 'body' and 'actions'"
      ])
  }

  @Test func aRoleOnAPlainScreenIsIgnoredWithAWarning() {
    let yaml = app(
      """
        discard: { actions: [ { label: Discard, role: destructive, dismiss: true } ] }
      """)
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:10:49: warning: 'role' only applies to a button of an alert or confirmation"
          + " dialog, and screen 'discard' is neither; the role is ignored"
      ])
  }

  @Test func anUnknownRoleNamesTheRoles() {
    let yaml = app(
      """
        discard: { style: alert, actions: [ { label: Discard, role: destroy } ] }
      """)
    #expect(
      Fixtures.lines(yaml).first
        == "test.yaml:10:63: error: 'destroy' is not a valid role; use cancel or destructive")
  }
}
