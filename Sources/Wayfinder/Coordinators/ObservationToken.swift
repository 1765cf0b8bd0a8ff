/// A registration of an observer — of navigation transitions or of launch events. The observer
/// stops being called when this is cancelled or released, so keep it for as long as you want to
/// observe.
///
/// ```swift
/// let observation = navigator.observe { transition in print(transition.command) }
/// // ...
/// observation.cancel()
/// ```
public final class ObservationToken: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Stops the observer. Calling it again does nothing.
  public func cancel() {
    let body = onCancel.withLock { body in
      defer { body = nil }
      return body
    }
    body?()
  }

  deinit { cancel() }
}
