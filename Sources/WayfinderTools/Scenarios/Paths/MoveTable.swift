internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

/// The moves path generation tries from a session, and what it can predict about them.
struct MoveTable {
  /// One move: the command, its text in a scenario file, and the edge it takes.
  struct Move {
    var command: SessionCommand
    var text: String
    var edge: CoverageItem?
    var action: ActionDefinition?
    var tab: Int?
    var deepLink: Int?

    /// Whether the move always succeeds where its outcome is predictable (at home, no modal):
    /// a tab, a push, `popToRoot`, a switch to another tab, or a `popTo` (predicted only when
    /// its screen is on the stack), setting no facts and starting no steps.
    var cannotFail: Bool {
      if case .selectTab = command { return true }
      guard let action, action.sets.values.isEmpty, !action.finishesStep, action.runs.isEmpty
      else { return false }
      switch action.effect {
      case .push, .popToRoot, .switchTab, .popTo: return true
      default: return false
      }
    }
  }

  private let definition: FlowDefinition
  /// The tab ids in order (none for a single-flow home).
  private let tabs: [String]
  private let tabIndex: [String: Int]
  /// One URL per deep link, matching it.
  let sampleURLs: [String]
  /// Where each sample URL lands at home, as the core's router resolves it (the first matching
  /// pattern, which need not be the link the URL was made for): the tab it selects (`nil` for
  /// the selected one), the last screen of its path (`nil` for none) and what it does to the
  /// tab's stack. `nil` when the URL does not resolve or presents a modal.
  private let landings: [(tab: Int?, screen: String?, stack: DeepLinkStackPolicy)?]
  /// Whether selecting the selected tab pops it to its root: the app's rule, read from the core.
  private let reselectPopsToRoot: Bool

  init(_ definition: FlowDefinition) {
    self.definition = definition
    tabs = definition.home.layout == .tabs ? definition.home.tabIDs.map(\.rawValue) : []
    let tabIndex = Dictionary(
      tabs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    self.tabIndex = tabIndex
    sampleURLs = definition.deepLinks.map { Self.sampleURL(for: $0, in: definition) }
    let rules = definition.navigationRules()
    reselectPopsToRoot = rules.reselectPopsToRoot
    landings = sampleURLs.map { url -> (tab: Int?, screen: String?, stack: DeepLinkStackPolicy)? in
      guard let target = try? rules.deepLinks.resolve(url), target.modal == nil else { return nil }
      var tab: Int?
      if let id = target.tab {
        guard let index = tabIndex[id.rawValue] else { return nil }
        tab = index
      }
      return (tab, target.path.last?.screen, target.stack)
    }
  }

  /// What the moves of a state depend on, read from its session once.
  struct View {
    var screen: String?
    var actions: [ActionDefinition]
    /// The positions of actions whose `when:` does not hold now: not tried as moves.
    var unavailable: Set<Int> = []
    var hasModals: Bool
    /// Whether home shows with no modal, launch or background: where moves are predictable.
    var isIdleAtHome: Bool
    var selectedTab: Int
    /// Each tab's root and top screens, in tab order.
    var tabs: [(root: String, top: String)]

    init(_ session: AppSession) {
      let state = session.state
      screen = state.topRoute?.screen
      actions =
        state.showsStack
        ? state.topRoute.flatMap { session.definition.screens[$0.screen]?.actions } ?? [] : []
      for (index, action) in actions.enumerated() where !session.isAvailable(action) {
        unavailable.insert(index)
      }
      hasModals = !state.modals.isEmpty
      isIdleAtHome =
        !state.phase.isLaunching && state.modals.isEmpty && !session.isInBackground
        && !session.launch.isRunning
      let home = state.home
      selectedTab = home.tabs.firstIndex { $0.id == home.selectedTab } ?? 0
      tabs = home.tabs.map { ($0.stack.root.screen, $0.stack.top.screen) }
    }
  }

  /// Taps on every action of the screen on top, `dismiss` under a modal, every tab, every deep
  /// link — in that order.
  func moves(for view: View) -> [Move] {
    var moves: [Move] = []
    moves.reserveCapacity(view.actions.count + tabs.count + sampleURLs.count + 1)
    for (index, action) in view.actions.enumerated() where !view.unavailable.contains(index) {
      // Labels that read as numbers, hold characters a terminal would act on, or would not
      // read back whole (a comment in them, quotes around them) go by number.
      let byNumber =
        action.label.allSatisfy(\.isNumber) || TerminalText.sanitized(action.label) != action.label
        || !Self.readsBack(action.label)
      moves.append(
        Move(
          command: .tap(.number(index + 1)),
          text: "tap " + (byNumber ? String(index + 1) : action.label),
          edge: view.screen.map { .action(screen: $0, label: action.label) }, action: action))
    }
    if view.hasModals {
      moves.append(Move(command: .dismiss, text: "dismiss"))
    }
    for (index, tab) in tabs.enumerated() {
      moves.append(Move(command: .selectTab(tab), text: "tab \(tab)", edge: .tab(tab), tab: index))
    }
    for (index, url) in sampleURLs.enumerated() {
      moves.append(
        Move(
          command: .open(url), text: "open \(url)",
          edge: .deepLink(definition.deepLinks[index].pattern.description), deepLink: index))
    }
    return moves
  }

  /// The key `move` leads to from `session`, when it can be told without performing the move:
  /// a plain navigation at home with no modal up and no launch going on. `nil` when the move
  /// must be performed to know.
  ///
  /// Where a rule decides the outcome, the prediction asks the core rather than restating it:
  /// re-selecting the selected tab pops it to its root only when the app's
  /// `NavigationRules.reselectPopsToRoot` says so, and a deep link lands where the core's
  /// router resolves its URL. `MovePredictionTests` performs every predicted move on the shipped
  /// apps, generated ones and random ones, and compares the keys. O(1), except `popTo`:
  /// O(distance from the top to its screen).
  func predictedKey(after move: Move, from session: AppSession, view: View) -> ExplorationKey? {
    guard view.isIdleAtHome, view.tabs.indices.contains(view.selectedTab) else { return nil }
    let selected = view.selectedTab
    func key(_ screen: String, tab: Int) -> ExplorationKey? {
      guard tabs.indices.contains(tab), view.tabs.indices.contains(tab) else { return nil }
      return ExplorationKey(session, screen: screen, tab: tabs[tab])
    }
    switch move.command {
    case .selectTab:
      guard let target = move.tab, view.tabs.indices.contains(target) else { return nil }
      guard target == selected else { return key(view.tabs[target].top, tab: target) }
      return key(
        reselectPopsToRoot ? view.tabs[target].root : view.tabs[target].top, tab: target)
    case .tap:
      guard let action = move.action, action.sets.values.isEmpty, !action.finishesStep,
        action.runs.isEmpty
      else {
        return nil
      }
      switch action.effect {
      case .push(let route):
        return key(route.screen, tab: selected)
      case .popToRoot:
        return key(view.tabs[selected].root, tab: selected)
      case .popTo(let screen):
        // Lands on `screen` when it is on the stack. The root is checked first, then the path
        // from the top down: O(distance to the screen), where performing the move would copy
        // the whole stack.
        guard Self.isOnSelectedStack(screen, session.state) else { return nil }
        return key(screen, tab: selected)
      case .switchTab(let id):
        guard let target = tabIndex[id.rawValue], target != selected else { return nil }
        return key(view.tabs[target].top, tab: target)
      default:
        return nil
      }
    case .open:
      guard let index = move.deepLink, landings.indices.contains(index),
        let landing = landings[index]
      else { return nil }
      let target = landing.tab ?? selected
      guard view.tabs.indices.contains(target) else { return nil }
      switch landing.stack {
      case .reset: return key(landing.screen ?? view.tabs[target].root, tab: target)
      case .append: return key(landing.screen ?? view.tabs[target].top, tab: target)
      case .keep: return key(view.tabs[target].top, tab: target)
      }
    default:
      return nil
    }
  }

  /// Whether `screen` is on the selected tab's stack. O(tabs + distance from the top).
  private static func isOnSelectedStack(_ screen: String, _ state: NavigationState<ScreenRoute>)
    -> Bool
  {
    for tab in state.home.tabs where tab.id == state.home.selectedTab {
      return tab.stack.routesFromTop.contains { $0.screen == screen }
    }
    return false
  }

  /// The launch variants: the app's facts with one changed — each bool flipped, and each value
  /// some `set:` or `sets:` gives a fact — in declaration order.
  func launchVariants(of definition: FlowDefinition) -> [Facts] {
    var given: [String: [FactValue]] = [:]
    let sets =
      definition.screens.keys.sorted().flatMap { definition.screens[$0]?.actions.map(\.sets) ?? [] }
      + definition.launch.map(\.sets)
    for facts in sets {
      for name in facts.names {
        if let value = facts[name] { given[name, default: []].append(value) }
      }
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
        if case .open(let url) = action.effect, case .matched = link.pattern.match(url) {
          return url
        }
      }
    }
    let segments = link.pattern.segments.map { segment -> String in
      switch segment {
      case .literal(let text): text
      case .placeholder(_, let type): Self.sample(type)
      }
    }
    var query: [String] = []
    for item in link.pattern.query {
      switch item.value {
      case .literal(let text): query.append(Self.escaped(item.key) + "=" + Self.escaped(text))
      case .placeholder(_, let type, .required):
        query.append(Self.escaped(item.key) + "=" + Self.sample(type))
      case .placeholder: continue
      }
    }
    return link.pattern.scheme + "://" + segments.joined(separator: "/")
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  private static func sample(_ type: ArgumentType) -> String {
    switch type {
    case .int: "1"
    case .string: "a"
    case .bool: "true"
    case .double: "1.5"
    }
  }

  /// Whether `tap LABEL` reads back as a tap of `label`. O(length of the label); only a label
  /// with `#` or `"` in it is parsed.
  private static func readsBack(_ label: String) -> Bool {
    guard label.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "\"") })
    else { return true }
    return (try? ReplCommand.parse("tap " + label)) == .session(.tap(.label(label)))
  }

  /// `text` with everything but unreserved URL characters percent-encoded.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar)
        || ("A"..."Z").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 15, radix: 16, uppercase: true)
      }
    }
    return result
  }
}
