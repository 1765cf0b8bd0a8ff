import ArgumentParser
import Dispatch
import Foundation
import WayfinderFlowFiles
import WayfinderTools
import WayfinderRecording

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// `wayfinder inspect TRACE [--follow]`: shows where a recorded session is — its screen as the
/// REPL draws it, the trail that led there, its last transitions — once, or redrawn as the
/// trace grows. The reading and playing are `TraceFollower`'s; this command only draws.
struct InspectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Show where a recorded session is: its screen, trail and last transitions.",
    discussion: """
      The trace is played against the flow files of the app --app names, or else of the app \
      its header names under --flows. Without --follow the trace is read once, strictly, as 'replay' reads it: a line that \
      cannot be read is an error naming it (exit status 1). With --follow, the trace is read \
      as it grows, only \
      what was appended since the last look; the view is redrawn in place on a terminal, and \
      printed again after each change otherwise. A line that cannot be read is shown and \
      skipped, a trace that shrinks or is replaced is read again from the top, a missing \
      one is waited for. Ctrl-C stops following (exit status 0).
      """
  )

  @Argument(help: "The session trace (JSON Lines), as written by --trace or a SessionRecorder.")
  var trace: String

  @Option(
    help:
      "The app: its name under --flows (folder or app: name), or its folder; default: the app the trace names."
  )
  var app: String?

  @Option(help: "The folder of apps to find the trace's app in.")
  var flows: String = "Flows"

  @Flag(help: "Keep reading the trace as it grows, and redraw.")
  var follow = false

  @Option(help: ArgumentHelp("With --follow, how often to look for more.", valueName: "seconds"))
  var interval = 0.25

  @Option(help: ArgumentHelp("How many of the last transitions to show.", valueName: "n"))
  var recent = 5

  @Option(help: "Render at this width (default: the terminal's, or 64 when not a terminal).")
  var width: Int?

  @Option(help: "Use color: auto, always or never (as for 'run').")
  var color: RunCommand.ColorChoice = .auto

  @Flag(help: "Draw frames with ASCII characters instead of box drawing.")
  var ascii = false

  func validate() throws {
    try AppArgument.requireFlows(flows, app: app)
    if let width, width < 24 || width > 400 {
      throw ValidationError("--width must be between 24 and 400, but was \(width).")
    }
    guard interval >= 0.01, interval <= 60 else {
      throw ValidationError("--interval must be between 0.01 and 60 seconds, but was \(interval).")
    }
    guard recent >= 1, recent <= 100 else {
      throw ValidationError("--recent must be between 1 and 100, but was \(recent).")
    }
  }

  func run() async throws {
    let apps =
      try app.map { [try Self.definition(of: try AppArgument.app($0, in: flows))] }
      ?? Self.definitions(at: flows)
    let follower = TraceFollower(path: trace, apps: apps, recentLimit: recent)
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let environment = ProcessInfo.processInfo.environment
    let useColor =
      switch color {
      case .always: true
      case .never: false
      case .auto: RenderOptions.colorIsWanted(isTerminal: isTerminal, environment: environment)
      }
    let size = isTerminal ? Self.terminalSize() : nil
    let options = RenderOptions(
      width: width ?? size?.columns ?? 64, charset: ascii ? .ascii : .unicode, color: useColor)
    if follow {
      try await Self.follow(
        follower, path: trace, options: options,
        screen: isTerminal ? (size ?? (24, options.width)) : nil, interval: interval)
    } else {
      try Self.showOnce(follower, options: options)
    }
  }

  /// Loads every app at `path`; one that does not load is reported (exit status 1).
  private static func definitions(at path: String) throws -> [FlowDefinition] {
    switch FlowCatalog.apps(at: path) {
    case .failure(let diagnostic):
      throw ValidationError(
        diagnostic.message.prefix(1).uppercased() + diagnostic.message.dropFirst() + ".")
    case .success(let apps):
      return try apps.map(definition(of:))
    }
  }

  /// The definition of `app`; one that does not load is reported (exit status 1).
  private static func definition(of app: FlowCatalog.App) throws -> FlowDefinition {
    let loaded = FlowLoader.load(app)
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(1)
    }
    return definition
  }

  /// Reads the trace once, strictly, as `replay` reads it, and prints the view: a line that
  /// cannot be read goes to standard error with exit status 1 and no view, a file that cannot
  /// be read (a folder, a FIFO, a device) is refused as `replay` refuses it; what the flow
  /// cannot follow goes to standard error.
  private static func showOnce(_ follower: TraceFollower, options: RenderOptions) throws {
    var follower = follower
    if TraceFile(path: follower.path).snapshot() == nil {
      throw ValidationError("No such file or folder '\(follower.path)'.")
    }
    let trace: Trace
    do {
      trace = try TraceReader.read(path: follower.path)
    } catch let error as TraceError {
      Console.writeLine(error.description, to: .error)
      throw ExitCode(1)
    } catch {
      throw ValidationError(
        CLIError.cannotRead(
          what: "the trace", path: follower.path, reason: error.localizedDescription
        ).description)
    }
    let update = follower.play(trace)
    for message in update.messages { Console.writeLine(message.text, to: .error) }
    if !update.errors.isEmpty { throw ExitCode(1) }
    Console.writeLine(.screen(follower.text(options: options)))
  }

  /// Follows the trace until Ctrl-C: on a terminal (`screen` its size), the view redrawn in
  /// place, its plain lines cut to the width and the whole cut to the rows, the last notice
  /// (the file appeared, shrank, was replaced) kept below it; otherwise each view printed after
  /// the last, messages first, on standard error.
  private static func follow(
    _ follower: TraceFollower, path: String, options: RenderOptions,
    screen: (rows: Int, columns: Int)?, interval: Double
  ) async throws {
    let task = Task {
      var follower = follower
      var notice: String?
      var cleared = false
      try await follower.follow(
        TraceFile(path: path),
        pause: { try await Task.sleep(for: .milliseconds(Int(interval * 1000))) }
      ) { update, follower in
        let text = follower.text(options: options)
        guard let screen else {
          for message in update.messages { Console.writeLine(message.text, to: .error) }
          Console.writeLine(.screen(text) + "\n")
          return
        }
        notice = update.messages.last { $0.kind == .notice }?.text ?? notice
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
          ConsoleText.screen(String($0))
        }
        lines.append(ConsoleText("Following; Ctrl-C stops."))
        if let notice { lines.append(ConsoleText(notice)) }
        // Cut as shown, escapes included; what is cut is escaped already, and stays as it is.
        lines = lines.map { .screen(clipped($0.text, to: screen.columns)) }
        if lines.count > screen.rows { lines = Array(lines.suffix(screen.rows)) }
        // Home (the first time, the screen cleared), each line then the rest of it erased,
        // then the rest of the screen erased.
        var frame = cleared ? ConsoleText("") : .control(.clearScreen)
        frame += .control(.home)
        frame += ConsoleText.joined(lines.map { $0 + .control(.eraseToLineEnd) }, separator: "\n")
        Console.write(frame + .control(.eraseBelow))
        cleared = true
      }
    }
    let sources = SignalSources.install([SIGINT], on: DispatchQueue(label: "wayfinder.inspect")) {
      _ in task.cancel()
    }
    try await task.value
    withExtendedLifetime(sources) {}
    Console.writeLine(
      (screen == nil ? "" : "\n") + "Stopped following '\(path)'.")
  }

  /// `line` cut to `columns` characters with `…`, unless it holds escape sequences (a
  /// colored screen, drawn to the width already).
  private static func clipped(_ line: String, to columns: Int) -> String {
    guard line.count > columns, !line.contains("\u{1B}"), columns > 1 else { return line }
    return String(line.prefix(columns - 1)) + "…"
  }

  /// The terminal's rows and columns, when standard output is one.
  private static func terminalSize() -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}
