import Wayfinder

/// The pages of a small tab app.
enum Page: Hashable, Sendable {
  case primary, secondary1, secondary2, tertiary
  case settings, details
  case splash, passcode, whatsNew, forceUpdate
}

extension TabID {
  static let tab1: TabID = "tab1"
  static let tab2: TabID = "tab2"
}

enum Fixtures {
  /// Two tabs: tab1 rooted at primary, tab2 at settings.
  static func tabs(phase: LaunchPhase<Page> = .home) throws -> NavigationState<Page> {
    try NavigationState(
      tabs: [NavigationTab(.tab1, root: .primary), NavigationTab(.tab2, root: .settings)],
      phase: phase)
  }

  static func links() throws -> DeepLinkRouter<Page> {
    var links = DeepLinkRouter<Page>()
    try links.add("demo://tertiary") { _ in
      DeepLinkTarget(tab: .tab1, path: [.secondary1, .tertiary])
    }
    try links.add("demo://details") { _ in
      DeepLinkTarget(tab: .tab2, modal: .screen(.details, id: "details"))
    }
    return links
  }
}
