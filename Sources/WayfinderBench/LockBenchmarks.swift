import Foundation
import Synchronization
import Wayfinder

/// The package's lock (`Locked`, a pthread mutex) against `Synchronization.Mutex`, which it
/// replaced to reach back to macOS 13 and iOS 16: lock/unlock pairs per second, each adding to
/// the value it guards, taken from one thread, then from two at once.
///
/// The goal is a pair at most twice `Mutex`'s, measured round by round beside it: a pthread
/// mutex is two calls where `Mutex` inlines its atomics, and `Locked` measured 1.2–1.5× it when
/// the goal was set. Where `Mutex` is not available there is no baseline and no verdict.
enum LockBenchmarks {
  static let pairs = 10_000_000
  static let rounds = 5

  static func run() -> [BenchmarkRow] {
    [row(threads: 1), row(threads: 2)]
  }

  static let goal = Goal.ratio(.atMost, 2, "× Mutex")

  static func row(threads: Int) -> BenchmarkRow {
    let perThread = pairs / threads
    var ours: [Double] = []
    var theirs: [Double] = []
    for _ in 0..<rounds {
      let locked = Locked(0)
      ours.append(
        time(threads: threads) { for _ in 0..<perThread { locked.withLock { $0 &+= 1 } } }
          / Double(pairs))
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        let mutex = Mutex(0)
        theirs.append(
          time(threads: threads) { for _ in 0..<perThread { mutex.withLock { $0 &+= 1 } } }
            / Double(pairs))
      }
    }
    let locked = Sample(ours)
    let mutex = Sample(theirs)
    let measure =
      threads == 1
      ? "lock/unlock pairs, one thread (10 M, Locked)"
      : "lock/unlock pairs, \(threads) threads at once (10 M, Locked)"
    let wayfinder = String(
      format: "%.0f M/s (%.1f ns each)", 1 / locked.median / 1e6, locked.median * 1e9)
    guard !theirs.isEmpty else {
      return BenchmarkRow(measure: measure, wayfinder: wayfinder)
    }
    return BenchmarkRow(
      measure: measure, wayfinder: wayfinder,
      baseline: String(format: "Mutex %.1f ns", mutex.median * 1e9),
      sample: locked.over(mutex), format: Figure.times, goal: goal)
  }

  /// Seconds for `threads` threads to run `body` at once, from the first start to the last end.
  static func time(threads: Int, _ body: @Sendable () -> Void) -> Double {
    let clock = ContinuousClock()
    let began = clock.now
    DispatchQueue.concurrentPerform(iterations: threads) { _ in body() }
    return (clock.now - began).inSeconds
  }
}
