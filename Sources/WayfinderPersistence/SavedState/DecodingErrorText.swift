/// Short, one-line wording of a `DecodingError` for a person: where in the document, and what.
///
/// `'navigation.tabs[0].root' is missing`, `'facts.region.type' is not valid: ...`.
enum DecodingErrorText {
  /// The wording of `error`; other errors are described as they describe themselves.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context):
      return "\(place(context.codingPath)) is not \(name(of: type))"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)) is null, not \(name(of: type))"
    case .dataCorrupted(let context):
      return "\(place(context.codingPath)) is not valid: \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }

  /// `'navigation.tabs[0].root'`, or `the document` for the top level.
  static func place(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return DocumentNode.name(text)
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "a boolean"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
