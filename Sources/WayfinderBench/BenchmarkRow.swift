/// One line of the benchmark table: a measure, Wayfinder's figure, the baseline's, and the goal.
struct BenchmarkRow {
  /// What is measured, e.g. "launch makespan / critical path (20-step DAG)".
  var measure: String
  /// Wayfinder's figure, formatted with its unit.
  var wayfinder: String
  /// The baseline's figure, formatted with its unit ("-" when there is none).
  var baseline: String
  /// Wayfinder ÷ baseline, or another ratio the goal is stated in ("-" when there is none).
  var ratio: String
  /// The goal, e.g. "≤ 1.02".
  var goal: String
  /// Whether the goal is met; `nil` for a row with no goal, shown for reference.
  var passed: Bool?

  static func printTable(_ rows: [BenchmarkRow]) {
    let header = ["measure", "Wayfinder", "baseline", "ratio", "goal", "result"]
    let cells = rows.map {
      [
        $0.measure, $0.wayfinder, $0.baseline, $0.ratio, $0.goal,
        $0.passed.map { $0 ? "pass" : "FAIL" } ?? "-",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + cells).map { $0[column].count }.max() ?? 0
    }
    func line(_ row: [String]) -> String {
      "| "
        + zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
        .joined(separator: " | ") + " |"
    }
    print(line(header))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for row in cells { print(line(row)) }
  }
}
