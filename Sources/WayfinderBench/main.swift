// `swift run -c release wayfinder-bench`: measures Wayfinder against the baselines users would
// otherwise pick, and prints one table. The allocation-heavy measures run first, before the
// large generated apps have been loaded.

var rows: [BenchmarkRow] = []
rows += NavigationBenchmarks.run()
rows += LaunchBenchmarks.run()
rows += DefinitionBenchmarks.run()
rows += PathBenchmarks.run()
rows += ReplBenchmarks.run()
BenchmarkRow.printTable(rows)
