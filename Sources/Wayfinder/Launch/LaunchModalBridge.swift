import Synchronization

/// Ends the wait of a modal step exactly once, from whichever comes first: the user finishing
/// the modal, or the step's task being cancelled.
///
/// The state (idle, waiting, resolved) sits behind a `Mutex`, so `resolve(_:)` may be called
/// from any thread, before the wait has begun (a task cancelled before its body runs calls
/// its cancellation handler at once), or more than once (later calls do nothing). The waiting
/// continuation is resumed exactly once, outside the lock.
final class LaunchModalBridge: Sendable {
  /// How the wait ended.
  enum Outcome: Hashable, Sendable {
    case finished
    case cancelled
  }

  private enum State {
    case idle
    case waiting(CheckedContinuation<Outcome, Never>)
    case resolved(Outcome)
  }

  private let state = Mutex<State>(.idle)

  /// Waits until ``resolve(_:)`` is called; returns at once if it already was. Only one task
  /// waits on a bridge; a second waiter is answered `.cancelled` at once.
  func wait() async -> Outcome {
    await withCheckedContinuation { continuation in
      let outcome: Outcome? = state.withLock { state in
        switch state {
        case .idle:
          state = .waiting(continuation)
          return nil
        case .resolved(let outcome):
          return outcome
        case .waiting:
          return .cancelled
        }
      }
      if let outcome { continuation.resume(returning: outcome) }
    }
  }

  /// Ends the wait with `outcome`, unless it has already ended.
  ///
  /// - Returns: Whether this call decided the outcome.
  @discardableResult
  func resolve(_ outcome: Outcome) -> Bool {
    let (decided, continuation) = state.withLock {
      state -> (Bool, CheckedContinuation<Outcome, Never>?) in
      switch state {
      case .idle:
        state = .resolved(outcome)
        return (true, nil)
      case .waiting(let continuation):
        state = .resolved(outcome)
        return (true, continuation)
      case .resolved:
        return (false, nil)
      }
    }
    continuation?.resume(returning: outcome)
    return decided
  }

  /// How the wait ended, or `nil` while it has not.
  var outcome: Outcome? {
    state.withLock { state in
      if case .resolved(let outcome) = state { return outcome }
      return nil
    }
  }
}
