import Synchronization

/// A registration of a launch-event observer. The observer stops being called when this is
/// cancelled or released, so keep it for as long as you want to observe.
public final class LaunchObservation: Sendable {
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Mutex(onCancel)
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
