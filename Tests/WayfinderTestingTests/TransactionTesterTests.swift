import Testing
import Wayfinder
import WayfinderTesting

/// A transaction in the tester: one step, one change asserted, one refusal leaving all as it
/// was.
@Suite struct TransactionTesterTests {
  @Test func aTransactionIsOneAssertedChange() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.send(.push(.secondary1)) { $0.home[.tab1]?.path = [.secondary1] }
    let transition = tester.send(.transaction([.popToRoot(), .selectTab(.tab2), .push(.tertiary)]))
    {
      $0.home[.tab1]?.path = []
      $0.home.selectedTab = .tab2
      $0.home[.tab2]?.path = [.tertiary]
    }
    #expect(
      transition?.command == .transaction([.popToRoot(), .selectTab(.tab2), .push(.tertiary)]))
    tester.send(.back) { $0.home[.tab2]?.path = [] }
  }

  @Test func aRefusedTransactionChangesNothing() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.send(
      .transaction([.push(.secondary1), .pop(count: 2)]),
      refusedWith: .notEnoughScreens(requested: 2, available: 1, owner: .tab(.tab1)))
    #expect(tester.state == (try Fixtures.tabs()))
  }
}
