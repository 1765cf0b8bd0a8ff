import Testing
import Wayfinder

/// A tab bar built from a first tab and the others: it cannot be empty, so nothing can fail.
@Suite struct TabBarTests {
  @Test func theFirstTabIsSelectedAndEachTabOwnsItsStack() throws {
    let state = NavigationState(
      tabs: NavigationTab("a", root: ScreenRoute("one")),
      NavigationTab("b", root: ScreenRoute("two")),
      phase: .launching(screen: nil))
    let thrown = try NavigationState(
      tabs: [
        NavigationTab("a", root: ScreenRoute("one")), NavigationTab("b", root: ScreenRoute("two")),
      ],
      phase: .launching(screen: nil))
    #expect(state == thrown)
    #expect(state.home.selectedTab == "a")
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func aTabWhoseIdentifierAnEarlierTabHasIsLeftOut() {
    let state = NavigationState(
      tabs: NavigationTab("a", root: ScreenRoute("one")),
      NavigationTab("a", root: ScreenRoute("two")),
      NavigationTab("b", root: ScreenRoute("three")))
    #expect(state.home.tabIDs == ["a", "b"])
    #expect(state.home["a"]?.root == ScreenRoute("one"))
  }
}
