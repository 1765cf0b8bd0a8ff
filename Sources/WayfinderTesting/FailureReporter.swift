import Wayfinder
package import Testing

/// Where the testing helpers send a failure.
///
/// Outside ``capturing(_:)`` a failure is recorded as a Swift Testing issue at the caller's
/// line. Inside it, failures are collected instead of recorded, so tests of the helpers' own
/// messages can check them word for word without recording known issues.
package enum FailureReporter {
  /// A failure's message and the line it points at.
  package struct Failure: Sendable, Equatable {
    /// The message, as it would be recorded.
    package var message: String
    /// Where the failure points.
    package var sourceLocation: SourceLocation
  }

  /// Collects failures while a ``capturing(_:)`` body runs.
  private final class Collector: Sendable {
    let failures = Locked<[Failure]>([])
  }

  @TaskLocal private static var collector: Collector?

  /// Runs `body` and returns the failures the testing helpers reported while it ran, in order,
  /// instead of recording them as issues.
  ///
  /// - Parameter body: Code that drives a tester or a snapshot assertion.
  /// - Returns: Every failure reported by the helpers during `body`.
  package static func capturing(_ body: () throws -> Void) rethrows -> [Failure] {
    let collector = Collector()
    try $collector.withValue(collector) { try body() }
    return collector.failures.withLock { $0 }
  }

  /// Runs `body`, which may await, and returns the failures the testing helpers reported
  /// while it ran, as the synchronous `capturing` does.
  ///
  /// - Parameter body: Code that drives a tester, on the caller's actor.
  /// - Returns: Every failure reported by the helpers during `body`.
  package nonisolated(nonsending) static func capturing(
    _ body: nonisolated(nonsending) () async throws -> Void
  ) async rethrows -> [Failure] {
    let collector = Collector()
    try await $collector.withValue(collector) { try await body() }
    return collector.failures.withLock { $0 }
  }

  /// Reports `message` at `location`: collected inside ``capturing(_:)``, recorded as an
  /// issue otherwise.
  static func record(_ message: String, at location: SourceLocation) {
    if let collector {
      collector.failures.withLock { $0.append(Failure(message: message, sourceLocation: location)) }
    } else {
      // Recorded as an error, not a comment: Swift Testing titles an issue with its error's
      // description ("Caught error: State after push …"), while a comment comes only after the
      // generic title "Issue recorded", on the next line.
      Issue.record(TesterFailure(message: message), sourceLocation: location)
    }
  }
}

/// A failure of the testing helpers, recorded as the issue's error so that its message is the
/// issue's title.
struct TesterFailure: Error, CustomStringConvertible {
  /// The whole message: its first line says what failed, the rest shows how.
  let message: String

  var description: String { message }
}
