import Testing
import Wayfinder

/// The code of the library's "Getting started" article, kept compiling and true.
@Suite struct GettingStartedTests {
  enum Page: Hashable, Sendable {
    case inbox, message(id: Int), compose, settings
  }

  @Test func aStateChangedByCommands() throws {
    var state = try NavigationState(
      tabs: [NavigationTab("mail", root: Page.inbox), NavigationTab("settings", root: .settings)])

    try state.apply(.push(.message(id: 7)))
    #expect(state[tab: "mail"]?.path == [.message(id: 7)])

    try state.apply(.present(.screen(.compose, id: "compose")))
    #expect(state.visibleRoute == .compose)

    let refused = #expect(throws: NavigationError.self) {
      try state.apply(.selectTab("settings"))
    }
    #expect(
      refused?.description
        == "Cannot switch to tab 'settings' while modal 'compose' is presented. Dismiss it first.")
    #expect(state.visibleRoute == .compose)

    try state.apply(.dismiss)
    try state.apply(.selectTab("settings"))
    #expect(state.visibleRoute == .settings)
  }

  @Test func coordinatorsOverOneNavigator() throws {
    let navigator = Navigator(
      try NavigationState(tabs: [
        NavigationTab("mail", root: Page.inbox), NavigationTab("settings", root: .settings),
      ]))
    let seen = Locked<[NavigationCommand<Page>]>([])
    let observation = navigator.observe { transition in
      if let command = transition.command { seen.withLock { $0.append(command) } }
    }

    let mail = FlowCoordinator(navigator, on: .tab("mail"))
    try mail.push(.message(id: 7))
    try mail.push(.message(id: 8))
    try mail.popToRoot()
    #expect(navigator.state[tab: "mail"]?.path == [])

    let tabs = TabCoordinator(navigator)
    try tabs.select("settings")
    #expect(navigator.state.visibleRoute == .settings)

    #expect(
      seen.withLock { $0 }
        == [
          .push(.message(id: 7), on: .tab("mail")), .push(.message(id: 8), on: .tab("mail")),
          .popToRoot(on: .tab("mail")), .selectTab("settings"),
        ])
    observation.cancel()
  }
}
