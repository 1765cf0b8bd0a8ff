extension InteractionSimulation.Output {
  /// The same output with every time moved later by `offset` (time that passed in earlier
  /// launches). O(entries).
  package func shifted(by offset: Duration) -> Self {
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
