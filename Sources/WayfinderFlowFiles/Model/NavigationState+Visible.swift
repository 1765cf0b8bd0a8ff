package import Wayfinder

extension NavigationState where Route == ScreenRoute {
  /// The route on screen, as ``NavigationState/visibleRoute`` gives it, computed in this module.
  ///
  /// Written here for the flow-file route so the compiler specializes it: the scenario runner
  /// and path generation ask for it several times per command, and the generic getter called
  /// across modules pays for metadata lookups and stack copies each time. O(tabs), no copy of
  /// any stack.
  package var topRoute: ScreenRoute? {
    if let modal = modals.last { return modal.stack.top }
    if case .launching(let screen) = phase { return screen }
    for tab in home.tabs where tab.id == home.selectedTab {
      return tab.stack.top
    }
    return nil
  }

  /// Whether a stack is on screen: a modal's, or the selected tab's at home. O(tabs).
  package var showsStack: Bool {
    if !modals.isEmpty { return true }
    if phase.isLaunching { return false }
    return home.tabs.contains { $0.id == home.selectedTab }
  }
}
