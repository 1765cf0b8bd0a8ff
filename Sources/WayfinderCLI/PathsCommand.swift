import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder paths [PATH]`: prints the shortest command sequences that show every screen and
/// take every edge of an app, as a scenario file `wayfinder test` runs.
struct PathsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "paths",
    abstract: "Generate scenarios covering every screen, action, tab and deep link of an app.",
    discussion: """
      Prints one scenario file on standard output; save it under the app's folder, for \
      example Flows/demo/scenarios/generated.scenario, and 'wayfinder test' runs it. A summary \
      of what the paths cover goes to standard error.
      """
  )

  @Argument(help: "The folder or file holding the app's flows.")
  var path: String = "Flows"

  @Option(help: "The app: its name under PATH (folder or app: name), or its folder.")
  var app: String?

  @Option(help: "The most states to explore before giving up on finding more.")
  var maxStates: Int = 250_000

  @Option(
    help: """
      The most memory, in MiB, the process may hold while the search adds states, read from \
      the operating system. Default: 1024, or half the memory available (physical memory, a \
      container's limit, or what 'ulimit -v' leaves) when that is less.
      """)
  var maxMemory: Int?

  @Option(help: "The most commands the generated scenarios may add up to.")
  var maxCommands: Int = 10_000_000

  func validate() throws {
    try AppArgument.requireFlows(path, app: app)
    guard maxStates >= 1 else {
      throw ValidationError("--max-states must be at least 1, but was \(maxStates).")
    }
    if let maxMemory, !(1...(Int.max >> 20)).contains(maxMemory) {
      throw ValidationError("--max-memory must be at least 1 (MiB), but was \(maxMemory).")
    }
    guard maxCommands >= 1 else {
      throw ValidationError("--max-commands must be at least 1, but was \(maxCommands).")
    }
  }

  func run() async throws {
    let loaded = try AppArgument.load(path: path, app: app)
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(1)
    }
    let paths = PathGenerator(
      definition: definition,
      options: .init(
        maximumStates: maxStates,
        maximumMemory: maxMemory.map { $0 << 20 } ?? PathGenerator.Options.defaultMaximumMemory,
        maximumCommands: maxCommands)
    ).generate()
    paths.writeScenarioText { Console.write($0) }
    var coverage = Coverage(definition)
    coverage.formUnion(paths.covered)
    var summary =
      "\(definition.app): \(paths.kept.count) scenarios, \(paths.totalLength) commands, "
      + "\(paths.exploredStates) states explored; \(coverage.summary)\n"
    if paths.isTruncated {
      summary += "  incomplete: "
      summary +=
        paths.limitsReached.sorted().map { limit in
          switch limit {
          case .states: "the search stopped at \(maxStates) states (--max-states)"
          case .memory: Self.memoryStop(paths.memoryStop)
          case .commands:
            "covering everything takes more than \(maxCommands) commands; the scenarios that "
              + "cover the most per command are kept (--max-commands)"
          }
        }.joined(separator: "; ") + "\n"
    }
    for item in coverage.missing {
      summary += "  not reached: \(item)"
      if case .action(let screen, let label) = item,
        let reason = definition.neverSucceeding[screen]?[label]
      {
        // `check` knows it never can: say why rather than blame the search.
        summary += " (it can never succeed: \(reason))"
      } else if case .action(let screen, let label) = item,
        let condition = definition.screen(screen)?.actions.first(where: { $0.label == label })?
          .condition
      {
        summary += " (available only when \(condition); no launch variant or action sets that)"
      }
      summary += "\n"
    }
    Console.write(summary, to: .error)
  }

  /// Where the memory limit stopped the search, and the flag that moves it.
  static func memoryStop(_ stop: GeneratedPaths.MemoryStop?) -> String {
    guard let stop else { return "the search stopped at its memory limit (--max-memory)" }
    let found =
      switch stop.completeDepth {
      case 0: "having explored no further than the launch"
      case 1: "having found every state within 1 step of launch"
      case let depth: "having found every state within \(depth) steps of launch"
      }
    return "the search stopped when the process held \(mebibytes(stop.reading)) of memory "
      + "(limit \(mebibytes(stop.limit)), --max-memory), \(found); raise --max-memory to "
      + "explore further"
  }

  /// `bytes` in MiB, rounded to the nearest.
  private static func mebibytes(_ bytes: Int) -> String {
    "\((bytes + (1 << 19)) >> 20) MiB"
  }
}
