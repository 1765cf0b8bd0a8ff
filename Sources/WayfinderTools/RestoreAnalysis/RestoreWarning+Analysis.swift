internal import WayfinderPersistence

extension RestoreWarning {
  /// Whether restoring gave up on the state and rebuilt home from scratch.
  var rebuildsHome: Bool {
    if case .stateRebuilt = self { return true }
    return false
  }

  /// Whether it is about where the user is — a stack, a tab, a modal, the launch screen, a held
  /// deep link — rather than the app's data (facts, prompt history, steps still to come).
  var isAboutNavigation: Bool {
    switch self {
    case .stackTruncated, .tabDropped, .modalDismissed, .modalPathDropped, .detentReset,
      .launchScreenCleared, .deepLinkDropped, .dialogDropped, .stateRebuilt, .selectionCleared:
      true
    case .factDropped, .factReset, .factNotMigrated, .promptHistoryDropped,
      .pendingStepsDropped:
      false
    case .inWindow(_, let warning): warning.isAboutNavigation
    }
  }

  /// Why, as a clause: the problem it names (`screen 'category' no longer exists`) where the
  /// landing and the dropped screens tell the rest, or else what it says without
  /// `Restored state: ` and the full stop (a held link dropped, a launch screen left blank).
  var reason: String {
    switch self {
    case .stackTruncated(_, let problem, _), .tabDropped(_, let problem, _),
      .modalDismissed(_, let problem, _):
      return problem.description
    default:
      var text = Substring(description)
      let prefix = "Restored state: "
      if text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
      if text.hasSuffix(".") { text = text.dropLast() }
      return String(text)
    }
  }
}
