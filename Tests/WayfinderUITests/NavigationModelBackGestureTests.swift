import Testing
import Wayfinder
import WayfinderUI

/// A host reporting a back gesture through the model: begin, then complete or cancel.
@MainActor @Suite struct NavigationModelBackGestureTests {
  @Test func aHostReportsAGestureThatCompletesOrCancels() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    var rules = NavigationRules<String>()
    rules.modalsWithoutSwipeBack = ["terms"]
    let model = NavigationModel(
      navigator: Navigator(NavigationState(flow: "main", root: "home", path: ["a"]), rules: rules))
    #expect(model.canSwipeBack)
    #expect(model.beginBack())
    #expect(model.backGesture?.revealing == "home")
    #expect(model.cancelBack())
    #expect(model.backGesture == nil)
    #expect(model.stack(.tab("main")).path == ["a"])
    #expect(model.beginBack())
    #expect(model.completeBack())
    #expect(model.stack(.tab("main")).path == [])
    model.send(.present(.screen("terms", id: "terms")))
    #expect(!model.canSwipeBack)
    #expect(model.backGestureRefusal == .swipeBackOffModal("terms"))
    #expect(!model.beginBack())
    #expect(model.lastRefusal == .navigation(.swipeBackOffModal("terms")))
  }
}
