/// What a cold launch keeps of where the user was: the flow file's `restore:`.
///
/// Facts, prompt history and the prompt clock, a held deep link and the interactions that were
/// up or queued always come back (they are the app's data); the rule decides only the
/// navigation. The launch sequence runs on every cold launch, over what is restored, so a
/// passcode asks again and a version check runs whatever the rule.
///
/// ```yaml
/// restore: home                              # every cold launch starts at home (the default)
/// restore: stacks                            # the tabs' stacks and the app's own modals come back
/// restore: { stacks: true, within: 30m }     # … when the app was left less than 30 minutes ago
/// ```
public enum RestoreRule: Hashable, Sendable, CustomStringConvertible {
  /// A cold launch starts at home: the home built afresh, the root of every tab.
  case home
  /// A cold launch brings back the stacks of home and the modals the app presented itself,
  /// when the app was left no longer than `within` ago (always when `nil`); otherwise it
  /// starts at home.
  case stacks(within: Duration?)

  /// `home`, `stacks`, `stacks within 1800 seconds`.
  public var description: String {
    switch self {
    case .home: "home"
    case .stacks(nil): "stacks"
    case .stacks(let within?): "stacks within \(within)"
    }
  }

  /// Whether a state left at `leftAt` (prompt time; `nil` when unknown) keeps its stacks at
  /// `now`. O(1).
  func keepsStacks(leftAt: Duration?, now: Duration) -> Bool {
    switch self {
    case .home: return false
    case .stacks(nil): return true
    case .stacks(let within?):
      guard let leftAt else { return true }
      // Both times are in the engine's clock range, so the difference cannot overflow.
      return now - leftAt <= within
    }
  }
}
