public import Wayfinder

/// What path generation found: the explored states as a tree of shortest paths, and the paths
/// to keep so every reachable screen and edge is exercised.
///
/// Paths are kept as references into the tree and written out on demand, so a large app's
/// millions of commands are only materialized when asked for.
public struct GeneratedPaths: Sendable {
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
  /// The screens and edges some path exercises.
  public internal(set) var covered: Set<CoverageItem> = []
  /// Whether the state cap cut the search short.
  public internal(set) var isTruncated = false
  private var selection: [Int]?

  init(definition: FlowDefinition) {
    self.definition = definition
  }

  /// The number of states explored.
  public var exploredStates: Int { nodes.count }

  /// The indices of the paths kept: longest first, each kept only when it covers something the
  /// paths kept before it do not.
  public var kept: [Int] {
    if let selection { return selection }
    var marked: Set<CoverageItem> = []
    var walked = [Bool](repeating: false, count: nodes.count)
    var chosen: [Int] = []
    let order = ends.indices.sorted { (ends[$0].depth, $1) > (ends[$1].depth, $0) }
    for index in order {
      let end = ends[index]
      guard end.fresh.contains(where: { !marked.contains($0) }) else { continue }
      chosen.append(index)
      marked.formUnion(end.items)
      var node = Int(end.node)
      while node >= 0, !walked[node] {
        walked[node] = true
        marked.formUnion(nodes[node].items)
        node = Int(nodes[node].parent)
      }
    }
    return chosen
  }

  /// Fixes the selection of kept paths, so later reads do not compute it again.
  public mutating func select() { selection = kept }

  /// The number of commands of the kept paths, counting `given facts:` as one.
  public var totalLength: Int { kept.reduce(0) { $0 + Int(ends[$1].depth) } }

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

  /// Every kept path, written out.
  public var paths: [Path] { kept.map(path) }

  /// The screens and edges of the app no path reaches.
  public var unreached: [CoverageItem] {
    var coverage = Coverage(definition)
    coverage.formUnion(covered)
    return coverage.missing
  }
}
