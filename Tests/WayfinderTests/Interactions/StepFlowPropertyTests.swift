import PropertyBased
import Testing
@testable import Wayfinder

/// The interaction rules when every modal step's and gate's modal is a flow the user pushes
/// inside and backs out of: never two interaction modals, nothing over a gate or past it,
/// every started step ending exactly once, and each step's modal the flow it declares — after
/// every call and every transition (see ``SimulationShell``), from seeds of their own.
@Suite(.hangLimit) struct StepFlowPropertyTests {
  /// 2,000 cases in two batches that run in parallel.
  @Test(arguments: 0..<2) func rulesHoldWhenStepModalsAreFlows(batch: UInt64) async {
    let cases = InteractionCase.generator(firstSeed: 700_001 + batch * 1000, flows: true)
    await propertyCheck(count: 1000, input: cases) { testCase in
      let report = await offThePool {
        let shell = SimulationShell.play(testCase)
        return shell.failures.isEmpty ? nil : shell.report(testCase)
      }
      #expect(report == nil, "\(report ?? "")")
    }
  }

  @Test func rulesHoldThroughNavigatorAndCoordinatorWhenStepModalsAreFlows() async {
    await propertyCheck(
      count: 100, input: InteractionCase.generator(firstSeed: 800_001, flows: true)
    ) { testCase in
      let problems = await Lockstep.play(testCase)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  @Test func theGeneratedCasesPushInsideStepFlows() async {
    // The property is only as good as its cases: some must push inside a step's flow.
    var pushed = 0
    for seed in UInt64(700_001)...700_200 {
      let testCase = InteractionCase(seed: seed, flows: true)
      let shell = SimulationShell.play(testCase)
      pushed += shell.pushesInsideSteps
    }
    #expect(pushed > 20)
  }
}
