import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder restores OLD NEW [--state FILE …]`: before a flow change ships, which users'
/// saved states the new version restores elsewhere, or not at all.
struct RestoresCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restores",
    abstract: "Show which saved states a flow change moves when they are restored.",
    discussion: """
      Every state reachable in OLD (as 'paths' explores it, told apart also by whether a \
      launch, a link or navigating reached it) and every --state file is restored in NEW by \
      the rule of the nearest valid stack, and compared with what OLD itself restores: \
      unchanged, moved (where the user lands, which screens are dropped) or refused (why). \
      The states that change are grouped by where the users were, how they came there and \
      where they land, with example ways there. Exit status: 0 when every state restores \
      unchanged, 1 when some move or are refused, 2 when OLD or NEW does not load or a state \
      file holds no state.
      """
  )

  /// How the report is printed.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(help: "The version users have: a folder or file of flows.")
  var old: String

  @Argument(help: "The version about to ship: a folder or file of flows.")
  var new: String

  @Option(help: "The app: its name under OLD and NEW (folder or app: name), or its folder.")
  var app: String?

  @Option(
    name: .customLong("state"),
    help: ArgumentHelp(
      "A state file saved by OLD to restore as well; repeatable.", valueName: "file"))
  var stateFiles: [String] = []

  @Option(help: "The most states of OLD to restore before giving up on finding more.")
  var maxStates: Int = 250_000

  @Option(
    help: """
      The most memory, in MiB, the process may hold while the search adds states, as for \
      'paths'. Default: 1024, or half the memory available when that is less.
      """)
  var maxMemory: Int?

  @Option(help: "Output format: text or json, on standard output.")
  var format: Format = .text

  func validate() throws {
    try AppArgument.requireFlows(old, app: app)
    try AppArgument.requireFlows(new, app: app)
    guard maxStates >= 1 else {
      throw ValidationError("--max-states must be at least 1, but was \(maxStates).")
    }
    if let maxMemory, !(1...(Int.max >> 20)).contains(maxMemory) {
      throw ValidationError("--max-memory must be at least 1 (MiB), but was \(maxMemory).")
    }
  }

  func run() async throws {
    let definitions = [
      try AppArgument.load(path: old, app: app), try AppArgument.load(path: new, app: app),
    ]
    var unreadable = false
    for loaded in definitions where loaded.definition == nil {
      Console.write(loaded.rendered(), to: .error)
      unreadable = true
    }
    var files: [RestoreAnalysis.SavedFile] = []
    for path in stateFiles {
      do throws(UnreadableStateFile) {
        files.append((path, try RestoreAnalysis.read(stateFile: path)))
      } catch {
        Console.writeLine(error.description, to: .error)
        unreadable = true
      }
    }
    guard !unreadable, let oldApp = definitions[0].definition,
      let newApp = definitions[1].definition
    else { throw ExitCode(ExitStatus.cannotCompare) }
    let options = RestoreAnalysis.Options(
      maximumStates: maxStates,
      maximumMemory: maxMemory.map { $0 << 20 } ?? PathGenerator.Options.defaultMaximumMemory)
    let report = RestoreAnalysis(old: oldApp, new: newApp, options: options)
      .analyze(stateFiles: files)
    switch format {
    case .text: Console.write(report.text)
    case .json: Console.writeLine(report.json())
    }
    if !report.isUnchanged { throw ExitCode(ExitStatus.failure) }
  }
}
