import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// The "Holding Swift navigation to the flow" example of the `WayfinderTools` article "Flow files
/// in Swift", run as written on the demo:
/// `SwiftSampleTests` checks that every line of it is here, in order.
@Suite struct DeclaredEdgesArticleTests {
  @Test func aPushTheFlowDoesNotDeclareIsRefused() throws {
    let app = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var state = try app.initialState(launching: false)

    var rules = app.navigationRules()  // app: a FlowDefinition loaded from Flows/demo
    rules.declaredEdges = app.declaredEdges()  // every screen's push:, replace: and present:
    let refused = #expect(throws: NavigationError.self) {
      try state.apply(.push("tertiary"), rules: rules)
    }
    #expect(
      refused?.description
        == "'primary' has no action that does push 'tertiary'; the closest it declares is"
        + " 'Go to Secondary 1' (push 'secondary1').")
    #expect(try state == app.initialState(launching: false))
  }
}
