/// How a user came to the state a restore analysis restores: what the last step of the way
/// there was. States are told apart by it, so that a screen reached by a link (whose stack the
/// link builds) and the same screen reached by navigating are weighed apart.
public enum RestoreArrival: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The launch itself, with the app's facts or with some changed before it.
  case launch
  /// A deep link: `open URL`, an action that opens one, or a move that lets a held link land
  /// (finishing the gate that held it).
  case link
  /// Navigating in the app: a tap, a tab, `dismiss`.
  case navigation
  /// A state file given to the analysis.
  case stateFile

  /// `at launch`, `after a link`, `after navigating`, `from a state file`.
  public var description: String {
    switch self {
    case .launch: "at launch"
    case .link: "after a link"
    case .navigation: "after navigating"
    case .stateFile: "from a state file"
    }
  }
}
