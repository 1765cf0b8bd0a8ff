internal import Wayfinder
internal import WayfinderPersistence

extension RestoreReport {
  /// The report for a person: a line of counts, then each group of states that move or are
  /// refused with the screens it drops, why, and up to three ways there; then the changes to
  /// the app's data, and whether the search was cut short. Safe to print on a terminal.
  ///
  /// ```
  /// Shop 3.2.1 → Shop 3.3.0: 52 saved states restored (52 reached in Shop 3.2.1): 48 unchanged, 4 moved, 0 refused
  ///   a cold launch of Shop 3.3.0 starts at home (restore: home); a session resumed from its state lands as shown
  /// moved:
  ///   2 states on 'category' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
  ///     …
  ///   2 states on 'product' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
  ///     drops category, product from tab 'shop'
  ///     because screen 'category' no longer exists
  ///     e.g. tap Sign in; tap Accept; tap Shoes; tap Trail runner
  ///     e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; tap Shoes; tap Trail runner
  /// ```
  public var text: String {
    var lines = [summary]
    if old.restoreRule != new.restoreRule {
      lines.append("  restore: was \(old.restoreRule), now \(new.restoreRule)")
    }
    if moved > 0, new.restoreRule == .home {
      lines.append(
        "  a cold launch of \(new) starts at home (restore: home); a session resumed from its "
          + "state lands as shown")
    }
    for (title, refused) in [("moved:", false), ("refused:", true)] {
      let chosen = groups.filter { ($0.refusal != nil) == refused }
      guard !chosen.isEmpty else { continue }
      lines.append(title)
      for group in chosen { lines += Self.lines(of: group) }
    }
    if !notes.isEmpty {
      lines.append("other changes:")
      for note in notes {
        lines.append("  \(note.count == 1 ? "1 state" : "\(note.count) states"): \(note.text)")
      }
    }
    lines += incompleteness.map { "incomplete: \($0); more states may move" }
    return TerminalText.sanitized(lines.joined(separator: "\n") + "\n", keepingLineBreaks: true)
  }

  /// The first line: `Shop 3.2.1 → Shop 3.3.0: 52 saved states restored (52 reached in Shop
  /// 3.2.1): 48 unchanged, 4 moved, 0 refused`.
  public var summary: String {
    var sources = "\(reached) reached in \(old)"
    if !files.isEmpty {
      sources += files.count == 1 ? ", 1 state file" : ", \(files.count) state files"
    }
    let counted = states == 1 ? "1 saved state" : "\(states) saved states"
    return "\(old) → \(new): \(counted) restored (\(sources)): "
      + "\(unchanged) unchanged, \(moved) moved, \(refused) refused"
  }

  /// What cut the search short, one clause per limit.
  var incompleteness: [String] {
    limitsReached.sorted().map { limit in
      switch limit {
      case .states:
        return "the search of \(old) stopped at \(reached) state\(reached == 1 ? "" : "s")"
      case .memory:
        guard let stop = memoryStop else { return "the search stopped at its memory limit" }
        let found =
          switch stop.completeDepth {
          case 0: "having explored no further than the launch"
          case 1: "having found every state within 1 step of launch"
          case let depth: "having found every state within \(depth) steps of launch"
          }
        return "the search stopped at its memory limit (\((stop.limit + (1 << 19)) >> 20) MiB), "
          + found
      }
    }
  }

  /// A group's lines, indented under its section's title.
  private static func lines(of group: RestoreGroup) -> [String] {
    var lines = ["  " + group.headline]
    if !group.dropped.isEmpty {
      lines.append("    drops " + group.dropped.map(\.description).joined(separator: "; "))
    }
    if group.refusal == nil, !group.reasons.isEmpty {
      lines.append("    because " + group.reasons.joined(separator: "; "))
    }
    lines += group.examples.map { "    e.g. \($0)" }
    return lines
  }
}
