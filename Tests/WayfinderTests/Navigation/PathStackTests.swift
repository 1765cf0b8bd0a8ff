import Testing
import Wayfinder

@Suite struct PathStackTests {
  private func stack(_ path: [Tab1Page] = []) -> PathStack<Tab1Page> {
    PathStack(root: .primary, path: path, owner: .tab(.tab1))
  }

  @Test func newStackShowsItsRoot() {
    let stack = stack()
    #expect(stack.top == .primary)
    #expect(stack.count == 1)
    #expect(!stack.canGoBack)
    #expect(stack.routes == [.primary])
  }

  @Test func pushPutsTheRouteOnTop() {
    var stack = stack()
    stack.push(.secondary1)
    stack.push(.tertiary)
    #expect(stack.path == [.secondary1, .tertiary])
    #expect(stack.top == .tertiary)
    #expect(stack.count == 3)
    #expect(stack.canGoBack)
  }

  @Test func pushContentsOfKeepsOrder() {
    var stack = stack([.secondary1])
    stack.push(contentsOf: [.secondary2, .tertiary])
    #expect(stack.path == [.secondary1, .secondary2, .tertiary])
  }

  @Test func popReturnsTheTopRoute() throws {
    var stack = stack([.secondary1, .tertiary])
    #expect(try stack.pop() == .tertiary)
    #expect(stack.path == [.secondary1])
  }

  @Test func popAtRootThrowsAndKeepsTheStack() {
    var stack = stack()
    #expect(throws: NavigationError.cannotPopRoot(root: "primary", owner: .tab(.tab1))) {
      try stack.pop()
    }
    #expect(stack == self.stack())
  }

  @Test func popCountRemovesThatMany() throws {
    var stack = stack([.secondary1, .secondary2, .tertiary])
    try stack.pop(count: 2)
    #expect(stack.path == [.secondary1])
    try stack.pop(count: 0)
    #expect(stack.path == [.secondary1])
  }

  @Test func popCountPastTheRootThrowsAndKeepsTheStack() {
    var stack = stack([.secondary1])
    #expect(
      throws: NavigationError.notEnoughScreens(requested: 2, available: 1, owner: .tab(.tab1))
    ) {
      try stack.pop(count: 2)
    }
    #expect(stack.path == [.secondary1])
  }

  @Test func negativePopCountThrows() {
    var stack = stack([.secondary1])
    #expect(throws: NavigationError.invalidPopCount(-1)) { try stack.pop(count: -1) }
    #expect(stack.path == [.secondary1])
  }

  @Test func popToUsesTheLastOccurrence() throws {
    var stack = stack([.secondary1, .tertiary, .secondary1, .secondary2])
    try stack.pop(to: .secondary1)
    #expect(stack.path == [.secondary1, .tertiary, .secondary1])
  }

  @Test func popToTheRootEmptiesThePath() throws {
    var stack = stack([.secondary1, .tertiary])
    try stack.pop(to: .primary)
    #expect(stack.path.isEmpty)
  }

  @Test func popToAMissingRouteThrowsAndKeepsTheStack() {
    var stack = stack([.secondary1])
    #expect(throws: NavigationError.notOnStack(route: "tertiary", owner: .tab(.tab1))) {
      try stack.pop(to: .tertiary)
    }
    #expect(stack.path == [.secondary1])
  }

  @Test func popToPredicateUsesTheTopmostMatch() throws {
    var stack = stack([.secondary1, .secondary2, .tertiary])
    try stack.pop(to: { $0 == .secondary1 || $0 == .secondary2 })
    #expect(stack.path == [.secondary1, .secondary2])
  }

  @Test func popToPredicateWithoutMatchThrows() {
    var stack = stack([.secondary1])
    #expect(throws: NavigationError.noMatchOnStack(owner: .tab(.tab1))) {
      try stack.pop(to: { $0 == .tertiary })
    }
    #expect(stack.path == [.secondary1])
  }

  @Test func popToRootKeepsTheRoot() {
    var stack = stack([.secondary1, .tertiary])
    stack.popToRoot()
    #expect(stack.path.isEmpty)
    #expect(stack.top == .primary)
    stack.popToRoot()
    #expect(stack.top == .primary)
  }

  @Test func replaceSetsTheWholePath() {
    var stack = stack([.secondary1])
    stack.replace(path: [.secondary2, .tertiary])
    #expect(stack.path == [.secondary2, .tertiary])
    stack.replace(path: [])
    #expect(!stack.canGoBack)
  }

  @Test func worksWithStringRoutes() throws {
    var stack = PathStack(root: "home")
    stack.push("detail")
    try stack.pop(to: "home")
    #expect(stack.top == "home")
  }
}

@Suite struct RouteDescriptionTests {
  enum Search: Hashable, Sendable { case results(String, page: Int), detail(Tab1Page) }

  @Test func messagesNameEnumRoutesWithoutTypeQualifiers() {
    var stack = PathStack(root: Search.detail(.primary))
    #expect(throws: NavigationError.cannotPopRoot(root: "detail(primary)", owner: .standalone)) {
      try stack.pop()
    }
    #expect(
      NavigationCommand<Search>.push(.results("Mr. Smith", page: 2)).description
        == "push 'results(\"Mr. Smith\", page: 2)'")
  }

  @Test func customDescriptionsAreUsedAsIs() {
    #expect(
      NavigationCommand<ScreenRoute>.popTo(
        ScreenRoute("item", arguments: ["id": .int(1)]), on: .tab(.tab1)
      )
      .description == "pop to 'item(id: 1)' in tab 'tab1'")
  }
}
