import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// What a SwiftUI host reads of an alert or confirmation dialog: the one on top, apart from
/// sheets and covers, its buttons with their roles, and a tap that closes it.
@MainActor @Suite(.hangLimit) struct NavigationModelDialogTests {
  static let program = FlowProgram<ScreenRoute>(
    version: AppVersion([1, 0]),
    initialState: NavigationState(flow: "main", root: "inbox", phase: .launching(screen: nil)),
    launchSteps: [],
    actions: [
      "inbox": [
        FlowAction(
          "Compose", .present("compose", root: "compose", style: .sheet, hasNavigation: false))
      ],
      "compose": [
        FlowAction(
          "Close",
          .present("discard", root: "discard", style: .confirmationDialog, hasNavigation: false))
      ],
      "discard": [
        FlowAction("Discard", .dismiss, role: .destructive),
        FlowAction("Keep editing", role: .cancel),
      ],
    ])

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theDialogOnTopIsExposedApartFromTheSheetUnderIt() async throws {
    let model = NavigationModel(program: Self.program, clock: InteractionTestClock())
    #expect(await model.start().value == nil)
    #expect(await model.tap("Compose").value == nil)
    #expect(model.confirmationDialog == nil)
    #expect(await model.tap("Close").value == nil)
    #expect(model.confirmationDialog?.id == "discard")
    #expect(model.confirmationDialog?.isDismissible == false)
    #expect(model.alert == nil)
    #expect(model.sheet?.id == "compose", "the sheet stays presented under the dialog")
    #expect(model.actions.map(\.label) == ["Discard", "Keep editing"])
    #expect(model.actions.map(\.role) == [.destructive, .cancel])

    model.sheet = nil  // the user cannot swipe the sheet away from under the dialog
    #expect(model.confirmationDialog?.id == "discard")
    #expect(
      model.lastRefusal?.description
        == "Cannot dismiss: confirmation dialog 'discard' is up; it closes when one of its"
        + " buttons is tapped.")

    #expect(await model.tap("Discard").value == nil)
    #expect(model.modals.isEmpty, "the dialog closed, then the sheet under it")
  }
}
