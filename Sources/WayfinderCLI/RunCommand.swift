import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

/// `wayfinder run [PATH]`: opens an app from its flow files, plays its launch sequence and lets
/// a person walk it — or runs a script of the same commands.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Open an app from its flow files and walk it.",
    discussion: """
      Interactive at a terminal (line editing, history, Tab completion); with piped input or \
      --script, runs the same commands without prompts, printing the screen after each, on a \
      virtual clock so transcripts are reproducible. Type 'help' for the commands. Lines end \
      at LF, CRLF or a lone CR.

      --state and --trace write only a regular file of your own (a symbolic link's target; a \
      dangling link's target is created), write through a FIFO or an inherited descriptor \
      (/dev/stdout, /dev/fd/N, >(jq .)), and refuse folders, devices and sockets. A session \
      that saves state locks it (flock on .FILE.lock beside it); a second session on the same \
      file runs without saving, or waits with --wait; a lock that cannot be taken is said, and \
      the session runs without saving. A trace file is emptied unless another session is \
      writing it; then this one appends its lines.

      SIGTERM, SIGHUP and SIGQUIT end the session at once, state saved, with status 128+N, \
      also while --wait waits for the state file. A lost output (closed pipe, full disk) or a \
      failed save ends with status 74.
      """
  )

  @Argument(help: "The folder or file holding the app's flows.")
  var path: String = "Flows"

  @Option(help: "The app to open: its name under PATH (folder or app: name), or its folder.")
  var app: String?

  @Option(
    name: .customLong("script"), help: "Run the commands in this file instead of reading them.")
  var script: String?

  @Option(
    help: "Write a JSON Lines trace of transitions, launch events and errors to this file or pipe.")
  var trace: String?

  @Flag(help: "Stop at the first refused command and exit with status 1.")
  var strict = false

  @Option(
    help: """
      Render at this many columns (default: the terminal's, or 64 when not a terminal); or, \
      for a split home, compact (one stack) or regular (columns side by side). Without a size \
      class, a split shows its columns side by side from 100 columns on.
      """)
  var width: WidthChoice?

  @Option(
    help: """
      Use color: auto, always or never. always and never win over NO_COLOR; auto uses color \
      only on a terminal with NO_COLOR unset or empty and TERM not dumb.
      """)
  var color: ColorChoice = .auto

  @Flag(help: "Draw frames with ASCII characters instead of box drawing.")
  var ascii = false

  @Option(
    help:
      "How time passes: virtual (only on 'wait') or real. Default: real at a terminal, virtual otherwise."
  )
  var clock: Repl.TimeMode?

  @Option(
    help: "Restore from and save to this state file (scripts and pipes too), or save to a pipe.")
  var state: String?

  @Flag(help: "Start from the launch sequence, ignoring (and then replacing) the saved state.")
  var fresh = false

  @Flag(
    help: """
      When another session is using the state file, wait for it to end (without --wait, this \
      session runs without saving its state).
      """)
  var wait = false

  enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  /// `--width`: columns of text, or the size class a split home is shown at.
  enum WidthChoice: ExpressibleByArgument {
    case columns(Int)
    case split(SplitWidth)

    init?(argument: String) {
      if let columns = Int(argument) {
        self = .columns(columns)
      } else if let width = SplitWidth(rawValue: argument.lowercased()) {
        self = .split(width)
      } else {
        return nil
      }
    }

    /// The columns asked for, if any.
    var columns: Int? { if case .columns(let columns) = self { columns } else { nil } }
    /// The size class asked for, if any.
    var split: SplitWidth? { if case .split(let width) = self { width } else { nil } }
  }

  func validate() throws {
    try AppArgument.requireFlows(path, app: app)
    if let width = width?.columns, width < 24 || width > 400 {
      throw ValidationError("--width must be between 24 and 400, but was \(width).")
    }
  }

  @MainActor
  func run() async throws {
    let loaded = try AppArgument.load(path: path, app: app)
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(1)
    }
    let interactive = script == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let environment = ProcessInfo.processInfo.environment
    let scriptSource = try script.map(Self.source(ofScript:))
    var traceWriter: TraceWriter?
    if let trace {
      do throws(CLIError) {
        traceWriter = try TraceWriter(path: trace)
      } catch {
        throw ValidationError(error.description)
      }
    }
    // Interactive sessions restore and save by default; scripts and pipes only with --state,
    // so their transcripts stay reproducible.
    let statePath =
      state
      ?? (interactive
        ? StateLocation.defaultPath(app: definition.app, environment: environment) : nil)
    // Installed before the state file's lock is taken: `--wait` may wait for it a long time,
    // and a signal meanwhile must end the process as it does in the session.
    let termination = Termination(keeper: nil) { ReadlineLineReader.restoreTerminal() }
    defer { withExtendedLifetime(termination) {} }
    var keeper: StateKeeper?
    if let statePath {
      do throws(StateKeeper.Refusal) {
        keeper = try StateKeeper.open(path: statePath, waiting: wait)
      } catch {
        throw ValidationError(error.description)
      }
      termination.keep(keeper)
    }
    let useColor =
      switch color {
      case .always: true
      case .never: false
      case .auto:
        RenderOptions.colorIsWanted(
          isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
      }
    // A split asked to show its columns side by side is drawn 100 columns wide off a terminal.
    let offTerminal = width?.split == .regular ? Repl.regularColumns : 64
    let columns = width?.columns ?? (interactive ? nil : offTerminal)
    let options = RenderOptions(
      width: columns ?? 64, charset: ascii ? .ascii : .unicode, color: useColor)
    let started: (AppSession, SessionOutput)
    do throws(SessionError) {
      if let store = keeper?.store, !fresh, let restored = Self.restore(definition, from: store) {
        started = try AppSession.resume(
          definition, state: restored.state, facts: restored.facts,
          promptHistory: restored.promptHistory, promptTime: restored.promptTime,
          pendingSteps: restored.pendingSteps, activeScene: restored.activeScene,
          otherScenes: restored.otherScenes)
        traceWriter?.resume(restored, definition: definition)
        if interactive, let statePath {
          Console.writeLine(Self.resumeNotice(path: statePath), to: .error)
        }
      } else {
        started = try AppSession.start(definition)
      }
    } catch {
      throw ValidationError(error.description)
    }
    let reader: any LineReader
    if let scriptSource, let script {
      switch scriptSource {
      case .file(let bytes):
        reader = PipedLineReader(bytes: bytes)
      case .stream(let descriptor):
        reader = PipedLineReader(descriptor: descriptor) { reason in
          CLIError.cannotRead(what: "the script", path: script, reason: reason).description
        }
      }
    } else if interactive {
      reader = ReadlineLineReader(
        prompt: PromptText.repl(color: useColor),
        historyFile: Self.historyFile(environment: environment))
    } else {
      reader = PipedLineReader()
    }
    let repl = Repl(
      session: started.0, startOutput: started.1, reader: reader, options: options,
      fixedWidth: columns, trace: traceWriter, strict: strict,
      timeMode: clock ?? (interactive ? .real : .virtual), splitWidth: width?.split
    ) { session in
      keeper?.save(session)
    }
    let status = await repl.run()
    if status != 0 { throw ExitCode(status) }
  }

  /// Where a script's lines come from.
  enum ScriptSource {
    /// A regular file, read whole before the first command runs.
    case file([UInt8])
    /// A pipe, a FIFO or a device (`--script <(…)`), open for reading: its commands run as
    /// they arrive, each answered before the next is read.
    case stream(Int32)
  }

  /// The script at `path`: a regular file's bytes, or anything else open for reading.
  static func source(ofScript path: String) throws -> ScriptSource {
    let refused = { (reason: String) in
      ValidationError(
        CLIError.cannotRead(what: "the script", path: path, reason: reason).description)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw refused(Descriptor.wording(of: errno)) }
    var status = stat()
    let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
    guard kind == S_IFREG else {
      guard kind != S_IFDIR else {
        _ = close(descriptor)
        throw refused("it is a folder")
      }
      return .stream(descriptor)
    }
    defer { _ = close(descriptor) }
    do throws(Descriptor.Failure) {
      return .file(try Descriptor.readToEnd(descriptor) ?? [])
    } catch {
      throw refused(error.description)
    }
  }

  /// The saved state of `definition` in `store`, with a line on standard error for each
  /// warning or for why it could not be used.
  static func restore(
    _ definition: FlowDefinition, from store: StateStore
  ) -> RestoredState<ScreenRoute>? {
    let restoration = store.restore(for: definition)
    for notice in restoration.notices {
      Console.writeLine(notice, to: .error)
    }
    return restoration.restored
  }

  /// The line an interactive session shows when it resumes: which file, when it was saved
  /// (its modification time, local time), and how to start clean.
  static func resumeNotice(path: String) -> String {
    var saved = ""
    if let date = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
      as? Date
    {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.dateFormat = "yyyy-MM-dd HH:mm"
      saved = " saved \(formatter.string(from: date))"
    }
    return "Resumed from '\(path)'\(saved); --fresh starts clean."
  }

  /// `history` in the state folder (`$XDG_STATE_HOME/wayfinder`, or
  /// `~/.local/state/wayfinder`; see `StateLocation.folder(environment:)`).
  static func historyFile(environment: [String: String]) -> String? {
    StateLocation.folder(environment: environment).map { $0 + "/history" }
  }
}

extension Repl.TimeMode: ExpressibleByArgument {}
