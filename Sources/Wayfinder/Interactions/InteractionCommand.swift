/// A change the interaction sequence makes to a ``NavigationState``: presenting and removing
/// an interaction's modal, and holding deep links while interactions are still to come.
///
/// These are not ``NavigationCommand``s: nobody but the sequence can send them, so no command a
/// user or an app sends can remove a gate or let a deep link past an interaction. Transitions
/// they cause carry ``TransitionCause/interaction(_:)`` so observers and traces see them.
public enum InteractionCommand<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Present `modal`, marked as belonging to an interaction step. Boxed (`indirect`) so
  /// that a ``TransitionCause`` stays a few words, as ``NavigationCommand/present(_:)`` is.
  indirect case present(Modal<Route>, ModalInteraction)
  /// Remove the modal of step `step` (and any modal presented over it).
  case end(StepID)
  /// Interactions are up or still to come: deep links wait.
  case holdDeepLinks
  /// No interaction is up or to come: a held deep link is applied now (on home).
  case releaseDeepLinks
  /// A home step's turn: the launch screen goes and home appears, part-way through the
  /// sequence. Unlike ``NavigationCommand/finishLaunch`` it may leave deep links held (an
  /// interaction not behind the home step is still to come); otherwise a held link lands.
  case showHome
}

extension InteractionCommand: Codable where Route: Codable {}

extension InteractionCommand: CustomStringConvertible {
  /// `present step 'passcode'`, `end step 'passcode'`, `hold deep links`,
  /// `release deep links`, `show home`.
  public var description: String {
    switch self {
    case .present(_, let mark): "present step '\(mark.step)'"
    case .end(let step): "end step '\(step)'"
    case .holdDeepLinks: "hold deep links"
    case .releaseDeepLinks: "release deep links"
    case .showHome: "show home"
    }
  }
}
