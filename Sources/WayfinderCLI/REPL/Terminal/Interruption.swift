import Wayfinder

/// Counts Ctrl-C presses (SIGINT) as they arrive, from any thread, so a command that was
/// running when one came can be cancelled once it returns.
enum Interruption {
  private static let counter = Locked(0)

  /// How many have arrived so far.
  static var count: Int { counter.withLock { $0 } }

  /// Counts one; called by the signal handler.
  static func record() {
    counter.withLock { $0 += 1 }
  }
}
