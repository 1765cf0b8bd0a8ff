import Synchronization

/// Counts Ctrl-C presses (SIGINT) as they arrive, from any thread, so a command that was
/// running when one came can be cancelled once it returns.
enum Interruption {
  private static let counter = Atomic<Int>(0)

  /// How many have arrived so far.
  static var count: Int { counter.load(ordering: .acquiring) }

  /// Counts one; called by the signal handler.
  static func record() {
    counter.add(1, ordering: .releasing)
  }
}
