/// Loading and validating a large generated app against the YAML and JSON parsers alone.
enum DefinitionBenchmarks {
  static func run() -> [BenchmarkRow] { [] }
}
