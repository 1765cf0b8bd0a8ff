import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Text from flow, deep-link and state files reaches the screen with its control characters
/// escaped, whatever the color setting.
@Suite struct SanitizedRenderingTests {
  static let hostile = "Evil\u{1B}]0;pwned\u{7}\u{1B}[2J"

  private func renderer(color: Bool) -> TextRenderer<String> {
    TextRenderer(
      appName: "App\u{1B}[31m", options: RenderOptions(width: 80, color: color),
      tabTitle: { "Tab\u{9B}\($0.rawValue)" }
    ) { page in
      ScreenContent(
        title: page + Self.hostile, body: "line one\nline\u{8} two",
        actions: ["Tap \u{1B}[H me"])
    }
  }

  @Test(arguments: [false, true]) func nothingRawReachesTheTerminal(color: Bool) throws {
    var state = try NavigationState(
      tabs: [NavigationTab("tab1", root: "root"), NavigationTab("tab2", root: "other")])
    try state.apply(.push("next"))
    try state.apply(.present(.screen("sheet\u{7}", id: "modal\u{1B}x", style: .sheet)))
    try state.apply(.present(.screen("top", id: "top", style: .sheet)))
    let text = renderer(color: color).render(state)
    let raw = text.replacing(/\u{1B}\[[0-9;]*m/, with: "")  // the renderer's own colors
    #expect(!raw.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!raw.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(raw.contains(#"Evil\u{1B}]0;pwned\u{7}\u{1B}[2J"#))
    #expect(raw.contains(#"Tap \u{1B}[H me"#))
    #expect(raw.contains(#"line\u{8} two"#))
    #expect(raw.contains(#"modal\u{1B}x"#))
  }

  @Test func launchScreenNamesAndStepsAreEscaped() throws {
    let state = try NavigationState(
      tabs: [NavigationTab("tab1", root: "root")], phase: .launching(screen: nil))
    let progress = LaunchProgress(steps: [
      .init(id: "step\u{1B}c", status: .running, isBackground: false)
    ])
    let text = renderer(color: false).render(state, launch: progress)
    #expect(text.contains(#"Launching App\u{1B}[31m…"#))
    #expect(text.contains(#"step\u{1B}c — running"#))
    #expect(!text.unicodeScalars.contains("\u{1B}"))
  }
}
