import Testing

@testable import Wayfinder

/// `PathStack.pathChange(from:)` says what a view bound to a path must remove and add, in
/// O(change) for stacks a command made from one another.
@Suite struct PathChangeTests {
  private let pages: [Tab1Page] = [.secondary1, .secondary2, .tertiary]

  private func stack(_ path: [Tab1Page]) -> PathStack<Tab1Page> {
    PathStack(root: .primary, path: path, owner: .tab(.tab1))
  }

  @Test func aPushAddsOneScreen() {
    let old = stack([.secondary1])
    var new = old
    new.push(.tertiary)
    #expect(new.pathChange(from: old) == .init(removed: 0, added: [.tertiary]))
  }

  @Test func aPopRemovesScreens() throws {
    let old = stack([.secondary1, .secondary2, .tertiary])
    var new = old
    try new.pop(count: 2)
    #expect(new.pathChange(from: old) == .init(removed: 2, added: []))
  }

  @Test func anUnchangedStackChangesNothing() {
    let old = stack([.secondary1, .secondary2])
    #expect(old.pathChange(from: old).isEmpty)
    #expect(stack([.secondary1, .secondary2]).pathChange(from: old).isEmpty)
  }

  @Test func stacksBuiltApartChangeOnlyAboveWhatTheyHaveInCommon() {
    let old = stack([.secondary1, .secondary2, .tertiary])
    let new = stack([.secondary1, .tertiary])
    #expect(new.pathChange(from: old) == .init(removed: 2, added: [.tertiary]))
    #expect(stack([]).pathChange(from: old) == .init(removed: 3, added: []))
    #expect(old.pathChange(from: stack([])) == .init(removed: 0, added: old.path))
  }

  @Test func aChangeAtDepthIsFoundWithoutWalkingThePath() throws {
    let old = stack(Array(repeating: .secondary1, count: 100_000))
    var new = old
    try new.pop()
    new.push(.tertiary)
    #expect(new.pathChange(from: old) == .init(removed: 1, added: [.tertiary]))
  }

  /// Applying the change to the old path gives the new path, for random commands, paths set
  /// whole, and stacks built apart.
  @Test(arguments: 0..<20) func theChangeTurnsTheOldPathIntoTheNew(seed: UInt64) throws {
    var random = SplitMixRandom(seed: seed)
    var current = stack([])
    for _ in 0..<300 {
      var next = current
      switch random.next() % 5 {
      case 0, 1: next.push(pages[Int(random.next() % 3)])
      case 2:
        if next.canGoBack { try next.pop(count: 1 + Int(random.next() % UInt64(next.count - 1))) }
      case 3: next.path = (0..<Int(random.next() % 6)).map { _ in pages[Int(random.next() % 3)] }
      default: next = stack(next.path)
      }
      let change = next.pathChange(from: current)
      var shown = current.path
      shown.removeLast(change.removed)
      shown.append(contentsOf: change.added)
      #expect(shown == next.path)
      // The least change: only what lies above the screens the two paths have in common.
      let common = zip(current.path, next.path).prefix { $0 == $1 }.count
      #expect(change.removed == current.path.count - common)
      current = next
    }
  }
}
