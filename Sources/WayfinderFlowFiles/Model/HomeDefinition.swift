public import Wayfinder

/// What the app shows once launch finishes (`home:`): a tab bar of flows, or one flow.
public enum HomeDefinition: Hashable, Sendable {
  /// `{ tabs: [tab1, tab2] }`: one tab per flow, in tab-bar order; each tab is named after its flow.
  case tabs([TabID])
  /// `{ flow: main }`: a single flow with no tab bar.
  case flow(String)

  /// The tabs in order; a single-flow home has one, named after the flow.
  public var tabIDs: [TabID] {
    switch self {
    case .tabs(let tabs): tabs
    case .flow(let name): [TabID(name)]
    }
  }

  /// The layout the core's `NavigationState` uses.
  public var layout: HomeLayout {
    switch self {
    case .tabs: .tabs
    case .flow: .flow
    }
  }
}
