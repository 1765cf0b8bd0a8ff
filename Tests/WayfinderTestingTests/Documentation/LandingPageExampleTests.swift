import Testing
import Wayfinder
import WayfinderTesting

/// The example of the library's landing page, run as written: `SwiftSampleTests` checks that
/// every line of it is here, in order.
@Suite struct LandingPageExampleTests {
  enum Page: Hashable, Sendable { case primary, secondary1 }

  @Test func pushPopAndARefusedPop() throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [NavigationTab("tab1", root: Page.primary)]))
    tester.send(.push(.secondary1)) { $0.home["tab1"]?.path = [.secondary1] }
    tester.send(.pop()) { $0.home["tab1"]?.path = [] }
    tester.send(.pop(), refusedWith: .cannotPopRoot(Page.primary, owner: .tab("tab1")))
  }
}
