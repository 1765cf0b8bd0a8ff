import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools
import WayfinderRecording

/// `wayfinder replay TRACE`: steps through a recorded session against its app's flow files,
/// showing the screen at each entry and stopping where the recording and the flow disagree.
struct ReplayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Step through a recorded session trace against its app's flow files.",
    discussion: """
      Plays the trace on the virtual clock and stops at each input: 'next' (or an empty line), \
      'prev', 'goto N' (entry N), 'continue' (to the next disagreement or the end), 'quit', \
      'help'. Each stop shows the entry, its position (12/340) and the screen. Where the \
      recording and the flow disagree (a screen or step the flow does not declare, a refused \
      command, an edge or hand-shake that differs) the replay stops and says so. Commands \
      come from the terminal, or from standard input when it is not one. Exit status 1 when \
      a disagreement was found or the trace cannot be read.
      """
  )

  @Argument(help: "The session trace (JSON Lines, written by --trace or a recorder).")
  var trace: String

  @Option(
    help:
      "The app: its name under --flows (folder or app: name), or its folder; default: the app the trace names."
  )
  var app: String?

  @Option(help: "The folder of apps to find the trace's app in.")
  var flows: String = "Flows"

  @Option(help: "Render at this width (default: the terminal's, or 64 when not a terminal).")
  var width: Int?

  @Flag(help: "Draw frames with ASCII characters instead of box drawing.")
  var ascii = false

  func validate() throws {
    try PathArgument.requireExisting(trace)
    if let width, width < 24 || width > 400 {
      throw ValidationError("--width must be between 24 and 400, but was \(width).")
    }
  }

  @MainActor
  func run() async throws {
    let read: Trace
    do {
      read = try TraceReader.read(path: trace)
    } catch let error as TraceError {
      Console.writeLine(error.description, to: .error)
      throw ExitCode(1)
    } catch {
      throw ValidationError(
        CLIError.cannotRead(what: "the trace", path: trace, reason: error.localizedDescription)
          .description)
    }
    let definition = try load(app: read.header.app)
    let cursor: ReplayCursor
    do throws(ReplayFinding) {
      cursor = try ReplayCursor(read, definition: definition)
    } catch {
      Console.writeLine(error.description, to: .error)
      throw ExitCode(1)
    }
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let color =
      interactive
      && RenderOptions.colorIsWanted(
        isTerminal: true, environment: ProcessInfo.processInfo.environment)
    let reader: any LineReader =
      interactive
      ? ReadlineLineReader(
        prompt: color ? "\u{1B}[1mreplay›\u{1B}[0m " : "replay› ", historyFile: nil)
      : PipedLineReader()
    let termination = Termination(keeper: nil) { ReadlineLineReader.restoreTerminal() }
    defer { withExtendedLifetime(termination) {} }
    let loop = ReplayLoop(
      cursor: cursor, reader: reader,
      options: RenderOptions(width: width ?? 64, charset: ascii ? .ascii : .unicode, color: color),
      fixedWidth: width ?? (interactive ? nil : 64))
    let status = await loop.run()
    if status != 0 { throw ExitCode(status) }
  }

  /// The flow files of the app: the one `--app` names (by name under `--flows`, or its
  /// folder); else the app under `--flows` the trace names.
  private func load(app recorded: String) throws -> FlowDefinition {
    if let app { return try definition(FlowLoader.load(try AppArgument.app(app, in: flows))) }
    guard FileManager.default.fileExists(atPath: flows),
      case .success(let apps) = FlowCatalog.apps(at: flows)
    else {
      throw ValidationError(
        "No flow files at '\(flows)'; name the app's folder with --app.")
    }
    for candidate in apps {
      let loaded = FlowLoader.load(candidate)
      if loaded.definition?.app == recorded { return try definition(loaded) }
    }
    throw ValidationError(
      "No app under '\(flows)' is called "
        + "'\(recorded)', the app the trace recorded; name its folder "
        + "with --app.")
  }

  private func definition(_ loaded: FlowLoadResult) throws -> FlowDefinition {
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(1)
    }
    return definition
  }
}
