internal import WayfinderFlows

/// A `set:`/`sets:` entry as written, typed once every fact is known.
struct FactAssignment {
  /// Who sets the fact.
  enum Owner: Hashable {
    case step(Int)
    case action(screen: String, index: Int)
  }

  var owner: Owner
  var name: String
  var value: ScalarValue
  /// The value's text as written, for versions written as plain numbers (`2.0`).
  var text: String
  var nameLocation: SourceLocation
  var valueLocation: SourceLocation
}

/// A `when:` condition waiting for every fact to be known before it is parsed.
struct PendingCondition {
  var step: Int
  var text: String
  /// Where the condition's text starts.
  var location: SourceLocation
  /// Whether columns inside the text map one to one onto the file (a single-line scalar with no
  /// escapes).
  var exact: Bool
}
