public import Wayfinder

/// What a session command did: the navigation transitions and launch events, in the order they
/// happened, each with the session time it happened at.
public struct SessionOutput: Sendable {
  /// One thing that happened.
  public typealias Entry = LaunchSimulation<ScreenRoute>.Output.Entry

  /// Everything that happened, in order, stamped with the session's time.
  public var entries: [Entry] = []
  /// What a `run` made of its steps (already running, already ended), when one ran.
  public var report: LaunchRunReport?

  /// An empty output.
  public init() {}

  /// The navigation transitions, in order.
  public var transitions: [Transition<ScreenRoute>] {
    entries.compactMap { entry in
      if case .transition(let transition, _) = entry { return transition }
      return nil
    }
  }

  /// The launch events, in order.
  public var events: [LaunchEvent] {
    entries.compactMap { entry in
      if case .event(let event) = entry { return event }
      return nil
    }
  }

  /// Appends what another command did.
  public mutating func append(contentsOf other: SessionOutput) {
    entries += other.entries
    if let report = other.report { self.report = report }
  }

  mutating func append(_ output: LaunchSimulation<ScreenRoute>.Output) {
    entries += output.entries
    if let report = output.report { self.report = report }
  }

  /// The same output with every time moved later by `offset` (earlier launches' time).
  func shifted(by offset: Duration) -> SessionOutput {
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
