public import Wayfinder

/// What a session command did: the navigation transitions and launch events, in the order they
/// happened, each with the session time it happened at (the simulation's own output), and
/// notices saying what no event says — a deep link held, a fact already so, nothing to cancel.
public struct SessionOutput: Sendable {
  /// One thing that happened: a transition or a launch event.
  public typealias Entry = InteractionSimulation<ScreenRoute>.Output.Entry

  /// Everything that happened, in order.
  public var entries: [Entry] = []
  /// What a run or an enqueue made of its steps; `nil` for other commands.
  public var report: InteractionRunReport?
  /// What the command did that no transition or event says, in order.
  public var notices: [SessionNotice] = []

  /// An empty output.
  public init() {}

  /// What the launch simulation did, with no notices.
  public init(_ output: InteractionSimulation<ScreenRoute>.Output) {
    entries = output.entries
    report = output.report
  }

  /// The navigation transitions, in order.
  public var transitions: [StateTransition<ScreenRoute>] {
    entries.compactMap { entry in
      if case .transition(let transition, _) = entry { return transition }
      return nil
    }
  }

  /// The launch events, in order.
  public var events: [InteractionEvent] {
    entries.compactMap { entry in
      if case .event(let event) = entry { return event }
      return nil
    }
  }

  /// Appends what another command did.
  public mutating func append(contentsOf other: SessionOutput) {
    entries += other.entries
    if let report = other.report { self.report = report }
    notices += other.notices
  }

  /// Appends what the launch simulation did.
  public mutating func append(_ other: InteractionSimulation<ScreenRoute>.Output) {
    append(contentsOf: SessionOutput(other))
  }

  /// The same output with every time moved later by `offset` (earlier launches' time).
  /// O(entries).
  func shifted(by offset: Duration) -> Self {
    guard offset != .zero else { return self }
    var copy = self
    var shifted = InteractionSimulation<ScreenRoute>.Output()
    shifted.entries = entries
    copy.entries = shifted.shifted(by: offset).entries
    return copy
  }
}
