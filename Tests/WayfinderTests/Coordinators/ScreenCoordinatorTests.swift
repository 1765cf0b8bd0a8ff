import Testing
import Wayfinder

/// A screen coordinator answers for the modal its own screen presented, as XCoordinator's and
/// FlowStacks' presenting screens do, and for no other.
@Suite struct ScreenCoordinatorTests {
  /// Tabs `t1` (root `root`) and `t2` (root `other`), `a` pushed on `t1`, and `fromA` presented
  /// from `a`.
  private func presentedFromA() throws -> (Navigator<String>, ScreenCoordinator<String>) {
    let navigator = Navigator(
      try NavigationState(tabs: [
        NavigationTab("t1", root: "root"), NavigationTab("t2", root: "other"),
      ]))
    try navigator.send(.push("a"))
    let a = ScreenCoordinator(navigator, route: "a", in: .tab("t1"))
    try a.present(.flow("fromA", id: "fromA"))
    return (navigator, a)
  }

  @Test func onlyThePresentingScreenReportsItsModal() throws {
    let (navigator, a) = try presentedFromA()
    #expect(a.presented?.id == "fromA")
    #expect(ScreenCoordinator(navigator, route: "root", in: .tab("t1")).presented == nil)
    #expect(ScreenCoordinator(navigator, route: "other", in: .tab("t2")).presented == nil)
  }

  @Test func aScreenThatPresentedNothingRefusesToDismiss() throws {
    let (navigator, _) = try presentedFromA()
    let root = ScreenCoordinator(navigator, route: "root", in: .tab("t1"))
    #expect(throws: NavigationError.noModalPresented(action: "dismiss what 'root' presented")) {
      try root.dismissPresented()
    }
    #expect(navigator.state.modals.map(\.id) == ["fromA"])
  }

  @Test func insideAModalFlowOnlyTheTopScreenPresentedTheModalAbove() throws {
    let (navigator, _) = try presentedFromA()
    try navigator.send(.push("inner"))
    let inner = ScreenCoordinator(navigator, route: "inner", in: .modal("fromA"))
    try inner.present(.screen("sheet", id: "sheet"))
    let flowRoot = ScreenCoordinator(navigator, route: "fromA", in: .modal("fromA"))
    #expect(inner.presented?.id == "sheet")
    #expect(flowRoot.presented == nil)
    #expect(throws: NavigationError.noModalPresented(action: "dismiss what 'fromA' presented")) {
      try flowRoot.dismissPresented()
    }
    try inner.dismissPresented()
    #expect(navigator.state.modals.map(\.id) == ["fromA"])
  }
}
