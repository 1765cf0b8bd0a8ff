// `swift run -c release wayfinder-bench`: measures Wayfinder against the baselines users would
// otherwise pick, and prints the tables of BENCHMARKS.md in markdown; `wayfinder-bench document
// [FILE]` runs the whole suite and writes them into FILE (BENCHMARKS.md by default) between its
// markers, leaving the rest of the document as it is. The allocation-heavy measures run first,
// before the large generated apps have been loaded. A first argument runs only some rows:
// `navigation` (transitions, the navigator and its lock), `operations` (each operation beyond
// push, pop and present against depth), `windows` (a command and an activation against how
// many windows are open), `launch`, `definitions`, `diff` (a diff of the
// generated apps against edited copies), `generate`,
// `repl`, `history` (time travel), `replay`, `explore`, `host` (a binding write against depth,
// and the host harness's runs a second), `explore-soak [SECONDS]` (ten minutes of
// exploration, reading memory), `mutations [NAME…]` (listing each seeded defect; the engine's
// exist only in a build with WAYFINDER_SEEDED_DEFECTS=1, the rows say `-` elsewhere), or
// `scaling [depth|paths|scenarios|restores]…`. `wayfinder-bench synthetic-app SCREENS FOLDER` writes the generated app of that size, for timing the compilation of its generated Swift.
// `compile [pushes] [SCREENS…]` compiles the generated Swift of apps of 100 to 10,000 screens with
// `swiftc` (clean build, a rebuild after editing one screen, the type-check of pushes): it takes
// minutes, so the full run leaves it out. `cold-build [ROUNDS]` builds the example app, which
// uses the build plugin, from nothing in turn with the engine alone (minutes a round, so the
// full run leaves it out too): what the plugin's generator compiles for the host, and the
// app's build time over the engine's.

import Foundation

var rows: [BenchmarkRow] = []
var sections: [BenchmarkSection] = []
var host = BenchmarkHost.current()
var document: String?
if CommandLine.arguments.dropFirst().first == "document" {
  document = CommandLine.arguments.dropFirst(2).first ?? "BENCHMARKS.md"
}
if CommandLine.arguments.dropFirst().first == "scaling" {
  rows += ScalingBenchmarks.run(only: Set(CommandLine.arguments.dropFirst(2)))
} else if CommandLine.arguments.dropFirst().first == "navigation" {
  rows += NavigationBenchmarks.run()
  rows += DepthBenchmarks.run()
  rows += ModelDepthBenchmarks.run()
  rows += HostBenchmarks.writeRows()
  rows += NavigatorBenchmarks.run()
  rows += LockBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "depth" {
  rows += NavigationBenchmarks.run()
  rows += DepthBenchmarks.run()
  rows += OperationDepthBenchmarks.run()
  rows += SplitDepthBenchmarks.run()
  rows += ModelDepthBenchmarks.run()
  rows += HostBenchmarks.writeRows()
} else if CommandLine.arguments.dropFirst().first == "host" {
  rows += HostBenchmarks.writeRows()
  rows.append(await HostBenchmarks.harnessRow())
} else if CommandLine.arguments.dropFirst().first == "operations" {
  rows += OperationDepthBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "split" {
  rows += SplitDepthBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "windows" {
  rows += WindowBenchmarks.run()
  rows += await ModelWindowBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "launch" {
  rows += LaunchBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "definitions" {
  rows += DefinitionBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "diff" {
  rows += DiffBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "repl" {
  rows += ReplBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "history" {
  rows += HistoryBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "replay" {
  rows += ReplayBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "explore" {
  rows += ExploreBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "explore-soak" {
  rows += ExploreBenchmarks.soak(
    seconds: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 600)
} else if CommandLine.arguments.dropFirst().first == "mutations" {
  rows += MutationBenchmarks.run(listing: true, only: Array(CommandLine.arguments.dropFirst(2)))
} else if CommandLine.arguments.dropFirst().first == "compile" {
  let sizes = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
  rows += CompileBenchmarks.run(
    sizes: sizes.isEmpty ? CompileBenchmarks.defaultSizes : sizes,
    pushesOnly: CommandLine.arguments.dropFirst(2).first == "pushes")
} else if CommandLine.arguments.dropFirst().first == "cold-build" {
  rows += ColdBuildBenchmarks.run(
    rounds: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 2)
} else if CommandLine.arguments.dropFirst().first == "generate" {
  rows += GenerateBenchmarks.run()
} else if CommandLine.arguments.dropFirst().first == "synthetic-app" {
  let arguments = Array(CommandLine.arguments.dropFirst(2))
  guard arguments.count == 2, let screens = Int(arguments[0]), screens > 0 else {
    FileHandle.standardError.write(
      Data("usage: wayfinder-bench synthetic-app SCREENS FOLDER\n".utf8))
    exit(64)
  }
  do {
    try GenerateBenchmarks.writeApp(screens: screens, to: arguments[1])
  } catch {
    FileHandle.standardError.write(Data("cannot write \(arguments[1]): \(error)\n".utf8))
    exit(74)
  }
  exit(0)
} else {
  let navigation = NavigationBenchmarks.run()
  // Measured early, with the allocation-heavy rows; shown with the other scaling rows.
  let depth =
    DepthBenchmarks.run() + OperationDepthBenchmarks.run() + SplitDepthBenchmarks.run()
    + ModelDepthBenchmarks.run() + HostBenchmarks.writeRows() + WindowBenchmarks.run()
    + (await ModelWindowBenchmarks.run())
  let groups: [(String, [BenchmarkRow])] = [
    ("Navigation", navigation + NavigatorBenchmarks.run() + LockBenchmarks.run()),
    ("Launch", LaunchBenchmarks.run()),
    ("Loading flow files", DefinitionBenchmarks.run()),
    ("Reviewing flow changes", DiffBenchmarks.run()),
    ("Generating Swift", GenerateBenchmarks.run()),
    ("Paths", PathBenchmarks.run()),
    ("The REPL", ReplBenchmarks.run()),
    ("Time travel", HistoryBenchmarks.run()),
    ("Replay", ReplayBenchmarks.run()),
    ("Exploration", ExploreBenchmarks.run() + [await HostBenchmarks.harnessRow()]),
    ("Finding defects", MutationBenchmarks.run()),
    ("How cost grows with the work", depth + ScalingBenchmarks.run()),
  ]
  sections = groups.map { BenchmarkSection(title: $0.0, rows: $0.1) }
}
if !rows.isEmpty { sections.append(BenchmarkSection(title: "Rows", rows: rows)) }
host.loadAtEnd = BenchmarkHost.loadAverage()
let report = BenchmarkReport(
  preamble: "_\(host.description)_\n\n\(BenchmarkReport.judging)", sections: sections)
print(report.markdown)
if let document {
  do {
    let text = try String(contentsOfFile: document, encoding: .utf8)
    guard let written = report.splice(into: text) else {
      FileHandle.standardError.write(
        Data("\(document) has no markers for the tables: \(BenchmarkReport.begin)\n".utf8))
      exit(65)
    }
    try written.write(toFile: document, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("cannot update \(document): \(error)\n".utf8))
    exit(74)
  }
}
