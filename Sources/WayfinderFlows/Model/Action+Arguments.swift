public import Wayfinder

extension Action {
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

    /// Which route of the effect the value is for: 0 for `push` and `present`, the position in
    /// the list for `replace`.
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

  /// A forwarded argument that has no value when the action is taken: a fact not set yet.
  public struct UnresolvedArgument: Error, Hashable, Sendable {
    /// The argument.
    public var argument: ForwardedArgument
  }

  /// The action's effect with every ``ForwardedArgument`` filled in from `current` (the route
  /// of the screen the action is on) and `facts`. O(forwarded arguments).
  ///
  /// - Throws: ``UnresolvedArgument`` when a source has no value (a fact never set).
  public func resolvedEffect(
    from current: ScreenRoute?, facts: Facts
  ) throws(UnresolvedArgument) -> Effect {
    guard !forwardedArguments.isEmpty else { return effect }
    var routes: [ScreenRoute]
    switch effect {
    case .push(let route): routes = [route]
    case .present(_, let root, _): routes = [root]
    case .replace(let list): routes = list
    default: return effect
    }
    for forwarded in forwardedArguments where routes.indices.contains(forwarded.route) {
      let value: ArgumentValue?
      switch forwarded.source {
      case .parameter(let name):
        value = current?.arguments[name].flatMap {
          $0.converted(to: forwarded.type)
        }
      case .fact(let name):
        value = facts[name].flatMap { ArgumentValue($0, as: forwarded.type) }
      }
      guard let value else { throw UnresolvedArgument(argument: forwarded) }
      routes[forwarded.route].arguments[forwarded.parameter] = value
    }
    switch effect {
    case .push: return .push(routes[0])
    case .present(let id, _, let style): return .present(id, root: routes[0], style: style)
    default: return .replace(routes)
    }
  }
}
