import Testing
import WayfinderTesting
import Wayfinder

/// Thousands of random commands, valid or not, with the invariants checked after each.
@Suite struct RandomizedNavigationTests {
  typealias SeededGenerator = SeededRandomNumberGenerator

  private static let pages: [Tab1Page] = [.primary, .secondary1, .secondary2, .tertiary]
  private static let tabs: [TabID] = [.tab1, .tab2, "tab3"]
  private static let modalIDs: [ModalID] = ["a", "b", "c"]

  private static func randomCommand(
    _ rng: inout SeededGenerator
  ) -> NavigationCommand<Tab1Page> {
    let page = pages.randomElement(using: &rng) ?? .primary
    let targets: [StackTarget] = [
      .visible, .visible, .tab(.tab1), .tab(.tab2), .modal("a"), .modal("b"),
    ]
    let target = targets.randomElement(using: &rng) ?? .visible
    let modal = modalIDs.randomElement(using: &rng) ?? "a"
    switch Int.random(in: 0..<17, using: &rng) {
    case 0, 1, 2: return .push(page, on: target)
    case 3: return .pushAll(Array(pages.shuffled(using: &rng).prefix(2)), on: target)
    case 4, 5: return .pop(count: Int.random(in: -1...3, using: &rng), on: target)
    case 6: return .popTo(page, on: target)
    case 7: return .popToRoot(on: target)
    case 8: return .setPath(Array(pages.shuffled(using: &rng).prefix(3)), on: target)
    case 9, 10: return .selectTab(tabs.randomElement(using: &rng) ?? .tab1)
    case 11:
      return Bool.random(using: &rng)
        ? .present(.screen(page, id: modal)) : .present(.flow(page, id: modal, style: .fullScreen))
    case 12: return .dismiss
    case 13: return Bool.random(using: &rng) ? .dismissModal(modal) : .dismissAll
    case 14:
      return .open(
        url: ["demo://deep/2", "demo://deep/x", "demo://modal", "demo://none"].randomElement(
          using: &rng) ?? "")
    case 15: return .finishLaunch
    default: return .showLaunchScreen(page)
    }
  }

  private static func rules() throws -> NavigationRules<Tab1Page> {
    var links = DeepLinkRouter<Tab1Page>()
    try links.add("demo://deep/{n:int}") { parameters in
      DeepLinkTarget(tab: .tab2, path: Array(repeating: .tertiary, count: parameters.int("n") ?? 0))
    }
    try links.add("demo://modal") { _ in
      DeepLinkTarget(tab: .tab1, path: [.secondary1], modal: .flow(.tertiary, id: "a"))
    }
    return NavigationRules(reselectPopsToRoot: true, deepLinks: links)
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func invariantsHoldAfterEveryCommand(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let rules = try Self.rules()
    var state = try Fixtures.twoTabs(phase: .launching(screen: nil))
    var applied = 0
    for step in 0..<4_000 {
      let command = Self.randomCommand(&rng)
      let before = state
      let transition: StateTransition<Tab1Page>
      do {
        transition = try state.applying(command, rules: rules)
        state = transition.after
        applied += 1
      } catch {
        #expect(state == before, "seed \(seed) step \(step): refused \(command) changed the state")
        #expect(!error.description.isEmpty)
        continue
      }
      let problems = state.invariantViolations() + transition.contractViolations()
      #expect(problems.isEmpty, "seed \(seed) step \(step) after \(command): \(problems)")
      // Roots are never popped or changed by navigation.
      #expect(state.home.tabs.map(\.stack.root) == before.home.tabs.map(\.stack.root))
      // Exactly one tab is selected and it exists.
      #expect(state.home.tabs.filter { $0.id == state.home.selectedTab }.count == 1)
      // Nothing beneath a modal changed, unless the command was one allowed to reach beneath
      // (dismissals and deep links, which dismiss everything first).
      if !before.modals.isEmpty, !state.modals.isEmpty, !Self.reachesBeneath(command) {
        #expect(
          state.home == before.home,
          "seed \(seed) step \(step): \(command) changed home under a modal")
        let kept = min(before.modals.count, state.modals.count) - 1
        #expect(Array(state.modals.prefix(kept)) == Array(before.modals.prefix(kept)))
      }
      if state.phase.isLaunching {
        #expect(state.home == before.home, "seed \(seed) step \(step): home changed during launch")
      }
    }
    #expect(applied > 500, "the generator should produce plenty of valid commands")
  }

  private static func reachesBeneath(_ command: NavigationCommand<Tab1Page>) -> Bool {
    switch command {
    case .dismiss, .dismissModal, .dismissAll, .open, .finishLaunch: true
    default: false
    }
  }
}
