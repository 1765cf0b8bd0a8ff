/// The observers of a coordinator's launch events, callable from any thread; the UI model's
/// too, which relays the events of each coordinator it holds to them.
package final class InteractionEventHub: Sendable {
  private struct Observers {
    var bodies: [(id: UInt64, body: @Sendable (InteractionEvent) -> Void)] = []
    var nextID: UInt64 = 0
  }

  private let observers = Locked(Observers())

  /// A hub with no observers.
  package init() {}

  /// Calls `body` with every event from now on, until the observation ends.
  package func observe(_ body: @escaping @Sendable (InteractionEvent) -> Void) -> ObservationToken {
    let id = observers.withLock { observers in
      defer { observers.nextID += 1 }
      observers.bodies.append((observers.nextID, body))
      return observers.nextID
    }
    return ObservationToken { [weak self] in
      self?.observers.withLock { observers in observers.bodies.removeAll { $0.id == id } }
    }
  }

  /// Every event from now on, as an asynchronous sequence that buffers what its reader has
  /// not consumed yet. Stops observing when the reader stops iterating.
  package func events() -> AsyncStream<InteractionEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: InteractionEvent.self)
    let observation = observe { continuation.yield($0) }
    continuation.onTermination = { _ in observation.cancel() }
    return stream
  }

  /// Calls every observer with `event`, outside the lock, in registration order.
  package func deliver(_ event: InteractionEvent) {
    let bodies = observers.withLock { observers in observers.bodies.map(\.body) }
    for body in bodies { body(event) }
  }

  /// Whether anyone observes (events are not even built otherwise).
  package var isObserved: Bool { observers.withLock { !$0.bodies.isEmpty } }
}
