import Testing
import Wayfinder

/// The one mapping from a flow file's step to the core's, and the app's hooks over it.
@Suite struct DeclaredStepTests {
  @Test func aModalIsASheetAndAGateAFullScreenCoverUnlessTheModalSays() {
    let modal = InteractionStep<ScreenRoute>.declared(
      "ask", .modal(ScreenRoute("ask"), style: nil), version: AppVersion([1]))
    #expect(modal.kind.name == "modal")
    if case .modal(let screen, let style) = modal.kind {
      #expect(screen == ScreenRoute("ask"))
      #expect(style == .sheet)
    }
    let gate = InteractionStep<ScreenRoute>.declared(
      "update", .gate(ScreenRoute("update"), style: nil), version: AppVersion([1]))
    if case .gate(_, let style) = gate.kind {
      #expect(style == .fullScreen)
    } else {
      Issue.record("not a gate: \(gate.kind.name)")
    }
    let declared = InteractionStep<ScreenRoute>.declared(
      "update", .gate(ScreenRoute("update"), style: .sheet), version: AppVersion([1]))
    if case .gate(_, let style) = declared.kind { #expect(style == .sheet) }
  }

  @Test func durationsLeftOutAreNoneAndBackgroundWorkIsTimed() {
    let splash = InteractionStep<ScreenRoute>.declared(
      "splash", .splash(nil, duration: nil), version: AppVersion([1]))
    if case .splash(let screen, let duration) = splash.kind {
      #expect(screen == nil)
      #expect(duration == .zero)
    }
    let work = InteractionStep<ScreenRoute>.declared(
      "fetch", .background(work: .milliseconds(800)), after: ["splash"], version: AppVersion([1]),
      priority: 3, timeout: StepTimeout(.seconds(2), policy: .skip), sets: ["ready": .bool(true)])
    #expect(work.kind.name == "background")
    #expect(work.duration == .milliseconds(800))
    #expect(work.dependencies == ["splash"])
    #expect(work.priority == 3)
    #expect(work.facts == ["ready": .bool(true)])
    #expect(
      InteractionStep<ScreenRoute>.declared(
        "idle", .background(work: nil), version: AppVersion([1])
      )
      .duration == .zero)
  }

  @Test func theConditionReadsTheFactsAndTheAppsVersion() {
    let step = InteractionStep<ScreenRoute>.declared(
      "whatsNew", .modal(ScreenRoute("whatsNew"), style: .sheet),
      when: .compare(.fact("lastSeenVersion"), .less, .appVersion), version: AppVersion([2, 0]),
      dismissible: false)
    #expect(step.condition?(["lastSeenVersion": .version(AppVersion([1, 0]))]) == true)
    #expect(step.condition?(["lastSeenVersion": .version(AppVersion([2, 0]))]) == false)
    #expect(step.isDismissible == false)
    #expect(
      InteractionStep<ScreenRoute>.declared("x", .background(work: nil), version: AppVersion([1]))
        .condition == nil)
  }

  @Test func hooksReplaceWhatFitsTheStepAndLeaveTheRest() {
    let work: InteractionStep<ScreenRoute>.Work = { _ in [:] }
    let background = InteractionStep<ScreenRoute>.declared(
      "fetch", .background(work: .seconds(1)), version: AppVersion([1]))
    let hooked = background.hooked(work: work, presentation: work)
    #expect(hooked.kind.name == "background")
    #expect(hooked.duration == nil)
    let modal = InteractionStep<ScreenRoute>.declared(
      "ask", .modal(ScreenRoute("ask"), style: nil), version: AppVersion([1]))
    #expect(modal.hooked(work: work).kind.name == "modal")
    #expect(modal.hooked(presentation: work).kind.name == "presenting")
    #expect(modal.hooked(condition: { _ in true }).mainActorCondition != nil)
    #expect(modal.hooked().mainActorCondition == nil)
  }
}
