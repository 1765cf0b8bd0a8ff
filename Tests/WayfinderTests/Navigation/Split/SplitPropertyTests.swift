import Foundation
import Testing
import WayfinderTesting
import Wayfinder

/// Random selections, pushes, backs, width changes, modals and links on a split home: after
/// each, the invariants hold, a saved state decodes equal, and collapsing or expanding keeps
/// the selection and the order Back walks.
@Suite struct SplitPropertyTests {
  private static let routes: [MailRoute] = [
    .inbox, .archive, .settings, .thread(1), .thread(2), .message(1), .message(2), .reply(1),
  ]

  private static func randomCommand(
    _ rng: inout SeededRandomNumberGenerator
  ) -> NavigationCommand<MailRoute> {
    let route = routes.randomElement(using: &rng) ?? .inbox
    let column = SplitColumn.allCases.randomElement(using: &rng) ?? .detail
    let target: StackTarget = Bool.random(using: &rng) ? .visible : .column(column)
    switch Int.random(in: 0..<15, using: &rng) {
    case 0, 1, 2: return .select(route, in: column)
    case 3, 4: return .push(route, on: target)
    case 5, 6, 7: return .back
    case 8: return .setWidth(Bool.random(using: &rng) ? .compact : .regular)
    case 9: return .present(.flow(route, id: "compose"))
    case 10: return .dismiss
    case 11:
      return .open(
        url: ["mail://inbox/3", "mail://reply", "mail://settings", "mail://nowhere"]
          .randomElement(using: &rng) ?? "")
    case 12: return .popToRoot(on: target)
    case 13: return .deselect(column)
    default: return .setRoot(route, on: target)
    }
  }

  private static func rules() throws -> NavigationRules<MailRoute> {
    var links = DeepLinkRouter<MailRoute>()
    try links.add("mail://inbox/{id:int}") { parameters in
      DeepLinkTarget(
        columns: SplitLink(content: [.inbox], detail: [.message(parameters.int("id") ?? 0)]))
    }
    try links.add("mail://reply") { _ in DeepLinkTarget(path: [.reply(1)]) }
    try links.add("mail://settings") { _ in
      DeepLinkTarget(tab: "folders", path: [.settings], modal: .screen(.settings, id: "about"))
    }
    return NavigationRules(deepLinks: links)
  }

  /// The screens Back shows, one after another, until it is refused.
  private static func backWalk(
    _ state: NavigationState<MailRoute>, rules: NavigationRules<MailRoute>
  ) -> [MailRoute?] {
    var state = state
    var seen: [MailRoute?] = []
    while let next = try? state.applying(.back, rules: rules).after {
      state = next
      seen.append(state.visibleRoute)
    }
    return seen
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func collapsingAndExpandingKeepTheSelectionAndTheBackOrder(seed: UInt64) throws {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let rules = try Self.rules()
    var state = try MailRoute.mail()
    var deepestWalk = 0
    for step in 0..<PropertyRuns.count(full: 3_000, sample: 300) {
      let command = Self.randomCommand(&rng)
      guard let transition = try? state.applying(command, rules: rules) else {
        continue
      }
      state = transition.after
      deepestWalk = max(deepestWalk, state.collapsedPath.count)
      let problems = state.invariantViolations() + transition.contractViolations()
      #expect(problems.isEmpty, "seed \(seed) step \(step) after \(command): \(problems)")

      let width = try #require(state.splitWidth)
      let other: SplitWidth = width == .compact ? .regular : .compact
      let flipped = try state.applying(.setWidth(other), rules: rules).after
      #expect(try flipped.applying(.setWidth(width), rules: rules).after == state)
      for column in SplitColumn.allCases {
        #expect(flipped.selection(in: column) == state.selection(in: column))
      }
      #expect(flipped.collapsedPath == state.collapsedPath)
      if state.modals.isEmpty {
        let walk = Self.backWalk(state, rules: rules)
        #expect(walk == Self.backWalk(flipped, rules: rules), "seed \(seed) step \(step)")
        // Back walks the collapsed stack from its top down to the sidebar's root.
        #expect(walk == state.collapsedPath.dropLast().reversed().map { $0 })
      }
      if step % 10 == 0 {
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState<MailRoute>.self, from: data) == state)
      }
    }
    // The runs reach every column, with a screen pushed in one.
    #expect(deepestWalk >= 4)
  }
}
