import Testing
import Wayfinder

/// The code of the library's "Getting started" article, run as written: `SwiftSampleTests`
/// checks that every line of it is here, in order.
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
    // The article prints each command; this `print` keeps what it is given instead.
    let printed = Locked<[String]>([])
    @Sendable func print(_ command: NavigationCommand<Page>) {
      printed.withLock { $0.append(command.description) }
    }
    let observation = navigator.observe { transition in
      // push 'message(id: 7)' onto tab 'mail', …
      if let command = transition.command { print(command) }
    }

    let mail = FlowCoordinator(navigator, on: .tab("mail"))
    try mail.push(.message(id: 7))
    try mail.push(.message(id: 8))
    try mail.popToRoot()
    #expect(navigator.state[tab: "mail"]?.path == [])

    try TabCoordinator(navigator).select("settings")
    #expect(navigator.state.visibleRoute == .settings)
    observation.cancel()

    #expect(printed.withLock { $0.first } == "push 'message(id: 7)' onto tab 'mail'")
    #expect(printed.withLock { $0.count } == 4)
  }
}
