/// A transition that changes nothing: the view appears and disappears at once, as SwiftUI's
/// `.identity`.
public struct IdentityTransition: Transition {
  /// No transition.
  public init() {}

  /// Opaque in every phase.
  public func opacity(in phase: TransitionPhase) -> Double { 1 }
}
