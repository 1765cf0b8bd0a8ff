import Observation
import Testing
import Wayfinder

/// A file that imports Wayfinder can still use the Observation framework: no public name of the
/// library shadows it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class ScreenModel {
  var title = ""
  var transitions = 0
}

@Suite struct ObservableInteropTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func anObservableModelCompilesBesideWayfinderAndTracksChanges() throws {
    let model = ScreenModel()
    let navigator = Navigator(NavigationState(flow: "main", root: "home"))
    let token = navigator.observe { _ in }
    defer { token.cancel() }
    let fired = Locked(false)
    withObservationTracking {
      _ = model.title
    } onChange: {
      fired.withLock { $0 = true }
    }
    model.transitions += 1
    let afterUnreadChange = fired.withLock { $0 }
    #expect(!afterUnreadChange, "a property the view did not read")
    model.title = "Home"
    let afterReadChange = fired.withLock { $0 }
    #expect(afterReadChange)
  }
}
