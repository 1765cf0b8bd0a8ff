/// The most screens that can ever be above the root of a stack while each screen is on top,
/// read from a ``StackGraph``: a `pop: N` on a screen that is never more than `N - 1` above its
/// root can never succeed.
///
/// Depth is the longest path from the entry in the stack graph, where an entry edge to a stack's
/// root weighs 0 (the root is at depth 0) and every other edge 1. A screen on a cycle of pushes,
/// or reachable from one, can be arbitrarily deep. The strongly connected components are found
/// with an iterative Tarjan search, then depths are propagated over the components in
/// topological order: O(V + E) time and memory, and no recursion.
struct StackDepths {
  /// The deepest each node can be (`nil` when unbounded or unreachable).
  private var deepest: [Int?]

  /// Computes depths over `successors` (node 0 is the entry); `roots` are the nodes that the
  /// entry's edges make stack roots.
  init(successors: [[Int]], roots: Set<Int>) {
    let count = successors.count
    deepest = [Int?](repeating: nil, count: count)
    guard count > 0 else { return }
    let components = Self.components(successors)
    // Tarjan numbers components in reverse topological order: the last found comes first.
    var members = [[Int]](repeating: [], count: components.count)
    for node in 0..<count where components.of[node] >= 0 {
      members[components.of[node]].append(node)
    }
    var unbounded = [Bool](repeating: false, count: components.count)
    var depth = [Int](repeating: -1, count: count)
    depth[0] = 0
    for component in stride(from: components.count - 1, through: 0, by: -1) {
      let nodes = members[component]
      let cyclic =
        nodes.count > 1 || nodes.contains { node in successors[node].contains(node) }
      if cyclic { unbounded[component] = true }
      for node in nodes {
        for next in successors[node] {
          let target = components.of[next]
          if target == component { continue }
          if unbounded[component] {
            unbounded[target] = true
            continue
          }
          guard depth[node] >= 0 else { continue }
          let weight = node == 0 && roots.contains(next) ? 0 : 1
          depth[next] = max(depth[next], depth[node] + weight)
        }
      }
    }
    for node in 1..<count where components.of[node] >= 0 && depth[node] >= 0 {
      deepest[node] = unbounded[components.of[node]] ? nil : depth[node]
    }
  }

  /// The most screens that can be above the root while `node` is on top, or `nil` when there
  /// is no bound (a cycle of pushes leads to it) or it is never on a stack.
  func maximumDepth(of node: Int) -> Int? {
    deepest.indices.contains(node) ? deepest[node] : nil
  }

  /// The strongly connected components reachable from node 0: each node's component (-1 when
  /// unreachable), numbered in reverse topological order, and how many there are.
  private static func components(_ successors: [[Int]]) -> (of: [Int], count: Int) {
    let count = successors.count
    var component = [Int](repeating: -1, count: count)
    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var next = 0
    var found = 0
    var work: [(node: Int, edge: Int)] = [(0, 0)]
    index[0] = 0
    low[0] = 0
    next = 1
    stack.append(0)
    onStack[0] = true
    while let top = work.last {
      let node = top.node
      if top.edge < successors[node].count {
        work[work.count - 1].edge += 1
        let target = successors[node][top.edge]
        if index[target] < 0 {
          index[target] = next
          low[target] = next
          next += 1
          stack.append(target)
          onStack[target] = true
          work.append((target, 0))
        } else if onStack[target] {
          low[node] = min(low[node], index[target])
        }
        continue
      }
      work.removeLast()
      if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
      guard low[node] == index[node] else { continue }
      while let member = stack.popLast() {
        onStack[member] = false
        component[member] = found
        if member == node { break }
      }
      found += 1
    }
    return (component, found)
  }
}
