import Foundation

/// How many random cases a property test plays: a sample in `swift test`, so the suite stays quick,
/// and the full count with `WAYFINDER_FULL_PROPERTIES=1`, which `.ci/run` sets for the suites that
/// use this, named in its step that runs them. Both play the same cases from the first seed on,
/// with the same checks; the sample is the full run's first cases.
enum PropertyRuns {
  /// Whether the full counts are asked for.
  static let isFull = ProcessInfo.processInfo.environment["WAYFINDER_FULL_PROPERTIES"] == "1"

  /// `full` when the full counts are asked for, else `sample`.
  static func count<Count: BinaryInteger>(full: Count, sample: Count) -> Count {
    isFull ? full : sample
  }
}
