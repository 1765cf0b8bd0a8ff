import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderTesting

/// Chooses the next command from what the session shows: mostly taps among the visible actions
/// (available or not) and waits, and every other command a person can give — navigation that
/// may be refused, each declared deep link with good and bad arguments, each fact with values
/// of its type, the app's steps run and cancelled, background and foreground, save and
/// restore, relaunch from every launch source. While the app is in the background it is
/// relaunched more often, and an app whose restore rule has a window waits around it: a little
/// less, or a little more, before coming back.
///
/// An app of several windows (`windows: multiple`) is also given windows to open, go to and
/// close. Those draws are made only for such an app, so every other app's seeds play the
/// commands they always played.
struct CommandGenerator {
  /// The most windows the generator opens itself; links to a new window may open more, and
  /// then it closes them more often.
  static let windowsKept = 4

  private let definition: FlowDefinition
  private let facts: [(name: String, texts: [String])]
  private let steps: [String]
  private let links: [DeepLinkPattern]
  /// The launch sources the app names itself (`widget`).
  private let customSources: [LaunchSource]
  /// Whether the app may open several windows.
  private let hasWindows: Bool
  private var random: SeededRandomNumberGenerator

  init(_ definition: FlowDefinition, seed: UInt64) {
    self.definition = definition
    facts = definition.facts.map { ($0.name, Self.texts(of: $0.type)) }
    steps = definition.launch.map(\.id)
    links = definition.deepLinks.map(\.pattern)
    customSources = definition.knownLaunchSources.filter { !LaunchSource.builtIn.contains($0) }
    hasWindows = definition.windows == .multiple
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// The next command for `session`.
  mutating func next(for session: AppSession) -> DifferentialCommand {
    if session.isInBackground {
      if chance(15) { return relaunch() }
      if case .stacks(let window?) = definition.restoreRule, chance(30) {
        return .wait(around(window))
      }
    }
    if hasWindows, chance(8) { return window(session) }
    let labels = session.visibleActions.map(\.label)
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<34 where !labels.isEmpty: return .tap(pick(labels))
    case 0..<56: return .wait(waitDuration(session))
    case 56..<59: return .back
    case 59..<61: return .pop
    case 61..<63: return .root
    case 63..<65: return .dismiss
    case 65..<70:
      let tabs = session.state.home.tabIDs.map(\.rawValue)
      return .tab(chance(10) ? "nowhere" : pick(tabs))
    case 70..<77: return .open(url())
    case 77..<85:
      let fact = pick(facts)
      return .set(fact: fact.name, value: pick(fact.texts))
    case 85..<87: return .background
    case 87..<89: return .foreground
    case 89..<92: return .run(pick(steps))
    case 92..<95: return .cancel(pick(steps))
    case 95..<96: return .cancelAll
    case 96..<99: return .saveAndRestore
    default: return relaunch()
    }
  }

  /// A relaunch of the live model in place, or a new model made from what it saved.
  private mutating func relaunch() -> DifferentialCommand {
    chance(50) ? .relaunch(origin()) : .coldLaunch(origin())
  }

  /// A window opened, gone to or closed: a new one while fewer than ``windowsKept`` are open,
  /// otherwise mostly an open one — now and then one that is not open, whose refusal both
  /// shells must word alike.
  private mutating func window(_ session: AppSession) -> DifferentialCommand {
    let open = session.life.scenes.map(\.number)
    let roll = Int.random(in: 0..<100, using: &random)
    if roll < 30, open.count < Self.windowsKept { return .openWindow }
    let number = chance(10) ? notOpen(open) : pick(open)
    return roll < 65 && open.count <= Self.windowsKept
      ? .activateWindow(number) : .closeWindow(number)
  }

  /// The number of a window that is not open: one closed, the next one to open, or none ever.
  private mutating func notOpen(_ open: [Int]) -> Int {
    let last = open.max() ?? 1
    let closed = (1..<last).filter { !open.contains($0) }
    switch Int.random(in: 0..<3, using: &random) {
    case 0 where !closed.isEmpty: return pick(closed)
    case 1: return last + 1
    default: return 0
    }
  }

  /// Where a relaunch comes from: each built-in source, a link with a declared URL (or one the
  /// app does not know, which is refused), a link launch without its URL, a shortcut with and
  /// without a name, and the app's own sources.
  private mutating func origin() -> LaunchOrigin {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return .link(url())
    case 1: return .notification
    case 2: return .shortcut(chance(50) ? nil : "compose")
    case 3 where !customSources.isEmpty: return .named(pick(customSources))
    case 4: return .named(.link)
    default: return .icon
    }
  }

  /// A wait a little shorter or a little longer than `window`, up to five minutes either way:
  /// whether the stacks come back at the next relaunch.
  private mutating func around(_ window: Duration) -> Duration {
    let slack = Duration.nanoseconds(Int64.random(in: 1...300_000_000_000, using: &random))
    return chance(50) || window <= slack ? window + slack : window - slack
  }

  /// Often exactly to the launch's next deadline (sometimes a little past it), otherwise any
  /// time up to two seconds, now and then a long one. Times are drawn to the nanosecond so that
  /// two pieces of work rarely come due at the same instant: the live shell may end such a
  /// pair in either order.
  private mutating func waitDuration(_ session: AppSession) -> Duration {
    if let deadline = session.launch.nextDeadline, chance(60) {
      let exact = deadline - session.launch.now
      return chance(25)
        ? exact : exact + .nanoseconds(Int64.random(in: 1...50_000_000, using: &random))
    }
    if chance(10) { return .seconds(Int64.random(in: 3...8, using: &random)) }
    return .nanoseconds(Int64.random(in: 1...2_000_000_000, using: &random))
  }

  /// A URL of a declared link, with arguments of the right types or, now and then, a wrong
  /// one, a missing query item, or a link the app does not declare.
  private mutating func url() -> String {
    guard !links.isEmpty, !chance(8) else { return "\(links.first?.scheme ?? "app")://nowhere/1" }
    return DeepLinkSample.url(pick(links), spoiled: chance(25), using: &random)
  }

  /// Text forms of values of a fact type, as `set` takes them.
  private static func texts(of type: FactType) -> [String] {
    switch type {
    case .bool: ["true", "false"]
    case .int: ["0", "1", "2", "5", "-1"]
    case .string: ["eu", "us", "\"fr\""]
    case .version: ["1.0", "2.0", "3.0", "3.2.1", "10.0", "version"]
    }
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }
}
