import Testing
import Wayfinder

/// Home is out of reach while launching; launch modals are not.
@Suite struct LaunchPhaseTests {
  @Test func homeCannotBeNavigatedWhileLaunching() throws {
    let state = try Fixtures.twoTabs(phase: .launching(screen: .secondary2))
    var copy = state
    let error = NavigationError.launchInProgress(action: "switch to tab 'tab2'")
    #expect(throws: error) { try copy.apply(.selectTab(.tab2)) }
    #expect(throws: NavigationError.launchInProgress(action: "push 'tertiary'")) {
      try copy.apply(.push(.tertiary))
    }
    #expect(copy == state)
    #expect(error.description == "Cannot switch to tab 'tab2' while the app is launching.")
    #expect(state.visibleRoute == .secondary2)
    #expect(state.visibleStack == nil)
  }

  @Test func launchModalsPresentAndNavigateDuringLaunch() throws {
    var state = try Fixtures.twoTabs(phase: .launching(screen: nil))
    try state.apply(.present(.flow(.secondary1, id: "onboarding", style: .fullScreen)))
    try state.apply(.push(.tertiary))
    #expect(state.visibleRoute == .tertiary)
    try state.apply(.dismiss)
    try state.apply(.finishLaunch)
    #expect(state.visibleRoute == .primary)
  }

  @Test func launchScreenCanChange() throws {
    var state = try Fixtures.twoTabs(phase: .launching(screen: nil))
    #expect(state.visibleRoute == nil)
    try state.apply(.showLaunchScreen(.secondary2))
    #expect(state.phase == .launching(screen: .secondary2))
  }

  @Test func homeCannotAppearUnderALaunchModal() throws {
    var state = try Fixtures.twoTabs(phase: .launching(screen: nil))
    try state.apply(.present(.screen(.tertiary, id: "passcode")))
    let error = NavigationError.modalOpenAtLaunchEnd("passcode")
    #expect(throws: error) { try state.apply(.finishLaunch) }
    #expect(state.phase.isLaunching)
    #expect(error.description == "Cannot show home while launch modal 'passcode' is presented.")
  }

  @Test func launchFinishesOnce() throws {
    var state = try Fixtures.twoTabs()
    #expect(throws: NavigationError.launchAlreadyFinished) { try state.apply(.finishLaunch) }
    #expect(throws: NavigationError.launchAlreadyFinished) {
      try state.apply(.showLaunchScreen(nil))
    }
    #expect(
      NavigationError.launchAlreadyFinished.description
        == "Cannot finish the launch: home is already showing.")
  }
}
