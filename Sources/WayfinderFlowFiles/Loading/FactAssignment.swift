internal import WayfinderPersistence

/// A `set:`/`sets:` entry as written, typed once every fact is known.
struct FactAssignment {
  /// Who sets the fact.
  enum Owner: Hashable {
    case step(Int)
    case action(screen: String, index: Int)
    /// An environment event, by its position in `environment:`: it may set only facts the app
    /// declares or its steps and actions set.
    case environment(Int)
  }

  var owner: Owner
  var name: String
  var value: ScalarValue
  /// The value's text as written, for versions written as plain numbers (`2.0`).
  var text: String
  var nameLocation: FileLocation
  var valueLocation: FileLocation
  /// Whether the value is the word `version`, which sets a version fact to the app's own
  /// version (`set: { lastSeenVersion: version }`; `"version"` in JSON).
  var isAppVersion: Bool { text == "version" }
}

/// An action's `when:` condition waiting for every fact to be known before it is parsed.
struct PendingActionCondition {
  var screen: String
  var index: Int
  var text: String
  var location: FileLocation
  var exact: Bool
}

/// A `when:` condition waiting for every fact to be known before it is parsed.
struct PendingCondition {
  var step: Int
  var text: String
  /// Where the condition's text starts.
  var location: FileLocation
  /// Whether columns inside the text map one to one onto the file (a single-line scalar with no
  /// escapes).
  var exact: Bool
}
