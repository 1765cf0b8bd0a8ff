extension NavigationState {
  /// The ways a split home breaks its rules: the layout and the columns agree, the stacks are
  /// the columns' in order with none skipped, the last is selected, and no tab's way back from
  /// a deep link applies. Empty for a home that is not a split.
  func splitViolations() -> [String] {
    guard let split = home.split else {
      return home.layout == .split ? ["a split home has no columns"] : []
    }
    var problems: [String] = []
    if home.layout != .split { problems.append("a \(home.layout) home has split columns") }
    let flows = split.columns.compactMap { split.flow(of: $0) }
    if Set(flows).count != flows.count { problems.append("two columns show the same flow") }
    if home.tabs.count > flows.count {
      problems.append("a split of \(flows.count) columns has \(home.tabs.count) stacks")
    }
    for (tab, flow) in zip(home.tabs, flows) where tab.id != flow {
      problems.append("the stack of flow '\(tab.id)' stands where flow '\(flow)' belongs")
    }
    if let last = home.tabs.last, home.selectedTab != last.id {
      problems.append(
        "column '\(home.selectedTab)' is selected, not '\(last.id)', the last with a selection")
    }
    if deepLinkReturn != nil { problems.append("Back from a deep link returns to another tab") }
    return problems
  }
}
