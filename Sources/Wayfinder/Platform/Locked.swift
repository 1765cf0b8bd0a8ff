// `package`: `withLock` is inlined into the package's other modules, pthread calls included.
#if canImport(Darwin)
  package import Darwin
#elseif canImport(Glibc)
  package import Glibc
#elseif canImport(Musl)
  package import Musl
#elseif canImport(Android)
  package import Android
#else
  #error("Locked needs POSIX threads")
#endif

/// A value behind a lock: the one lock of the package, on every platform it builds for.
///
/// It stands in for `Synchronization.Mutex`, which needs macOS 15 and iOS 18, over a
/// `pthread_mutex_t` allocated once with the lock. The value is reached only inside
/// ``withLock(_:)``:
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
///
/// The lock is not recursive: `body` must not take the same lock again.
package final class Locked<Value>: @unchecked Sendable {
  // Why `@unchecked Sendable` is safe: `value` is read and written only inside `withLock`,
  // between `pthread_mutex_lock` and `pthread_mutex_unlock` on `mutex`, so no two threads
  // touch it at once (the two properties are internal only so that `withLock` can be inlined;
  // nothing else reads them); `mutex` itself is set once in `init` and only passed to the
  // pthread functions, which are thread-safe. A non-Sendable value cannot leak to another thread
  // either: it comes in as `sending` (the caller keeps no reference to it), `body` gets it
  // as `inout sending` (it cannot tie it to anything it captured) and what `body` returns is
  // `sending` (disconnected from the value). These are the rules `Synchronization.Mutex` is
  // `Sendable` under.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var value: Value

  /// Creates a lock holding `value`.
  package init(_ value: sending Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    #if canImport(Glibc)
      // Spins a moment before sleeping when another thread holds the lock: the sections it
      // guards are a few instructions long, and sleeping at once made a contended lock and
      // unlock take 50–80 ns instead of 37.
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      defer { pthread_mutexattr_destroy(&attributes) }
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      // Fails only without memory or with invalid attributes; these are valid.
      let status = pthread_mutex_init(mutex, &attributes)
    #else
      // Fails only without memory or with invalid attributes; there are none.
      let status = pthread_mutex_init(mutex, nil)
    #endif
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; other callers wait until it returns.
  ///
  /// - Parameter body: Reads or changes the value; it must not take this lock again.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released either way.
  @inlinable
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
