public import Wayfinder

/// Why something a view asked of a ``NavigationModel`` did not happen: the engine refused a
/// navigation, or the launch sequence refused a step request.
///
/// The model never swallows one: it keeps the latest as ``NavigationModel/lastRefusal`` and
/// hands each to ``NavigationModel/onRefusal``.
public enum NavigationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The transition function refused a navigation command; the state is unchanged.
  case navigation(NavigationError)
  /// The launch sequence refused to finish, cancel or hand-shake a step.
  case step(StepRequestError)

  /// The engine's sentence for a person.
  public var description: String {
    switch self {
    case .navigation(let error): error.description
    case .step(let error): error.description
    }
  }
}
