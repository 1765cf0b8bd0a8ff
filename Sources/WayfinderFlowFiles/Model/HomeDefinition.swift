public import Wayfinder

/// What the app shows once launch finishes (`home:`): a tab bar of flows, one flow, or the
/// columns of a split.
public enum HomeDefinition: Hashable, Sendable {
  /// `{ tabs: [tab1, tab2] }`: one tab per flow, in tab-bar order; each tab is named after its flow.
  case tabs([TabID])
  /// `{ flow: main }`: a single flow with no tab bar.
  case flow(String)
  /// `{ split: { sidebar: folders, content: messages, detail: message } }`: a flow per column,
  /// side by side in a regular width and collapsed into one stack in a compact one; `content`
  /// may be left out for two columns.
  case split(NavigationSplit)

  /// The flows of home's stacks in order: the tabs, the single flow, or a split's columns
  /// (the sidebar's, the content's when there is one, the detail's).
  public var tabIDs: [TabID] {
    switch self {
    case .tabs(let tabs): tabs
    case .flow(let name): [TabID(name)]
    case .split(let split): split.columns.compactMap { split.flow(of: $0) }
    }
  }

  /// The layout the core's `NavigationState` uses.
  public var layout: HomeLayout {
    switch self {
    case .tabs: .tabs
    case .flow: .flow
    case .split: .split
    }
  }

  /// The columns of a split home; `nil` for tabs or a single flow.
  public var split: NavigationSplit? {
    if case .split(let split) = self { split } else { nil }
  }
}
