public import Wayfinder

/// What a session command did: the navigation transitions and launch events, in the order they
/// happened, each with the session time it happened at — the simulation's own output.
public typealias SessionOutput = LaunchSimulation<ScreenRoute>.Output

extension LaunchSimulation.Output {
  /// Appends what another command did.
  public mutating func append(contentsOf other: Self) {
    append(other)
  }

  /// The same output with every time moved later by `offset` (earlier launches' time).
  /// O(entries).
  func shifted(by offset: Duration) -> Self {
    guard offset != .zero else { return self }
    var copy = self
    copy.entries = entries.map { entry -> Entry in
      switch entry {
      case .transition(let transition, let time):
        return .transition(transition, at: time + offset)
      case .event(var event):
        event.time += offset
        return .event(event)
      }
    }
    return copy
  }
}
