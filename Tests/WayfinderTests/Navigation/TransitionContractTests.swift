import Testing

@testable import Wayfinder

/// A transition keeps what its command promises; one that does not is named, with the stack or
/// the modals before and after.
@Suite struct TransitionContractTests {
  static func deep() throws -> NavigationState<Tab1Page> {
    var state = try Fixtures.twoTabs()
    try state.apply(.push(.secondary1))
    try state.apply(.push(.tertiary))
    return state
  }

  @Test func transitionsTheEngineMakesKeepTheirPromise() throws {
    let state = try Self.deep()
    for command: NavigationCommand<Tab1Page> in [
      .push(.secondary2), .pop(count: 2), .popTo(.secondary1), .popTo(.primary), .popToRoot(),
      .setPath([.secondary2]), .selectTab(.tab2), .selectTab(.tab1),
      .present(.screen(.secondary2, id: "a")),
    ] {
      #expect(try state.applying(command).contractViolations() == [], "\(command)")
    }
    var covered = state
    try covered.apply(NavigationCommand.present(.screen(.secondary2, id: "a")))
    try covered.apply(NavigationCommand.present(.screen(.secondary2, id: "b")))
    for command: NavigationCommand<Tab1Page> in [.dismiss, .dismissModal("a"), .dismissAll] {
      #expect(try covered.applying(command).contractViolations() == [], "\(command)")
    }
  }

  @Test func aPopToThatDropsItsTargetIsNamed() throws {
    let before = try Self.deep()
    var after = before
    after.home.tabs[0].stack.path = []
    let transition = StateTransition(before: before, after: after, command: .popTo(.secondary1))
    #expect(
      transition.contractViolations() == [
        "pop to 'secondary1': the stack went from ['primary', 'secondary1', 'tertiary'] to ['primary']"
      ])
  }

  @Test func aTabSwitchThatResetsAnotherTabIsNamed() throws {
    let before = try Self.deep()
    var after = before
    after.home.tabs[0].stack.path = []
    after.home.selectedTab = .tab2
    let transition = StateTransition(before: before, after: after, command: .selectTab(.tab2))
    #expect(
      transition.contractViolations() == [
        "switch to tab 'tab2': tab 'tab1' went from ['primary', 'secondary1', 'tertiary'] to ['primary']"
      ])
  }

  @Test func aDismissalThatTakesTooMuchIsNamed() throws {
    var before = try Self.deep()
    try before.apply(NavigationCommand.present(.screen(.secondary2, id: "a")))
    try before.apply(NavigationCommand.present(.screen(.secondary2, id: "b")))
    var after = before
    after.modals = []
    let transition = StateTransition(before: before, after: after, command: .dismiss)
    #expect(
      transition.contractViolations() == ["dismiss: the modals up went from [\"a\", \"b\"] to []"])
  }

  @Test func aCommandThatTakesAGateAwayIsNamed() throws {
    var before = try Self.deep()
    before.modals = [.step("login", screen: .secondary2, role: .gate)]
    var after = before
    after.modals = []
    let transition = StateTransition(before: before, after: after, command: .open(url: "x"))
    #expect(transition.contractViolations() == ["open 'x': it removed the modal of step 'login'"])
    before.modals = [.step("whatsNew", screen: .secondary2, role: .dismissible)]
    let dismissed = StateTransition(before: before, after: after, command: .dismiss)
    #expect(dismissed.contractViolations() == [], "the user may dismiss a dismissible step")
  }

  @Test func changesOfTheSequenceAndDeepLinksPromiseNothingHere() throws {
    let before = try Self.deep()
    var after = before
    after.home.tabs[0].stack.path = []
    #expect(
      StateTransition(before: before, after: after, command: .open(url: "x")).contractViolations()
        == [])
    #expect(
      StateTransition(before: before, after: after, cause: .interaction(.holdDeepLinks))
        .contractViolations() == [])
  }
}
