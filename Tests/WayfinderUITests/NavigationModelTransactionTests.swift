import Testing
import Wayfinder
import WayfinderUI

/// Several commands through the model as one change, the user's back, and tabs that change.
@MainActor @Suite struct NavigationModelTransactionTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private func model() throws -> NavigationModel<String> {
    NavigationModel(
      navigator: Navigator(
        try NavigationState(tabs: [
          NavigationTab("t1", root: "home"), NavigationTab("t2", root: "other"),
        ])))
  }

  @Test func performAppliesAllOrNothing() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let model = try model()
    #expect(model.perform([.push("a"), .present(.screen("sheet", id: "sheet"))]))
    #expect(model.stack(.tab("t1")).path == ["a"])
    #expect(model.modals.map(\.id) == ["sheet"])
    #expect(!model.perform([.dismiss, .selectTab("t9")]))
    #expect(model.modals.map(\.id) == ["sheet"])
    #expect(model.lastRefusal == .navigation(.unknownTab("t9", available: ["t1", "t2"])))
  }

  @Test func backAndCanGoBack() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let model = try model()
    #expect(!model.canGoBack)
    model.send(.present(.screen("sheet", id: "sheet")))
    #expect(model.canGoBack)
    #expect(model.back())
    #expect(model.modals.isEmpty)
  }

  @Test func tabsFollowTheTabBar() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let model = try model()
    #expect(model.send(.addTab(NavigationTab("account", root: "account"))))
    #expect(model.tabs == ["t1", "t2", "account"])
  }
}
