import Testing
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

/// What the renderer draws around a modal: the context row names each crumb once, an
/// interaction with no actions says what ends it, and the launch box shows a held link.
@Suite struct ContextRenderingTests {
  private static func content(_ route: String) -> ScreenContent {
    switch route {
    case "splash": ScreenContent(title: "Demo", body: "Loading…")
    case "welcome": ScreenContent(title: "Welcome")
    case "settings": ScreenContent(title: "Settings", actions: ["Show details"])
    case "update": ScreenContent(title: "Update required", body: "Install the latest version.")
    default: ScreenContent(title: "Details", actions: ["Close"])
    }
  }

  private func renderer(note: String? = nil) -> TextRenderer<String> {
    TextRenderer(
      appName: "Demo", options: RenderOptions(width: 40, charset: .ascii),
      tabTitle: { $0 == "tab2" ? "Settings" : "Tab 1" },
      interactionNote: { _ in note },
      content: Self.content)
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  @Test func aSplashTitledAsTheAppIsNotRepeated() throws {
    var state = try NavigationState(
      tabs: [NavigationTab("tab1", root: "home")], phase: .launching(screen: "splash"))
    try state.apply(.present(.screen("details", id: "details")))
    #expect(lines(renderer().render(state))[1] == "| Launching Demo                       |")
    state.phase = .launching(screen: "welcome")
    #expect(lines(renderer().render(state))[1] == "| Launching Demo > Welcome             |")
  }

  @Test func aTabTitledAsItsScreenIsNotRepeated() throws {
    var state = try NavigationState(tabs: [
      NavigationTab("tab1", root: "home"), NavigationTab("tab2", root: "settings"),
    ])
    try state.apply(.selectTab("tab2"))
    try state.apply(.present(.screen("details", id: "details")))
    #expect(lines(renderer().render(state))[1] == "| Settings                             |")
    try state.apply(.dismiss)
    try state.apply(.selectTab("tab1"))
    try state.apply(.present(.screen("details", id: "details")))
    #expect(lines(renderer().render(state))[1] == "| Tab 1 > Details                      |")
  }

  @Test func anInteractionWithNoActionsSaysWhatEndsIt() throws {
    var state = try NavigationState(tabs: [NavigationTab("tab1", root: "home")])
    state.modals = [.step("forceUpdate", screen: "update", style: .fullScreen, role: .gate)]
    let note = "Held while updateRequired; 'set updateRequired false' lifts it."
    let drawn = lines(renderer(note: note).render(state))
    #expect(
      drawn[8...10] == [
        "  # Held while updateRequired; 'set  #",
        "  # updateRequired false' lifts it.  #",
        "  #==================================#",
      ])
    #expect(!drawn.contains { $0.contains("(no actions)") })
    // With nothing to say, it says there are no actions.
    #expect(lines(renderer().render(state))[8] == "  # (no actions)                     #")
  }

  @Test func theLaunchBoxShowsTheHeldLink() throws {
    let state = try NavigationState(
      tabs: [NavigationTab("tab1", root: "home")], phase: .launching(screen: "splash"))
    let progress = LaunchProgress(
      steps: [.init(id: "splash", status: .running, isBackground: false)],
      heldLink: "demo://item/7")
    let drawn = lines(renderer().render(state, launch: progress))
    #expect(
      drawn.suffix(4) == [
        "| Launch steps                         |",
        "| ~ splash — running                   |",
        "| Held link: demo://item/7             |",
        "+--------------------------------------+",
      ])
  }
}
