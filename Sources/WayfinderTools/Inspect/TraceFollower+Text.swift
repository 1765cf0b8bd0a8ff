import Wayfinder
internal import WayfinderPersistence
import WayfinderRecording

extension TraceFollower {
  /// What `wayfinder inspect` shows: a line saying where the reading is, the screen as the
  /// REPL draws it, the trail that led there, the last transitions recorded and the last
  /// problems found. Lines are separated by `\n`, with no trailing newline; text from the
  /// trace is made safe for a terminal.
  ///
  /// O(the screen drawn + the trail + ``recentLimit``).
  public func text(options: RenderOptions) -> String {
    let ascii = options.charset == .ascii
    var lines = [headline]
    if let session {
      lines.append(
        SessionScreen.renderer(for: session.definition, facts: session.facts, options: options)
          .render(session.state, launch: SessionScreen.progress(of: session)))
      lines.append("Trail: " + TraceTrail(session).text(separator: ascii ? ">" : "›"))
    } else if status == .following {
      lines.append("No launch yet.")
    }
    if !recent.isEmpty {
      lines.append("Last transitions:")
      let times = recent.map { TraceFields.secondsText($0.time) + "s" }
      let width = times.map(\.count).max() ?? 0
      for (transition, time) in zip(recent, times) {
        let screen = transition.screen.map { (ascii ? " -> " : " → ") + $0 } ?? ""
        lines.append(
          "  " + String(repeating: " ", count: width - time.count) + time + "  "
            + TerminalText.sanitized(transition.command + screen)
            + "  (line \(transition.line))")
      }
    }
    if !problems.isEmpty {
      lines.append("Problems:")
      lines += problems.map { "  " + TerminalText.sanitized($0) }
    }
    return lines.joined(separator: "\n")
  }

  /// `'session.jsonl': Demo, line 42, 12.3s`, or what the follower waits for.
  private var headline: String {
    let name = "'\(TerminalText.sanitized(path))'"
    switch status {
    case .waiting: return "\(name): waiting for the file."
    case .opened: return "\(name): waiting for the header."
    case .stopped: return "\(name): stopped at line \(linesRead); waiting for a new file."
    case .following:
      let app = TerminalText.sanitized(header?.app ?? "")
      return "\(name): \(app), line \(linesRead), \(TraceFields.secondsText(time))s"
        + (header?.clock == .virtual ? " (virtual clock)" : "")
    }
  }
}
