internal import Wayfinder

/// Why the contents of a state file cannot be read as a saved state.
///
/// Each description completes a sentence that starts with the file's name, so it reads as one
/// line: `State file 'state.json' is empty`. What it quotes from the file (a key, a value) is
/// shown with its control characters escaped (`TerminalText.sanitized(_:keepingLineBreaks:)`).
public enum SavedStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file has no bytes (or only white space).
  case empty
  /// The JSON stops before it is complete, as when a write was cut short.
  case truncated
  /// The bytes are not JSON; the detail says where.
  case notJSON(String)
  /// The JSON is not an object with a `schemaVersion`; the detail says what it is instead.
  case notSavedState(String)
  /// `schemaVersion` is not a schema version any build ever wrote; the detail quotes it.
  case invalidSchemaVersion(String)
  /// The document was written by a newer build, whose schema this build does not know.
  case newerSchema(found: Int, supported: Int)
  /// The document has the right version but not the right shape; the detail says where.
  case malformed(String)
  /// The state cannot be written as JSON; the detail says why.
  case unencodable(String)

  /// The rest of the sentence `State file 'state.json' ...`, safe to print on a terminal.
  public var description: String { TerminalText.sanitized(text) }

  private var text: String {
    switch self {
    case .empty: "is empty"
    case .truncated: "is cut short: its JSON ends before it is complete"
    case .notJSON(let detail): "is not valid JSON (\(detail))"
    case .notSavedState(let detail): "does not hold a saved state (\(detail))"
    case .invalidSchemaVersion(let detail): "has an invalid schema version (\(detail))"
    case .newerSchema(let found, let supported):
      "was saved by a newer version of Wayfinder (schema version \(found); this version reads up to \(supported))"
    case .malformed(let detail): "is corrupt (\(detail))"
    case .unencodable(let detail): "cannot be written as JSON (\(detail))"
    }
  }
}
