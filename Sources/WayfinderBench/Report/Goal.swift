import Foundation

/// What a row promises of its judged figure: a ratio to a baseline measured in the same run,
/// a ratio of the same work at two sizes, or a budget a person using the tool would notice.
/// Never a rate of the host: a rate measured on one machine fails on a slower one though the
/// code has not changed.
struct Goal: Equatable {
  enum Kind: String {
    /// Against a baseline measured in the same run, round by round.
    case ratio
    /// The same work at a larger size against a smaller.
    case scaling
    /// A delay or a size a person notices, e.g. the REPL's first screen within 50 ms.
    case budget
  }

  enum Comparison: String {
    case atMost = "≤"
    case atLeast = "≥"
  }

  var kind: Kind
  var comparison: Comparison
  /// The limit, in the unit of the row's judged figure.
  var limit: Double
  /// The limit's unit and what it is of, as the goal cell shows it after the figure:
  /// `"× the floor"`, `" ms"`, `"×"`.
  var unit: String

  static func ratio(_ comparison: Comparison = .atMost, _ limit: Double, _ unit: String) -> Goal {
    Goal(kind: .ratio, comparison: comparison, limit: limit, unit: unit)
  }

  static func scaling(_ limit: Double, _ unit: String = "×") -> Goal {
    Goal(kind: .scaling, comparison: .atMost, limit: limit, unit: unit)
  }

  static func budget(_ comparison: Comparison = .atMost, _ limit: Double, _ unit: String) -> Goal {
    Goal(kind: .budget, comparison: comparison, limit: limit, unit: unit)
  }

  /// The goal cell: `"≤ 2× Mutex (ratio)"`.
  var description: String {
    "\(comparison.rawValue) \(Self.number(limit))\(unit) (\(kind.rawValue))"
  }

  /// Whether `value` meets the goal.
  func isMet(by value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch comparison {
    case .atMost: return value <= limit
    case .atLeast: return value >= limit
    }
  }

  /// How far `value` is from the limit, as a share of the limit: positive on the goal's side,
  /// negative past it.
  func margin(of value: Double) -> Double {
    guard limit != 0 else { return 0 }
    switch comparison {
    case .atMost: return (limit - value) / limit
    case .atLeast: return (value - limit) / limit
    }
  }

  /// The result cell for a judged `value`: `"pass, 27 % margin"` or `"FAIL, 12 % over"`.
  func result(for value: Double) -> String {
    let percent = Int((abs(margin(of: value)) * 100).rounded())
    return isMet(by: value) ? "pass, \(percent) % margin" : "FAIL, \(percent) % over"
  }

  /// A limit as the goal cell writes it: `2`, `1.02`, `0.5`.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Reads a goal cell back (`"≤ 1.02 (ratio)"`), for checking a document against the bench's
  /// own judging; nil for anything else, such as `"-"`.
  init?(parsing cell: String) {
    guard let match = cell.wholeMatch(of: /(≤|≥) ([0-9.]+)(.*) \((ratio|scaling|budget)\)/),
      let comparison = Comparison(rawValue: String(match.output.1)),
      let limit = Double(match.output.2), let kind = Kind(rawValue: String(match.output.4))
    else { return nil }
    self.init(kind: kind, comparison: comparison, limit: limit, unit: String(match.output.3))
  }

  init(kind: Kind, comparison: Comparison, limit: Double, unit: String) {
    self.kind = kind
    self.comparison = comparison
    self.limit = limit
    self.unit = unit
  }
}
