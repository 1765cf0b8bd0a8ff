import Foundation

/// One line of a benchmark table: a measure, Wayfinder's figure, the baseline's, the figure the
/// goal judges (the median of the rounds, with their spread), the goal, and the result.
struct BenchmarkRow {
  /// What is measured, e.g. "launch makespan / critical path (20-step DAG)".
  var measure: String
  /// Wayfinder's figure, formatted with its unit.
  var wayfinder: String
  /// The baseline's figure, formatted with its unit ("-" when there is none).
  var baseline: String
  /// The judged figure: `"median 1.80× (1.60–2.10)"`, or `"-"`.
  var judged: String
  /// The goal; nil for a row shown for reference.
  var goal: Goal?
  /// Why the row fails whatever its figure (a scenario failed, an app did not load); nil when
  /// nothing but the figure decides.
  var failure: String?

  /// A row judged on `sample`'s median, each figure written by `format`.
  init(
    measure: String, wayfinder: String, baseline: String = "-", sample: Sample,
    format: (Double) -> String, goal: Goal?, failure: String? = nil
  ) {
    self.measure = measure
    self.wayfinder = wayfinder
    self.baseline = baseline
    self.judged = sample.values.isEmpty ? "-" : sample.described(format)
    self.goal = goal
    self.failure = failure
  }

  /// A row whose judged cell is written out (`"-"` for none).
  init(
    measure: String, wayfinder: String, baseline: String = "-", judged: String = "-",
    goal: Goal? = nil, failure: String? = nil
  ) {
    self.measure = measure
    self.wayfinder = wayfinder
    self.baseline = baseline
    self.judged = judged
    self.goal = goal
    self.failure = failure
  }

  /// The result cell: `"-"` for a row with no goal, else the goal's verdict on the judged
  /// figure as the cell shows it (so that a reader re-judging the cell agrees).
  var result: String {
    if let failure { return "FAIL: \(failure)" }
    guard let goal else { return "-" }
    guard let value = Self.judgedValue(in: judged) else { return "FAIL: nothing measured" }
    return goal.result(for: value)
  }

  /// Whether the row meets its goal (true for a row with no goal).
  var passed: Bool { !result.hasPrefix("FAIL") }

  /// The figure a judged cell's goal reads: the number after `"median "`, or the cell's first
  /// number (`"1.80× (1 round)"`).
  static func judgedValue(in cell: String) -> Double? {
    let text = cell.hasPrefix("median ") ? cell.dropFirst("median ".count) : Substring(cell)
    guard let match = text.prefixMatch(of: /[0-9]+(\.[0-9]+)?/) else { return nil }
    return Double(match.output.0)
  }

  /// The cells in table order.
  var cells: [String] {
    [measure, wayfinder, baseline, judged, goal?.description ?? "-", result]
  }

  static let header = [
    "measure", "Wayfinder", "baseline", "judged: median (spread)", "goal", "result",
  ]
}

/// Figure formats the rows share.
enum Figure {
  /// `1.234` → `"1.23×"`.
  static func times(_ value: Double) -> String { String(format: "%.2f×", value) }
  /// Seconds → `"12.3 ms"`.
  static func milliseconds(_ seconds: Double) -> String {
    String(format: seconds < 0.01 ? "%.2f ms" : "%.1f ms", seconds * 1e3)
  }
  /// Seconds → `"12.3 µs"`.
  static func microseconds(_ seconds: Double) -> String {
    String(format: "%.2f µs", seconds * 1e6)
  }
}
