import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A definition's program is built once and shared by every session of that definition, and
/// by copies of it, until the definition changes.
@Suite struct ProgramCacheTests {
  private func demo() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  /// The address of `steps`' storage: two programs share their steps when it is the same.
  private func storage(of steps: [InteractionStep<ScreenRoute>]) -> UnsafeRawPointer? {
    steps.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func sessionsOfOneDefinitionShareItsProgram() throws {
    let definition = try demo()
    let (first, _) = try AppSession.start(definition)
    let copy = definition
    let (second, _) = try AppSession.start(copy)
    #expect(!first.program.launchSteps.isEmpty)
    #expect(storage(of: first.program.launchSteps) == storage(of: second.program.launchSteps))
    #expect(
      storage(of: try definition.program().launchSteps)
        == storage(of: first.program.launchSteps))
    #expect(definition.programCache.isShared(with: copy.programCache))
  }

  @Test func sessionsSharingAProgramStillMoveApart() throws {
    let definition = try demo()
    var (first, _) = try AppSession.start(definition)
    var (second, _) = try AppSession.start(definition)
    _ = first.settle()
    _ = second.settle()
    _ = try first.perform(.tap(.label("Continue")), settling: true)
    _ = try first.perform(.tap(.number(1)), settling: true)
    #expect(first.state.visibleRoute?.screen == "secondary1")
    #expect(second.state.visibleRoute?.screen == "whatsNew")
    #expect(second.state.phase.isLaunching)
    #expect(first.facts["lastSeenVersion"] == .version(AppVersion([2, 0])))
    #expect(second.facts["lastSeenVersion"] != .version(AppVersion([2, 0])))
    _ = try second.perform(.set(fact: "passcodeEnabled", value: "true"), settling: true)
    #expect(first.facts["passcodeEnabled"] == .bool(false))
    #expect(second.program.initialState == first.program.initialState)
  }

  @Test func anEditedDefinitionBuildsItsOwnProgram() throws {
    let original = try demo()
    let before = try original.program()
    var edited = original
    edited.screens["primary"]?.actions[0].label = "Onwards"
    #expect(!edited.programCache.isShared(with: original.programCache))
    #expect(try edited.program().actions["primary"]?.first?.label == "Onwards")
    #expect(try original.program().actions["primary"]?.first?.label == "Go to Secondary 1")
    #expect(storage(of: try original.program().launchSteps) == storage(of: before.launchSteps))
    // Any property: a step dropped is gone from the edited app's program.
    var trimmed = original
    trimmed.launch.removeAll { $0.id == "splash" }
    #expect(try trimmed.program().steps[StepID("splash")] == nil)
    #expect(try original.program().steps[StepID("splash")] != nil)
  }

  @Test func aReloadedDefinitionBuildsItsOwnProgramAndStaysEqual() throws {
    let first = try demo()
    _ = try first.program()
    let reloaded = try demo()
    #expect(!reloaded.programCache.isShared(with: first.programCache))
    #expect(reloaded == first)
    #expect(reloaded.hashValue == first.hashValue)
    #expect(
      storage(of: try reloaded.program().launchSteps)
        != storage(of: try first.program().launchSteps))
  }

  @Test func threadsAskingAtOnceGetOneProgram() async throws {
    let definition = try demo()
    let addresses = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let steps = (try? definition.program().launchSteps) ?? []
          return steps.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        }
      }
      var seen: Set<Int> = []
      for await address in group { seen.insert(address) }
      return seen
    }
    #expect(addresses.count == 1)
    #expect(addresses.first != 0)
  }

  @Test func aFailureIsKeptToo() throws {
    var definition = try demo()
    definition.home = .tabs([TabID("tab1"), TabID("tab1")])
    #expect(throws: NavigationError.self) { try definition.program() }
    #expect(throws: NavigationError.self) { try definition.program() }
    #expect(throws: SessionError.self) { try AppSession.start(definition) }
  }
}
