/// What caused a ``StateTransition``: a command someone sent, or a change the interaction sequence
/// made.
public enum TransitionCause<Route: Hashable & Sendable>: Hashable, Sendable {
  /// A ``NavigationCommand`` sent by the app, a coordinator, the REPL or a test.
  case command(NavigationCommand<Route>)
  /// A change made by the interaction sequence (``InteractionCoordinator``, ``InteractionSimulation``).
  case interaction(InteractionCommand<Route>)
  /// A window opened, became active or closed (``WindowChange``): the transition goes from
  /// the state of the window active before to that of the window active after.
  case window(WindowChange)
}

extension TransitionCause: Codable where Route: Codable {}

extension TransitionCause: CustomStringConvertible {
  /// The command's or the change's own description: `push 'secondary1'`,
  /// `present step 'passcode'`.
  public var description: String {
    switch self {
    case .command(let command): command.description
    case .interaction(let change): change.description
    case .window(let change): change.description
    }
  }
}
