import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderTools
import WayfinderRecording

/// The loop of `wayfinder replay`: steps through a recording on the virtual clock, showing at
/// each stop where it is (`Entry 12/340, line 13, 1.3s`), the entry, what it set off and the
/// screen as the REPL draws it; and where the recording and the flow disagree, the finding.
///
/// Like ``Repl``, everything outside comes in through the ``LineReader``, so a test runs it in
/// process with the lines in memory.
@MainActor
final class ReplayLoop {
  private var cursor: ReplayCursor
  private let reader: any LineReader
  private var painter: ScreenPainter
  private let fixedWidth: Int?
  /// The entry lines are cut to this many characters.
  static let entryLength = 160

  /// Creates the loop over `cursor`, drawing with `options`.
  init(cursor: ReplayCursor, reader: any LineReader, options: RenderOptions, fixedWidth: Int?) {
    self.cursor = cursor
    self.reader = reader
    self.painter = ScreenPainter(options: options)
    self.fixedWidth = fixedWidth
  }

  /// Shows the launch, then answers commands until `quit` or the end of input.
  ///
  /// - Returns: The exit status: 1 when the recording and the flow disagree, else 0.
  func run() async -> Int32 {
    move(.forward)
    reader.flush()
    if reader.isInteractive {
      var completions = Completions()
      completions.commands = Self.verbs
      reader.setCompletions(completions)
    }
    if let lines = reader.scriptLines {
      for line in lines {
        guard handle(line) else { break }
        reader.flush()
      }
    } else {
      reading: for await event in reader.events {
        defer { reader.flush() }
        switch event {
        case .line(let line):
          guard handle(line) else { break reading }
        case .endOfInput:
          break reading
        case .resize:
          // Drawn again at the new width.
          reader.print(ConsoleText.joined(stopLines(), separator: "\n"))
        case .interrupt:
          break
        }
      }
    }
    reader.flush()
    reader.close()
    return cursor.finding == nil ? 0 : 1
  }

  /// The commands, for `help` and Tab.
  static let verbs = ["next", "prev", "goto", "continue", "quit", "help"]

  static let help = """
    Commands:
      next, n or an empty line  Play the next entry of the recording.
      prev, p                   Go back one entry.
      goto N                    Go to entry N (an outcome's entry shows the input before it).
      continue, c               Play on to the next disagreement or the end.
      quit, q                   Stop replaying.
      help                      Show this list.
    """

  private enum Move {
    case forward, back, to(Int), toEnd
  }

  /// Handles one line; returns `false` to stop.
  private func handle(_ line: String) -> Bool {
    let words = line.trimmedText.split(separator: " ").map(String.init)
    if !reader.isInteractive {
      reader.print("› " + line.trimmedText)
    }
    switch (words.first?.lowercased(), words.count) {
    case (nil, _), ("next", 1), ("n", 1): move(.forward)
    case ("prev", 1), ("p", 1): move(.back)
    case ("continue", 1), ("c", 1): move(.toEnd)
    case ("quit", 1), ("q", 1): return false
    case ("help", 1): reader.print(Self.help)
    case ("goto", 2):
      let total = cursor.trace.records.count
      guard let entry = Int(words[1]), entry >= 1, entry <= total else {
        reader.print(
          "goto: '\(Self.quoted(words[1]))' is no entry of the recording; choose 1 to "
            + "\(total).")
        return true
      }
      move(.to(entry))
    case ("goto", _):
      reader.print("'goto' needs an entry number: goto N.")
    default:
      reader.print(
        "Unknown command '\(Self.quoted(line.trimmedText))'. Commands: next, prev, "
          + "goto N, continue, quit, help.")
    }
    return true
  }

  private func move(_ move: Move) {
    let from = cursor.stop
    let finding: ReplayFinding?
    switch move {
    case .forward:
      guard !cursor.isAtEnd else {
        reader.print("The end of the recording: every entry agrees with the flow.")
        return
      }
      finding = cursor.next()
    case .back:
      guard cursor.stop > 1 else {
        reader.print("The launch is the first entry; there is nothing before it.")
        return
      }
      finding = cursor.previous()
    case .to(let entry): finding = cursor.go(to: max(1, cursor.stop(forEntry: entry)))
    case .toEnd: finding = cursor.go(to: cursor.count)
    }
    var lines: [ConsoleText] = []
    if finding == nil || cursor.stop != from {
      lines += stopLines()
    }
    if let finding {
      lines.append(ConsoleText("Finding: " + finding.description))
      lines.append(
        ConsoleText(
          cursor.blockedStop.map { $0 > cursor.count } == true
            ? "The recording ends here; 'prev', 'goto N' or 'quit'."
            : "The replay cannot go past it; 'prev', 'goto N' or 'quit'."))
    } else if cursor.isAtEnd, case .toEnd = move {
      lines.append(ConsoleText("The end of the recording: every entry agrees with the flow."))
    }
    reader.print(ConsoleText.joined(lines, separator: "\n"))
  }

  /// `text` cut to 40 characters.
  private static func quoted(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }

  /// Where the cursor is, the entry, what it set off and the screen.
  private func stopLines() -> [ConsoleText] {
    let trace = cursor.trace
    guard let position = cursor.position(ofStop: cursor.stop) else {
      return [ConsoleText("Before the launch: nothing is on screen yet.")]
    }
    let record = trace.records[position]
    var text = TraceLine.entry(record.entry, redaction: trace.header.redaction)
    if text.count > Self.entryLength { text = String(text.prefix(Self.entryLength)) + "…" }
    var lines = [
      "Entry \(position + 1)/\(trace.records.count), line \(record.line): "
        + text
    ]
    if let step = cursor.lastStep {
      lines += step.output.events.map { "· \($0)" }
      if let refusal = step.refusal {
        lines.append("Refused, as recorded: " + refusal)
      }
    }
    var shown = lines.map(ConsoleText.init)
    if let session = cursor.replay.session {
      let width =
        fixedWidth
        ?? WindowsSideBySide.drawingWidth(of: session, terminal: reader.width ?? 64, widest: 100)
      shown.append(.screen(painter.draw(session, width: width)))
    }
    return shown
  }
}
