import Testing
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

/// The code of the library's "Getting started" article, kept compiling and true.
@Suite struct RenderingArticleTests {
  enum Page: Hashable, Sendable { case inbox, message(id: Int) }

  @Test func drawAState() throws {
    let renderer = TextRenderer<Page>(appName: "Mail", options: RenderOptions(width: 40)) {
      page in
      switch page {
      case .inbox:
        ScreenContent(title: "Inbox", body: "2 unread", actions: ["Open message 7"])
      case .message(let id):
        ScreenContent(title: "Message \(id)", actions: ["Reply"])
      }
    }
    var state = try NavigationState(tabs: [NavigationTab("inbox", root: Page.inbox)])
    try state.apply(.push(.message(id: 7)))
    let text = renderer.render(state)
    #expect(
      text == """
        ╭──────────────────────────────────────╮
        │ ‹ Back       Message 7               │
        ├──────────────────────────────────────┤
        │ 1. Reply                             │
        ├──────────────────────────────────────┤
        │ Inbox › Message 7                    │
        ├──────────────────────────────────────┤
        │ [inbox]                              │
        ╰──────────────────────────────────────╯
        """)
  }
}
