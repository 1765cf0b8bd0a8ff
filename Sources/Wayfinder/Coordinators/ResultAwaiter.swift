/// A call of ``Navigator/presentForResult(_:of:)`` as its navigator keeps it: where it stands
/// and which results it accepts. Reached only under the navigator's lock.
struct ResultAwaiter {
  /// Where the call stands. It moves forward only, and resumes once: from `waiting`, or when
  /// it attaches to an `ended` entry.
  enum Stage {
    /// The modal is up and the call has not suspended yet.
    case presented
    /// The call is suspended on `continuation`.
    case waiting(CheckedContinuation<(any Sendable)?, Never>)
    /// The modal ended (or the call was cancelled) before the call suspended: its result.
    case ended((any Sendable)?)
  }

  var stage: Stage = .presented
  /// Whether a value is of the type the call awaits.
  let accepts: @Sendable (any Sendable) -> Bool
  /// The type the call awaits, for messages.
  let typeName: String
}

/// A call to resume with a result, taken out of the lock to be resumed after it.
struct ResultDelivery {
  let continuation: CheckedContinuation<(any Sendable)?, Never>
  let value: (any Sendable)?

  func perform() { continuation.resume(returning: value) }
}
