internal import Wayfinder

/// The moves path generation tries from a session, and what it can predict about them.
struct MoveTable {
  /// One move: the command, its text in a scenario file, and the edge it takes.
  struct Move {
    var command: SessionCommand
    var text: String
    var edge: CoverageItem?
    var action: Action?
    var deepLink: Int?
  }

  private let definition: FlowDefinition
  private let tabs: [String]
  /// One URL per deep link, matching it.
  let sampleURLs: [String]

  init(_ definition: FlowDefinition) {
    self.definition = definition
    tabs = definition.home.layout == .tabs ? definition.home.tabIDs.map(\.rawValue) : []
    sampleURLs = definition.deepLinks.map { Self.sampleURL(for: $0, in: definition) }
  }

  /// Taps on every action of the screen on top, `dismiss` under a modal, every tab, every deep
  /// link — in that order.
  func moves(for session: AppSession) -> [Move] {
    var moves: [Move] = []
    let screen = session.visibleScreen?.route.screen
    for (index, action) in session.visibleActions.enumerated() {
      let byNumber = action.label.allSatisfy(\.isNumber)
      moves.append(
        Move(
          command: .tap(byNumber ? .number(index + 1) : .label(action.label)),
          text: "tap " + (byNumber ? String(index + 1) : action.label),
          edge: screen.map { .action(screen: $0, label: action.label) }, action: action))
    }
    if !session.state.modals.isEmpty {
      moves.append(Move(command: .dismiss, text: "dismiss"))
    }
    for tab in tabs {
      moves.append(Move(command: .selectTab(tab), text: "tab \(tab)", edge: .tab(tab)))
    }
    for (index, url) in sampleURLs.enumerated() {
      moves.append(
        Move(
          command: .open(url), text: "open \(url)",
          edge: .deepLink(definition.deepLinks[index].pattern.description), deepLink: index))
    }
    return moves
  }

  /// The key `move` leads to from `session`, when it is sure: a plain navigation at home with
  /// no modal up and no launch going on. `nil` when it must be performed to know.
  func predictedKey(after move: Move, from session: AppSession) -> ExplorationKey? {
    let state = session.state
    guard !state.phase.isLaunching, state.modals.isEmpty, !session.isInBackground,
      !session.launch.isRunning, let selected = state.home.selectedStack
    else { return nil }
    let tab = state.home.selectedTab
    switch move.command {
    case .selectTab(let id):
      let target = TabID(id)
      guard let stack = state[tab: target] else { return nil }
      return ExplorationKey(session, screen: (target == tab ? stack.root : stack.top).screen, tab: id)
    case .tap:
      guard let action = move.action, action.sets.values.isEmpty, !action.finishesStep else { return nil }
      switch action.effect {
      case .push(let route):
        return ExplorationKey(session, screen: route.screen, tab: tab.rawValue)
      case .popToRoot:
        return ExplorationKey(session, screen: selected.root.screen, tab: tab.rawValue)
      case .switchTab(let target) where target != tab:
        guard let stack = state[tab: target] else { return nil }
        return ExplorationKey(session, screen: stack.top.screen, tab: target.rawValue)
      default:
        return nil
      }
    case .open:
      guard let index = move.deepLink else { return nil }
      let link = definition.deepLinks[index]
      guard link.modal == nil else { return nil }
      let target = link.tab ?? tab
      guard let stack = state[tab: target] else { return nil }
      return ExplorationKey(session, screen: link.path.last?.screen ?? stack.root.screen, tab: target.rawValue)
    default:
      return nil
    }
  }

  /// The launch variants: the app's facts with one changed — each bool flipped, and each value
  /// some `set:` or `sets:` gives a fact — in declaration order.
  func launchVariants(of definition: FlowDefinition) -> [Facts] {
    var given: [String: [FactValue]] = [:]
    let sets = definition.screens.keys.sorted().flatMap { definition.screens[$0]?.actions.map(\.sets) ?? [] }
      + definition.launch.map(\.sets)
    for facts in sets {
      for name in facts.names { if let value = facts[name] { given[name, default: []].append(value) } }
    }
    var variants: [Facts] = []
    let initial = definition.initialFacts
    for fact in definition.facts {
      var values: [FactValue] = []
      if fact.type == .bool { values.append(.bool(initial[fact.name] != .bool(true))) }
      values += given[fact.name] ?? []
      var seen: Set<FactValue> = []
      for value in values where value != initial[fact.name] && seen.insert(value).inserted {
        variants.append(Facts([fact.name: value]))
      }
    }
    return variants
  }

  /// A URL matching `link`: the URL of an `open:` action matching it if there is one, else the
  /// pattern with a sample value per placeholder (1, `a`, `true`, 1.5).
  static func sampleURL(for link: DeepLinkDefinition, in definition: FlowDefinition) -> String {
    for id in definition.screens.keys.sorted() {
      for action in definition.screens[id]?.actions ?? [] {
        if case .open(let url) = action.effect, case .matched = link.pattern.match(url) { return url }
      }
    }
    let segments = link.pattern.segments.map { segment -> String in
      switch segment {
      case .literal(let text): text
      case .placeholder(_, let type):
        switch type {
        case .int: "1"
        case .string: "a"
        case .bool: "true"
        case .double: "1.5"
        }
      }
    }
    return link.pattern.scheme + "://" + segments.joined(separator: "/")
  }
}
