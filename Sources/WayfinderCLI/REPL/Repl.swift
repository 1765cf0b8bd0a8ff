import Foundation
import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderTools
import WayfinderRecording

/// The read-eval-print loop: reads commands, applies them to the session, prints what
/// happened and the screen.
///
/// Time is either virtual (scripts and pipes: it moves only on `wait`, or by itself while the
/// launch has nothing but time to wait for) or real (a person at a terminal: launch work
/// finishes while they sit at the prompt, and the screen is drawn again at once).
///
/// Everything outside the loop comes in through its seams — the ``LineReader``, the
/// ``OutputSink`` refusals go to, the clock real time is read from — so a test can run it in
/// process with the lines in memory and a test clock.
@MainActor
final class Repl {
  /// How time passes.
  enum TimeMode: String, CaseIterable, Sendable {
    case virtual, real
  }

  /// What the loop reacts to.
  private enum Event {
    case terminal(TerminalEvent)
    case tick
  }

  /// The session and the commands given to it (`undo`, `redo`, `goto N`).
  var history: SessionHistory
  /// The session now.
  var session: AppSession { history.session }
  let reader: any LineReader
  private var painter: ScreenPainter
  private let fixedWidth: Int?
  /// Whether a split home's width follows the terminal's: neither `--width` nor a `width`
  /// command has said otherwise.
  private var widthFollowsTerminal: Bool
  let trace: TraceWriter?
  private let strict: Bool
  let timeMode: TimeMode
  let onChange: (AppSession) -> Void
  private let output: any OutputSink
  private let clock: ElapsedTime
  /// The real time at which the session's time began: moved when the history moves the
  /// session to another time, so the session goes on from there.
  private var clockOrigin = Duration.zero
  private var events: AsyncStream<Event>.Continuation?
  private var timer: Task<Void, Never>?
  private(set) var failures = 0

  /// Creates the loop and shows the first screen.
  ///
  /// - Parameters:
  ///   - session: The app, started or resumed.
  ///   - startOutput: What starting it did, shown first.
  ///   - reader: Where lines come from, and where screens are printed.
  ///   - options: How screens are drawn; the width follows `fixedWidth` or the terminal.
  ///   - fixedWidth: The width to draw at, or `nil` for the terminal's.
  ///   - trace: Where the trace goes, if anywhere.
  ///   - strict: Whether the first refused command ends the loop (exit status 1).
  ///   - timeMode: How time passes.
  ///   - output: Where refusals go when the reader is not interactive (standard error).
  ///   - clock: The clock real time is read from.
  ///   - splitWidth: The width a split home is shown at (``SplitWidth``); `nil` to decide it
  ///     from the terminal's width, and again whenever the terminal is resized.
  ///   - onChange: Called with the session after every change (to save it).
  init(
    session: AppSession, startOutput: SessionOutput, reader: any LineReader,
    options: RenderOptions, fixedWidth: Int?, trace: TraceWriter?, strict: Bool,
    timeMode: TimeMode, output: any OutputSink = StandardStreams(),
    clock: any Clock<Duration> = ContinuousClock(), splitWidth: SplitWidth? = nil,
    onChange: @escaping (AppSession) -> Void = { _ in }
  ) {
    var settled = session
    var started = startOutput
    if timeMode == .virtual { started.append(contentsOf: settled.settle()) }
    // A split is shown at the width asked for, or the terminal's: the change is an input of
    // the session, traced after its start, and no command of its history.
    let width = splitWidth ?? Self.splitWidth(forColumns: fixedWidth ?? reader.width ?? 64)
    var widened: (before: AppSession, output: SessionOutput)?
    if let shown = settled.state.splitWidth, shown != width {
      let before = settled
      if let output = try? settled.perform(.width(width), settling: false) {
        widened = (before, output)
      }
    }
    widthFollowsTerminal = splitWidth == nil
    history = SessionHistory(start: settled)
    self.reader = reader
    painter = ScreenPainter(options: options)
    self.fixedWidth = fixedWidth
    self.trace = trace
    self.strict = strict
    self.timeMode = timeMode
    self.onChange = onChange
    self.output = output
    self.clock = ElapsedTime(clock)
    trace?.begin(settled, output: started, clock: timeMode == .virtual ? .virtual : .real)
    if let widened {
      trace?.record(
        widened.output, command: .width(width), line: "width \(width)", before: widened.before)
    }
    onChange(self.session)
    show(started, render: true)
    reader.flush()
  }

  /// Runs until `quit`, the end of input, or (with `--strict`) the first refused command.
  ///
  /// - Returns: The process exit status.
  func run() async -> Int32 {
    updateCompletions()
    if timeMode == .virtual, let lines = reader.scriptLines {
      // A script on virtual time: nothing happens between commands, and every line is known.
      for line in lines where !react(to: .terminal(.line(line))) { break }
    } else if timeMode == .virtual {
      // Nothing happens between commands: read the terminal's events directly.
      for await event in reader.events where !react(to: .terminal(event)) { break }
    } else {
      await runMergingTicks()
    }
    timer?.cancel()
    reader.close()
    trace?.close()
    return strict && failures > 0 ? 1 : 0
  }

  /// With real time, wakes up for lines and for launch deadlines alike.
  private func runMergingTicks() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    events = continuation
    let terminal = reader.events
    let forward = Task {
      for await event in terminal { continuation.yield(.terminal(event)) }
      continuation.yield(.terminal(.endOfInput))
    }
    scheduleTick()
    for await event in stream {
      guard react(to: event) else { break }
      scheduleTick()
    }
    forward.cancel()
  }

  /// Handles one event; returns `false` to stop: on `quit`, at the end of input, when standard
  /// output can no longer be written, or (with `--strict`) after a refused command.
  private func react(to event: Event) -> Bool {
    // Each answer is written whole once it is made: not held until the next line comes.
    defer { reader.flush() }
    guard !output.outputFailed else { return false }
    catchUp()
    switch event {
    case .terminal(.line(let line)):
      guard handle(line) else { return false }
      return !(strict && failures > 0) && !output.outputFailed
    case .terminal(.endOfInput):
      return false
    case .terminal(.interrupt), .tick:
      return true
    case .terminal(.resize):
      let width = Self.splitWidth(forColumns: reader.width ?? 64)
      if widthFollowsTerminal, fixedWidth == nil, let shown = session.state.splitWidth,
        shown != width
      {
        perform(.width(width), line: "width \(width)")
      } else {
        show(SessionOutput(), render: true)
      }
      return true
    }
  }

  /// The width a split home is shown at on a terminal `columns` wide: its columns side by side
  /// from ``regularColumns`` on, as one stack below.
  static func splitWidth(forColumns columns: Int) -> SplitWidth {
    columns >= regularColumns ? .regular : .compact
  }

  /// The narrowest terminal that shows a split's columns side by side unless told otherwise:
  /// 100 columns, room for three columns of readable text.
  static let regularColumns = 100

  /// Handles one line; returns `false` to stop.
  private func handle(_ line: String) -> Bool {
    if !reader.isInteractive, !line.trimmedText.isEmpty {
      reader.print("› " + line)
    }
    let command: ReplCommand
    do throws(ReplError) {
      guard let parsed = try ReplCommand.parse(line) else { return true }
      command = parsed
    } catch {
      fail(error, line: line)
      return true
    }
    switch command {
    case .quit:
      return false
    case .help(let topic):
      reader.print(ScreenText.help(topic))
    case .facts:
      reader.print(ScreenText.facts(of: session))
    case .path:
      reader.print(ScreenText.path(of: session))
    case .windows:
      reader.print(ScreenText.windows(of: session))
    case .history, .undo, .redo, .goto:
      travel(command, line: line)
    case .session(let sessionCommand):
      if case .width = sessionCommand { widthFollowsTerminal = false }
      perform(sessionCommand, line: line)
    }
    updateCompletions()
    return true
  }

  /// Performs `sessionCommand`, typed as `line`: commits it to the history, traces it, saves
  /// the session and shows what it did; a refusal is reported and changes nothing.
  private func perform(_ sessionCommand: SessionCommand, line: String) {
    let interruptions = Interruption.count
    do throws(SessionError) {
      let attempt = try history.attempt(
        sessionCommand, text: line.trimmedText, settling: timeMode == .virtual)
      // Ctrl-C while the command ran cancels it: the session stays as it was.
      guard Interruption.count == interruptions else {
        reader.print("Cancelled '\(line.trimmedText)'.")
        return
      }
      let before = session
      history.commit(attempt)
      // On the real clock, a wait puts the session ahead of it (a day, for a prompt's
      // cooldown): time goes on from there, not stopped until the real clock catches up.
      if timeMode == .real, case .wait = sessionCommand { resumeClock() }
      let output = attempt.output
      trace?.record(output, command: sessionCommand, line: line, before: before)
      onChange(session)
      show(output, render: true)
    } catch {
      fail(.session(error), line: line)
    }
  }

  /// Tells an interactive reader what Tab offers on the screen now.
  func updateCompletions() {
    guard reader.isInteractive else { return }
    reader.setCompletions(ScreenText.completions(for: session))
  }

  func fail(_ error: ReplError, line: String) {
    failures += 1
    trace?.recordRefusal(error.description, line: line, session: session)
    if reader.isInteractive {
      reader.print(error.description)
    } else {
      // Scripts and pipes: screens on standard output, refusals on standard error, written
      // after what standard output holds so that `2>&1` keeps each by its command.
      output.write(ConsoleText(error.description + "\n"), to: .error)
      if strict {
        output.write(
          ConsoleText(
            "Stopped at the first refused command, '\(line.trimmedText)' (--strict).\n"),
          to: .error)
      }
    }
  }

  /// With real time, lets the session reach the present, showing what finished meanwhile.
  private func catchUp() {
    guard timeMode == .real else { return }
    let behind = clock.elapsed() - clockOrigin - session.time
    guard behind > .milliseconds(1) else { return }
    guard let output = try? history.passTime(behind) else { return }
    guard !output.events.isEmpty || !output.transitions.isEmpty else { return }
    trace?.recordOutcomes(output)
    onChange(session)
    show(output, render: true)
    updateCompletions()
  }

  /// With real time, wakes the loop when the next launch deadline is due.
  private func scheduleTick() {
    timer?.cancel()
    guard timeMode == .real, let deadline = session.launch.nextDeadline else { return }
    let due = clockOrigin + session.time + max(deadline - session.launch.now, .zero)
    let continuation = events
    let clock = clock
    timer = Task {
      try? await clock.sleep(until: due)
      if !Task.isCancelled { continuation?.yield(.tick) }
    }
  }

  /// With real time, lets the session's time go on from where the history put it, not jump
  /// to the present: the time that passed since is not replayed.
  func resumeClock() {
    clockOrigin = clock.elapsed() - session.time
  }

  /// How wide a screen is drawn on the terminal: its width, up to 100 columns a window, or up
  /// to 160 for a split's columns side by side, with as many windows side by side as fit.
  private var drawingWidth: Int {
    let widest = session.state.splitWidth == .regular ? 160 : 100
    return WindowsSideBySide.drawingWidth(
      of: session, terminal: reader.width ?? 64, widest: widest)
  }

  /// Prints the launch events, then the screen.
  func show(_ output: SessionOutput, render: Bool) {
    // What the command did first, then the events it set off.
    var lines = output.notices.map(\.description)
    lines += output.events.map { "· " + SessionScreen.eventLine($0, in: session) }
    if let report = output.report {
      // Nothing asked for is dropped without a word.
      lines += report.alreadyRunning.map { "Step '\($0)' is already running; it goes on." }
      lines += report.alreadyEnded.map { "Step '\($0)' already ended in this run." }
    }
    var text = lines.map(ConsoleText.init)
    if render {
      text.append(.screen(painter.draw(session, width: fixedWidth ?? drawingWidth)))
    }
    reader.print(ConsoleText.joined(text, separator: "\n"))
  }
}
