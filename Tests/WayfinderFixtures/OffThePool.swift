import Foundation

/// Runs `work` — long, synchronous computation — on a thread of its own and returns its result.
///
/// The tests share the cooperative pool, which has a thread per core. A test that computes for
/// seconds on one of them keeps the tests that await events (the coordinator's, on a test clock)
/// waiting that long for each step; on a thread of its own it only shares the cores.
/// Expectations stay in the test, on what `work` returns.
package func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: work()) }.start()
  }
}
