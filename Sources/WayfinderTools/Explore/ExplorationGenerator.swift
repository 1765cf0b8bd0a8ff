internal import Wayfinder
internal import WayfinderFlowFiles

/// Chooses an exploration's next command from what the session shows, weighted toward what
/// has not been covered yet: taps among the visible actions (an untaken one five times as often
/// as a taken one, and now and then an unavailable one), back, root, tabs, each declared deep
/// link with arguments of the right types or spoiled ones, each fact set to another value of its
/// type (not the one it has, which would change nothing), waits (often exactly to the launch's
/// next deadline), background and foreground, relaunch, and the app's steps run and cancelled.
/// O(visible actions + links + facts) per command.
struct ExplorationGenerator {
  /// Each fact with the texts `set` takes for it and the values they give.
  private let facts: [(name: String, texts: [String], values: [FactValue?])]
  private let steps: [String]
  private let links: [DeepLinkPattern]
  private var random: SplitMixRandom
  /// The `(screen, label)` pairs tapped so far, across runs.
  private(set) var tapped: Set<[String]> = []
  /// The links opened so far, by index.
  private(set) var opened: Set<Int> = []

  init(_ definition: FlowDefinition, seed: UInt64) {
    facts = definition.facts.map { fact in
      let texts = Self.texts(of: fact.type)
      return (fact.name, texts, texts.map { definition.factValue($0, as: fact.type) })
    }
    steps = definition.launch.map(\.id)
    links = definition.deepLinks.map(\.pattern)
    random = SplitMixRandom(seed: seed)
  }

  /// Starts the next run from `seed`, keeping what was covered.
  mutating func reseed(_ seed: UInt64) { random = SplitMixRandom(seed: seed) }

  /// The next step for `session`.
  mutating func next(for session: AppSession) -> ExplorationStep {
    let actions = session.visibleActions
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<40 where !actions.isEmpty: return tap(actions, in: session)
    case 0..<58: return step(.wait(waitDuration(session)))
    case 58..<63: return step(.back)
    case 63..<65: return step(.root)
    case 65..<67:
      // A sheet with detents is dragged between them as often as it is dismissed.
      if let top = session.state.modals.last, !top.detents.isEmpty, chance(50) {
        return step(.detent(pick(top.detents)))
      }
      return step(.dismiss)
    case 67..<71:
      let tabs = session.state.home.tabIDs.map(\.rawValue)
      return step(.selectTab(chance(10) || tabs.isEmpty ? "nowhere" : pick(tabs)))
    case 71..<79: return step(.open(url()))
    case 79..<87 where !facts.isEmpty:
      let fact = pick(facts)
      let current = session.facts[fact.name]
      let changing = fact.texts.indices.filter { fact.values[$0] != current }
      let text = changing.isEmpty ? pick(fact.texts) : fact.texts[pick(changing)]
      return step(.set(fact: fact.name, value: text))
    case 79..<89: return step(.background)
    case 89..<91: return step(.foreground)
    case 91..<94 where !steps.isEmpty: return step(.run([pick(steps)]))
    case 94..<97 where !steps.isEmpty: return step(.cancel(pick(steps)))
    case 97..<98: return step(.cancelAll)
    default: return step(.relaunch())
    }
  }

  private func step(_ command: SessionCommand) -> ExplorationStep {
    ExplorationStep(command, text: ExplorationStep.line(for: command))
  }

  private mutating func tap(_ actions: [ActionDefinition], in session: AppSession)
    -> ExplorationStep
  {
    let screen = session.state.visibleRoute?.screen ?? ""
    var weights = actions.map { action -> Int in
      guard session.isAvailable(action) else { return 0 }
      return tapped.contains([screen, action.label]) ? 1 : 5
    }
    if chance(8) || weights.allSatisfy({ $0 == 0 }) { weights = weights.map { _ in 1 } }
    var choice = Int.random(in: 0..<weights.reduce(0, +), using: &random)
    var index = 0
    while choice >= weights[index] {
      choice -= weights[index]
      index += 1
    }
    let label = actions[index].label
    tapped.insert([screen, label])
    let command = SessionCommand.tap(.label(label))
    return ExplorationStep(command, text: ExplorationStep.line(for: command, number: index + 1))
  }

  /// Often exactly to the launch's next deadline, otherwise up to two seconds, now and then a
  /// long one; whole milliseconds, as a scenario writes them.
  private mutating func waitDuration(_ session: AppSession) -> Duration {
    if let deadline = session.launch.nextDeadline, chance(60) {
      let exact = deadline - session.launch.now
      return .milliseconds(ExplorationStep.milliseconds(exact) + (chance(25) ? 0 : 1))
    }
    if chance(10) { return .seconds(Int64.random(in: 3...8, using: &random)) }
    return .milliseconds(Int64.random(in: 1...2_000, using: &random))
  }

  /// A URL of a declared link, untried ones first, with arguments of the right types or, now
  /// and then, a wrong one, a missing query item, or a link the app does not declare.
  private mutating func url() -> String {
    guard !links.isEmpty, !chance(8) else { return "\(links.first?.scheme ?? "app")://nowhere/1" }
    let untried = links.indices.filter { !opened.contains($0) }
    let index =
      !untried.isEmpty && chance(60)
      ? pick(untried) : Int.random(in: 0..<links.count, using: &random)
    opened.insert(index)
    return DeepLinkSample.url(links[index], spoiled: chance(20), using: &random)
  }

  /// Text forms of values of a fact type, as `set` takes them.
  private static func texts(of type: FactType) -> [String] {
    switch type {
    case .bool: ["true", "false"]
    case .int: ["0", "1", "2", "5"]
    case .string: ["eu", "us"]
    case .version: ["1.0", "2.0", "3.0", "version"]
    }
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }
}
