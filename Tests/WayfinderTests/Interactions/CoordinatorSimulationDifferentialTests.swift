import Testing
@testable import Wayfinder

/// The coordinator on a test clock and the simulation on virtual time run the same random
/// plans under the same calls: they must give the same events, with the same steps and times,
/// the same answers, and the same navigation state after every call.
@Suite(.hangLimit) struct CoordinatorSimulationDifferentialTests {
  @Test func coordinatorAndSimulationAgreeOnRandomPlans() async {
    var failures: [String] = []
    for seed in UInt64(1)...200 {
      let problems = await Lockstep.play(InteractionCase(seed: 500_000 + seed, events: 10...30))
      failures += problems
      if failures.count >= 2 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
  }

  @Test func cancelledWorkIsComparedInStepOrder() {
    let cancels: [InteractionEvent] = [
      InteractionEvent(time: .seconds(1), kind: .launchCancelled, step: nil),
      InteractionEvent(time: .seconds(1), kind: .stepCancelled, step: "s2"),
      InteractionEvent(time: .seconds(1), kind: .stepCancelled, step: "s0"),
      InteractionEvent(time: .seconds(2), kind: .stepCancelled, step: "s1"),
    ]
    #expect(
      Lockstep.canonical(cancels).map(\.description) == [
        "1.000s launch.cancel", "1.000s step.cancel s0", "1.000s step.cancel s2",
        "2.000s step.cancel s1",
      ])
  }
}
