import Testing
import Wayfinder

/// What a modal's "done" action ends: the step that presented the modal, or the modal itself
/// when the app presented it.
@Suite struct FinishTargetTests {
  @Test func nothingToFinishWithoutAModal() throws {
    let state = try Fixtures.twoTabs()
    #expect(state.finishTarget == nil)
  }

  @Test func aModalTheAppPresentedIsDismissed() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(Modal.flow(Tab1Page.secondary1, id: "wizard")))
    try state.apply(.push(.tertiary))
    #expect(state.finishTarget == .modal("wizard"))
    let command = try #require(NavigationState<Tab1Page>.command(finishing: .modal("wizard")))
    #expect(command == .dismissModal("wizard"))
    try state.apply(command)
    #expect(state.modals.isEmpty)
    #expect(state.visibleRoute == .primary)
  }

  @Test func aModalAStepPresentedIsTheStepsToEnd() throws {
    var state = try Fixtures.twoTabs()
    state.modals = [.step("whatsNew", screen: .tertiary, role: .required)]
    #expect(state.finishTarget == .step("whatsNew"))
    #expect(NavigationState<Tab1Page>.command(finishing: .step("whatsNew")) == nil)
  }

  @Test func theTopmostModalDecides() throws {
    var state = try Fixtures.twoTabs()
    state.modals = [.step("whatsNew", screen: .tertiary, role: .dismissible)]
    try state.apply(.present(Modal.screen(Tab1Page.secondary2, id: "info")))
    #expect(state.finishTarget == .modal("info"))
  }
}
