import Foundation

/// The figures of one measure over its rounds, judged by their median and shown with their
/// spread, so that one lucky or unlucky round neither makes nor breaks a goal.
struct Sample {
  /// One figure a round, in the unit the row states.
  var values: [Double]

  init(_ values: [Double]) { self.values = values }

  /// The middle round (the mean of the two middle ones for an even count); NaN with no rounds.
  var median: Double { Self.quantile(values, 0.5) }

  /// The low and high ends of the spread: every round with fewer than ten, else the middle
  /// 80 % (the 10th to the 90th percentile), so that a scheduler hiccup in one of a hundred
  /// rounds does not stand for the measure.
  var spread: (low: Double, high: Double) {
    let sorted = values.sorted()
    guard sorted.count >= 10 else { return (sorted.first ?? .nan, sorted.last ?? .nan) }
    return (Self.quantile(sorted, 0.1), Self.quantile(sorted, 0.9))
  }

  /// `"median 1.80× (1.60–2.10)"`, each figure written by `format`; a single round is shown
  /// as itself, `"1.80× (1 round)"`.
  func described(_ format: (Double) -> String) -> String {
    guard values.count > 1 else {
      return "\(values.first.map(format) ?? "-") (1 round)"
    }
    let (low, high) = spread
    return "median \(format(median)) (\(format(low))–\(format(high)))"
  }

  /// Round by round, this sample over `base` (rounds measured in turn with the baseline's, so
  /// that both saw the same load); with counts that differ, each round over `base`'s median.
  func over(_ base: Sample) -> Sample {
    if values.count == base.values.count {
      return Sample(zip(values, base.values).map { $0 / $1 })
    }
    let middle = base.median
    return Sample(values.map { $0 / middle })
  }

  /// Each round over `base`'s median: for a measure not taken in turn with its baseline, as
  /// the same work at another size.
  func overMedian(of base: Sample) -> Sample {
    let middle = base.median
    return Sample(values.map { $0 / middle })
  }

  /// Each round's figure scaled by `factor` (seconds to milliseconds, say).
  func scaled(by factor: Double) -> Sample { Sample(values.map { $0 * factor }) }

  /// The `q` quantile of `values` by linear interpolation between the ranks around it.
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let position = q * Double(sorted.count - 1)
    let below = Int(position.rounded(.down))
    let above = min(below + 1, sorted.count - 1)
    let fraction = position - Double(below)
    return sorted[below] + (sorted[above] - sorted[below]) * fraction
  }

  /// Times `body` for `rounds` rounds: seconds each.
  static func timing(rounds: Int, _ body: () -> Void) -> Sample {
    var times: [Double] = []
    times.reserveCapacity(rounds)
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      body()
      times.append((ContinuousClock.now - start).inSeconds)
    }
    return Sample(times)
  }
}
