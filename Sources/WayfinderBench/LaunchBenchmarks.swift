/// Launch sequencing: makespan against the critical path, and scheduling overhead.
enum LaunchBenchmarks {
  static func run() -> [BenchmarkRow] { [] }
}
