/// A `with:` value written as a template, `"{id}"`, filled in when the action is taken: from
/// the argument of the screen the action is on, or from a fact.
///
/// ```yaml
/// product:
///   params: { id: int }
///   actions:
///     - { label: Reviews, push: reviews, with: { id: "{id}" } }
/// ```
///
/// A name that is both a parameter of the screen and a fact means the parameter. Templates
/// are type-checked when the app loads, like literal values.
public struct ForwardedArgument: Hashable, Sendable {
  /// Where a template's value comes from.
  public enum Source: Hashable, Sendable, CustomStringConvertible {
    /// An argument of the screen the action is on.
    case parameter(String)
    /// A fact's value when the action is taken.
    case fact(String)

    /// `parameter 'id'` or `fact 'region'`.
    public var description: String {
      switch self {
      case .parameter(let name): "parameter '\(name)'"
      case .fact(let name): "fact '\(name)'"
      }
    }
  }

  /// Which route of the navigation the value is for, counted in
  /// ``FlowAction/Navigation/routes``: 0 for `push` and `present`, the position in the list
  /// for `replace`, a transaction's steps' routes one after another.
  public var route: Int
  /// The target screen's parameter.
  public var parameter: String
  /// The type the target parameter expects.
  public var type: ArgumentType
  /// Where the value comes from.
  public var source: Source

  /// Creates a forwarded argument.
  public init(route: Int = 0, parameter: String, type: ArgumentType, source: Source) {
    self.route = route
    self.parameter = parameter
    self.type = type
    self.source = source
  }
}
