import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// The graph of a new version drawn with what changed: added green, changed orange, removed
/// dashed red, the old version's screens and edges drawn beside the new ones.
@Suite struct FlowGraphChangesTests {
  @Test func aRenamedScreenIsDrawnAddedAndRemovedAndItsEdgesRetargeted() throws {
    let new = try FlowDiffTests.edited(
      "shop", "catalog.yaml",
      [
        ("      reviews:\n", "      productReviews:\n"),
        ("push: reviews,", "push: productReviews,"), ("title: Cart", "title: Basket"),
      ])
    let graph = FlowGraph(changesFrom: try ShippedApps.shop(), to: new)
    let nodes = graph.clusters.flatMap(\.nodes) + graph.nodes
    #expect(nodes.first { $0.id == "s_productReviews" }?.change == .added)
    #expect(nodes.first { $0.id == "s_reviews" }?.change == .removed)
    #expect(nodes.first { $0.id == "s_cart" }?.change == .changed)
    #expect(nodes.first { $0.id == "s_catalog" }?.change == nil)
    let reviews = graph.edges.filter { $0.label == "Reviews" }
    #expect(reviews.map(\.to) == ["s_productReviews", "s_reviews"])
    #expect(reviews.map(\.change) == [.changed, .removed])
    let dot = graph.dot()
    #expect(
      dot.contains(
        ##""s_productReviews" [label="Reviews of product {id}\nproductReviews", color="#1a7f37", fontcolor="#1a7f37", penwidth=2.5];"##
      ))
    #expect(
      dot.contains(
        ##""s_reviews" [label="Reviews of product {id}\nreviews", style="rounded,dashed", color="#cf222e", fontcolor="#cf222e"];"##
      ))
    #expect(
      dot.contains(
        ##""s_product" -> "s_productReviews" [label="Reviews", color="#bc4c00", fontcolor="#bc4c00", penwidth=2.5];"##
      ))
    #expect(
      dot.contains(
        ##""s_product" -> "s_reviews" [label="Reviews", style=dashed, color="#cf222e", fontcolor="#cf222e"];"##
      ))
    // The old screen's own edge, gone with it.
    #expect(graph.edges.contains { $0.from == "s_reviews" && $0.change == .removed })
  }

  @Test func anAppComparedWithItselfIsDrawnAsItIs() throws {
    let demo = try ShippedApps.demo()
    #expect(FlowGraph(changesFrom: demo, to: demo) == FlowGraph(demo))
  }
}
