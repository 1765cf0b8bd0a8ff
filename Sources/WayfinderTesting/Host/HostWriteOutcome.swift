import Wayfinder
import WayfinderUI

/// A copy of a host's write reaching the model, and what it did: for the checks of a
/// `HostHarness` run.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct HostWriteOutcome<Route: Hashable & Sendable> {
  /// The write.
  var report: HostReport<Route>
  /// Which of the host's writes it is, counted from 1.
  var write: Int
  /// Which copy of it (0: the first written).
  var copy: Int
  /// Whether the model said the write holds (applied, or already so).
  var holds: Bool
  /// The refusal the model reported while taking it, if any.
  var refusal: NavigationRefusal?
  /// The navigation state before and after.
  var before: NavigationState<Route>
  var after: NavigationState<Route>
}
