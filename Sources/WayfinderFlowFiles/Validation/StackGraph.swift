internal import Wayfinder

/// The app's screens as a graph of what can be on a navigation stack, for reachability and the
/// `popTo` check.
///
/// Node 0 is a virtual entry. It leads to every stack's root: tab roots, launch screens, and the
/// roots of presented modals. `push` adds an edge from the screen to the pushed one; a deep link
/// or a `replace` that builds `[root, a, b]` adds `root → a → b`. Every stack the app can show
/// is then a path from the entry: stacks are built by pushes or such chains, and popping only
/// returns to a stack that was shown before. So a screen is on the stack whenever `S` is on
/// top exactly when it dominates `S` — the must-be-on-stack question, answered for all screens
/// at once by one dominator computation instead of enumerating paths.
struct StackGraph {
  /// Screen ids by node (node 0 is the entry and has the empty id).
  private(set) var ids: [String] = [""]
  private(set) var index: [String: Int] = [:]
  /// Stack edges (entry → roots, pushes, chains).
  var stack: [[Int]] = [[]]
  /// Stack edges plus `present` edges, for reachability.
  var reach: [[Int]] = [[]]
  /// Roots of stacks and what owns them: `tab 'tab1'`, `modal 'checkout'`.
  var roots: [Int: String] = [:]

  init(definition: FlowDefinition) {
    for id in definition.screens.keys.sorted() { node(id) }
  }

  /// The node of screen `id`, created on first use.
  @discardableResult
  mutating func node(_ id: String) -> Int {
    if let existing = index[id] { return existing }
    ids.append(id)
    stack.append([])
    reach.append([])
    index[id] = ids.count - 1
    return ids.count - 1
  }

  mutating func addStackEdge(_ from: Int, _ to: Int) {
    stack[from].append(to)
    reach[from].append(to)
  }

  mutating func addReachEdge(_ from: Int, _ to: Int) { reach[from].append(to) }

  /// Puts each replacing screen where the screen it replaces on top can be: after every screen
  /// that can be under that one (the entry for a root), until no edge is new, since a screen
  /// replaced may itself replace another. O(replacements × (V + E)) at most.
  mutating func addReplacedTops(_ replacements: [(top: Int, by: Int)]) {
    guard !replacements.isEmpty else { return }
    var changed = true
    while changed {
      changed = false
      var predecessors = [[Int]](repeating: [], count: stack.count)
      for (node, targets) in stack.enumerated() {
        for target in targets { predecessors[target].append(node) }
      }
      for replacement in replacements {
        for below in predecessors[replacement.top] where !stack[below].contains(replacement.by) {
          addStackEdge(below, replacement.by)
          changed = true
        }
      }
    }
  }

  /// Nodes reachable from the entry along `edges`.
  static func reachable(_ edges: [[Int]]) -> [Bool] {
    var seen = [Bool](repeating: false, count: edges.count)
    var queue = [0]
    seen[0] = true
    while let node = queue.popLast() {
      for target in edges[node] where !seen[target] {
        seen[target] = true
        queue.append(target)
      }
    }
    return seen
  }

  /// A shortest stack from the entry to `target` that avoids `avoided`, as screen ids.
  func path(to target: Int, avoiding avoided: Int) -> [String]? {
    var parent = [Int](repeating: -1, count: stack.count)
    parent[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if node == target { break }
      for next in stack[node] where parent[next] == -1 && next != avoided {
        parent[next] = node
        queue.append(next)
      }
    }
    guard parent[target] != -1 else { return nil }
    var result: [String] = []
    var node = target
    while node != 0 {
      result.append(ids[node])
      node = parent[node]
    }
    return result.reversed()
  }
}
