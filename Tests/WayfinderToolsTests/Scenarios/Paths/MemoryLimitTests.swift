import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Path generation holds to its memory limit as the memory is read, not as it is estimated: on
/// a launch of 160 gated modal steps, whose sessions are large and whose states never stop
/// multiplying, it stops at the first reading over the limit and says where.
@Suite struct MemoryLimitTests {
  /// Readings of `base` until the `over`-th, then `high`; counts the readings.
  private final class ScriptedMemory: Sendable {
    let readings = Locked(0)
    let over: Int
    init(over: Int) { self.over = over }

    var probe: MemoryProbe {
      MemoryProbe { [self] in
        readings.withLock { count in
          count += 1
          return count < over ? 30 << 20 : 200 << 20
        }
      }
    }
  }

  @Test func aGatedLaunchDAGStopsAtTheFirstReadingOverTheLimit() async throws {
    let definition = try #require(Fixtures.load(GatedLaunchApp.yaml()).definition)
    let memory = ScriptedMemory(over: 20)
    let paths = await offThePool {
      PathGenerator(
        definition: definition,
        options: .init(maximumMemory: 100 << 20, memoryProbe: memory.probe)
      ).generate()
    }
    #expect(paths.limitsReached == [.memory])
    let stop = try #require(paths.memoryStop)
    #expect(stop.limit == 100 << 20)
    #expect(stop.reading == 200 << 20)
    // Nothing was read after the reading over the limit, and not every state was read for.
    #expect(stop.readings == 20)
    let readings = memory.readings.withLock { $0 }
    #expect(readings == 20)
    #expect(paths.exploredStates > 20 && paths.exploredStates < 1_000)
    #expect(stop.completeDepth >= 1, "\(paths.exploredStates) states, depth \(stop.completeDepth)")
    // What was not reached is said, down to the last step.
    #expect(paths.unreached.contains(.action(screen: "m159", label: "Accept")))
    #expect(!paths.covered.isEmpty)
    // The paths kept before the stop are real.
    let file = ScenarioFile.parse(
      path: "generated.scenario", text: paths.scenarioText(), for: definition)
    #expect(file.diagnostics.isEmpty, "\(file.rendered())")
    let runner = ScenarioRunner(definition: definition)
    for scenario in file.scenarios {
      let result = runner.run(scenario)
      #expect(result.passed, "\(result.failure?.description ?? "")")
    }
  }

  @Test func aProcessAlreadyOverTheLimitKeepsOnlyTheLaunch() throws {
    let definition = try #require(Fixtures.load(GatedLaunchApp.yaml(steps: 8)).definition)
    let memory = ScriptedMemory(over: 1)
    let paths = PathGenerator(
      definition: definition, options: .init(maximumMemory: 1 << 20, memoryProbe: memory.probe)
    ).generate()
    #expect(paths.exploredStates == 1)
    #expect(
      paths.memoryStop == .init(limit: 1 << 20, reading: 200 << 20, completeDepth: 0, readings: 1))
    // The moves from the launch are still taken.
    #expect(paths.covered.contains(.action(screen: "m0", label: "Accept")))
  }

  @Test func aProbeThatCannotReadLimitsNothing() throws {
    let definition = try #require(Fixtures.load(GatedLaunchApp.yaml(steps: 4)).definition)
    let paths = PathGenerator(
      definition: definition, options: .init(maximumMemory: 1, memoryProbe: MemoryProbe { nil })
    ).generate()
    #expect(!paths.isTruncated)
    #expect(paths.memoryStop == nil)
    #expect(paths.unreached.isEmpty)
  }

  @Test func theDefaultLimitIsAGibibyteAtMost() {
    let limit = PathGenerator.Options.defaultMaximumMemory
    #expect(limit >= 1 << 20 && limit <= 1 << 30)
    #expect(PathGenerator.Options().maximumMemory == limit)
  }

  @Test func theResidentSetSizeIsRead() throws {
    let resident = try #require(MemoryProbe.residentSetSize.read())
    #expect(resident > 1 << 20)
    let available = try #require(MemoryProbe.availableMemory)
    #expect(resident < available)
  }
}
