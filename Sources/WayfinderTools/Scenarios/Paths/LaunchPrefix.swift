internal import Wayfinder
internal import WayfinderFlowFiles

/// Writes the launch a generated path starts with once: the first path that plays a launch
/// prefix (the commands up to home, such as tapping through what's new) keeps it, and the
/// others that share it start from `given facts:` that reach the same home directly.
///
/// The shortcut is proved, not assumed: the facts at the end of the prefix are declared facts
/// (written as `given facts:`) and a fresh launch with them must settle on home with the same
/// navigation state and the same facts; otherwise the path is written in full. Every edge the
/// prefix takes is still taken by the path that kept it. O(prefix length) per new prefix,
/// O(1) per path after that.
struct LaunchPrefix {
  /// A path shortened to start on home.
  struct Shortcut {
    /// The facts to write as `given facts:` (those that differ from the app's).
    var facts: Facts
    /// How many commands of the path the launch took.
    var commands: Int
    /// The screen home shows.
    var screen: String?
  }

  let definition: FlowDefinition
  private var seen: Set<[String]> = []
  private var shortcuts: [[String]: Shortcut?] = [:]

  init(definition: FlowDefinition) {
    self.definition = definition
  }

  /// The shortcut for a path starting with `facts` and `texts`, or `nil` when the path must be
  /// written in full (it is the first with its prefix, or no proved shortcut exists).
  mutating func shortcut(facts: Facts, texts: [String]) -> Shortcut? {
    var start = definition.initialFacts
    start.merge(facts)
    guard var session = try? AppSession.start(definition, facts: start).0 else { return nil }
    _ = session.settle()
    var count = 0
    while !Self.isIdleAtHome(session) {
      guard count < texts.count,
        let command = (try? ReplCommand.parse(texts[count]))??.sessionCommand,
        (try? session.perform(command, settling: true)) != nil
      else { return nil }
      count += 1
    }
    guard count > 0 else { return nil }
    let key =
      facts.names.map { "\($0)=\(facts[$0].map(\.description) ?? "")" }
      + ["|"] + texts.prefix(count)
    if seen.insert(key).inserted { return nil }  // the first keeps its launch
    if let known = shortcuts[key] { return known }
    let proved = prove(session, commands: count)
    shortcuts[key] = proved
    return proved
  }

  private func prove(_ prefixed: AppSession, commands: Int) -> Shortcut? {
    var given = Facts()
    for declaration in definition.facts {
      guard let value = prefixed.facts[declaration.name] else { continue }
      if definition.initialFacts[declaration.name] != value { given[declaration.name] = value }
    }
    var start = definition.initialFacts
    start.merge(given)
    guard var direct = try? AppSession.start(definition, facts: start).0 else { return nil }
    _ = direct.settle()
    guard Self.isIdleAtHome(direct), direct.state == prefixed.state,
      direct.facts == prefixed.facts
    else { return nil }
    return Shortcut(facts: given, commands: commands, screen: direct.state.topRoute?.screen)
  }

  private static func isIdleAtHome(_ session: AppSession) -> Bool {
    !session.state.phase.isLaunching && session.state.modals.isEmpty && !session.launch.isRunning
  }
}
