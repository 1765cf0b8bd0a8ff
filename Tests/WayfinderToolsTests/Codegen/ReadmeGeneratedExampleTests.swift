import Testing
import Wayfinder

/// The README's examples of the demo's generated Swift ("Running the program"), run as
/// written on the checked-in `DemoFlow.swift`: `SwiftSampleTests` checks that every line of
/// them is here, in order.
@Suite(.hangLimit) struct ReadmeGeneratedExampleTests {
  @Test func theProgramRunsTheLaunchTheTapAndTheForeground() async throws {
    // The configuration comes at once; the rest of the launch is the flow file's.
    let hooks = DemoInteractionHooks(work: [.fetchConfig: { _ in ["configLoaded": .bool(true)] }])
    let program = DemoFlow.program(hooks: hooks)
    let navigator = Navigator(program.initialState, rules: program.rules)
    let launch = InteractionCoordinator(navigator: navigator, facts: program.initialFacts)
    // A user with a passcode, who has seen what's new in this version.
    await launch.setFacts([
      "passcodeEnabled": .bool(true), "lastSeenVersion": .version(AppVersion([2, 0])),
    ])
    try await launch.run(program.launchSteps)
    try await launch.waitUntil { $0.status(of: DemoStep.passcode.id) == .running }
    // Later, the user taps "Unlock" on the passcode screen:
    try await launch.perform(.passcodeUnlock, of: program)
    #expect(await launch.status(of: DemoStep.passcode.id) == .finished)
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.phase == .home)
    // The app comes back to the foreground:
    try await launch.enterForeground(of: program)
    try await launch.waitUntil { $0.status(of: DemoStep.passcode.id) == .running }
    #expect(navigator.state.modals.last?.id == DemoStep.passcode.id.modalID, "it asks again")
    await launch.cancelAll()
  }

  @Test func aPushTheFlowDoesNotDeclareIsRefused() throws {
    let app = AppCoordinator(
      DemoFlow.initialState(launching: false), rules: DemoFlow.rules(holdingEdgesToFlow: true))
    #expect(
      throws: NavigationError.undeclaredNavigation(
        screen: "primary", command: "push 'tertiary'",
        nearest: DeclaredAction("Go to Secondary 1", .screen("secondary1")))
    ) {
      try app.tabs?.flow(DemoTab.tab1.id).push(.tertiary)
    }
    #expect(app.state == DemoFlow.initialState(launching: false))
  }
}
