import Testing
import WayfinderTesting
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct TextRendererTests {
  enum Page: Hashable, Sendable {
    case primary, secondary1, secondary2, tertiary, settings, passcode, splash, wizard
  }

  static func content(_ page: Page) -> ScreenContent {
    switch page {
    case .primary:
      ScreenContent(
        title: "Primary View", body: "The first tab's root.",
        actions: ["Go to Secondary View 1", "Go to Secondary View 2"])
    case .secondary1: ScreenContent(title: "Secondary View 1", actions: ["Go to Tertiary View"])
    case .secondary2: ScreenContent(title: "Secondary View 2", body: "A dead end; go back.")
    case .tertiary: ScreenContent(title: "Tertiary View", actions: ["Back to Primary View"])
    case .settings: ScreenContent(title: "Settings", actions: ["Show modal"])
    case .passcode:
      ScreenContent(title: "Enter passcode", body: "Four digits.", actions: ["Unlock"])
    case .splash: ScreenContent(title: "Demo", body: "Loading…")
    case .wizard: ScreenContent(title: "新しい機能 ✨", actions: ["Next"])
    }
  }

  private func renderer(
    width: Int = 48, charset: RenderOptions.Charset = .unicode, color: Bool = false
  ) -> TextRenderer<Page> {
    TextRenderer(
      appName: "Demo", options: RenderOptions(width: width, charset: charset, color: color),
      tabTitle: { $0 == "tab1" ? "Tab 1" : "Tab 2" }, content: Self.content)
  }

  private func home() throws -> NavigationState<Page> {
    try NavigationState(tabs: [
      NavigationTab("tab1", root: .primary), NavigationTab("tab2", root: .settings),
    ])
  }

  @Test func homeRoot() throws {
    assertTextSnapshot(renderer().render(try home()), named: "homeRoot")
  }

  @Test func pushedScreenShowsBackAndBreadcrumbs() throws {
    var state = try home()
    try state.apply(.pushAll([.secondary1, .tertiary]))
    assertTextSnapshot(renderer().render(state), named: "pushedScreen")
  }

  @Test func asciiFallback() throws {
    var state = try home()
    try state.apply(.push(.secondary1))
    assertTextSnapshot(renderer(charset: .ascii).render(state), named: "asciiFallback")
  }

  @Test func modalOverItsContext() throws {
    var state = try home()
    try state.apply(.selectTab("tab2"))
    try state.apply(.present(.flow(.passcode, id: "passcode", style: .fullScreen)))
    try state.apply(.push(.tertiary))
    assertTextSnapshot(renderer().render(state), named: "modalOverContext")
  }

  @Test func stackedModalsListTheLayersBeneath() throws {
    var state = try home()
    try state.apply(.present(.screen(.settings, id: "settings")))
    try state.apply(.present(.screen(.wizard, id: "whatsNew")))
    assertTextSnapshot(renderer().render(state), named: "stackedModals")
  }

  @Test func launchScreenWithProgress() throws {
    let state = try NavigationState(
      tabs: [NavigationTab("tab1", root: Page.primary)], phase: .launching(screen: .splash))
    let progress = LaunchProgress(steps: [
      .init(id: "splash", status: .finished, isBackground: false),
      .init(id: "fetchConfig", status: .running, isBackground: true),
      .init(id: "forceUpdate", status: .skipped(.condition), isBackground: false),
      .init(id: "whatsNew", status: .waiting, isBackground: false),
    ])
    assertTextSnapshot(renderer().render(state, launch: progress), named: "launchProgress")
  }

  /// Every status the launch sequence gives a step is drawn, in both character sets: the
  /// reason a step was skipped for and the message a step failed with stay out of the line.
  @Test func everyStatusOfTheLaunchSequenceIsDrawn() throws {
    let state = try NavigationState(
      tabs: [NavigationTab("tab1", root: Page.primary)], phase: .launching(screen: .splash))
    let statuses: [(String, StepStatus)] = [
      ("splash", .finished), ("fetchConfig", .running), ("forceUpdate", .skipped(.condition)),
      ("slowConfig", .skipped(.timeout)), ("whatsNew", .waiting), ("passcode", .cancelled),
      ("sync", .failed("the server did not answer")),
    ]
    let progress = LaunchProgress(
      steps: statuses.map { .init(id: $0.0, status: $0.1, isBackground: false) })
    assertTextSnapshot(
      renderer().render(state, launch: progress) + "\n"
        + renderer(charset: .ascii).render(state, launch: progress),
      named: "launchStatuses")
  }

  @Test func launchModalOverTheLaunchScreen() throws {
    var state = try NavigationState(
      tabs: [NavigationTab("tab1", root: Page.primary)], phase: .launching(screen: .splash))
    try state.apply(.present(.screen(.passcode, id: "passcode", style: .fullScreen)))
    let progress = LaunchProgress(steps: [
      .init(id: "passcode", status: .running, isBackground: false)
    ])
    assertTextSnapshot(
      renderer(charset: .ascii).render(state, launch: progress), named: "launchModal")
  }

  @Test func narrowWidthCutsLongTextAndKeepsTheFrame() throws {
    var state = try home()
    try state.apply(.pushAll([.secondary1, .tertiary, .secondary1, .tertiary]))
    let text = renderer(width: 30).render(state)
    assertTextSnapshot(text, named: "narrow")
  }

  @Test func noLineIsWiderThanRequested() throws {
    var state = try home()
    try state.apply(.present(.screen(.wizard, id: "whatsNew")))
    for width in [24, 40, 80] {
      let text = renderer(width: width).render(state)
      for line in text.split(separator: "\n") {
        let columns = displayWidth(String(line))
        #expect(columns <= width && columns >= width - 2, "width \(width): '\(line)'")
      }
    }
  }

  @Test func colorOnlyWhenAsked() throws {
    let plain = renderer().render(try home())
    let colored = renderer(color: true).render(try home())
    #expect(!plain.contains("\u{1B}["))
    #expect(colored.contains("\u{1B}[1mPrimary View\u{1B}[0m"))
  }

  @Test func colorPolicyFollowsTerminalConventions() {
    #expect(RenderOptions.colorIsWanted(isTerminal: true, environment: ["TERM": "xterm"]))
    #expect(!RenderOptions.colorIsWanted(isTerminal: false, environment: ["TERM": "xterm"]))
    #expect(!RenderOptions.colorIsWanted(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(RenderOptions.colorIsWanted(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!RenderOptions.colorIsWanted(isTerminal: true, environment: ["TERM": "dumb"]))
  }

  /// Columns on a terminal, counting CJK and emoji as two.
  private func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      let value = scalar.value
      let wide =
        (0x3040...0x9FFF).contains(value) || (0x1F300...0x1FAFF).contains(value)
        || value == 0x2728
      return total + (wide ? 2 : 1)
    }
  }
}
