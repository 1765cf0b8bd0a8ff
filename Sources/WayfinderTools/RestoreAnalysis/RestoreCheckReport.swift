internal import WayfinderPersistence

/// What a ``RestoreCheck`` found: the analysis of the previous version's states, how many were
/// restored and checked, and the first states that broke a property or an invariant.
public struct RestoreCheckReport: Sendable {
  /// What the current version makes of the previous version's states.
  public var analysis: RestoreReport
  /// How many restored states were checked (those the current version refuses start fresh and
  /// are not).
  public var checked: Int
  /// How many of them broke something.
  public var failed: Int
  /// Each way states break, the first found first, at most ``RestoreCheck/failureLimit``.
  public var failures: [RestoreCheckFailure]

  /// Whether every restored state kept every property and invariant.
  public var passed: Bool { failed == 0 }

  /// The report for a person: the analysis's summary line, then each failure written out, and
  /// a last line of counts. Safe to print on a terminal.
  ///
  /// ```
  /// Demo 2.0 → Demo 2.1: 40 saved states restored (40 reached in Demo 2.0): 36 unchanged, 4 moved, 0 refused
  /// property 'details opens over tab 2' broke: … (24 states)
  ///   previous version: tap Continue; open demo://details (on 'details' in modal 'details' over tab 'tab2')
  ///   …
  /// checked 197 restored states: 173 kept every property, 24 broke one
  /// ```
  public var text: String {
    var lines = [analysis.summary]
    lines += failures.map(\.description)
    let shown = failures.reduce(0) { $0 + $1.count }
    if failed > shown { lines.append("… and \(failed - shown) more states that break otherwise") }
    lines += analysis.incompleteness.map { "incomplete: \($0)" }
    var counts = "checked \(checked) restored state\(checked == 1 ? "" : "s"): "
    counts += "\(checked - failed) kept every property, \(failed) broke one"
    if analysis.refused > 0 {
      counts += "; \(analysis.refused) refused and started fresh, not checked"
    }
    lines.append(counts)
    return TerminalText.sanitized(lines.joined(separator: "\n") + "\n", keepingLineBreaks: true)
  }
}
