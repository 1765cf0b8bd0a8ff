import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A modal's `detents:` and `detent:` in a flow file: read, checked where they are written, and
/// presented with by actions and steps.
@Suite struct DetentCheckTests {
  static func app(_ modals: String) -> String {
    """
    app: Rides
    home: { flow: main }
    flows:
      main:
        root: map
        screens:
          map:
            title: Map
            actions:
              - { label: Filters, present: filters }
    modals:
    \(modals)
    launch:
      - { id: filters, modal: filters }
    """
  }

  static let valid = app(
    """
      filters:
        detents: [medium, large]
        detent: large
        title: Filters
        actions: [ { label: Done, dismiss: true } ]
    """)

  @Test func aModalReadsItsDetentsAndTheOneItRestsAt() throws {
    let loaded = Fixtures.load(Self.valid)
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.rendered())")
    let modal = try #require(definition.modal("filters"))
    #expect(modal.detents == [.medium, .large])
    #expect(modal.selectedDetent == .large)
    let step = try #require(definition.launchSteps().first)
    #expect(step.detents == [.medium, .large])
    #expect(step.selectedDetent == .large)
  }

  @Test func presentingAndTheLaunchStepPresentWithTheDetents() throws {
    let definition = try #require(Fixtures.load(Self.valid).definition)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    #expect(session.state.topModal?.detents == [.medium, .large])
    #expect(session.state.topModal?.selectedDetent == .large)
    _ = try session.perform(.tap(.label("Done")), settling: true)
    _ = try session.perform(.tap(.label("Filters")), settling: true)
    #expect(session.state.topModal?.id == "filters")
    #expect(session.state.topModal?.selectedDetent == .large)
  }

  @Test(
    arguments: [
      (
        "    detents: [medium, half]\n",
        "test.yaml:13:23: error: 'half' is not a valid detent; use"
          + " medium, large or a height in points such as 300"
      ),
      ("    detents: [medium, medium]\n", "test.yaml:13:23: error: duplicate detent 'medium'"),
      (
        "    detents: [0]\n",
        "test.yaml:13:15: error: '0' is not a valid detent; a height must be"
          + " above zero points"
      ),
      (
        "    detents: [medium]\n    detent: large\n",
        "test.yaml:14:13: error: 'large' is not one of the detents of modal 'filters' (medium)"
      ),
      (
        "    detent: large\n",
        "test.yaml:13:13: error: modal 'filters' rests at detent 'large' but lists no 'detents'"
      ),
      (
        "    style: fullScreen\n    detents: [medium]\n",
        "test.yaml:14:5: error: modal 'filters' is a fullScreen modal, which has no detents"
      ),
    ])
  func checkNamesWhereADetentIsWrong(keys: String, expected: String) {
    let yaml = Self.app(
      "  filters:\n" + keys + "    title: Filters\n"
        + "    actions: [ { label: Done, dismiss: true } ]")
    let lines = Fixtures.lines(yaml)
    #expect(lines.contains { $0.hasPrefix(expected) }, "\(lines)")
  }

  @Test func aPopoverIsAStyleOfItsOwn() throws {
    let yaml = Self.app(
      """
        filters:
          style: popover
          detents: [300, large]
          title: Filters
          actions: [ { label: Done, dismiss: true } ]
      """)
    let loaded = Fixtures.load(yaml)
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    #expect(definition.modal("filters")?.style == .popover)
    #expect(
      definition.modal("filters")?.presentation(ScreenRoute("filters")).selectedDetent
        == .height(300))
  }
}
