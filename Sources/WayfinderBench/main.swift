// `swift run -c release wayfinder-bench`: measures Wayfinder against the baselines users would
// otherwise pick, and prints one table. The allocation-heavy measures run first, before the
// large generated apps have been loaded. `wayfinder-bench scaling [depth|paths|scenarios]…` runs only scaling rows;
// `wayfinder-bench definitions` runs only the loading rows.

var rows: [BenchmarkRow] = []
if CommandLine.arguments.dropFirst().first == "scaling" {
  rows += ScalingBenchmarks.run(only: Set(CommandLine.arguments.dropFirst(2)))
} else if CommandLine.arguments.dropFirst().first == "definitions" {
  rows += DefinitionBenchmarks.run()
} else {
  rows += NavigationBenchmarks.run()
  rows += LaunchBenchmarks.run()
  rows += DefinitionBenchmarks.run()
  rows += PathBenchmarks.run()
  rows += ReplBenchmarks.run()
  rows += ScalingBenchmarks.run()
}
BenchmarkRow.printTable(rows)
