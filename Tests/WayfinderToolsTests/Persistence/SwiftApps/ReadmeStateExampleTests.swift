import Testing
import Wayfinder
@testable import WayfinderTools

/// The README's "Saving and restoring" example, kept compiling and true: a Swift app saves with
/// the passcode up, and at its next launch the passcode asks again.
@Suite struct ReadmeStateExampleTests {
  @Test func saveThenLoad() async throws {
    let folder = try TemporaryFolder()
    let stateFile = folder.file("Demo.json")
    let program = try DemoLikeApp.program()
    do {
      // The app on Secondary 1 with the passcode on: the sequence puts it up.
      let navigator = Navigator(try DemoLikeApp.home(path: [.secondary1]), rules: program.rules)
      let launch = LaunchCoordinator(
        navigator: navigator,
        facts: (["passcodeEnabled": .bool(true)] as Facts).merging(program.initialFacts))
      try await launch.run(program.launchSteps)
      #expect(navigator.state.modals.last?.id == "passcode")

      let store = StateStore(path: stateFile)
      // After each change:
      try store.save(
        navigator.state, facts: await launch.facts, app: "Demo", appVersion: program.version)
      await launch.cancelAll()
    }

    // At the next launch:
    let store = StateStore(path: stateFile)
    let (state, runsSequence, facts, notices) = store.load(for: program, app: "Demo")
    for notice in notices { print(notice) }
    let navigator = Navigator(state, rules: program.rules)
    let launch = LaunchCoordinator(navigator: navigator, facts: facts)
    if runsSequence { try await launch.run(program.launchSteps) }

    #expect(notices.isEmpty)
    #expect(runsSequence)
    #expect(navigator.state.modals.last?.id == "passcode", "the passcode asks again")
    #expect(navigator.state[tab: "tab1"]?.path == [.secondary1])
    await launch.cancelAll()
  }
}
