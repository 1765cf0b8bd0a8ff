/// SwiftUI's `Transition`, as far as a test needs it: how a view looks while it appears and
/// disappears.
///
/// Declared under SwiftUI's name for the same reason as ``Tab``.
public protocol Transition {
  /// The view's opacity, from 0 (hidden) to 1, in `phase`.
  func opacity(in phase: TransitionPhase) -> Double
}

/// Where a view is in its transition, as SwiftUI's `TransitionPhase` says.
public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to be inserted.
  case willAppear
  /// The view is on screen.
  case identity
  /// The view has been removed.
  case didDisappear
}
