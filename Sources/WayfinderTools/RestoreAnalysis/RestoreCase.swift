public import Wayfinder
public import WayfinderPersistence

/// One state a restore analysis restored in the new version of an app: where the user was,
/// how they came there, and what the new version makes of it.
///
/// Where it came from — the way through the old version, or the state file — is
/// ``RestoreReport/source(of:)``: a way is written out only when asked for.
public struct RestoreCase: Sendable {
  /// How the user came there.
  public var arrival: RestoreArrival
  /// Where the user was, as the old version restores the state.
  public var place: RestorePlace
  /// The state as the old version restores it: where the user goes back to without the
  /// change. `nil` only when the old version cannot restore it either.
  public var before: NavigationState<ScreenRoute>?
  /// What the new version makes of it.
  public var outcome: RestoreOutcome
  /// What the new version's restore changes that the old version's does not, one line each:
  /// screens that no longer fit, and facts, prompt history or steps it no longer has.
  public var warnings: [RestoreWarning]
  /// The state as the new version restores it; `nil` when it refuses it.
  public var restored: RestoredState<ScreenRoute>?
  /// The node of the search that reached it, or the index of the state file.
  let origin: Origin

  /// A state reached by the search (its node), or given in a file (its index).
  enum Origin: Hashable, Sendable {
    case node(Int32)
    case file(Int)
  }
}
