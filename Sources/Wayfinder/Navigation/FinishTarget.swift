/// What a modal's "done" action (a flow file's `finish: true`) ends, decided by the state alone.
///
/// The same modal may be presented by an interaction step (what's new at launch) and by the
/// app on demand (what's new from Settings). Its "done" action then means two things:
///
/// | The modal on top | `finish` |
/// |---|---|
/// | presented by an interaction step | ``step(_:)``: the step finishes (its modal goes, its facts are set) |
/// | presented by the app | ``modal(_:)``: the modal is dismissed, as ``NavigationCommand/dismissModal(_:)`` |
/// | none | `nil`: there is nothing to finish |
///
/// ```swift
/// switch state.finishTarget {
/// case .step(let step)?: try launch.finish(step, in: &state)
/// case .modal(let id)?: try state.apply(.dismissModal(id))
/// case nil: break  // refused: nothing to finish
/// }
/// ```
public enum FinishTarget: Hashable, Sendable {
  /// The interaction step that presented the modal on top.
  case step(StepID)
  /// The modal on top, which no interaction step presented.
  case modal(ModalID)
}

extension NavigationState {
  /// What a "done" action on the screen on top ends: the step that presented the topmost
  /// modal, or that modal itself when the app presented it; `nil` when no modal is up. O(1).
  public var finishTarget: FinishTarget? {
    guard let top = modals.last else { return nil }
    if let mark = top.interaction { return .step(mark.step) }
    return .modal(top.id)
  }

  /// The command that performs a finish of `target` when no step is involved:
  /// ``NavigationCommand/dismissModal(_:)`` for a modal the app presented; `nil` for a step,
  /// which the interaction sequence ends.
  public static func command(finishing target: FinishTarget) -> NavigationCommand<Route>? {
    switch target {
    case .step: nil
    case .modal(let id): .dismissModal(id)
    }
  }
}
