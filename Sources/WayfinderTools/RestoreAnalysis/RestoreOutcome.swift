/// What the new version of an app makes of a state the old version saved, against what the
/// old version itself makes of it.
public enum RestoreOutcome: Hashable, Sendable {
  /// The new version restores the user where the old one does: the same screen on top, no
  /// screen they went to dropped, no held link lost. Something they never went into may still
  /// differ — a tab still at its root removed, a sheet's height — which the case's warnings
  /// say.
  case unchanged
  /// The new version restores it elsewhere: the user lands at `landing`, and the screens
  /// `dropped` are gone — each stack kept up to its longest part the new version allows — or
  /// a deep link held for after the launch is lost.
  case moved(landing: RestorePlace, dropped: [DroppedScreens])
  /// The new version does not restore the state at all, and starts fresh; the reason says why
  /// (`holds the state of app 'Demo', not 'Demo Pro'`).
  case refused(String)

  /// `unchanged`, `moved` or `refused`: the outcome's kind, as the JSON report names it.
  public var kind: String {
    switch self {
    case .unchanged: "unchanged"
    case .moved: "moved"
    case .refused: "refused"
    }
  }
}
