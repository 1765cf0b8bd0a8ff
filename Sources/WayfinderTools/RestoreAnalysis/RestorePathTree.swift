internal import Wayfinder

/// The ways a restore analysis's search found its states: a tree of shortest ways, one node per
/// state, each the step from its parent. A way is written out only when asked for, so the tree
/// costs one small node per state.
struct RestorePathTree: Sendable {
  /// How a way starts or goes on.
  enum Step: Sendable {
    /// The launch with the app's own facts.
    case start
    /// The launch with these facts changed.
    case given(Facts)
    /// A command, as the REPL writes it.
    case command(String)
  }

  struct Node: Sendable {
    var parent: Int32
    var step: Step
    var depth: Int32
  }

  private(set) var nodes: [Node] = []

  /// How many states the tree holds.
  var count: Int { nodes.count }

  /// The depth of node `index`: the steps from the launch, `given facts:` counting as one.
  func depth(of index: Int) -> Int32 { nodes[index].depth }

  /// Adds a node reached from `parent` (`-1` for the first) by `step`; returns its index.
  mutating func add(parent: Int, step: Step) -> Int {
    let depth = parent < 0 ? 0 : nodes[parent].depth + 1
    nodes.append(Node(parent: Int32(parent), step: step, depth: depth))
    return nodes.count - 1
  }

  /// The way to node `index`, written out. O(its depth).
  func source(of index: Int) -> RestoreSource {
    var facts = Facts()
    var commands: [String] = []
    var node = index
    while node >= 0, nodes.indices.contains(node) {
      switch nodes[node].step {
      case .start: break
      case .given(let given): facts = given
      case .command(let text): commands.append(text)
      }
      node = Int(nodes[node].parent)
    }
    return .path(facts: facts, commands: commands.reversed())
  }
}
