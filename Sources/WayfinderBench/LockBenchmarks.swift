import Foundation
import Synchronization
import Wayfinder

/// The package's lock (`Locked`, a pthread mutex) against `Synchronization.Mutex`, which it
/// replaced to reach back to macOS 13 and iOS 16: lock/unlock pairs per second, each adding to
/// the value it guards, taken from one thread, then from two at once.
///
/// The goal is a pair well under 1 % of a navigator send (a few microseconds, two pairs each):
/// 50 ns. Mutex is the reference, not the goal: it inlines its atomics, where a pthread mutex
/// is two calls.
enum LockBenchmarks {
  static let pairs = 10_000_000
  static let rounds = 5

  static func run() -> [BenchmarkRow] {
    [row(threads: 1), row(threads: 2)]
  }

  static func row(threads: Int) -> BenchmarkRow {
    let perThread = pairs / threads
    var ours = Double.infinity
    var theirs = Double.infinity
    for _ in 0..<rounds {
      let locked = Locked(0)
      ours = min(
        ours, time(threads: threads) { for _ in 0..<perThread { locked.withLock { $0 &+= 1 } } })
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        let mutex = Mutex(0)
        theirs = min(
          theirs, time(threads: threads) { for _ in 0..<perThread { mutex.withLock { $0 &+= 1 } } })
      }
    }
    let nanoseconds = ours / Double(pairs) * 1e9
    let baseline = theirs / Double(pairs) * 1e9
    let ratio = nanoseconds / baseline
    return BenchmarkRow(
      measure: threads == 1
        ? "lock/unlock pairs/s, one thread (10 M, Locked)"
        : "lock/unlock pairs/s, \(threads) threads at once (10 M, Locked)",
      wayfinder: String(format: "%.0f M/s (%.1f ns each)", Double(pairs) / ours / 1e6, nanoseconds),
      baseline: baseline.isFinite ? String(format: "Mutex %.1f ns", baseline) : "-",
      ratio: baseline.isFinite ? String(format: "%.2f× Mutex", ratio) : "-",
      goal: "≤ 50 ns",
      passed: nanoseconds <= 50)
  }

  /// Seconds for `threads` threads to run `body` at once, from the first start to the last end.
  static func time(threads: Int, _ body: @Sendable () -> Void) -> Double {
    let clock = ContinuousClock()
    let began = clock.now
    DispatchQueue.concurrentPerform(iterations: threads) { _ in body() }
    return (clock.now - began).inSeconds
  }
}
