import Testing
import WayfinderTesting
@testable import Wayfinder

/// A modal's presentation and dismissal, confirmed by the host, hold the next modal.
@Suite(.hangLimit) struct PresentationHandshakeTests {
  typealias Machine = InteractionMachine<String>

  static let twoModals: [InteractionStep<String>] = [
    .modal("passcode", screen: "passcode", style: .fullScreen),
    .modal("whatsNew", screen: "whatsNew"),
  ]

  // MARK: The rule, in the state machine

  @Test func theNextModalWaitsForTheDismissalHandshake() throws {
    var machine = Machine(waitsForHandshakes: true)
    let run = try machine.run(Self.twoModals, isLaunching: true).actions
    #expect(InteractionMachineTests.starts(run) == ["passcode"])
    #expect(machine.awaitedHandshake == .presentation("passcode"))
    #expect(machine.handshakeFinished(.presentation("passcode")).awaited)
    #expect(machine.awaitedHandshake == nil)

    _ = try machine.userFinished("passcode")
    let passcode = try #require(machine.generation(of: "passcode"))
    let ended = machine.stepReturned("passcode", generation: passcode, result: .finished([:]))
    #expect(InteractionMachineTests.events(ended) == ["step.finish passcode"])
    #expect(machine.awaitedHandshake == .dismissal("passcode"))
    #expect(machine.status(of: "whatsNew") == .waiting, "held until the dismissal is done")
    #expect(machine.invariantViolations().isEmpty)

    // Another modal's hand-shake is not the one awaited.
    let other = machine.handshakeFinished(.dismissal("details"))
    #expect(!other.awaited && other.actions.isEmpty)
    let next = machine.handshakeFinished(.dismissal("passcode"))
    #expect(next.awaited)
    #expect(InteractionMachineTests.starts(next.actions) == ["whatsNew"])
    #expect(machine.awaitedHandshake == .presentation("whatsNew"))
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func theRunEndsOnlyAfterTheLastDismissal() throws {
    var machine = Machine(waitsForHandshakes: true)
    _ = try machine.run([.modal("whatsNew", screen: "whatsNew")], isLaunching: true)
    _ = machine.handshakeFinished(.presentation("whatsNew"))
    _ = try machine.userFinished("whatsNew")
    let generation = try #require(machine.generation(of: "whatsNew"))
    let ended = machine.stepReturned("whatsNew", generation: generation, result: .finished([:]))
    #expect(!ended.contains { if case .finishLaunch = $0 { true } else { false } })
    let dismissed = machine.handshakeFinished(.dismissal("whatsNew")).actions
    #expect(InteractionMachineTests.events(dismissed) == ["launch.finish"])
    #expect(dismissed.contains { if case .finishLaunch = $0 { true } else { false } })
  }

  @Test func withoutHandshakesNothingWaits() throws {
    var machine = Machine()
    _ = try machine.run(Self.twoModals, isLaunching: true)
    #expect(machine.awaitedHandshake == nil)
    _ = try machine.userFinished("passcode")
    let passcode = try #require(machine.generation(of: "passcode"))
    let next = machine.stepReturned("passcode", generation: passcode, result: .finished([:]))
    #expect(InteractionMachineTests.starts(next) == ["whatsNew"])
  }

  @Test func aModalThatFailedToPresentAwaitsNothing() throws {
    var machine = Machine(waitsForHandshakes: true)
    _ = try machine.run(Self.twoModals, isLaunching: true)
    let passcode = try #require(machine.generation(of: "passcode"))
    let next = machine.stepReturned("passcode", generation: passcode, result: .failed("refused"))
    #expect(InteractionMachineTests.starts(next) == ["whatsNew"])
  }

  // MARK: The same rule, in the simulation

  @Test func theSimulationHoldsTheNextModalToo() throws {
    var state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    var launch = InteractionSimulation<String>(waitsForHandshakes: true)
    _ = try launch.run(Self.twoModals, in: &state)
    _ = launch.presentationFinished("passcode", in: &state)
    _ = try launch.finish("passcode", in: &state)
    #expect(state.modals.isEmpty)
    #expect(launch.awaitedHandshake == .dismissal("passcode"))
    #expect(launch.status(of: "whatsNew") == .waiting)
    let output = launch.dismissalFinished("passcode", in: &state)
    #expect(output.events.map(\.kind) == [.stepStarted])
    #expect(state.modals.map(\.id) == ["whatsNew"])
  }

  // MARK: And through the coordinator

  @Test func theCoordinatorHoldsTheNextModalUntilTheHostSaysTheDismissalIsDone() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(
      navigator: navigator, clock: InteractionTestClock(), waitsForHandshakes: true)
    let events = InteractionEventRecorder(launch)
    try await launch.run(Self.twoModals)
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
    #expect(await launch.awaitedHandshake == .presentation("passcode"))
    #expect(await launch.presentationFinished("passcode"))
    try await launch.finish("passcode")
    #expect(navigator.state.modals.isEmpty, "passcode is going")
    #expect(await launch.awaitedHandshake == .dismissal("passcode"))
    #expect(await launch.presentedStep == nil)
    #expect(events.count("step.start", "whatsNew") == 0, "whatsNew waits for the animation")
    #expect(await !launch.dismissalFinished("whatsNew"), "not the awaited one")
    #expect(await launch.dismissalFinished("passcode"))
    #expect(navigator.state.modals.map(\.id) == ["whatsNew"])
    #expect(events.count("step.start", "whatsNew") == 1)
  }
}
