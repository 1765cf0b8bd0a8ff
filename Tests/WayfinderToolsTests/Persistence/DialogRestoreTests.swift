import Testing
import Wayfinder
@testable import WayfinderPersistence
import WayfinderFlowFiles
@testable import WayfinderTools

/// An alert saved with the app: the app's own is not brought back, as iOS restores no alert,
/// and the restore says so; a step's comes back, as its step runs again.
@Suite struct DialogRestoreTests {
  @Test func theAppsDialogIsDroppedAndTheRestoreSaysSo() throws {
    let definition = try StepFlowSessionTests.ride()
    var session = try DialogRenderingTests.onMap()
    for line in ["tap Choose destination", "tap Book ride", "tap Cancel ride"] {
      try StepFlowSessionTests.type(line, into: &session)
    }
    #expect(session.state.modals.map(\.id) == ["cancelRide"])
    let restored = try SavedState(decoding: try SavedState(session).encoded())
      .restore(against: definition)
    #expect(restored.warnings == [.dialogDropped("cancelRide", style: .confirmationDialog)])
    #expect(
      restored.warnings.map(\.description) == [
        "Restored state: confirmation dialog 'cancelRide' is not brought back; the app asks"
          + " again when it needs to."
      ])
    #expect(restored.state.modals.isEmpty)
    #expect(restored.state.visibleRoute?.screen == "riding", "the screen under it stays")
  }

  @Test func aStepsAlertComesBackAsItsStepRunsAgain() throws {
    let definition = try StepFlowSessionTests.ride()
    var session = try DialogRenderingTests.onMap()
    try StepFlowSessionTests.type("tap Use my location", into: &session)
    let restored = try SavedState(decoding: try SavedState(session).encoded())
      .restore(against: definition)
    #expect(restored.warnings == [])
    var (resumed, _) = try AppSession.resume(
      definition, state: restored.state, facts: restored.facts,
      pendingSteps: restored.pendingSteps)
    _ = resumed.settle()
    #expect(resumed.state.modals.map(\.id) == ["allowLocation"])
    #expect(resumed.state.modals.last?.style == .alert)
    #expect(resumed.launch.status(of: "allowLocation") == .running)
    try StepFlowSessionTests.type("tap Allow", into: &resumed)
    #expect(resumed.launch.status(of: "allowLocation") == .finished)
  }
}
