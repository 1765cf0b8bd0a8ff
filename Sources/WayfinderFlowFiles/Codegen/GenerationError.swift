/// Why an app's Swift source could not be generated.
public enum GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The root of a flow or modal takes parameters, so no argument-free route can stand for it.
  case rootWithParameters(screen: String, owner: String)
  /// The type prefix is not usable as the start of a Swift type name.
  case invalidPrefix(String)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .rootWithParameters(let screen, let owner):
      "screen '\(screen)' is the root of \(owner) and takes parameters; a root is shown before "
        + "anything can pass it arguments. Remove its params or make another screen the root."
    case .invalidPrefix(let prefix):
      "'\(prefix)' cannot start a Swift type name; pass a --type-prefix made of letters and digits."
    }
  }
}
