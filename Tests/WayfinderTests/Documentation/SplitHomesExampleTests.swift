import Testing
import Wayfinder

/// The code of the library's "Split homes" article, run as written: `SwiftSampleTests` checks
/// that every line of it is here, in order.
@Suite struct SplitHomesExampleTests {
  enum Mail: Hashable, Sendable {
    case folders, inbox, message(id: Int), reply(id: Int)
  }

  @Test func aSplitCollapsesAndBackWalksItsColumns() throws {
    var state = NavigationState(
      split: try NavigationSplit(sidebar: "folders", content: "messages", detail: "message"),
      sidebar: Mail.folders)
    try state.apply(.select(.inbox, in: .content))
    try state.apply(.select(.message(id: 7), in: .detail))
    try state.apply(.push(.reply(id: 7)))
    #expect(state.visibleColumns == [.sidebar, .content, .detail])

    // Only how the columns show changes with the width.
    try state.apply(.setWidth(.compact))
    let collapsed = state.collapsedPath  // folders, inbox, message(id: 7), reply(id: 7)
    #expect(collapsed == [.folders, .inbox, .message(id: 7), .reply(id: 7)])
    #expect(state.visibleColumns == [.detail])

    try state.apply(.back)  // pops the reply
    #expect(state.visibleRoute == .message(id: 7))
    try state.apply(.back)  // clears the message: the inbox is on top again
    #expect(state.visibleRoute == .inbox)
    let selected = state.selection(in: .detail)  // nil
    #expect(selected == nil)
  }
}
