internal import Wayfinder
import WayfinderProperties
internal import WayfinderFlowFiles

/// Chooses an exploration's next command from what the session shows, weighted toward what
/// has not been covered yet, among the kinds of input asked for (``InputKind``): by default
/// what a user can do on the screen they see (``UserInputs`` says what that is now: no touch in
/// the background, back and a swipe only where the rules allow, tabs the core lets them
/// select, windows in an app that has several) and what the app's `environment:` says the world
/// does; with `InputKind.host` too, the app's steps run and cancelled and each fact set to
/// another value of its type. On a split home a user also turns the width and selects in a
/// column before the last one shown side by side; those moves, and windows, are drawn only for
/// an app that has them, so other apps' runs stay as they were.
///
/// Each kind of move is one row of ``moves`` (its input kind and weight) and one case of
/// ``step(_:for:)``: a new move is a row and a case. O(visible actions + links + facts) per
/// command.
///
/// A back gesture is the user's back played another way: where a back is drawn and the core lets
/// a gesture begin, half the time the user swipes instead (`swipe`), and the next command ends
/// the gesture — completed (`swipe done`) or cancelled (`swipe cancel`), half and half. Those
/// choices come from numbers of their own (``gestures``), so the draws of every other move, and
/// the runs of a seed that never draws a back, stay as they were before gestures were played.
struct ExplorationGenerator {
  /// One kind of command the generator draws.
  enum Move: CaseIterable {
    case tap, wait, back, root, dismiss, tab, open, background, foreground, relaunch
    case window
    case environment
    case set, run, cancel, cancelAll
    case width, select

    /// Who gives it.
    var kind: InputKind {
      switch self {
      case .tap, .wait, .back, .root, .dismiss, .tab, .open, .background, .foreground, .relaunch,
        .width, .select, .window:
        .user
      case .environment: .world
      case .set, .run, .cancel, .cancelAll: .host
      }
    }

    /// Whether it acts on a split home only: drawn for an app whose home is one, so that the
    /// runs of other apps stay what they were.
    var needsSplit: Bool { self == .width || self == .select }
  }

  /// Every move and how often it is drawn, relative to the others that can be played now.
  static let moves: [(move: Move, weight: Int)] = [
    (.tap, 40), (.wait, 18), (.back, 5), (.root, 2), (.dismiss, 2), (.tab, 4), (.open, 8),
    (.background, 2), (.foreground, 2), (.relaunch, 2), (.window, 4),
    (.environment, 6),
    (.set, 8), (.run, 3), (.cancel, 3), (.cancelAll, 1),
    (.width, 3), (.select, 6),
  ]

  /// The kinds of input drawn.
  let kinds: Set<InputKind>
  /// Each fact with the texts `set` takes for it and the values they give.
  private let facts: [(name: String, texts: [String], values: [FactValue?])]
  private let steps: [String]
  private let links: [DeepLinkPattern]
  private let events: [EnvironmentEvent]
  private let version: AppVersion
  /// Where a relaunch may come from, beside the icon: a notification, a shortcut, a link, the
  /// app's own sources.
  private let sources: [LaunchSource]
  /// The moves that can be drawn at all with these kinds.
  private let drawn: [(move: Move, weight: Int)]
  private var random: SplitMixRandom
  /// The numbers that choose between a back and a back gesture, and how a gesture ends.
  private var gestures: SplitMixRandom
  /// The `(screen, label)` pairs tapped so far, across runs.
  private(set) var tapped: Set<[String]> = []
  /// The links opened so far, by index.
  private(set) var opened: Set<Int> = []

  init(_ definition: FlowDefinition, seed: UInt64, kinds: Set<InputKind> = InputKind.byDefault) {
    self.kinds = kinds
    facts = definition.facts.map { fact in
      let texts = Self.texts(of: fact.type)
      return (fact.name, texts, texts.map { definition.factValue($0, as: fact.type) })
    }
    steps = definition.launch.map(\.id)
    links = definition.deepLinks.map(\.pattern)
    events = definition.environment
    version = definition.version
    sources = definition.knownLaunchSources.filter { $0 != .icon }
    let split = definition.home.split != nil
    // Windows only for an app that has several, so a one-window app draws as it did.
    drawn = Self.moves.filter {
      kinds.contains($0.move.kind) && (split || !$0.move.needsSplit)
        && ($0.move != .window || definition.windows == .multiple)
    }
    random = SplitMixRandom(seed: seed)
    gestures = SplitMixRandom(seed: Self.gestureSeed(seed))
  }

  /// Starts the next run from `seed`, keeping what was covered.
  mutating func reseed(_ seed: UInt64) {
    random = SplitMixRandom(seed: seed)
    gestures = SplitMixRandom(seed: Self.gestureSeed(seed))
  }

  /// The seed of the gestures' numbers: a fixed mix of the run's seed.
  private static func gestureSeed(_ seed: UInt64) -> UInt64 { seed ^ 0x6765_7374_7572_6573 }

  /// The next step for `session`: a move drawn by weight among those that can be played now.
  /// A wait can always be played, so a step always comes.
  mutating func next(for session: AppSession) -> ExplorationStep {
    let inputs = UserInputs(session.life)
    // The user's finger is down: the gesture ends before anything else is touched.
    if inputs.isSwiping { return step(.swipe(gestureChance(50) ? .done : .cancel)) }
    var left = drawn
    while !left.isEmpty {
      var roll = Int.random(in: 0..<left.reduce(0) { $0 + $1.weight }, using: &random)
      var index = 0
      while roll >= left[index].weight {
        roll -= left[index].weight
        index += 1
      }
      if let step = step(left[index].move, for: session, inputs) { return step }
      left.remove(at: index)
    }
    return step(.wait(waitDuration(session)))
  }

  /// The step `move` makes now, or `nil` when it cannot be played.
  private mutating func step(
    _ move: Move, for session: AppSession, _ inputs: UserInputs<ScreenRoute>
  ) -> ExplorationStep? {
    switch move {
    case .tap:
      let actions = session.visibleActions
      guard inputs.canTap, !actions.isEmpty else { return nil }
      return tap(actions, in: session)
    case .wait: return step(.wait(waitDuration(session)))
    case .back:
      guard inputs.canGoBack else { return nil }
      return inputs.canSwipeBack && gestureChance(50) ? step(.swipe(.begin)) : step(.back)
    case .root: return inputs.canGoToRoot ? step(.root) : nil
    case .dismiss:
      // A sheet with detents is dragged between them as often as it is swiped away.
      if let top = session.state.modals.last, !top.detents.isEmpty, inputs.canTap, chance(50) {
        return step(.detent(pick(top.detents)))
      }
      return inputs.canSwipeDismiss ? step(.dismiss) : nil
    case .tab:
      let tabs = inputs.tabs
      return tabs.isEmpty ? nil : step(.selectTab(pick(tabs).rawValue))
    case .open: return inputs.canOpenLinks ? step(.open(url())) : nil
    case .background: return inputs.canGoToBackground ? step(.background) : nil
    case .foreground: return inputs.canComeToForeground ? step(.foreground) : nil
    case .relaunch: return step(.relaunch(from: origin()))
    case .window:
      var changes = inputs.canOpenWindow() ? [SessionCommand.WindowChange.open] : []
      changes += inputs.windowsToActivate.map { .activate($0.number) }
      changes += inputs.windowsToClose.map { .close($0.number) }
      return changes.isEmpty ? nil : step(.window(pick(changes)))
    case .environment:
      let now = events.filter { $0.canHappen(facts: session.facts, version: version) }
      return now.isEmpty ? nil : step(.event(pick(now).name))
    case .set:
      guard !facts.isEmpty else { return nil }
      let fact = pick(facts)
      let current = session.facts[fact.name]
      let changing = fact.texts.indices.filter { fact.values[$0] != current }
      let text = changing.isEmpty ? pick(fact.texts) : fact.texts[pick(changing)]
      return step(.set(fact: fact.name, value: text))
    case .run: return steps.isEmpty ? nil : step(.run([pick(steps)]))
    case .cancel: return steps.isEmpty ? nil : step(.cancel(pick(steps)))
    case .cancelAll: return step(.cancelAll)
    case .width: return inputs.widths.first.map { step(.width($0)) }
    case .select:
      let selections = inputs.selections
      guard !selections.isEmpty, case .select(let route, let column) = pick(selections) else {
        return nil
      }
      return step(.select(route.description, in: column))
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

  /// Mostly the icon; now and then a notification, a shortcut, a declared link or one of the
  /// app's own sources, as its launch sources say.
  private mutating func origin() -> LaunchOrigin {
    guard !sources.isEmpty, chance(40) else { return .icon }
    let source = pick(sources)
    if source == .link {
      return links.isEmpty ? .icon : .link(url())
    }
    return LaunchOrigin(source)
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

  private mutating func gestureChance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &gestures) < percent
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }
}
