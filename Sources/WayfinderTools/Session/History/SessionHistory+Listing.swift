extension SessionHistory {
  /// The REPL's `history`: a line saying how many commands there are and where the session
  /// is, then one line a point — its number, the session's time when the command was given
  /// (at the start, or the oldest point kept, the time there), the command as typed — with `*`
  /// at the current point.
  ///
  /// The start (or the oldest point kept) and the newest point are always shown; of the
  /// others, only those within `radius` of the current point, each run left out said with
  /// its count:
  ///
  /// ```
  /// 30 commands; now after command 15.          (history.listing(radius: 3))
  ///      0   1.300s  start
  ///   … 11 earlier commands
  ///     12   6.300s  wait 500ms
  ///     13   6.800s  wait 500ms
  ///     14   7.300s  wait 500ms
  ///   * 15   7.800s  wait 500ms
  ///     16   8.300s  wait 500ms
  ///     17   8.800s  wait 500ms
  ///     18   9.300s  wait 500ms
  ///   … 11 later commands
  ///     30  15.300s  wait 500ms
  /// ```
  ///
  /// O(radius) lines, whatever the history's length.
  ///
  /// - Parameter radius: How many points before and after the current one are shown.
  /// - Returns: The lines, joined with line breaks.
  public func listing(radius: Int = 10) -> String {
    guard newest > 0 else { return "No commands yet." }
    let radius = max(0, radius)
    let dropped = oldest > 0 ? ", the first \(oldest) dropped" : ""
    let place = position == 0 ? "at the start" : "after command \(position)"
    let lower = max(oldest + 1, position - radius)
    let upper = min(newest - 1, position + radius)
    let shown = [oldest] + (lower <= upper ? Array(lower...upper) : []) + [newest]
    let rows = shown.map { point in
      entry(point).map { (point, Self.seconds($0.time), $0.text) }
        ?? (point, Self.seconds(oldestTime), oldest == 0 ? "start" : "(the oldest point kept)")
    }
    let numberWidth = String(newest).count
    let timeWidth = rows.map(\.1.count).max() ?? 0
    func line(_ row: (point: Int, time: String, text: String)) -> String {
      let number = String(row.point)
      return "  " + (row.point == position ? "* " : "  ")
        + String(repeating: " ", count: numberWidth - number.count) + number + "  "
        + String(repeating: " ", count: timeWidth - row.time.count) + row.time + "  " + row.text
    }
    var lines = ["\(Self.counted(newest - oldest, "command"))\(dropped); now \(place)."]
    lines.append(line(rows[0]))
    if lower - oldest - 1 > 0 {
      lines.append("  … " + Self.counted(lower - oldest - 1, "earlier command"))
    }
    lines += rows.dropFirst().dropLast().map(line)
    if newest - upper - 1 > 0 {
      lines.append("  … " + Self.counted(newest - upper - 1, "later command"))
    }
    if let last = rows.last { lines.append(line(last)) }
    return lines.joined(separator: "\n")
  }

  /// `1 command`, `40 commands`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `1.300s`: seconds to the millisecond, as launch events write them.
  private static func seconds(_ time: Duration) -> String {
    let (whole, attoseconds) = time.components
    let milliseconds = whole * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
      + "s"
  }
}
