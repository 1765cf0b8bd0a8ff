import Wayfinder

/// Which screens and edges of an app a set of sessions exercised, out of all there are.
///
/// ```swift
/// var coverage = Coverage(definition)
/// coverage.formUnion(result.covered)
/// print(coverage.summary)      // screens 12/12 (100%), edges 17/17 (100%)
/// ```
public struct Coverage: Sendable {
  /// Every screen of the app, in declaration order (flows, modals, launch screens).
  public let screens: [CoverageItem]
  /// Every edge: each screen's actions, then the tabs, then the deep links.
  public let edges: [CoverageItem]
  /// What was exercised.
  public private(set) var covered: Set<CoverageItem> = []

  /// The coverage universe of `definition`, with nothing covered yet.
  public init(_ definition: FlowDefinition) {
    var screenIDs =
      definition.flows.flatMap(\.screens) + definition.modals.flatMap(\.screens)
      + definition.launchScreens
    var seen: Set<String> = []
    screenIDs = screenIDs.filter { seen.insert($0).inserted && definition.screen($0) != nil }
    screens = screenIDs.map(CoverageItem.screen)
    var edges = screenIDs.flatMap { id in
      (definition.screen(id)?.actions ?? []).map {
        CoverageItem.action(screen: id, label: $0.label)
      }
    }
    if case .tabs(let tabs) = definition.home { edges += tabs.map { .tab($0.rawValue) } }
    edges += definition.deepLinks.map { .deepLink($0.pattern.description) }
    self.edges = edges
  }

  /// Adds exercised items.
  public mutating func formUnion(_ items: some Sequence<CoverageItem>) {
    covered.formUnion(items)
  }

  /// How many screens were shown.
  public var coveredScreens: Int { screens.count { covered.contains($0) } }
  /// How many edges were taken.
  public var coveredEdges: Int { edges.count { covered.contains($0) } }
  /// The screens and edges not exercised, screens first.
  public var missing: [CoverageItem] { (screens + edges).filter { !covered.contains($0) } }

  /// The percentage of screens shown (100 for an app without screens).
  public var screenPercentage: Double { Self.percentage(coveredScreens, of: screens.count) }
  /// The percentage of edges taken (100 for an app without edges).
  public var edgePercentage: Double { Self.percentage(coveredEdges, of: edges.count) }

  /// `screens 12/12 (100%), edges 16/17 (94.1%)`.
  public var summary: String {
    "screens \(coveredScreens)/\(screens.count) (\(Self.format(screenPercentage))), "
      + "edges \(coveredEdges)/\(edges.count) (\(Self.format(edgePercentage)))"
  }

  static func percentage(_ part: Int, of total: Int) -> Double {
    total == 0 ? 100 : Double(part) * 100 / Double(total)
  }

  /// `100%`, `94.1%`: one decimal, never rounded up to 100 unless complete.
  static func format(_ value: Double) -> String {
    if value >= 100 { return "100%" }
    let tenths = (value * 10).rounded(.down) / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
  }
}

extension AppSession {
  /// The items a successful `command` exercised, given the session `before` it ran, and what it
  /// (and the launch settling after it) did.
  public static func coverage(
    of command: SessionCommand, before: AppSession, after: AppSession, outputs: [SessionOutput]
  ) -> [CoverageItem] {
    var items: [CoverageItem] = []
    switch command {
    case .tap(let choice):
      if let screen = before.state.topRoute?.screen, let action = try? before.action(choice) {
        items.append(.action(screen: screen, label: action.label))
      }
    case .selectTab:
      if after.state.home.layout == .tabs {
        items.append(.tab(after.state.home.selectedTab.rawValue))
      }
    default:
      break
    }
    return items + landedDeepLinks(outputs, in: before.definition) + shownScreens(outputs)
  }

  /// The deep links that landed during `outputs`: opened and applied at once, or held behind an
  /// interaction and applied when it ended. A link still held, or replaced by a later one, has
  /// not been exercised. O(transitions × deep links).
  public static func landedDeepLinks(
    _ outputs: [SessionOutput], in definition: FlowDefinition
  ) -> [CoverageItem] {
    var items: [CoverageItem] = []
    for output in outputs {
      for transition in output.transitions {
        let url: String
        if case .command(.open(let opened)) = transition.cause,
          transition.after.pendingDeepLink == nil
        {
          url = opened
        } else if let held = transition.before.pendingDeepLink,
          transition.after.pendingDeepLink == nil
        {
          url = held.url
        } else {
          continue
        }
        let link = definition.deepLinks.first {
          if case .matched = $0.pattern.match(url) { return true }
          return false
        }
        if let link { items.append(.deepLink(link.pattern.description)) }
      }
    }
    return items
  }

  /// The screens that were on top after each transition of `outputs`.
  public static func shownScreens(_ outputs: [SessionOutput]) -> [CoverageItem] {
    var screens: [CoverageItem] = []
    for output in outputs {
      for transition in output.transitions {
        if let route = transition.after.topRoute { screens.append(.screen(route.screen)) }
      }
    }
    return screens
  }
}
