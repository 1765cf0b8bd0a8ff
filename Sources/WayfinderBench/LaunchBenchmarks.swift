import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// Launch sequencing: makespan against the critical path, and scheduling overhead.
///
/// 1. A 20-step DAG whose steps really wait a few milliseconds. Each runner records how long
///    every step actually took; the critical path is the longest dependency chain of those
///    actual durations, so the ratio measures only what scheduling adds (1.0 is perfect).
///    Wayfinder is compared with a serial sequencer (one `Task` at a time, the usual
///    hand-written launch queue) and with `OperationQueue` and operation dependencies.
/// 2. 10 000 steps that do nothing, each after up to two earlier ones: the time from building
///    the graph to the end of the launch, Wayfinder against `OperationQueue`.
enum LaunchBenchmarks {
  static func run() -> [BenchmarkRow] {
    [makespanRow(), overheadRow(), PromptBenchmarks.row()]
  }

  // MARK: The DAG

  struct Node {
    var dependencies: [Int]
    var wait: Duration
  }

  /// A seeded random DAG: each node waits on up to `fanIn` of the `window` nodes before it.
  static func dag(count: Int, fanIn: Int, window: Int, waits: ClosedRange<Int>?, seed: UInt64)
    -> [Node]
  {
    var random = SplitMixRandom(seed: seed)
    return (0..<count).map { index in
      let candidates = Array(max(0, index - window)..<index)
      let picks = Int(random.next() % UInt64(fanIn + 1))
      let dependencies = Set(
        (0..<picks).compactMap { _ in candidates.randomElement(using: &random) })
      let wait =
        waits.map { Duration.microseconds(Int.random(in: $0, using: &random) * 1000) } ?? .zero
      return Node(dependencies: dependencies.sorted(), wait: wait)
    }
  }

  static func criticalPath(_ nodes: [Node], durations: [Duration]) -> Duration {
    var finish: [Duration] = []
    for (index, node) in nodes.enumerated() {
      let ready = node.dependencies.map { finish[$0] }.max() ?? .zero
      finish.append(ready + durations[index])
    }
    return finish.max() ?? .zero
  }

  // MARK: 1. Makespan ÷ critical path

  /// How many whole runs the row's figure is the median of: single runs move by a few
  /// hundredths with the machine's load.
  static let makespanRuns = 5

  /// The median over ``makespanRuns`` runs of each runner's median ratio over seven DAGs.
  static func makespanRow() -> BenchmarkRow {
    var wayfinder: [Double] = []
    var serial: [Double] = []
    var operations: [Double] = []
    for _ in 0..<makespanRuns {
      let run = makespanRun()
      wayfinder.append(run.wayfinder)
      serial.append(run.serial)
      operations.append(run.operations)
    }
    return BenchmarkRow(
      measure: "launch makespan / critical path (20-step DAG, 3-8 ms waits; "
        + "\(makespanRuns) runs, each the median of 7 DAGs)",
      wayfinder: format(median(wayfinder)),
      baseline: "serial Task queue \(format(median(serial))), "
        + "\(operationQueue) \(format(median(operations)))",
      sample: Sample(wayfinder), format: format,
      goal: .ratio(.atMost, 1.02, "× the critical path"))
  }

  /// The name of `OperationQueue`, saying which Foundation's: on Linux it is
  /// swift-corelibs-foundation's, a different implementation from Apple's.
  static var operationQueue: String {
    #if os(Linux)
      "OperationQueue (swift-corelibs-foundation on Linux)"
    #else
      "OperationQueue (Foundation)"
    #endif
  }

  /// One run: each runner's median ratio over the same seven seeded DAGs.
  static func makespanRun() -> (wayfinder: Double, serial: Double, operations: Double) {
    var wayfinder: [Double] = []
    var serial: [Double] = []
    var operations: [Double] = []
    // Round 0 warms each runner up (thread pool, timers) and is not counted.
    for round in 0..<8 {
      let nodes = dag(count: 20, fanIn: 2, window: 6, waits: 3...8, seed: 42 + UInt64(round))
      let ours = blocking { await wayfinderRatio(nodes) } ?? .infinity
      let theirs = blocking { await serialRatio(nodes) } ?? .infinity
      let queueRatio = operationQueueRatio(nodes)
      guard round > 0 else { continue }
      wayfinder.append(ours)
      serial.append(theirs)
      operations.append(queueRatio)
    }
    return (median(wayfinder), median(serial), median(operations))
  }

  static func wayfinderRatio(_ nodes: [Node]) async -> Double {
    let durations = Locked([Duration](repeating: .zero, count: nodes.count))
    let steps: [InteractionStep<String>] = nodes.enumerated().map { index, node in
      .background(
        StepID("s\(index)"), after: node.dependencies.map { StepID("s\($0)") }
      ) { _ in
        let clock = ContinuousClock()
        let start = clock.now
        try await Task.sleep(for: node.wait)
        let took = start.duration(to: clock.now)
        durations.withLock { $0[index] = took }
        return [:]
      }
    }
    let launch = InteractionCoordinator(navigator: navigator())
    let clock = ContinuousClock()
    let start = clock.now
    do { try await launch.run(steps) } catch { return .infinity }
    _ = await launch.waitUntilFinished()
    let makespan = start.duration(to: clock.now)
    return makespan / criticalPath(nodes, durations: durations.withLock { $0 })
  }

  /// The hand-written launch queue: steps in declaration (topological) order, one `Task` at a
  /// time, each awaited before the next starts.
  static func serialRatio(_ nodes: [Node]) async -> Double {
    var durations: [Duration] = []
    let clock = ContinuousClock()
    let start = clock.now
    for node in nodes {
      let task = Task {
        let begin = clock.now
        try? await Task.sleep(for: node.wait)
        return begin.duration(to: clock.now)
      }
      durations.append(await task.value)
    }
    return start.duration(to: clock.now) / criticalPath(nodes, durations: durations)
  }

  static func operationQueueRatio(_ nodes: [Node]) -> Double {
    let durations = Locked([Duration](repeating: .zero, count: nodes.count))
    let clock = ContinuousClock()
    let start = clock.now
    let queue = OperationQueue()
    var operations: [Operation] = []
    for (index, node) in nodes.enumerated() {
      let wait = node.wait
      let operation = BlockOperation {
        let begin = clock.now
        Thread.sleep(forTimeInterval: wait.inSeconds)
        let took = begin.duration(to: clock.now)
        durations.withLock { $0[index] = took }
      }
      for dependency in node.dependencies { operation.addDependency(operations[dependency]) }
      operations.append(operation)
    }
    queue.addOperations(operations, waitUntilFinished: true)
    return start.duration(to: clock.now) / criticalPath(nodes, durations: durations.withLock { $0 })
  }

  // MARK: 2. Scheduling 10 000 zero-work steps

  static func overheadRow() -> BenchmarkRow {
    let nodes = dag(count: 10_000, fanIn: 2, window: 50, waits: nil, seed: 7)
    var ours: [Duration] = []
    var theirs: [Duration] = []
    for _ in 0..<3 {
      ours.append(blocking { await wayfinderZeroWork(nodes) } ?? .seconds(1_000))
      theirs.append(operationQueueZeroWork(nodes))
    }
    let wayfinder = Sample(ours.map(\.inSeconds))
    let baseline = Sample(theirs.map(\.inSeconds))
    return BenchmarkRow(
      measure: "schedule 10 000 zero-work steps (DAG, ≤ 2 deps each; 3 rounds, in turn)",
      wayfinder: Figure.milliseconds(wayfinder.median),
      baseline: "\(operationQueue) \(Figure.milliseconds(baseline.median))",
      sample: wayfinder.over(baseline), format: format,
      goal: .ratio(.atMost, 0.5, "× OperationQueue"))
  }

  static func wayfinderZeroWork(_ nodes: [Node]) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let steps: [InteractionStep<String>] = nodes.enumerated().map { index, node in
      .background(
        StepID("s\(index)"), after: node.dependencies.map { StepID("s\($0)") }
      ) { _ in
        [:]
      }
    }
    let launch = InteractionCoordinator(navigator: navigator())
    do { try await launch.run(steps) } catch { return .seconds(1_000) }
    _ = await launch.waitUntilFinished()
    return start.duration(to: clock.now)
  }

  static func operationQueueZeroWork(_ nodes: [Node]) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let queue = OperationQueue()
    var operations: [Operation] = []
    operations.reserveCapacity(nodes.count)
    for node in nodes {
      let operation = BlockOperation {}
      for dependency in node.dependencies { operation.addDependency(operations[dependency]) }
      operations.append(operation)
    }
    queue.addOperations(operations, waitUntilFinished: true)
    return start.duration(to: clock.now)
  }

  // MARK: Helpers

  static func navigator() -> Navigator<String> {
    Navigator(NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)))
  }

  /// Runs `body` on the concurrency pool and blocks the calling (main) thread until it ends.
  static func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let value = await body()
      result.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return result.withLock { $0 }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

extension Duration {
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
