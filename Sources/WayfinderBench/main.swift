// `swift run -c release wayfinder-bench`: measures Wayfinder against the baselines users would
// otherwise pick, and prints one table.

var rows: [BenchmarkRow] = []
rows += LaunchBenchmarks.run()
rows += DefinitionBenchmarks.run()
rows += NavigationBenchmarks.run()
rows += PathBenchmarks.run()
rows += ReplBenchmarks.run()
BenchmarkRow.printTable(rows)
