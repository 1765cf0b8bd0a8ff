import Testing
import Wayfinder
@testable import WayfinderTesting

/// The text form of states that diffs are made of, and the line diff itself.
@Suite struct NavigationStateDumpTests {
  @Test func tabsModalsAndPendingDeepLink() throws {
    var state = try Fixtures.tabs(phase: .launching(screen: .splash))
    state.home[.tab2]?.path = [.secondary1, .item(id: 42)]
    state.home.selectedTab = .tab2
    state.modals = [
      .flow(.cart, id: "checkout", style: .fullScreen, path: [.payment]),
      .screen(.passcode, id: "passcode"),
    ]
    state.pendingDeepLink = PendingDeepLink(
      url: "demo://item/7",
      target: DeepLinkTarget(
        tab: .tab1, path: [.item(id: 7)], modal: .screen(.whatsNew, id: "whatsNew")))
    #expect(
      NavigationStateDump.text(of: state) == """
        phase: launching, screen splash
        tabs (selected: tab2)
          tab1: primary
          tab2: secondary2 > secondary1 > item(id: 42)
        modals:
          checkout: cart > payment (fullScreen, flow)
          passcode: passcode (sheet)
        pending deep link: 'demo://item/7' -> tab tab1, path [item(id: 7)], then modal whatsNew: whatsNew (sheet)
        """)
  }

  @Test func singleFlowHome() {
    let state = NavigationState(
      flow: "main", root: Page.primary, path: [.tertiary], phase: .launching(screen: nil))
    #expect(
      NavigationStateDump.lines(of: state) == [
        "phase: launching, no screen", "flow main: primary > tertiary", "modals: none",
        "pending deep link: none",
      ])
  }

  @Test func mislabelledStacksSaySo() throws {
    var state = try Fixtures.tabs()
    state.home.tabs[1].stack.owner = .modal("sheet")
    #expect(
      NavigationStateDump.lines(of: state)[3] == "  tab2: secondary2 (labelled modal 'sheet')")
  }

  @Test func structureIgnoresDescriptions() {
    struct Named: Hashable, CustomStringConvertible {
      var id: Int
      var tags: [String]
      var description: String { "named" }
    }
    enum Route { case item(id: Int, Named?) }
    #expect(
      NavigationStateDump.structure(Named(id: 3, tags: ["a"])) == "Named(id: 3, tags: [\"a\"])")
    #expect(NavigationStateDump.structure(Route.item(id: 1, nil)) == "item(id: 1, nil)")
    #expect(
      NavigationStateDump.structure(Route.item(id: 1, Named(id: 2, tags: [])))
        == "item(id: 1, Named(id: 2, tags: []))")
  }

  @Test func lineDiffMarksOnlyWhatChanged() {
    let diff = LineDiff.lines(
      expected: ["a", "b", "c", "d"], actual: ["a", "x", "c", "d", "e"])
    #expect(diff == ["  a", "− b", "+ x", "  c", "  d", "+ e"])
    #expect(LineDiff.lines(expected: [], actual: ["a"]) == ["+ a"])
    #expect(LineDiff.lines(expected: ["a"], actual: []) == ["− a"])
    #expect(LineDiff.lines(expected: ["a"], actual: ["a"]) == ["  a"])
  }
}
