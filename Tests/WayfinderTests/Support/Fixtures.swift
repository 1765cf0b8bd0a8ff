import Wayfinder

/// The first tab's pages of a typical tab app.
enum Tab1Page: Hashable, Sendable, Codable {
  case primary, secondary1, secondary2, tertiary
}

/// A route for a whole app whose tabs have their own page enums.
enum AppRoute: Hashable, Sendable, Codable {
  case tab1(Tab1Page)
  case settings
  case profile(id: Int)
  case passcode
  case whatsNew
  case splash

  static func extractTab1(_ route: AppRoute) -> Tab1Page? {
    if case .tab1(let page) = route { return page }
    return nil
  }
}

extension TabID {
  static let tab1: TabID = "tab1"
  static let tab2: TabID = "tab2"
}

enum Fixtures {
  /// Two tabs of `Tab1Page`: tab1 rooted at primary, tab2 at secondary2.
  static func twoTabs(phase: LaunchPhase<Tab1Page> = .home) throws -> NavigationState<Tab1Page> {
    try NavigationState(
      tabs: [NavigationTab(.tab1, root: .primary), NavigationTab(.tab2, root: .secondary2)],
      phase: phase)
  }

  /// The app route's tabs: tab1 holds `Tab1Page`s, tab2 the settings screen.
  static func appState(phase: LaunchPhase<AppRoute> = .home) throws -> NavigationState<AppRoute> {
    try NavigationState(
      tabs: [NavigationTab(.tab1, root: .tab1(.primary)), NavigationTab(.tab2, root: .settings)],
      phase: phase)
  }

  /// Deep links of the app route: items in tab1 over secondary1, profiles as a sheet.
  static func appLinks() throws -> DeepLinkRouter<AppRoute> {
    var links = DeepLinkRouter<AppRoute>()
    try links.add("demo://tertiary") { _ in
      DeepLinkTarget(tab: .tab1, path: [.tab1(.secondary1), .tab1(.tertiary)])
    }
    try links.add("demo://profile/{id:int}") { parameters in
      guard let id = parameters.int("id") else { return nil }
      return DeepLinkTarget(tab: .tab2, modal: .screen(.profile(id: id), id: "profile"))
    }
    try links.add("demo://nowhere") { _ in nil }
    try links.add("demo://ghost") { _ in DeepLinkTarget(tab: "tab9") }
    return links
  }
}
