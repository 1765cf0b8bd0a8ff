public import Wayfinder

/// Where a user is: the screen on top and the stack that shows it, or the launch screen.
public struct RestorePlace: Hashable, Sendable, CustomStringConvertible {
  /// The screen on top, without arguments; `nil` for a blank launch screen.
  public var screen: String?
  /// The stack showing it — a tab's, the single flow's, a modal's — or `nil` for the launch
  /// screen.
  public var owner: StackOwner?
  /// For a modal over a tab bar, the tab it covers, where the user goes back to when it goes;
  /// `nil` otherwise.
  public var tab: TabID?

  /// A place.
  ///
  /// - Parameters:
  ///   - screen: The screen on top, or `nil` for a blank launch screen.
  ///   - owner: The stack showing it, or `nil` for the launch screen.
  ///   - tab: For a modal over a tab bar, the tab it covers.
  public init(screen: String?, owner: StackOwner?, tab: TabID? = nil) {
    self.screen = screen
    self.owner = owner
    self.tab = tab
  }

  /// Where `state` shows the user: the top of its topmost modal's stack, of the selected tab's
  /// (or column's) stack, or its launch screen. O(tabs).
  public init<Route: FlowRoute>(_ state: NavigationState<Route>) {
    if let modal = state.modals.last {
      self.init(
        screen: modal.stack.top.screenRoute.screen, owner: .modal(modal.id),
        tab: state.home.layout == .tabs ? state.home.selectedTab : nil)
      return
    }
    if case .launching(let screen) = state.phase {
      self.init(screen: screen?.screenRoute.screen, owner: nil)
      return
    }
    let home = state.home
    let top = home.selectedStack?.top.screenRoute.screen
    switch home.layout {
    case .tabs: self.init(screen: top, owner: .tab(home.selectedTab))
    case .flow: self.init(screen: top, owner: .flow(home.selectedTab))
    case .split:
      let column = home.split?.column(showing: home.selectedTab) ?? .detail
      self.init(screen: top, owner: .column(column, home.selectedTab))
    }
  }

  /// `'product' in tab 'shop'`, `'shipping' in modal 'checkout' over tab 'shop'`,
  /// `launch screen 'splash'`, or `a blank launch screen`.
  public var description: String {
    guard let screen else { return "a blank launch screen" }
    guard let owner else { return "launch screen '\(screen)'" }
    return "'\(screen)' in \(owner)" + (tab.map { " over tab '\($0)'" } ?? "")
  }
}
