/// Who gives an input to an app under exploration: a person using it, the world around it, or
/// a host that drives the engine from outside.
///
/// Exploration plays ``user`` and ``world`` inputs by default: what a person can do on the
/// screen they see (``UserInputs``), and what the app declares its environment does to it (a
/// session expiring, a remote flag flipping). ``host`` inputs — running or cancelling steps,
/// setting any fact — are what only the app's own code or a test can do; a break found with
/// them may be no mistake a user could ever meet, so they are played only when asked for
/// (`wayfinder test --explore --host`).
public enum InputKind: String, Hashable, Sendable, CaseIterable, Comparable {
  /// What a person can do on the screen they see: the screen's actions, back, a back gesture
  /// (begun, then completed or cancelled) and a swipe where the rules allow them, tabs, deep links, time passing, background and foreground,
  /// and relaunches.
  case user
  /// What the app's environment does to it, as the app declares it (`environment:`).
  case world
  /// What only the app's own code or a test can do: run or cancel steps, cancel the whole
  /// sequence, set any fact to any value.
  case host

  /// The kinds exploration plays unless told otherwise: ``user`` and ``world``.
  public static let byDefault: Set<InputKind> = [.user, .world]

  /// `user` before `world` before `host`.
  public static func < (lhs: InputKind, rhs: InputKind) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
