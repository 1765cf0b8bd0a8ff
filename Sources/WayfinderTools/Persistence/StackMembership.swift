internal import Wayfinder
internal import WayfinderFlowFiles

/// Which screens live navigation can put on a stack above its root: the screens its actions
/// push, `replace` with or otherwise put on a stack (`replaceTop`, `pushNew`, `bringToFront`, a
/// `do:` list's steps), the screens of deep links that build it, and so on from those.
///
/// A restored stack is held to it, so a state file cannot sit a modal's screen, a launch screen
/// or another tab's screen in a tab unless some action of the app could have put it there.
/// Building the edges is O(screens + actions + deep links); each root's set is one
/// breadth-first search, O(screens + actions), computed on first use and kept.
struct StackMembership {
  /// The screens each screen's actions put above it.
  private let successors: [String: [String]]
  /// The screens deep links push onto each tab; links naming no tab go under `nil`. A link
  /// filling a split's columns puts the screens above each column's root under its flow.
  private let linked: [TabID?: [String]]
  /// The screens actions and deep links select in each column of a split.
  private let selected: [SplitColumn: Set<String>]
  private var cache: [String: Set<String>] = [:]

  init(definition: FlowDefinition) {
    var successors: [String: [String]] = [:]
    for (id, screen) in definition.screens {
      for action in screen.actions where !action.effect.stackedScreens.isEmpty {
        successors[id, default: []] += action.effect.stackedScreens
      }
    }
    var linked: [TabID?: [String]] = [:]
    var selected: [SplitColumn: Set<String>] = [:]
    for screen in definition.screens.values {
      for action in screen.actions {
        let steps: [ActionDefinition.Effect] =
          if case .transaction(let steps) = action.effect { steps } else { [action.effect] }
        for case .select(let route, let column) in steps {
          selected[column, default: []].insert(route.screen)
        }
      }
    }
    let split = definition.home.split
    for link in definition.deepLinks {
      linked[link.tab, default: []] += link.path.map(\.screen)
      guard let columns = link.columns, let split else { continue }
      linked[split.sidebar, default: []] += columns.sidebar.map(\.screen)
      for (column, screens) in [(SplitColumn.content, columns.content), (.detail, columns.detail)] {
        guard let first = screens.first, let flow = split.flow(of: column) else { continue }
        selected[column, default: []].insert(first.screen)
        linked[flow, default: []] += screens.dropFirst().map(\.screen)
      }
    }
    self.successors = successors
    self.linked = linked
    self.selected = selected
  }

  /// Whether an action or a deep link selects `screen` in `column` of the split.
  func selects(_ screen: String, in column: SplitColumn) -> Bool {
    selected[column]?.contains(screen) ?? false
  }

  /// Whether `screen` can be above `root` on the stack of `tab` (`nil` for a modal's stack).
  mutating func allows(_ screen: String, above root: String, tab: TabID?) -> Bool {
    members(above: root, tab: tab).contains(screen)
  }

  /// Works out the screens above each of `stacks` now, so that a copy of this membership —
  /// one a restorer takes and drops — finds them known rather than searching again: what
  /// restoring many states against one definition needs. O(stacks × (screens + actions)).
  mutating func prepare(_ stacks: [(root: String, tab: TabID?)]) {
    for (root, tab) in stacks { _ = members(above: root, tab: tab) }
  }

  /// The screens that can be above `root` on the stack of `tab`, searched on first use.
  private mutating func members(above root: String, tab: TabID?) -> Set<String> {
    let key = (tab.map { "tab " + $0.rawValue } ?? "modal") + " " + root
    if let known = cache[key] { return known }
    var starts = successors[root] ?? []
    if let tab { starts += (linked[tab] ?? []) + (linked[nil] ?? []) }
    var seen = Set(starts)
    var queue = starts
    while let next = queue.popLast() {
      for target in successors[next] ?? [] where seen.insert(target).inserted {
        queue.append(target)
      }
    }
    cache[key] = seen
    return seen
  }
}
