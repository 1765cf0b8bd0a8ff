import Testing
import Wayfinder
import WayfinderUI

/// The detents a SwiftUI host binds: `PresentedModal.detents`, `NavigationModel.selectedDetent`
/// written when the user drags the sheet, and popovers.
@MainActor @Suite struct NavigationModelDetentTests {
  private let filters = Modal.screen(Page.tertiary, id: "filters")
    .presentationDetents([.medium, .large])

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aSheetExposesItsDetentsAndDraggingGoesThroughTheEngine() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    model.send(.present(filters))
    #expect(model.sheet?.detents == [.medium, .large])
    #expect(model.sheet?.selectedDetent == .medium)
    #expect(model.selectedDetent == .medium)
    model.selectedDetent = .large
    #expect(model.selectedDetent == .large)
    #expect(model.state.topModal?.selectedDetent == .large)
    #expect(model.lastRefusal == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aDetentTheSheetLacksIsReportedAndChangesNothing() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    model.send(.present(filters))
    model.selectedDetent = .height(120)
    #expect(model.selectedDetent == .medium)
    #expect(
      model.lastRefusal?.description.contains(
        "Cannot rest modal 'filters' at detent '120': its detents are 'medium', 'large'.") == true)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aPopoverIsBoundApartAndShowsAsASheetInACompactWidth() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    model.send(.present(.screen(.tertiary, id: "share", style: .popover)))
    #expect(model.sheet == nil)
    let popover = try #require(model.popover)
    #expect(popover.shownStyle(compact: true) == .sheet)
    #expect(popover.shownStyle(compact: false) == .popover)
    model.popover = nil
    #expect(model.modals.isEmpty)
  }
}
