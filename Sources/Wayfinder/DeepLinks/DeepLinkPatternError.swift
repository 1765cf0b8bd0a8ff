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
    /// A path placeholder marked optional or given a default: `/{q:string?}`.
    case optionalPathPlaceholder(String)
    /// A placeholder both optional and with a default: `{q:string?=x}`.
    case optionalWithDefault(String)
    /// A default that is not a value of the placeholder's type: `{page:int=first}`.
    case badDefault(String, type: ArgumentType, text: String)
    /// A query item that is not `key=value` with a literal, non-empty key.
    case malformedQueryItem(String)
    /// Two query items with the same key.
    case duplicateQueryKey(String)
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
    case .optionalPathPlaceholder(let name):
      "Deep link pattern '\(pattern)': path placeholder '{\(name)}' is always required; "
        + "only query placeholders may be optional or have a default, like '?\(name)={\(name)=…}'."
    case .optionalWithDefault(let name):
      "Deep link pattern '\(pattern)': placeholder '{\(name)}' is marked optional and has a "
        + "default; keep one: '?' leaves it out when absent, '=value' gives the value."
    case .badDefault(let name, let type, let text):
      "Deep link pattern '\(pattern)': default '\(text)' of '{\(name)}' is not "
        + "\(type.article) \(type)."
    case .malformedQueryItem(let item):
      "Deep link pattern '\(pattern)': query item '\(item)' must be 'key=value' or "
        + "'key={name:type}', with a literal key."
    case .duplicateQueryKey(let key):
      "Deep link pattern '\(pattern)': query key '\(key)' appears twice."
    }
  }
}
