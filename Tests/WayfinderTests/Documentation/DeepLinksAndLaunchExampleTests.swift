import Testing
import Wayfinder

/// The deep-link, launch and refusal example of the article "Getting started with Wayfinder",
/// kept compiling and true: `SwiftSampleTests` checks that every line of it is here, in order.
@Suite struct DeepLinksAndLaunchExampleTests {
  enum Tab1Page: Hashable, Sendable, Codable { case primary, secondary1, secondary2, tertiary }

  @Test func aLinkWaitsForTheLaunchAndRefusalsChangeNothing() throws {
    var links = DeepLinkRouter<Tab1Page>()
    try links.add("demo://tertiary") { _ in
      DeepLinkTarget(tab: "tab1", path: [.secondary1, .tertiary])
    }
    let app = AppCoordinator(
      try NavigationState(
        tabs: [
          NavigationTab("tab1", root: Tab1Page.primary), NavigationTab("tab2", root: .secondary2),
        ],
        phase: .launching(screen: nil)),
      rules: NavigationRules(deepLinks: links))

    try app.open("demo://tertiary")  // held: the app is still launching
    try app.finishLaunch()  // home appears, then the link is applied
    #expect(app.state[tab: "tab1"]?.path == [.secondary1, .tertiary])

    let tab1 = FlowCoordinator(app.navigator, on: .tab("tab1"))
    try tab1.pop()  // back to secondary1
    #expect(throws: NavigationError.self) { try tab1.pop(count: 5) }
    do {
      try tab1.pop(count: 5)
    } catch {
      #expect(error.description == "Cannot pop 5 screens: tab 'tab1' has only 1 above its root.")
    }
    try app.present(.screen(.tertiary, id: "info"))
    #expect(throws: NavigationError.blockedByModal(action: "switch to tab 'tab2'", modal: "info")) {
      try app.tabs?.select("tab2")
    }
  }
}
