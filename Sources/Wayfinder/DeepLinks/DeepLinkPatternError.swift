/// Why a deep-link pattern could not be parsed, and where in the pattern.
public struct DeepLinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems a pattern can have.
  public enum Reason: Hashable, Sendable {
    /// No `scheme://` at the start.
    case missingScheme
    /// A segment that mixes a placeholder with other text, or an unbalanced brace.
    case partialPlaceholder
    /// A placeholder whose name is empty or not made of letters, digits and `_`.
    case badPlaceholderName(String)
    /// A placeholder type other than `int`, `string`, `bool` and `double`.
    case unknownType(String)
    /// Two placeholders with the same name.
    case duplicatePlaceholder(String)
  }

  /// The pattern as written.
  public var pattern: String
  /// The offset, in characters from the start of the pattern, of the offending part.
  public var offset: Int
  /// What is wrong.
  public var reason: Reason

  /// A short text for messages.
  public var description: String {
    switch reason {
    case .missingScheme:
      "Deep link pattern '\(pattern)' has no scheme; write it as 'scheme://host/path'."
    case .partialPlaceholder:
      "Deep link pattern '\(pattern)': a placeholder must be a whole segment, like '/{id:int}'."
    case .badPlaceholderName(let name):
      "Deep link pattern '\(pattern)': '\(name)' is not a valid placeholder name."
    case .unknownType(let type):
      "Deep link pattern '\(pattern)': unknown type '\(type)'"
        + (Suggestions.closest(to: type, in: ArgumentType.allCases.map(\.rawValue))
          .map { "; did you mean '\($0)'?" } ?? "; use int, string, bool or double.")
    case .duplicatePlaceholder(let name):
      "Deep link pattern '\(pattern)': placeholder '\(name)' appears twice."
    }
  }
}
