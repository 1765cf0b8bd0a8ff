internal import Wayfinder

extension FlowValidator {
  /// Root sets larger than this are not tracked; a `replace` from such a screen is then assumed
  /// to start a stack of its own, which can only make the `popTo` check stricter.
  static let rootSetLimit = 8

  mutating func checkGraph(_ graph: inout StackGraph) {
    let entries = addEntries(&graph)
    let finish = FinishContext(definition)
    let (replaces, replacedTops) = addActionEdges(&graph, finish)
    let reachable = StackGraph.reachable(graph.reach)
    for modal in definition.modals {
      if let root = graph.index[modal.root], reachable[root] { graph.addStackEdge(0, root) }
    }
    addReplaceEdges(&graph, replaces)
    graph.addReplacedTops(replacedTops)
    let dominators = Dominators(successors: graph.stack)
    checkPops(graph, dominators, reachable: reachable, finish)
    checkExits(graph, reachable: reachable, entries: entries)
  }

  /// Entry edges to tab roots and launch screens; `present`-like entries for launch and
  /// deep-link modals; deep-link chains. Returns the modals presented from outside any screen.
  private mutating func addEntries(_ graph: inout StackGraph) -> Set<ModalID> {
    let tabs = definition.home.tabIDs
    // A split shows its sidebar at launch; the other columns show what is selected.
    for tab in definition.home.split.map({ [$0.sidebar] }) ?? tabs {
      guard let flow = definition.flow(forTab: tab), let root = graph.index[flow.root] else {
        continue
      }
      graph.addStackEdge(0, root)
      let owner = definition.home.layout == .tabs ? "tab '\(tab)'" : "flow '\(tab)'"
      graph.roots[root] = graph.roots[root] ?? owner
    }
    for modal in definition.modals {
      if let root = graph.index[modal.root] {
        graph.roots[root] = graph.roots[root] ?? "modal '\(modal.id)'"
      }
    }
    var presented: Set<ModalID> = []
    for step in definition.launch {
      if let screen = step.screen, let node = graph.index[screen] { graph.addStackEdge(0, node) }
      if let modal = step.modal { presented.insert(modal) }
    }
    for link in definition.deepLinks {
      if let modal = link.modal {
        presented.insert(modal)
        // A misspelt modal was reported with the one it most likely means: that one counts.
        if definition.modal(modal) == nil,
          let meant = Suggestions.closest(
            to: modal.rawValue, in: definition.modals.map(\.id.rawValue))
        {
          presented.insert(ModalID(rawValue: meant))
        }
      }
      if let columns = link.columns {
        addColumnEdges(&graph, columns)
        continue
      }
      guard let tab = link.tab ?? tabs.first, let flow = definition.flow(forTab: tab),
        var previous = graph.index[flow.root]
      else { continue }
      if link.stack == .append, let first = link.path.first.flatMap({ graph.index[$0.screen] }) {
        // Appended on top of whatever the tab shows: any screen of its flow may lie beneath.
        for screen in flow.screens where screen != flow.root {
          if let node = graph.index[screen] { graph.addStackEdge(node, first) }
        }
      }
      for template in link.path {
        guard let node = graph.index[template.screen] else { break }
        graph.addStackEdge(previous, node)
        previous = node
      }
    }
    for modal in presented {
      if let root = definition.modal(modal).flatMap({ graph.index[$0.root] }) {
        graph.addReachEdge(0, root)
      }
    }
    return presented
  }

  /// The stacks a link to a split's columns builds: the sidebar's screens above its root, and
  /// the content's and the detail's, each rooted by its first screen.
  private func addColumnEdges(_ graph: inout StackGraph, _ columns: DeepLinkDefinition.Columns) {
    let sidebar = definition.home.split.flatMap { definition.flow(forTab: $0.sidebar) }
    for (index, screens) in [columns.sidebar, columns.content, columns.detail].enumerated() {
      var previous = index == 0 ? sidebar.flatMap { graph.index[$0.root] } : 0
      for template in screens {
        guard let from = previous, let node = graph.index[template.screen] else { break }
        graph.addStackEdge(from, node)
        previous = node
      }
    }
  }

  /// Edges for `push`, `replace`, `present` and the other moves; returns each `replace`'s
  /// screen and first node, and each `replaceTop`'s screen and the screen taking its place.
  ///
  /// A push or replace that follows a finish closing a step's modal builds on the stack under
  /// the modal, which may be any stack of home: it only makes its screens reachable, so the
  /// stack checks make no claim about them from this action. So do the steps of a `do:` list
  /// after one that changes what is presented (a dismiss, a tab, a link). `pushNew` and
  /// `bringToFront` are drawn as the push they may be; `setRoot` and `select` start a stack of
  /// their own.
  private func addActionEdges(
    _ graph: inout StackGraph, _ finish: FinishContext
  ) -> (replaces: [(from: Int, first: Int)], replacedTops: [(top: Int, by: Int)]) {
    var replaces: [(from: Int, first: Int)] = []
    var replacedTops: [(top: Int, by: Int)] = []
    for (id, screen) in definition.screens {
      guard let from = graph.index[id] else { continue }
      let modal: ModalID? = if case .modal(let modal) = screen.owner { modal } else { nil }
      for action in screen.actions {
        var onOwnScreen = true
        if let modal, finish.navigatesUnder(action, on: modal) { onOwnScreen = false }
        let steps: [ActionDefinition.Effect] =
          if case .transaction(let steps) = action.effect { steps } else { [action.effect] }
        for effect in steps {
          defer { if effect.changesPresentation { onOwnScreen = false } }
          if !onOwnScreen {
            let nodes = effect.stackedScreens.compactMap { graph.index[$0] }
            if let first = nodes.first { graph.addReachEdge(from, first) }
            for (a, b) in zip(nodes, nodes.dropFirst()) { graph.addStackEdge(a, b) }
            if !nodes.isEmpty { continue }
          }
          switch effect {
          case .push(let route), .pushNew(let route), .bringToFront(let route):
            if let to = graph.index[route.screen] { graph.addStackEdge(from, to) }
          case .replaceTop(let route):
            guard let to = graph.index[route.screen] else { continue }
            graph.addReachEdge(from, to)
            replacedTops.append((from, to))
          case .setRoot(let route), .select(let route, _):
            // A selection roots a column's stack, as a new root starts one.
            guard let to = graph.index[route.screen] else { continue }
            graph.addReachEdge(from, to)
            graph.addStackEdge(0, to)
          case .replace(let routes):
            let nodes = routes.compactMap { graph.index[$0.screen] }
            guard let first = nodes.first else { continue }
            graph.addReachEdge(from, first)
            replaces.append((from, first))
            for (a, b) in zip(nodes, nodes.dropFirst()) { graph.addStackEdge(a, b) }
          case .present(let modal, _, _):
            if let root = definition.modal(modal).flatMap({ graph.index[$0.root] }) {
              graph.addReachEdge(from, root)
            }
          default: continue
          }
        }
      }
    }
    return (replaces, replacedTops)
  }

  /// Hangs each `replace` chain from the roots of the stacks its screen can be on.
  private func addReplaceEdges(_ graph: inout StackGraph, _ replaces: [(from: Int, first: Int)]) {
    guard !replaces.isEmpty else { return }
    var links = graph.stack
    for replace in replaces { links[replace.from].append(replace.first) }
    // Propagate root sets (capped) from each stack root along pushes and replace links.
    var rootSets = [[Int]](repeating: [], count: links.count)
    var overflow = [Bool](repeating: false, count: links.count)
    var queue: [Int] = []
    for root in graph.stack[0] where !rootSets[root].contains(root) {
      rootSets[root].append(root)
      queue.append(root)
    }
    while let node = queue.popLast() {
      for next in links[node] {
        var grew = false
        if overflow[node], !overflow[next] {
          overflow[next] = true
          grew = true
        }
        for root in rootSets[node] where !overflow[next] && !rootSets[next].contains(root) {
          if rootSets[next].count >= Self.rootSetLimit {
            overflow[next] = true
          } else {
            rootSets[next].append(root)
          }
          grew = true
        }
        if grew { queue.append(next) }
      }
    }
    for replace in replaces {
      if overflow[replace.from] || rootSets[replace.from].isEmpty {
        graph.addStackEdge(0, replace.first)
      } else {
        for root in rootSets[replace.from] { graph.addStackEdge(root, replace.first) }
      }
    }
  }

  /// `pop` on a root, `pop: N` on a screen never `N` above its root, and `popTo` targets that
  /// some stack reaching the screen lacks. O(V + E) besides the `popTo` examples.
  ///
  /// A pop that follows a finish closing a step's modal pops the stack under it, which these
  /// checks cannot know: it is left to the warning about it.
  private mutating func checkPops(
    _ graph: StackGraph, _ dominators: Dominators, reachable: [Bool], _ finish: FinishContext
  ) {
    let depths = StackDepths(successors: graph.stack, roots: Set(graph.roots.keys))
    var examples = 20
    for id in screenIDs {
      guard let screen = definition.screens[id], let node = graph.index[id], reachable[node] else {
        continue
      }
      let modal: ModalID? = if case .modal(let modal) = screen.owner { modal } else { nil }
      for action in screen.actions {
        if let modal, finish.navigatesUnder(action, on: modal) { continue }
        switch action.effect {
        case .back:
          if let owner = graph.roots[node], modal == nil {
            bag.report(.backAtRoot(screen: id, owner: owner), at: action.navigationKeyLocation)
          }
        case .pop(let count):
          if let owner = graph.roots[node] {
            bag.report(.popAtRoot(screen: id, owner: owner), at: action.targetLocation)
          } else if let deepest = depths.maximumDepth(of: node), deepest < count {
            bag.report(
              .popBeyondDepth(count: count, screen: id, deepest: deepest), at: action.targetLocation
            )
          }
        case .popTo(let target):
          guard let targetNode = graph.index[target], targetNode != node,
            dominators.isReachable(node), !dominators.dominates(targetNode, node)
          else { continue }
          var example: [String] = []
          if examples > 0 {
            examples -= 1
            example = graph.path(to: node, avoiding: targetNode) ?? []
          }
          bag.report(
            .popToNotOnStack(target: target, screen: id, example: example),
            at: action.targetLocation)
        default: continue
        }
      }
    }
  }

  /// Unreachable screens, unused modals, and modals or home roots with no way out.
  private mutating func checkExits(_ graph: StackGraph, reachable: [Bool], entries: Set<ModalID>) {
    var presented = entries
    for screen in definition.screens.values {
      for action in screen.actions {
        for case .present(let modal, _, _) in action.effect.steps { presented.insert(modal) }
      }
    }
    let gates = Set(definition.launch.filter { $0.kind == .gate }.compactMap(\.modal))
    // An alert whose button closes what lies under it ("Discard this draft?") is a way out of
    // the modal that presents it.
    let closingDialogs = Set(
      definition.modals.filter { modal in
        modal.style.isDialog
          && (definition.screens[modal.root]?.actions.contains {
            $0.effect.steps.contains { $0 == .dismiss || $0 == .dismissAll || $0 == .back }
          } ?? false)
      }.map(\.id))
    var unusedModals: Set<ModalID> = []
    for modal in definition.modals {
      guard presented.contains(modal.id) else {
        unusedModals.insert(modal.id)
        // A modal a link names in a `modal:` it refuses, or misspells, was reported there.
        if !(rejected["linkModal"]?.contains(modal.id.rawValue) ?? false) {
          bag.report(.unusedModal(modal.id.rawValue), at: modal.location)
        }
        continue
      }
      // Any button of an alert closes it; one without buttons is an error of its own.
      let exits =
        modal.style.isDialog
        || modal.screens.contains { id in
          definition.screens[id]?.actions.contains {
            $0.finishesStep || $0.returns != nil
              || $0.effect.leavesModal(onItsRoot: id == modal.root)
              || $0.effect.steps.contains {
                if case .present(let dialog, _, _) = $0 {
                  closingDialogs.contains(dialog)
                } else {
                  false
                }
              }
          } ?? false
        }
      if !exits, !gates.contains(modal.id) {
        bag.report(.modalWithoutExit(modal.id.rawValue), at: modal.location)
      }
    }
    for id in screenIDs {
      guard let screen = definition.screens[id], let node = graph.index[id], !reachable[node] else {
        continue
      }
      if case .modal(let modal) = screen.owner, unusedModals.contains(modal) { continue }
      if declaredInRejected(screen) { continue }
      bag.report(.unreachableScreen(id), at: screen.location)
    }
    let tabs = definition.home.tabIDs
    if tabs.count == 1, let flow = definition.flow(forTab: tabs[0]),
      let root = definition.screens[flow.root], root.actions.isEmpty
    {
      bag.report(.screenWithoutExit(root.id), at: root.location)
    }
  }
}
