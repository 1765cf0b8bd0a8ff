import Foundation
import Testing

@testable import Wayfinder

/// The path of a stack is shared between copies: a command at any depth keeps the screens below
/// its change in common with the state it started from, and values still compare, hash and
/// encode as when the path was an array.
@Suite struct SharedPathTests {
  /// The document a stack had when its path was a stored array (synthesized coding).
  private struct ArrayBackedStack: Codable {
    var root: Tab1Page
    var path: [Tab1Page]
    var owner: StackOwner
  }

  private func deepState(depth: Int) throws -> NavigationState<Tab1Page> {
    var state = try NavigationState(
      tabs: [NavigationTab(.tab1, root: Tab1Page.primary), NavigationTab(.tab2, root: .primary)])
    state[tab: .tab1]?.path = (0..<depth).map { $0.isMultiple(of: 2) ? .secondary1 : .secondary2 }
    return state
  }

  @Test func aPushSharesTheScreensBelowWithTheStateBefore() throws {
    let transition = try deepState(depth: 10_000).applying(.push(.tertiary))
    let before = try #require(transition.before[tab: .tab1])
    let after = try #require(transition.after[tab: .tab1])
    #expect(after.pushed.top?.next === before.pushed.top)
    #expect(after.count == 10_002)
    #expect(before.top == .secondary2)
    #expect(transition.changedState)
  }

  @Test func aPopSharesTheScreensLeftWithTheStateBefore() throws {
    let transition = try deepState(depth: 10_000).applying(.pop(count: 2))
    let before = try #require(transition.before[tab: .tab1])
    let after = try #require(transition.after[tab: .tab1])
    #expect(after.pushed.top === before.pushed.top?.next?.next)
    #expect(before.count == 10_001)
  }

  @Test func stacksBuiltApartCompareAndHashByTheirScreens() {
    let routes: [Tab1Page] = [.secondary1, .tertiary, .secondary2]
    let one = PathStack(root: Tab1Page.primary, path: routes)
    var other = PathStack(root: Tab1Page.primary, path: [.secondary1])
    other.push(contentsOf: [.tertiary, .secondary2])
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(Set([one, other]).count == 1)
  }

  @Test func stacksDifferingBelowTheTopAreUnequal() {
    let one = PathStack(root: Tab1Page.primary, path: [.secondary1, .tertiary])
    let other = PathStack(root: Tab1Page.primary, path: [.secondary2, .tertiary])
    #expect(one != other)
    #expect(one != PathStack(root: .primary, path: [.tertiary]))
    #expect(one != PathStack(root: .secondary1, path: [.secondary1, .tertiary]))
  }

  @Test func pushingThenPoppingGivesAnEqualStack() throws {
    let start = PathStack(root: Tab1Page.primary, path: [.secondary1])
    var stack = start
    stack.push(.tertiary)
    try stack.pop()
    #expect(stack == start)
    #expect(stack.hashValue == start.hashValue)
    #expect(stack.path == [.secondary1])
  }

  @Test func popToStopsAtTheTopmostMatch() throws {
    var stack = PathStack(
      root: Tab1Page.primary, path: [.secondary1, .tertiary, .secondary1, .secondary2])
    try stack.pop(to: .secondary1)
    #expect(stack.path == [.secondary1, .tertiary, .secondary1])
    try stack.pop(to: { $0 == .primary })
    #expect(stack.path.isEmpty)
  }

  @Test func routesFromTopEndsWithTheRoot() {
    let stack = PathStack(root: Tab1Page.primary, path: [.secondary1, .tertiary])
    #expect(Array(stack.routesFromTop) == [.tertiary, .secondary1, .primary])
    #expect(Array(stack.routesFromTop.prefix(1)) == [.tertiary])
    #expect(Array(PathStack(root: Tab1Page.primary).routesFromTop) == [.primary])
  }

  @Test func encodesTheDocumentOfAnArrayPath() throws {
    let stack = PathStack(
      root: Tab1Page.primary, path: [.secondary1, .tertiary], owner: .tab(.tab1))
    let old = ArrayBackedStack(root: .primary, path: [.secondary1, .tertiary], owner: .tab(.tab1))
    // Unsorted keys come out in a different order each run here: compare sorted documents.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try encoder.encode(stack)
    #expect(encoded == (try encoder.encode(old)))
    #expect(try JSONDecoder().decode(PathStack<Tab1Page>.self, from: encoded) == stack)
  }

  @Test func aMillionScreensDeepStackIsReleasedWithoutRecursing() {
    var stack: PathStack<Tab1Page>? = PathStack(root: .primary)
    for _ in 0..<1_000_000 { stack?.push(.secondary1) }
    #expect(stack?.count == 1_000_001)
    stack = nil
    #expect(stack == nil)
  }
}
