/// A figure from an earlier run, kept as a baseline: it says which commit recorded it, so that
/// nobody reads it as measured beside the row's own figure.
struct Recorded {
  var figure: String
  var commit: String

  /// `"28 046 /s, recorded at fa87d4b"`.
  var description: String { "\(figure), recorded at \(commit)" }
}
