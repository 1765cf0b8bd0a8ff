import Testing
import Wayfinder

/// Presenting and dismissing modals, and what a modal refuses beneath it.
@Suite struct ModalTests {
  private let sheet = Modal.screen(Tab1Page.tertiary, id: "info")
  private let flow = Modal.flow(Tab1Page.secondary1, id: "wizard", style: .fullScreen)

  @Test func presentedModalIsOnScreen() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(sheet))
    #expect(state.topModal?.id == "info")
    #expect(state.visibleRoute == .tertiary)
    #expect(state.visibleStack?.owner == .modal("info"))
  }

  @Test func modalFlowHasItsOwnStack() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.push(.secondary2))
    try state.apply(.present(flow))
    try state.apply(.push(.tertiary))
    #expect(state.topModal?.stack.path == [.tertiary])
    #expect(state[tab: .tab1]?.path == [.secondary2])
    try state.apply(.pop())
    #expect(
      throws: NavigationError.cannotPopRoot(root: "secondary1", owner: .modal("wizard"))
    ) { try state.apply(.pop()) }
  }

  @Test func singleScreenModalRefusesPushes() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(sheet))
    let error = NavigationError.modalWithoutNavigation(action: "push 'primary'", modal: "info")
    #expect(throws: error) { try state.apply(.push(.primary)) }
    #expect(
      error.description
        == "Cannot push 'primary': modal 'info' shows a single screen with no navigation stack.")
    #expect(state.topModal?.stack.path == [])
  }

  @Test func modalBlocksSwitchingTabs() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(sheet))
    let before = state
    let error = NavigationError.blockedByModal(action: "switch to tab 'tab2'", modal: "info")
    #expect(throws: error) { try state.apply(.selectTab(.tab2)) }
    #expect(state == before)
    #expect(
      error.description
        == "Cannot switch to tab 'tab2' while modal 'info' is presented. Dismiss it first.")
  }

  @Test func modalBlocksPushingOntoATab() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(flow))
    let before = state
    #expect(
      throws: NavigationError.blockedByModal(
        action: "push 'tertiary' onto tab 'tab1'", modal: "wizard")
    ) { try state.apply(.push(.tertiary, on: .tab(.tab1))) }
    #expect(throws: NavigationError.blockedByModal(action: "pop from tab 'tab2'", modal: "wizard"))
    {
      try state.apply(.pop(on: .tab(.tab2)))
    }
    #expect(state == before)
  }

  @Test func modalsStackAndOnlyTheTopOneCanBeAddressed() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(flow))
    try state.apply(.present(sheet))
    #expect(state.modals.map(\.id) == ["wizard", "info"])
    #expect(throws: NavigationError.modalNotOnTop("wizard", top: "info")) {
      try state.apply(.push(.tertiary, on: .modal("wizard")))
    }
    #expect(throws: NavigationError.modalNotPresented("nope")) {
      try state.apply(.push(.tertiary, on: .modal("nope")))
    }
    try state.apply(.dismiss)
    try state.apply(.push(.tertiary, on: .modal("wizard")))
    #expect(state.topModal?.stack.path == [.tertiary])
  }

  @Test func presentingTheSameModalTwiceIsRefused() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(sheet))
    let before = state
    #expect(throws: NavigationError.modalAlreadyPresented("info")) {
      try state.apply(.present(sheet))
    }
    #expect(state == before)
  }

  @Test func dismissRemovesTheTopModal() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(flow))
    try state.apply(.present(sheet))
    try state.apply(.dismiss)
    #expect(state.modals.map(\.id) == ["wizard"])
  }

  @Test func dismissWithoutModalIsRefused() throws {
    let state = try Fixtures.twoTabs()
    var copy = state
    let error = NavigationError.noModalPresented(action: "dismiss")
    #expect(throws: error) { try copy.apply(.dismiss) }
    #expect(copy == state)
    #expect(error.description == "Cannot dismiss: no modal is presented.")
  }

  @Test func dismissModalAlsoDismissesWhatItPresented() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(flow))
    try state.apply(.present(sheet))
    try state.apply(.dismissModal("wizard"))
    #expect(state.modals.isEmpty)
    #expect(throws: NavigationError.modalNotPresented("wizard")) {
      try state.apply(.dismissModal("wizard"))
    }
  }

  @Test func dismissAllClearsEveryModalAndIsIdempotent() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.present(flow))
    try state.apply(.present(sheet))
    try state.apply(.dismissAll)
    #expect(state.modals.isEmpty)
    try state.apply(.dismissAll)
    #expect(state.visibleRoute == .primary)
  }

  @Test func dismissingRestoresTheStackBeneath() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.pushAll([.secondary1, .tertiary]))
    try state.apply(.present(flow))
    try state.apply(.pushAll([.secondary2, .primary]))
    try state.apply(.dismiss)
    #expect(state.visibleRoute == .tertiary)
    #expect(state[tab: .tab1]?.path == [.secondary1, .tertiary])
  }
}
