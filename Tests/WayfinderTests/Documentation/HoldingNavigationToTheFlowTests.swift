import Testing
import Wayfinder

/// The code of the "Holding Swift navigation to the flow" article, kept compiling and true.
@Suite struct HoldingNavigationToTheFlowTests {
  enum Page: Hashable, Sendable { case primary, secondary1, secondary2, tertiary }

  @Test func theArticlesExample() throws {
    let edges = DeclaredEdges<Page>(
      actions: [
        "primary": [
          DeclaredAction("Go to Secondary 1", .screen("secondary1")),
          DeclaredAction("Go to Secondary 2", .screen("secondary2")),
        ],
        "secondary1": [DeclaredAction("Go to Tertiary", .screen("tertiary"))],
      ],
      screen: { "\($0)" })
    let rules = NavigationRules<Page>(declaredEdges: edges)

    var state = try NavigationState(tabs: [NavigationTab("tab1", root: Page.primary)])
    try state.apply(.push(.secondary1), rules: rules)
    try state.apply(.push(.tertiary), rules: rules)
    try state.apply(.popToRoot(), rules: rules)
    let refused = #expect(throws: NavigationError.self) {
      try state.apply(.push(.tertiary), rules: rules)
    }
    #expect(
      refused?.description
        == "'primary' has no action that does push 'tertiary'; the closest it declares is"
        + " 'Go to Secondary 1' (push 'secondary1').")
    #expect(
      DeclaredAction("Go to Secondary 1", .screen("secondary1")).description
        == "'Go to Secondary 1' (push 'secondary1')")
  }
}
