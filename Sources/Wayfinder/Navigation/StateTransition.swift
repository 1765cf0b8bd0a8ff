/// One applied change: the state before, the state after, and what caused it.
///
/// Observers, traces and tests consume transitions. A command that changes nothing (popping to
/// the root of a stack already at its root) still yields a transition, with equal states.
///
/// Named so that it reads beside `import SwiftUI`, whose `Transition` is a view transition: in a
/// file that imports both, neither needs its module's name.
public struct StateTransition<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state the change was applied to.
  public var before: NavigationState<Route>
  /// The state the change produced.
  public var after: NavigationState<Route>
  /// A command someone sent, or a change the interaction sequence made.
  public var cause: TransitionCause<Route>

  /// Creates the record of a command.
  @inlinable
  public init(
    before: NavigationState<Route>, after: NavigationState<Route>, command: NavigationCommand<Route>
  ) {
    self.init(before: before, after: after, cause: .command(command))
  }

  /// Creates a transition record.
  @inlinable
  public init(
    before: NavigationState<Route>, after: NavigationState<Route>, cause: TransitionCause<Route>
  ) {
    self.before = before
    self.after = after
    self.cause = cause
  }

  /// The command, when someone sent one; `nil` for a change the interaction sequence made.
  public var command: NavigationCommand<Route>? {
    if case .command(let command) = cause { return command }
    return nil
  }

  /// Whether the change changed the state.
  public var changedState: Bool { before != after }

  /// The interaction modals this transition removed, in the order they were stacked. A
  /// shell tells its interaction sequence about each, so the step ends (as cancelled) exactly
  /// once. O(modals).
  @inlinable
  public var removedInteractions: [ModalInteraction] {
    guard before.modals.contains(where: { $0.interaction != nil }) else { return [] }
    let remaining = Set(after.modals.compactMap { $0.interaction })
    return before.modals.compactMap { $0.interaction }.filter { !remaining.contains($0) }
  }

  /// Whether the modals the app presented itself (``NavigationState/appModalIDs``) differ
  /// before and after: the interaction slot counts them. O(modals), no allocation.
  @inlinable
  public var changesAppModals: Bool {
    let old = before.modals
    let new = after.modals
    guard !(old.isEmpty && new.isEmpty) else { return false }
    var oldIndex = old.startIndex
    var newIndex = new.startIndex
    while true {
      while oldIndex < old.endIndex, old[oldIndex].interaction != nil { oldIndex += 1 }
      while newIndex < new.endIndex, new[newIndex].interaction != nil { newIndex += 1 }
      guard oldIndex < old.endIndex, newIndex < new.endIndex else {
        return (oldIndex < old.endIndex) != (newIndex < new.endIndex)
      }
      if old[oldIndex].id != new[newIndex].id { return true }
      oldIndex += 1
      newIndex += 1
    }
  }
}

extension StateTransition: Codable where Route: Codable {}
