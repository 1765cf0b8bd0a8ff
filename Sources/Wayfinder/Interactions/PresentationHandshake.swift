/// A presentation or dismissal of an interaction modal that the host has not yet said is
/// finished on screen.
///
/// With hand-shakes on (`waitsForHandshakes: true` on ``InteractionCoordinator`` or
/// ``InteractionSimulation``), presenting a modal step's modal, and removing it, start an animation
/// the host must confirm: ``InteractionCoordinator/presentationFinished(_:)`` once the modal is on
/// screen, ``InteractionCoordinator/dismissalFinished(_:)`` once it has gone. Until then the next
/// interaction does not present, and the run does not end (home, and a held deep link, wait
/// for the last dismissal) — which is when UIKit allows the next presentation.
public enum PresentationHandshake: Hashable, Sendable, CustomStringConvertible {
  /// The modal is being presented.
  case presentation(ModalID)
  /// The modal is being dismissed.
  case dismissal(ModalID)

  /// The modal it concerns.
  public var modal: ModalID {
    switch self {
    case .presentation(let id), .dismissal(let id): id
    }
  }

  /// `presentation of 'passcode'`, `dismissal of 'passcode'`.
  public var description: String {
    switch self {
    case .presentation(let id): "presentation of '\(id)'"
    case .dismissal(let id): "dismissal of '\(id)'"
    }
  }
}
