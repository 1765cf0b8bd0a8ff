/// One applied command: the state before, the state after, and the command that caused it.
///
/// Observers, traces and tests consume transitions. A command that changes nothing (popping to
/// the root of a stack already at its root) still yields a transition, with equal states.
public struct Transition<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state the command was applied to.
  public var before: NavigationState<Route>
  /// The state the command produced.
  public var after: NavigationState<Route>
  /// The command.
  public var command: NavigationCommand<Route>

  /// Creates a transition record.
  public init(
    before: NavigationState<Route>, after: NavigationState<Route>, command: NavigationCommand<Route>
  ) {
    self.before = before
    self.after = after
    self.command = command
  }

  /// Whether the command changed the state.
  public var changedState: Bool { before != after }
}

extension Transition: Codable where Route: Codable {}
