import Testing
import Wayfinder
import WayfinderUI

@MainActor @Suite struct NavigationModelSplitTests {
  enum Mail: Hashable, Sendable { case folders, inbox, archive, message(Int), reply(Int) }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private func model() throws -> NavigationModel<Mail> {
    NavigationModel(
      navigator: Navigator(
        NavigationState(
          split: try NavigationSplit(sidebar: "folders", content: "messages", detail: "message"),
          sidebar: Mail.folders)))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func selectionBindingsDriveTheColumns() throws {
    let model = try model()
    let detail = model.stack(.column(.detail))
    #expect(model.setSelection(.inbox, in: .content))
    #expect(model.setSelection(.message(7), in: .detail))
    #expect(detail.root == .message(7))
    detail.path = [.reply(7)]
    #expect(model.state.collapsedPath == [.folders, .inbox, .message(7), .reply(7)])

    // A list set to no selection clears the column and those after it.
    #expect(model.setSelection(nil, in: .content))
    #expect(model.selection(in: .detail) == nil)
    #expect(detail.root == nil)
    #expect(detail.path.isEmpty)
    #expect(model.state.visibleRoute == .folders)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theWidthChangesWhatIsOnScreenOnly() throws {
    let model = try model()
    model.setSelection(.archive, in: .content)
    #expect(model.visibleColumns == [.sidebar, .content, .detail])
    #expect(model.setWidth(.compact))
    #expect(model.visibleColumns == [.content])
    #expect(model.selection(in: .content) == .archive)
    #expect(!model.setSelection(.message(1), in: .sidebar))
    #expect(
      model.lastRefusal?.description
        == "Cannot select 'message(1)' in the sidebar column: no column selects the sidebar's"
        + " root. Set its root instead.")
  }
}
