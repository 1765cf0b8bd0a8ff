/// A transition that fades the view in and out, as SwiftUI's `.opacity`.
public struct OpacityTransition: Transition {
  /// The fade.
  public init() {}

  /// Hidden before it appears and after it disappears; opaque on screen.
  public func opacity(in phase: TransitionPhase) -> Double {
    phase == .identity ? 1 : 0
  }
}
