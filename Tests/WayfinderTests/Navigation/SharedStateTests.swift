import Foundation
import Testing

@testable import Wayfinder

/// A state's fields are shared between its copies until one of them changes: a transition
/// keeps its `before` and `after` for the cost of two references, and values still behave as
/// independent values.
@Suite struct SharedStateTests {
  private func state() throws -> NavigationState<Tab1Page> {
    try NavigationState(
      tabs: [NavigationTab(.tab1, root: Tab1Page.primary), NavigationTab(.tab2, root: .primary)])
  }

  @Test func aCopySharesTheFieldsUntilItChanges() throws {
    let original = try state()
    var copy = original
    #expect(copy.storage === original.storage)
    try copy.apply(.push(.secondary1))
    #expect(copy.storage !== original.storage)
    #expect(original[tab: .tab1]?.path == [])
    #expect(copy[tab: .tab1]?.path == [.secondary1])
  }

  @Test func aRefusedCommandLeavesTheStateAndItsBoxAsTheyWere() throws {
    var state = try state()
    let box = state.storage
    #expect(throws: NavigationError.self) { try state.apply(.pop()) }
    #expect(state.storage === box)
  }

  @Test func aTransitionKeepsItsBeforeWithoutCopyingIt() throws {
    let start = try state()
    let transition = try start.applying(.selectTab(.tab2))
    #expect(transition.before.storage === start.storage)
    #expect(transition.after.home.selectedTab == .tab2)
    #expect(start.home.selectedTab == .tab1)
  }

  @Test func statesBuiltApartCompareAndHashByTheirFields() throws {
    var one = try state()
    var other = try state()
    try one.apply(.push(.secondary1))
    try other.apply(.push(.secondary1))
    #expect(one.storage !== other.storage)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    try other.apply(.selectTab(.tab2))
    #expect(one != other)
  }

  @Test func aDumpShowsTheFieldsNotTheBox() throws {
    let labels = Mirror(reflecting: try state()).children.compactMap(\.label)
    #expect(
      labels == [
        "phase", "home", "modals", "pendingDeepLink", "interactionsPending", "deepLinkReturn",
        "backGesture",
      ])
  }

  @Test func theSavedDocumentIsUnchanged() throws {
    var state = try state()
    try state.apply(.push(.secondary1))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(
      text
        == #"{"home":{"layout":"tabs","selectedTab":"tab1","tabs":[{"id":"tab1","stack":{"owner":{"tab":{"_0":"tab1"}},"path":[{"secondary1":{}}],"root":{"primary":{}}}},{"id":"tab2","stack":{"owner":{"tab":{"_0":"tab2"}},"path":[],"root":{"primary":{}}}}]},"modals":[],"phase":{"home":{}}}"#
    )
    #expect(
      try JSONDecoder().decode(NavigationState<Tab1Page>.self, from: Data(text.utf8)) == state)
  }
}
