import Testing
import Wayfinder
import WayfinderTesting

/// The tester example of the README, kept compiling and true.
@Suite struct ReadmeTesterExampleTests {
  enum Tab1Page: Hashable, Sendable, Codable { case primary, secondary1, secondary2, tertiary }

  @Test func secondaryThenBack() throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [Tab("tab1", root: Tab1Page.primary)]))
    tester.send(.push(.secondary1)) { $0.home["tab1"]?.path = [.secondary1] }
    tester.send(.pop(), assert: { $0.home["tab1"]?.path = [] })
    tester.send(.pop(), refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  }
}
