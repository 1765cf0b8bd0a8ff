import Testing
import WayfinderFlowFiles
import WayfinderTools

/// The current version's properties, checked in every state of the previous version restored
/// in it: a renamed tab drops the tab a sheet was presented over, the sheet comes back over
/// the first tab, and the property that keeps it over its own tab breaks — which no scenario
/// or exploration of either version alone can see.
@Suite struct RestoreCheckTests {
  @Test func aSheetRestoredOverAnotherTabBreaksItsProperty() throws {
    let edit = try ShippedAppEdit(
      "demo",
      [
        ShippedAppEdit.demoVersion,
        .init(file: "app.yaml", old: "tabs: [tab1, tab2]", new: "tabs: [tab1, more]"),
        .init(file: "app.yaml", old: "  tab2:\n    title: Tab 2", new: "  more:\n    title: More"),
        .init(file: "app.yaml", old: "tab: tab2, modal: details", new: "tab: more, modal: details"),
        .init(file: "app.yaml", old: #"'tab == "tab2"'"#, new: #"'tab == "more"'"#),
      ])
    let report = RestoreCheck(previous: edit.old, current: edit.new).run()
    #expect(!report.passed)
    #expect(report.failed == 24)
    #expect(
      report.text == """
        Demo 2.0 → Demo 2.1: 197 saved states restored (197 reached in Demo 2.0): 101 unchanged, 96 moved, 0 refused
        property 'details opens over tab 2' broke: tab == "more" does not hold while modal == "details" (24 states)
          previous version: tap Continue; open demo://details (on 'details' in modal 'details' over tab 'tab2')
          restored: screen: "details"; modal: "details"; tab: "tab1"; phase: "home"; linkHeld: false; background: false; configLoaded: true; contactInfoConfirmed: true; lastSeenVersion: 2.0; notificationsAllowed: false; passcodeEnabled: false; updateRequired: false
          Restored state: tab 'tab2' no longer exists; its screens are dropped and tab 'tab1' is selected.
          also: dismiss; open demo://details
          also: tap Continue; tab tab2; tap Show details
        checked 197 restored states: 173 kept every property, 24 broke one

        """)
  }

  @Test func anUnchangedAppKeepsItsPropertiesInEveryRestoredState() throws {
    let edit = try ShippedAppEdit("shop", [ShippedAppEdit.shopVersion])
    let report = RestoreCheck(previous: edit.old, current: edit.new).run()
    #expect(
      report.text == """
        Shop 3.2.1 → Shop 3.3.0: 52 saved states restored (52 reached in Shop 3.2.1): 52 unchanged, 0 moved, 0 refused
        checked 52 restored states: 52 kept every property, 0 broke one

        """)
    #expect(report.passed)
  }
}
