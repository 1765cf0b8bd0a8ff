import Testing
import Wayfinder

/// What the navigation tests of FlowStacks, Decompose, TCA and XCoordinator do, in Wayfinder's
/// commands: transactions, a new root, popping from a given screen, the user's back, pushing
/// only what is new, revealing a modal, and tabs that come and go.
@Suite struct PeerOperationTests {
  /// Tabs `t1` (root `home`) and `t2` (root `other`), `t1` selected.
  private func navigator(
    rules: NavigationRules<String> = .init()
  ) throws -> Navigator<String> {
    Navigator(
      try NavigationState(tabs: [
        NavigationTab("t1", root: "home"), NavigationTab("t2", root: "other"),
      ]),
      rules: rules)
  }

  /// Counts the transitions observers see.
  private final class Seen: Sendable {
    let count = Locked(0)
  }

  // MARK: Transactions (XCoordinator's and FlowStacks' "go home", TCA's one state change)

  @Test func goingHomeIsOneTransition() throws {
    let navigator = try navigator()
    try navigator.send(.pushAll(["a", "b"]))
    try navigator.send(.present(.flow("sheet", id: "sheet")))
    let seen = Seen()
    let observation = navigator.observe { _ in seen.count.withLock { $0 += 1 } }
    let transition = try navigator.perform([.dismissAll, .popToRoot()])
    #expect(seen.count.withLock { $0 } == 1)
    #expect(transition.before.modals.count == 1)
    #expect(transition.after.modals.isEmpty && transition.after.visibleRoute == "home")
    observation.cancel()
  }

  @Test func aRefusalPartWayKeepsNothing() throws {
    let navigator = try navigator()
    try navigator.send(.push("a"))
    let before = navigator.state
    #expect(throws: NavigationError.unknownTab("t3", available: ["t1", "t2"])) {
      try navigator.perform([.popToRoot(), .selectTab("t3"), .push("b")])
    }
    #expect(navigator.state == before)
  }

  @Test func switchTabThenPush() throws {
    let navigator = try navigator()
    try navigator.perform([.selectTab("t2"), .push("detail")])
    #expect(navigator.state.home.selectedTab == "t2")
    #expect(navigator.state[tab: "t2"]?.path == ["detail"])
  }

  @Test func swapOneModalForAnother() throws {
    let navigator = try navigator()
    try navigator.send(.present(.screen("share", id: "share")))
    try navigator.perform([.dismiss, .present(.screen("print", id: "print"))])
    #expect(navigator.state.modals.map(\.id) == ["print"])
  }

  // MARK: Roots and the top screen (FlowStacks' routes assigned whole)

  @Test func afterLoginTheAccountScreenBecomesTheRoot() throws {
    let navigator = try navigator()
    let flow = FlowCoordinator(navigator, on: .tab("t1"))
    try flow.push(contentsOf: ["login", "password"])
    try flow.setRoot("account")
    #expect(flow.root == "account" && flow.path.isEmpty)
    #expect(throws: NavigationError.cannotPopRoot(root: "account", owner: .tab("t1"))) {
      try flow.pop()
    }
  }

  @Test func replacingTheTopScreenIsOneCommand() throws {
    let navigator = try navigator()
    let flow = FlowCoordinator(navigator, on: .tab("t1"))
    try flow.push("step1")
    try flow.replaceTop(with: "step2")
    #expect(flow.path == ["step2"])
    try flow.popToRoot()
    try flow.replaceTop(with: "welcome")
    #expect(flow.root == "welcome")
  }

  // MARK: Identity in a stack (TCA's popFrom(id:))

  @Test func popFromTheScreenAtItsPositionWhenARouteAppearsTwice() throws {
    let navigator = try navigator()
    let flow = FlowCoordinator(navigator, on: .tab("t1"))
    try flow.push(contentsOf: ["item", "detail", "item", "detail"])
    try flow.pop(from: "item", at: 2)
    #expect(flow.path == ["item", "detail"])
    // A position read before the stack changed names another screen now: refused.
    #expect(
      throws: NavigationError.screenMoved(route: "item", position: 2, owner: .tab("t1"))
    ) { try flow.pop(from: "item", at: 2) }
    try flow.pop(from: "item", at: 0)
    #expect(flow.path.isEmpty)
  }

  // MARK: One back (a system back), and a screen that holds it

  @Test func backPopsThenDismissesAsASystemBackDoes() throws {
    let navigator = try navigator()
    try navigator.send(.present(.flow("compose", id: "compose")))
    try navigator.send(.push("attach"))
    try navigator.back()
    #expect(navigator.state.modals.first?.stack.path == [])
    try navigator.back()
    #expect(navigator.state.modals.isEmpty)
    #expect(throws: NavigationError.cannotPopRoot(root: "home", owner: .tab("t1"))) {
      try navigator.back()
    }
  }

  @Test func anUnsavedFormHoldsBackUntilDiscarded() throws {
    let navigator = try navigator(
      rules: NavigationRules(backVeto: { $0 == "form" ? "Discard unsaved changes?" : nil }))
    try navigator.send(.push("form"))
    let veto = NavigationError.backVetoed(screen: "form", reason: "Discard unsaved changes?")
    #expect(navigator.backRefusal == veto)
    #expect(throws: veto) { try navigator.back() }
    #expect(navigator.state.visibleRoute == "form")
    try navigator.send(.pop())  // "Discard": the app's own pop is not the user's back
    #expect(navigator.backRefusal == .cannotPopRoot(root: "home", owner: .tab("t1")))
  }

  // MARK: Only what is new (Decompose's pushNew and bringToFront)

  @Test func pushNewLeavesAScreenAlreadyOnTop() throws {
    let navigator = try navigator()
    try navigator.send(.pushNew("detail"))
    let transition = try navigator.send(.pushNew("detail"))
    #expect(transition.after == transition.before)
    #expect(navigator.state[tab: "t1"]?.path == ["detail"])
  }

  @Test func bringToFrontMovesTheScreenInsteadOfPushingItAgain() throws {
    let navigator = try navigator()
    try navigator.send(.pushAll(["inbox", "thread", "settings"]))
    try navigator.send(.bringToFront("inbox"))
    #expect(navigator.state[tab: "t1"]?.path == ["thread", "settings", "inbox"])
    try navigator.send(.bringToFront("search"))
    #expect(navigator.state[tab: "t1"]?.path == ["thread", "settings", "inbox", "search"])
  }

  @Test func presentOrRevealBringsBackAModalAlreadyUp() throws {
    let navigator = try navigator()
    try navigator.send(.present(.flow("chat", id: "chat")))
    try navigator.send(.push("profile"))
    try navigator.send(.present(.screen("photo", id: "photo")))
    try navigator.send(.presentOrReveal(.flow("chat", id: "chat")))
    #expect(navigator.state.modals.map(\.id) == ["chat"])
    #expect(navigator.state.modals.first?.stack.path == ["profile"])
  }

  // MARK: Tabs at run time

  @Test func aTabAppearsAfterLoginAndGoesAtLogout() throws {
    let navigator = try navigator()
    let tabs = TabCoordinator(navigator)
    try tabs.add(NavigationTab("account", root: "account"), at: 1)
    #expect(tabs.tabs == ["t1", "account", "t2"])
    try tabs.select("account")
    #expect(throws: NavigationError.invalidHome("tab 'account' is declared twice")) {
      try tabs.add(NavigationTab("account", root: "account"))
    }
    try tabs.remove("account")
    #expect(tabs.tabs == ["t1", "t2"])
    #expect(tabs.selectedTab == "t1")
    try tabs.remove("t2")
    #expect(throws: NavigationError.invalidHome("a tab bar needs at least one tab")) {
      try tabs.remove("t1")
    }
  }
}
