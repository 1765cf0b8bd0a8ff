import Foundation
import Testing
import Wayfinder

/// Sheets resting at detents, popovers, and dragging a sheet between its detents.
@Suite struct SheetDetentTests {
  private let filters = Modal.screen(Tab1Page.tertiary, id: "filters")
    .presentationDetents([.medium, .large])

  @Test func presentedSheetRestsAtItsFirstDetent() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(filters))
    #expect(state.topModal?.detents == [.medium, .large])
    #expect(state.topModal?.selectedDetent == .medium)
    #expect(state.invariantViolations() == [])
  }

  @Test func presentedSheetRestsAtTheChosenDetent() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(
      .present(
        .screen(.tertiary, id: "filters").presentationDetents(
          [.medium, .large], selection: .large)))
    #expect(state.topModal?.selectedDetent == .large)
  }

  @Test func draggingTheSheetSelectsADeclaredDetent() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(filters))
    let transition = try state.applying(.selectDetent(.large))
    #expect(transition.after.topModal?.selectedDetent == .large)
    #expect(transition.cause == .command(.selectDetent(.large)))
    #expect(transition.contractViolations() == [])
    #expect(NavigationCommand<Tab1Page>.selectDetent(.large).description == "select detent 'large'")
    try state.apply(.selectDetent(.medium, modal: "filters"))
    #expect(state.topModal?.selectedDetent == .medium)
  }

  @Test func aDetentTheSheetDoesNotDeclareIsRefused() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(filters))
    let before = state
    let error = NavigationError.detentUnavailable(
      modal: "filters", detent: .height(300), style: .sheet, detents: [.medium, .large])
    #expect(throws: error) { try state.apply(.selectDetent(.height(300))) }
    #expect(state == before)
    #expect(
      error.description
        == "Cannot rest modal 'filters' at detent '300': its detents are 'medium', 'large'.")
  }

  @Test func sheetsWithoutDetentsAndCoversRefuseDetents() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(.screen(.tertiary, id: "info")))
    #expect(
      throws: NavigationError.detentUnavailable(
        modal: "info", detent: .medium, style: .sheet, detents: [])
    ) { try state.apply(.selectDetent(.medium)) }
    #expect(
      NavigationError.detentUnavailable(modal: "info", detent: .medium, style: .sheet, detents: [])
        .description
        == "Cannot rest modal 'info' at detent 'medium': it declares no detents, so it shows at"
        + " full height.")
    try state.apply(.dismiss)
    try state.apply(.present(.screen(.tertiary, id: "cover", style: .fullScreen)))
    let error = NavigationError.detentUnavailable(
      modal: "cover", detent: .medium, style: .fullScreen, detents: [])
    #expect(throws: error) { try state.apply(.selectDetent(.medium)) }
    #expect(
      error.description
        == "Cannot rest modal 'cover' at detent 'medium': a fullScreen modal has no detents.")
  }

  @Test func selectingADetentNeedsTheModalOnTop() throws {
    var state = try Fixtures.twoTabs()
    #expect(throws: NavigationError.noModalPresented(action: "select detent 'medium'")) {
      try state.apply(.selectDetent(.medium))
    }
    try state.apply(.present(filters))
    try state.apply(.present(.screen(.primary, id: "info")))
    #expect(throws: NavigationError.modalNotOnTop("filters", top: "info")) {
      try state.apply(.selectDetent(.large, modal: "filters"))
    }
    #expect(throws: NavigationError.modalNotPresented("nowhere")) {
      try state.apply(.selectDetent(.large, modal: "nowhere"))
    }
  }

  @Test(
    arguments: [
      (
        Modal.screen(Tab1Page.tertiary, id: "m", style: .fullScreen).presentationDetents([.medium]),
        "detents apply to a sheet or a popover, not a fullScreen modal"
      ),
      (
        Modal.screen(Tab1Page.tertiary, id: "m").presentationDetents([.medium, .medium]),
        "detent 'medium' is listed twice"
      ),
      (
        Modal.screen(Tab1Page.tertiary, id: "m").presentationDetents([.height(0)]),
        "a height detent must be above zero points, not 0"
      ),
      (
        Modal.screen(Tab1Page.tertiary, id: "m").presentationDetents([.medium], selection: .large),
        "its selected detent 'large' is not among its detents 'medium'"
      ),
    ])
  func presentingDetentsThatCannotShowIsRefused(modal: Modal<Tab1Page>, reason: String) throws {
    var state = try Fixtures.twoTabs()
    let before = state
    let error = NavigationError.invalidDetents(modal: "m", reason: reason)
    #expect(throws: error) { try state.apply(.present(modal)) }
    #expect(state == before)
    #expect(error.description == "Cannot present modal 'm': \(reason).")
  }

  @Test func aTransactionDragsAndDismissesAsOne() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(filters))
    let before = state
    #expect(throws: NavigationError.self) {
      try state.apply(.transaction([.selectDetent(.large), .selectDetent(.height(10))]))
    }
    #expect(state == before)
    try state.apply(.transaction([.selectDetent(.large), .dismiss]))
    #expect(state.modals.isEmpty)
  }

  @Test func aPopoverIsASheetInACompactWidth() {
    let popover = Modal.screen(Tab1Page.tertiary, id: "share", style: .popover)
    #expect(popover.shownStyle(compact: true) == .sheet)
    #expect(popover.shownStyle(compact: false) == .popover)
    #expect(filters.shownStyle(compact: false) == .sheet)
    #expect(
      Modal.screen(Tab1Page.tertiary, id: "c", style: .fullScreen).shownStyle(compact: true)
        == .fullScreen)
  }

  @Test func aPopoverRestsAtDetentsForItsSheetForm() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(
      .present(
        .screen(.tertiary, id: "share", style: .popover).presentationDetents([.medium, .large])))
    try state.apply(.selectDetent(.large))
    #expect(state.topModal?.selectedDetent == .large)
  }

  @Test func detentsReadAndWriteTheirTextForm() {
    #expect(SheetDetent(text: "medium") == .medium)
    #expect(SheetDetent(text: "large") == .large)
    #expect(SheetDetent(text: "300") == .height(300))
    #expect(SheetDetent(text: "half") == nil)
    #expect(SheetDetent(text: "+300") == nil)
    #expect([SheetDetent.medium, .large, .height(300)].map(\.text) == ["medium", "large", "300"])
  }
}
