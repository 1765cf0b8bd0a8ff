import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// The article *Reviewing flow changes* and the README's section on it, run as written: the
/// shop's `reviews` screen renamed, as the last commit would have done it.
@Suite struct ReviewingArticleTests {
  /// The shop before and after the rename.
  static func versions() throws -> (old: FlowDefinition, new: FlowDefinition) {
    let new = try FlowDiffTests.edited(
      "shop", "catalog.yaml",
      [
        ("      reviews:\n", "      productReviews:\n"),
        ("push: reviews,", "push: productReviews,"),
      ])
    return (try ShippedApps.shop(), new)
  }

  /// What `wayfinder diff Flows/shop --from HEAD~1` prints after the rename.
  static func renameReport() throws -> String {
    let (old, new) = try versions()
    var diff = FlowDiff(from: old, to: new, oldName: "HEAD~1:Flows/shop", newName: "Flows/shop")
    diff.addRestores(from: old, to: new)
    return diff.text()
  }

  /// The shop's baseline, as `wayfinder baseline` writes it.
  static func shopBaseline() throws -> String {
    FlowOutline(try ShippedApps.shop()).baseline()
  }

  @Test func fromSwift() throws {
    let (old, new) = try Self.versions()
    let diff = FlowDiff(from: old, to: new, oldName: "HEAD~1:Flows/shop", newName: "Flows/shop")
    print(diff.text())
    // A baseline written from the old version, read back, against the new one.
    let baseline = try FlowOutline(baseline: FlowOutline(old).baseline(), path: "flows.baseline")
    let stale = FlowDiff(from: baseline, to: FlowOutline(new))
    print(stale.count)
    #expect(stale.count == diff.count)
    #expect(stale.count == 3)
  }
}
