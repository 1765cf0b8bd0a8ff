import SwiftUINames
import Testing
import Wayfinder
import WayfinderUI

// An app's view file, as far as names go: SwiftUI's `Tab` and `Transition` (declared by
// SwiftUINames under SwiftUI's names) beside Wayfinder's `NavigationTab`, `StateTransition` and
// `NavigationHome`, every one unqualified. Were Wayfinder to declare `Tab` or `Transition`
// again, even as a deprecated alias, this file would stop compiling: the name would be
// ambiguous.

/// The routes of a small feed app.
enum FeedRoute: Hashable, Sendable {
  case feed, post(id: Int), settings
}

/// The view transition a screen change animates with: a tab switch fades, a push inside a tab
/// does not.
func viewTransition(for change: StateTransition<FeedRoute>) -> any Transition {
  if change.before.home.selectedTab != change.after.home.selectedTab {
    return OpacityTransition()
  }
  return IdentityTransition()
}

/// A tab bar's tabs made from the home's tabs: each shows its tab's stack.
@MainActor func tabBar(
  _ home: NavigationHome<FeedRoute>, of model: NavigationModel<FeedRoute>
) -> [Tab<StackModel<FeedRoute>>] {
  home.tabs.map { (tab: NavigationTab<FeedRoute>) in
    Tab(tab.id.rawValue, systemImage: "circle", value: tab.id) {
      model.stack(.tab(tab.id))
    }
  }
}

@MainActor @Suite struct SwiftUINamesTests {
  @Test func wayfinderNamesAndSwiftUINamesReadUnqualifiedInOneFile() throws {
    let tabs: [NavigationTab<FeedRoute>] = [
      NavigationTab("feed", root: .feed), NavigationTab("settings", root: .settings),
    ]
    let navigator = Navigator(try NavigationState(tabs: tabs, phase: .home))
    let model = NavigationModel(navigator: navigator)
    let home: NavigationHome<FeedRoute> = model.state.home
    #expect(home.tabIDs == ["feed", "settings"])
    #expect(home.selectedTab == "feed")

    let bar = tabBar(home, of: model)
    #expect(bar.map(\.title) == ["feed", "settings"])
    #expect(bar.map(\.value) == [AnyHashable(TabID("feed")), AnyHashable(TabID("settings"))])
    #expect(bar.map(\.content.root) == [.feed, .settings])
    #expect(Tab("Plain") { 42 }.content == 42)

    let push: StateTransition<FeedRoute> = try navigator.send(.push(.post(id: 7)))
    #expect(push.command == .push(.post(id: 7)))
    #expect(push.after.home.selectedStack?.path == [.post(id: 7)])
    #expect(viewTransition(for: push).opacity(in: .willAppear) == 1, "a push does not fade")
    model.refresh()
    #expect(bar[0].content.path == [.post(id: 7)], "the feed tab shows the pushed post")
    #expect(bar[1].content.path == [])

    let switchTabs: StateTransition<FeedRoute> = try navigator.send(.selectTab("settings"))
    #expect(switchTabs.after.home.selectedTab == "settings")
    #expect(switchTabs.after.home["feed"]?.path == [.post(id: 7)], "the feed tab keeps its path")
    let fade = viewTransition(for: switchTabs)
    #expect(TransitionPhase.allPhases.map { fade.opacity(in: $0) } == [0, 1, 0])
  }
}

extension TransitionPhase {
  /// Every phase, in the order a view goes through them.
  static let allPhases: [TransitionPhase] = [.willAppear, .identity, .didDisappear]
}
