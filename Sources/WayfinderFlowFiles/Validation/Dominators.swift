/// Dominators of a directed graph from node 0 (Cooper, Harvey and Kennedy's iterative
/// algorithm), with constant-time "does `a` dominate `b`" queries.
///
/// Node `a` dominates `b` when every path from node 0 to `b` passes through `a`. Iteration is
/// over reverse postorder and usually settles in two or three passes, so the cost is close to
/// linear in the number of edges. Every traversal is iterative: deep graphs cannot exhaust the
/// stack.
struct Dominators {
  /// Immediate dominator of each node; -1 for unreachable nodes, 0 for node 0 itself.
  private(set) var immediate: [Int]
  private var enter: [Int]
  private var exit: [Int]

  init(successors: [[Int]]) {
    let count = successors.count
    immediate = [Int](repeating: -1, count: count)
    enter = [Int](repeating: -1, count: count)
    exit = [Int](repeating: -1, count: count)
    guard count > 0 else { return }

    // Postorder numbering by iterative depth-first search.
    var postorder: [Int] = []
    var number = [Int](repeating: -1, count: count)
    var visited = [Bool](repeating: false, count: count)
    var stack: [(node: Int, next: Int)] = [(0, 0)]
    visited[0] = true
    while let top = stack.last {
      if top.next < successors[top.node].count {
        stack[stack.count - 1].next += 1
        let target = successors[top.node][top.next]
        if !visited[target] {
          visited[target] = true
          stack.append((target, 0))
        }
      } else {
        number[top.node] = postorder.count
        postorder.append(top.node)
        stack.removeLast()
      }
    }
    var predecessors = [[Int]](repeating: [], count: count)
    for node in postorder { for target in successors[node] { predecessors[target].append(node) } }

    immediate[0] = 0
    var changed = true
    while changed {
      changed = false
      for node in postorder.reversed() where node != 0 {
        var candidate = -1
        for predecessor in predecessors[node] where immediate[predecessor] != -1 {
          candidate = candidate == -1 ? predecessor : intersect(predecessor, candidate, number)
        }
        if candidate != -1, immediate[node] != candidate {
          immediate[node] = candidate
          changed = true
        }
      }
    }
    numberTree(count: count)
  }

  private func intersect(_ first: Int, _ second: Int, _ number: [Int]) -> Int {
    var a = first
    var b = second
    while a != b {
      while number[a] < number[b] { a = immediate[a] }
      while number[b] < number[a] { b = immediate[b] }
    }
    return a
  }

  /// Enter and exit times in the dominator tree, for constant-time ancestor queries.
  private mutating func numberTree(count: Int) {
    var children = [[Int]](repeating: [], count: count)
    for node in 1..<count where immediate[node] >= 0 { children[immediate[node]].append(node) }
    var clock = 0
    var stack: [(node: Int, next: Int)] = [(0, 0)]
    enter[0] = clock
    while let top = stack.last {
      if top.next < children[top.node].count {
        stack[stack.count - 1].next += 1
        let child = children[top.node][top.next]
        clock += 1
        enter[child] = clock
        stack.append((child, 0))
      } else {
        clock += 1
        exit[top.node] = clock
        stack.removeLast()
      }
    }
  }

  /// Whether node 0 reaches `node`.
  func isReachable(_ node: Int) -> Bool { immediate[node] != -1 }

  /// Whether `a` dominates `b` (every node dominates itself).
  func dominates(_ a: Int, _ b: Int) -> Bool {
    guard isReachable(a), isReachable(b) else { return false }
    return enter[a] <= enter[b] && exit[b] <= exit[a]
  }
}
