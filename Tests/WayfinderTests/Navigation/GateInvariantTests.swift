import Testing
import Wayfinder

/// Nothing covers a gate: a state with a modal over a gate's breaks the engine's invariants,
/// so every exploration and every decoded document checks it.
@Suite struct GateInvariantTests {
  @Test func aModalOverAGateIsAnInvariantViolation() throws {
    var state = NavigationState(flow: "main", root: "home")
    var gate = Modal.screen("update", id: "forceUpdate", style: .fullScreen)
    gate.interaction = ModalInteraction(step: "forceUpdate", role: .gate)
    state.modals = [gate]
    #expect(state.invariantViolations() == [])
    state.modals.append(.screen("help", id: "help"))
    #expect(state.invariantViolations() == ["modal 'help' is over gate 'forceUpdate'"])
  }
}
