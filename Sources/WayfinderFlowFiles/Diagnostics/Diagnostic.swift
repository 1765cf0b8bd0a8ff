/// One problem found in flow files, with where it is and, for a misspelt name, a suggestion.
///
/// ```
/// Flows/demo/app.yaml:12:7: error: unknown screen 'secondry1'
///           - { label: Next, push: secondry1 }
///                                  ^
/// Did you mean 'secondary1'?
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// The app cannot be loaded as written.
    case error
    /// The app loads, but something is probably not what its author meant.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .error && rhs == .warning
    }
  }

  /// Error or warning.
  public var severity: Severity
  /// What is wrong, in one line, quoting the names involved.
  public var message: String
  /// Where it is, or `nil` for a problem with no place in a file (such as an empty folder).
  public var location: FileLocation?
  /// A name the author probably meant, shown as `Did you mean '...'?`.
  public var suggestion: String?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ message: String, at location: FileLocation?,
    suggestion: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.suggestion = suggestion
  }

  /// The first line: `path:line:column: error: message`, or `error: message` without a place.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message)"
  }

  /// `Did you mean 'name'?`, when there is a suggestion.
  public var suggestionText: String? { suggestion.map { "Did you mean '\($0)'?" } }
}
