import Wayfinder
public import WayfinderFlowFiles

/// What a set of runs exercised of an app, criterion by criterion (``CoverageCriterion``): each
/// criterion's universe is computed from the flow files, split into the items a run can cover
/// and those it cannot, each with its reason.
///
/// ```swift
/// var coverage = Coverage(definition)
/// coverage.formUnion(result.covered)
/// print(coverage.summary)              // screens 12/12 (100%), edges 17/17 (100%)
/// print(coverage.summary(of: .stepPairs))   // step-pairs 17/17 (100%, 13 unreachable)
/// ```
///
/// Percentages count the reachable items only. Building one is O(screens + actions + deep links
/// + launch steps² + transition pairs) (see ``CoverageCriterion``).
public struct Coverage: Sendable {
  /// An item no run can cover, and why.
  public struct Unreachable: Hashable, Sendable, CustomStringConvertible {
    /// The item.
    public var item: CoverageItem
    /// Why no run can cover it.
    public var reason: String

    /// An unreachable item.
    public init(item: CoverageItem, reason: String) {
      self.item = item
      self.reason = reason
    }

    /// `step 'whatsNew' then 'forceUpdate': 'whatsNew' comes after 'forceUpdate'`.
    public var description: String { "\(item): \(reason)" }
  }

  /// Every screen of the app, in declaration order (flows, modals, launch screens).
  public let screens: [CoverageItem]
  /// Every edge: each screen's actions, then the tabs, then the deep links.
  public let edges: [CoverageItem]
  /// What was exercised, of every criterion.
  public private(set) var covered: Set<CoverageItem> = []
  /// The reachable items of the criteria besides screens and edges.
  private var others: [CoverageCriterion: [CoverageItem]] = [:]
  /// The pairs of an edge into a screen and one of its actions, counted without being built.
  private var transitions: TransitionPairs?
  /// The unreachable items, by criterion.
  private var unreachables: [CoverageCriterion: [Unreachable]] = [:]
  /// Why a criterion is not counted (too large), by criterion.
  public private(set) var uncounted: [CoverageCriterion: String] = [:]

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
    others[.whenOutcomes] = screenIDs.flatMap { id in
      (definition.screen(id)?.actions ?? []).filter { $0.condition != nil }.flatMap { action in
        [true, false].map {
          CoverageItem.whenOutcome(screen: id, label: action.label, available: $0)
        }
      }
    }
    others[.linkPhases] = definition.deepLinks.flatMap { link in
      LinkPhase.allCases.map {
        CoverageItem.linkPhase(pattern: link.pattern.description, phase: $0)
      }
    }
    let steps = definition.launchSteps()
    if let pairs = StepPairs.universe(steps) {
      others[.stepPairs] = pairs.reachable
      unreachables[.stepPairs] = pairs.unreachable
    } else {
      uncounted[.stepPairs] =
        "the launch has \(steps.count) steps; pairs are counted up to \(StepPairs.maximumSteps)"
    }
    transitions = TransitionPairs(definition, screens: screenIDs)
    if transitions == nil {
      uncounted[.transitionPairs] =
        "the app has more than \(TransitionPairs.maximumPairs) pairs of an edge and an action"
    }
  }

  /// Adds exercised items, of any criterion.
  public mutating func formUnion(_ items: some Sequence<CoverageItem>) {
    covered.formUnion(items)
  }

  /// The items of `criterion` a run can cover, in order. O(items): transition pairs are
  /// built on each call.
  public func items(of criterion: CoverageCriterion) -> [CoverageItem] {
    switch criterion {
    case .screens: screens
    case .edges: edges
    case .transitionPairs: transitions?.items ?? []
    default: others[criterion] ?? []
    }
  }

  /// How many items of `criterion` a run can cover.
  package func total(of criterion: CoverageCriterion) -> Int {
    criterion == .transitionPairs ? transitions?.count ?? 0 : items(of: criterion).count
  }

  /// The items of `criterion` no run can cover, with their reasons.
  public func unreachable(of criterion: CoverageCriterion) -> [Unreachable] {
    unreachables[criterion] ?? []
  }

  /// How many reachable items of `criterion` were covered. O(items), or O(covered) for
  /// transition pairs.
  package func coveredCount(of criterion: CoverageCriterion) -> Int {
    if criterion == .transitionPairs {
      guard let transitions else { return 0 }
      return covered.count { transitions.contains($0) }
    }
    return items(of: criterion).count { covered.contains($0) }
  }

  /// The reachable items of `criterion` not covered, in order.
  public func missing(of criterion: CoverageCriterion) -> [CoverageItem] {
    items(of: criterion).filter { !covered.contains($0) }
  }

  /// The percentage of `criterion`'s reachable items covered (100 when it has none).
  package func percentage(of criterion: CoverageCriterion) -> Double {
    Self.percentage(coveredCount(of: criterion), of: total(of: criterion))
  }

  /// `step-pairs 17/17 (100%, 13 unreachable)`, `link-phases 9/12 (75%)`, or
  /// `step-pairs not counted: …`.
  public func summary(of criterion: CoverageCriterion) -> String {
    if let reason = uncounted[criterion] { return "\(criterion.name) not counted: \(reason)" }
    let unreachable = unreachable(of: criterion).count
    return "\(criterion.name) \(coveredCount(of: criterion))/\(total(of: criterion)) "
      + "(\(Self.format(percentage(of: criterion)))"
      + (unreachable == 0 ? "" : ", \(unreachable) unreachable") + ")"
  }

  /// The criteria besides screens and edges, one after the other:
  /// `when-outcomes 2/2 (100%), link-phases 12/12 (100%), …`.
  package var criteriaSummary: String {
    CoverageCriterion.allCases.filter { $0 != .screens && $0 != .edges }
      .map { summary(of: $0) }.joined(separator: ", ")
  }

  /// How many screens were shown.
  package var coveredScreens: Int { coveredCount(of: .screens) }
  /// How many edges were taken.
  package var coveredEdges: Int { coveredCount(of: .edges) }
  /// The screens and edges not exercised, screens first.
  public var missing: [CoverageItem] { (screens + edges).filter { !covered.contains($0) } }

  /// The percentage of screens shown (100 for an app without screens).
  package var screenPercentage: Double { percentage(of: .screens) }
  /// The percentage of edges taken (100 for an app without edges).
  package var edgePercentage: Double { percentage(of: .edges) }

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
