import Testing
import Wayfinder

/// The life of the `WayfinderPersistence` article "Saving an app's life", run as written on the
/// demo's generated routes:
/// `SwiftSampleTests` checks that every line of it is here, in order.
@Suite struct LifeExampleTests {
  @Test func aLifeIsLivedSavedAndLaunchedAgainFromAWidget() throws {
    let program = DemoFlow.program()
    var (life, _) = try AppLife.coldLaunch(program, from: .icon)
    _ = life.settle()  // the splash and the work run; what's new is up
    #expect(life.state.topModal?.id == "whatsNew")
    _ = try life.perform(.tap(0))  // "Continue"
    _ = try life.perform(.tap(0))  // "Go to Secondary 1"
    #expect(life.state.visibleRoute == .secondary1)
    _ = try life.perform(.background)  // taps are refused until the app is back
    #expect(throws: AppRefusal.action(.inBackground(label: "Go to Tertiary"))) {
      try life.perform(.tap(0))
    }
    let saved = life.saved  // what to write when the app leaves
    #expect(saved.leftAt == life.promptTime)
    #expect(saved.facts["lastSeenVersion"] == .version(AppVersion([2, 0])))

    // The next launch, from the app's widget: the sequence runs again over what was saved.
    var (next, _) = try AppLife.coldLaunch(program, from: .named("widget"), restoring: saved)
    #expect(next.state.phase == .launching(screen: .splash))
    _ = next.settle()
    #expect(next.state.phase == .home)
    #expect(next.state.topModal == nil, "what's new was seen: its fact came back")
    #expect(next.state.visibleRoute == .primary, "the demo restores home, not its stacks")
  }
}
