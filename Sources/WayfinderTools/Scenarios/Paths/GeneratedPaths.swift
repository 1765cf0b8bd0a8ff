public import Wayfinder
public import WayfinderFlowFiles

/// What path generation found: the explored states as a tree of shortest paths, and the paths
/// to keep so every reachable screen and edge is exercised.
///
/// Paths are kept as references into the tree and written out on demand, one at a time, so a
/// large app's millions of commands are never all in memory at once.
public struct GeneratedPaths: Sendable {
  /// A limit that cut the result short.
  public enum Limit: String, Hashable, Sendable, Comparable, CaseIterable {
    /// `maximumStates` states were explored.
    case states
    /// The process's memory reached `maximumMemory` (see ``GeneratedPaths/memoryStop``).
    case memory
    /// The kept paths would have taken more than `maximumCommands` commands.
    case commands

    /// In declaration order.
    public static func < (lhs: Limit, rhs: Limit) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// Where the memory limit stopped the search.
  public struct MemoryStop: Hashable, Sendable {
    /// The limit, in bytes.
    public var limit: Int
    /// The memory the process held when the search stopped adding states, in bytes, as the
    /// probe read it: at or over the limit, or under it by less than a table of the search was
    /// about to take at once.
    public var reading: Int
    /// Every state within this many steps of launch (commands, and `given facts:` as one) was
    /// found and its moves taken; deeper states were found only in part.
    public var completeDepth: Int
    /// How many times the search read the memory before it stopped.
    public var readings: Int

    /// Creates a record of where the search stopped.
    package init(limit: Int, reading: Int, completeDepth: Int, readings: Int) {
      self.limit = limit
      self.reading = reading
      self.completeDepth = completeDepth
      self.readings = readings
    }
  }

  /// How a path starts or goes on.
  public enum Step: Hashable, Sendable {
    /// The app launched with its own facts.
    case start
    /// The app launched with these facts changed (`given facts:`).
    case given(Facts)
    /// A REPL command and its text.
    case command(SessionCommand, text: String)
  }

  /// One path, written out.
  public struct Path: Hashable, Sendable {
    /// The facts changed before launch.
    public var facts: Facts
    /// The screen on top once the launch settled, before the first command.
    public var startScreen: String?
    /// The commands, each with the screen on top after it (`nil` for a blank launch screen).
    public var commands: [(text: String, screen: String?)] {
      zip(texts, screens).map { ($0, $1) }
    }
    var texts: [String]
    var screens: [String?]
    /// The screens and edges this path was kept for.
    public var targets: [CoverageItem]
  }

  struct Node: Sendable {
    var parent: Int32
    var step: Step
    var screen: String?
    var items: [CoverageItem]
    var depth: Int32
  }

  /// The end of a path: a node, or a node and one more step that led nowhere new.
  struct End: Sendable {
    var node: Int32
    var extra: Step?
    var screen: String?
    var items: [CoverageItem]
    var fresh: [CoverageItem]
    var depth: Int32
  }

  /// The app.
  public let definition: FlowDefinition
  var nodes: [Node] = []
  var ends: [End] = []
  /// The screens and edges some kept path exercises.
  public internal(set) var covered: Set<CoverageItem> = []
  /// The limits that cut the search or the selection short; empty when the paths are complete.
  public internal(set) var limitsReached: Set<Limit> = []
  /// Where the memory limit stopped the search, when it did (``limitsReached`` then holds
  /// `memory`).
  public internal(set) var memoryStop: MemoryStop?
  /// Whether a limit cut the result short (see ``limitsReached``).
  package var isTruncated: Bool { !limitsReached.isEmpty }
  /// The most commands the kept paths may add up to.
  let commandBudget: Int
  private var selection: [Int]?

  init(definition: FlowDefinition, commandBudget: Int = .max) {
    self.definition = definition
    self.commandBudget = commandBudget
  }

  /// The number of states explored.
  package var exploredStates: Int { nodes.count }

  /// The indices of the paths kept: longest first, each kept only when it covers something the
  /// paths kept before it do not, within the command budget once ``select()`` has run.
  /// O(states + paths · log paths).
  public var kept: [Int] {
    if let selection { return selection }
    return shortest().chosen
  }

  /// The fewest shortest paths covering everything found, longest first, each with the number
  /// of items it covers that the paths before it do not.
  private func shortest() -> (chosen: [Int], gains: [Int]) {
    var marked: Set<CoverageItem> = []
    var walked = [Bool](repeating: false, count: nodes.count)
    var chosen: [Int] = []
    var gains: [Int] = []
    let order = ends.indices.sorted { (ends[$0].depth, $1) > (ends[$1].depth, $0) }
    for index in order {
      let end = ends[index]
      guard end.fresh.contains(where: { !marked.contains($0) }) else { continue }
      let before = marked.count
      chosen.append(index)
      marked.formUnion(end.items)
      marked.formUnion(end.fresh)
      var node = Int(end.node)
      while node >= 0, !walked[node] {
        walked[node] = true
        marked.formUnion(nodes[node].items)
        node = Int(nodes[node].parent)
      }
      gains.append(marked.count - before)
    }
    return (chosen, gains)
  }

  /// Fixes the selection of kept paths, so later reads do not compute it again, and keeps it
  /// within the command budget: when the paths add up to more, those that cover the most per
  /// command are kept first (the longest paths usually cover whole chains at once), ``covered``
  /// becomes what the kept paths cover, and ``limitsReached`` says `commands`.
  /// O(states + paths · log paths). Calling it again changes nothing.
  public mutating func select() {
    guard selection == nil else { return }
    let (chosen, gains) = shortest()
    let total = chosen.reduce(0) { $0 + Int(ends[$1].depth) }
    guard total > commandBudget else {
      selection = chosen
      return
    }
    // Best yield first: gain(a) / depth(a) > gain(b) / depth(b), compared without division.
    let byYield = chosen.indices.sorted { a, b in
      let left = gains[a] * max(1, Int(ends[chosen[b]].depth))
      let right = gains[b] * max(1, Int(ends[chosen[a]].depth))
      return left != right ? left > right : a < b
    }
    var budget = commandBudget
    var fitting: Set<Int> = []
    for position in byYield where Int(ends[chosen[position]].depth) <= budget {
      fitting.insert(chosen[position])
      budget -= Int(ends[chosen[position]].depth)
    }
    selection = chosen.filter { fitting.contains($0) }
    limitsReached.insert(.commands)
    covered = coverage(of: selection ?? [])
  }

  /// What the paths `indices` exercise, each shared prefix walked once. O(states + paths).
  private func coverage(of indices: [Int]) -> Set<CoverageItem> {
    var items: Set<CoverageItem> = []
    var walked = [Bool](repeating: false, count: nodes.count)
    for index in indices {
      let end = ends[index]
      items.formUnion(end.items)
      items.formUnion(end.fresh)
      var node = Int(end.node)
      while node >= 0, !walked[node] {
        walked[node] = true
        items.formUnion(nodes[node].items)
        node = Int(nodes[node].parent)
      }
    }
    return items
  }

  /// The number of commands of the kept paths, counting `given facts:` as one.
  package var totalLength: Int { kept.reduce(0) { $0 + Int(ends[$1].depth) } }

  /// The kept path `index` (an element of ``kept``), written out.
  public func path(_ index: Int) -> Path {
    let end = ends[index]
    var steps: [(Step, String?)] = []
    if let extra = end.extra { steps.append((extra, end.screen)) }
    var node = Int(end.node)
    while node >= 0 {
      steps.append((nodes[node].step, nodes[node].screen))
      node = Int(nodes[node].parent)
    }
    var path = Path(facts: Facts(), startScreen: nil, texts: [], screens: [], targets: end.fresh)
    for (step, screen) in steps.reversed() {
      switch step {
      case .start:
        path.startScreen = screen
      case .given(let facts):
        path.facts = facts
        path.startScreen = screen
      case .command(_, let text):
        path.texts.append(text)
        path.screens.append(screen)
      }
    }
    return path
  }

  /// Every kept path, written out. Holds them all at once: prefer
  /// ``writeScenarioText(to:)`` for large apps.
  public var paths: [Path] { kept.map(path) }

  /// The screens and edges of the app no path reaches.
  package var unreached: [CoverageItem] {
    var coverage = Coverage(definition)
    coverage.formUnion(covered)
    return coverage.missing
  }
}
