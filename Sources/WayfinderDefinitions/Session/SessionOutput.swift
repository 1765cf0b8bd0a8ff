public import Wayfinder

/// What a session command did: the navigation transitions and launch events, in order.
public struct SessionOutput: Sendable {
  /// The navigation transitions, in order.
  public var transitions: [Transition<ScreenRoute>] = []
  /// The launch events, in order, stamped with the session's time.
  public var events: [LaunchEvent] = []

  /// An empty output.
  public init() {}

  mutating func append(_ output: LaunchSimulation<ScreenRoute>.Output) {
    transitions += output.transitions
    events += output.events
  }

  mutating func append(_ transition: Transition<ScreenRoute>) {
    transitions.append(transition)
  }
}
