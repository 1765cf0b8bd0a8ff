/// Everything about where an app is: launch phase, home (tabs and their stacks), the modal stack
/// and a pending deep link — one value.
///
/// Change it only through ``applying(_:rules:)`` (or ``apply(_:rules:)``), the pure transition
/// function, which either returns a ``StateTransition`` or throws a ``NavigationError`` and leaves the
/// state unchanged:
///
/// ```swift
/// var state = try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary),
///                                        NavigationTab("tab2", root: Tab1Page.secondary2)])
/// try state.apply(.push(.secondary1))
/// try state.apply(.selectTab("tab2"))     // tab1 keeps [secondary1]
/// ```
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The fields, in one box shared by copies until one of them changes: copying a state (as
  /// every ``StateTransition`` does, twice) is one reference, not one per field, and a copy
  /// made only to be kept costs O(1). The first change of a shared box copies its fields,
  /// O(tabs + modals); later changes are in place.
  @usableFromInline var storage: CopyOnWriteBox<NavigationStateFields<Route>>

  /// Launching or showing home.
  @inlinable
  public var phase: LaunchPhase<Route> {
    _read { yield storage.value.phase }
    set { makeUnique().value.phase = newValue }
    _modify { yield &makeUnique().value.phase }
  }
  /// The tabs (or single flow) and the selected tab.
  @inlinable
  public var home: NavigationHome<Route> {
    _read { yield storage.value.home }
    set { makeUnique().value.home = newValue }
    _modify { yield &makeUnique().value.home }
  }
  /// The presented modals, bottom first; the last one is on screen.
  @inlinable
  public var modals: [Modal<Route>] {
    _read { yield storage.value.modals }
    set { makeUnique().value.modals = newValue }
    _modify { yield &makeUnique().value.modals }
  }
  /// A deep link that arrived while the app was launching or while interactions were up or
  /// still to come; applied when home appears and no interaction is left.
  @inlinable
  public var pendingDeepLink: PendingDeepLink<Route>? {
    _read { yield storage.value.pendingDeepLink }
    set { makeUnique().value.pendingDeepLink = newValue }
    _modify { yield &makeUnique().value.pendingDeepLink }
  }
  /// Whether a running interaction sequence has a modal or gate up or still to come. Deep links
  /// wait meanwhile. The sequence sets it (``InteractionCommand/holdDeepLinks``); no command
  /// can.
  @inlinable
  public var interactionsPending: Bool {
    _read { yield storage.value.interactionsPending }
    set { makeUnique().value.interactionsPending = newValue }
    _modify { yield &makeUnique().value.interactionsPending }
  }
  /// Where Back from the screen of the last deep link returns, when that link asked to return
  /// to the tab it was opened from (``DeepLinkBack/previousTab``) and that still applies.
  @inlinable
  public var deepLinkReturn: DeepLinkReturn? {
    _read { yield storage.value.deepLinkReturn }
    set { makeUnique().value.deepLinkReturn = newValue }
    _modify { yield &makeUnique().value.deepLinkReturn }
  }

  /// The back gesture in progress, if one is (``NavigationCommand/beginBack``): what it would
  /// remove and what it reveals. Never saved: a restored app has no gesture in flight.
  @inlinable
  public var backGesture: BackGesture<Route>? {
    _read { yield storage.value.backGesture }
    set { makeUnique().value.backGesture = newValue }
  }

  /// The box, copied first when another state shares it. O(1) when it is this state's alone.
  @inlinable
  mutating func makeUnique() -> CopyOnWriteBox<NavigationStateFields<Route>> {
    if !isKnownUniquelyReferenced(&storage) { storage = CopyOnWriteBox(storage.value) }
    return storage
  }

  /// Creates a state whose home is a tab bar.
  ///
  /// - Parameters:
  ///   - tabs: The tabs in order, each with its own root. At least one, with distinct ids.
  ///   - selectedTab: The tab selected at first; the first tab when `nil`.
  ///   - phase: `.home` for a running app, `.launching(screen:)` before its launch sequence ends.
  /// - Throws: ``NavigationError/invalidHome(_:)`` when the tabs are empty or repeat an id, or
  ///   ``NavigationError/unknownTab(_:available:)`` when `selectedTab` is not among them.
  public init(
    tabs: [NavigationTab<Route>], selectedTab: TabID? = nil, phase: LaunchPhase<Route> = .home
  ) throws(NavigationError) {
    guard let first = tabs.first else { throw .invalidHome("a tab bar needs at least one tab") }
    var seen: Set<TabID> = []
    for tab in tabs where !seen.insert(tab.id).inserted {
      throw .invalidHome("tab '\(tab.id)' is declared twice")
    }
    let selected = selectedTab ?? first.id
    guard seen.contains(selected) else {
      throw .unknownTab(selected.rawValue, available: tabs.map { $0.id })
    }
    var home = NavigationHome(layout: .tabs, tabs: tabs, selectedTab: selected)
    for index in home.tabs.indices { home.tabs[index].stack.owner = .tab(home.tabs[index].id) }
    self.init(phase: phase, home: home)
  }

  /// Creates a state whose home is a tab bar of `first` and `others`, the first selected: a tab
  /// bar that always has a tab, so nothing can fail. Generated code builds an app's home this
  /// way.
  ///
  /// ```swift
  /// let state = NavigationState(
  ///   tabs: NavigationTab("tab1", root: AppRoute.primary), NavigationTab("tab2", root: .settings),
  ///   phase: .launching(screen: nil))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The first tab, selected at first.
  ///   - others: The tabs after it, in order; a tab whose identifier an earlier tab has is
  ///     left out (``init(tabs:selectedTab:phase:)`` refuses such a bar instead).
  ///   - phase: `.home` for a running app, `.launching(screen:)` before its launch sequence ends.
  public init(
    tabs first: NavigationTab<Route>, _ others: NavigationTab<Route>...,
    phase: LaunchPhase<Route> = .home
  ) {
    var seen: Set<TabID> = [first.id]
    var tabs = [first]
    for tab in others where seen.insert(tab.id).inserted { tabs.append(tab) }
    var home = NavigationHome(layout: .tabs, tabs: tabs, selectedTab: first.id)
    for index in home.tabs.indices { home.tabs[index].stack.owner = .tab(home.tabs[index].id) }
    self.init(phase: phase, home: home)
  }

  /// Creates a state whose home is a single flow, with no tab bar.
  ///
  /// - Parameters:
  ///   - flow: The flow's name, used in messages and by ``StackTarget/tab(_:)``.
  ///   - root: The flow's root screen.
  ///   - path: Screens already pushed.
  ///   - phase: `.home` for a running app, `.launching(screen:)` before its launch sequence ends.
  public init(
    flow: TabID, root: Route, path: [Route] = [], phase: LaunchPhase<Route> = .home
  ) {
    var tab = NavigationTab(flow, root: root, path: path)
    tab.stack.owner = .flow(flow)
    self.init(phase: phase, home: NavigationHome(layout: .flow, tabs: [tab], selectedTab: flow))
  }

  init(phase: LaunchPhase<Route>, home: NavigationHome<Route>) {
    storage = CopyOnWriteBox(
      NavigationStateFields(
        phase: phase, home: home, modals: [], pendingDeepLink: nil, interactionsPending: false,
        deepLinkReturn: nil))
  }

  /// Whether the two states are the same: the same box, or equal fields. O(1) for a state and
  /// its unchanged copy; otherwise as comparing the fields, which shares its work with what
  /// the stacks share (see ``PathStack``).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.phase == rhs.phase && lhs.interactionsPending == rhs.interactionsPending
      && lhs.home == rhs.home && lhs.modals == rhs.modals
      && lhs.pendingDeepLink == rhs.pendingDeepLink && lhs.deepLinkReturn == rhs.deepLinkReturn
      && lhs.backGesture == rhs.backGesture
  }

  /// Hashes every field, as the comparison compares them.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(phase)
    hasher.combine(home)
    hasher.combine(modals)
    hasher.combine(pendingDeepLink)
    hasher.combine(interactionsPending)
    hasher.combine(deepLinkReturn)
    hasher.combine(backGesture)
  }

  /// The topmost modal, if any.
  @inlinable
  public var topModal: Modal<Route>? { modals.last }

  /// The interaction modal on screen or beneath other modals, if one is presented (at most one
  /// is).
  @inlinable
  public var presentedInteraction: ModalInteraction? {
    modals.last { $0.interaction != nil }?.interaction
  }

  /// Whether a deep link opened now would wait: the app is launching, or an interaction is up
  /// or still to come.
  @inlinable
  public var holdsDeepLinks: Bool {
    phase.isLaunching || interactionsPending || presentedInteraction != nil
  }

  /// The stack on screen: the topmost modal's, or the selected tab's. `nil` during launch when
  /// no launch modal is up (the launch screen is not a stack).
  @inlinable
  public var visibleStack: PathStack<Route>? {
    if let modal = modals.last { return modal.stack }
    if phase.isLaunching { return nil }
    return home.selectedStack
  }

  /// The screen on screen: the top of ``visibleStack``, or the launch screen during launch.
  @inlinable
  public var visibleRoute: Route? {
    if let stack = visibleStack { return stack.top }
    if case .launching(let screen) = phase { return screen }
    return nil
  }

  /// The stack of tab `id`, or `nil` when there is no such tab.
  @inlinable
  public subscript(tab id: TabID) -> PathStack<Route>? {
    get { home[id] }
    set { home[id] = newValue }
  }
}

extension NavigationState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case phase, home, modals, pendingDeepLink, interactionsPending, deepLinkReturn
  }

  /// Decodes a state and checks its invariants, so a hand-edited or corrupt document is
  /// reported rather than producing a state the transition function would not.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    storage = CopyOnWriteBox(
      NavigationStateFields(
        phase: try container.decode(LaunchPhase<Route>.self, forKey: .phase),
        home: try container.decode(NavigationHome<Route>.self, forKey: .home),
        modals: try container.decodeIfPresent([Modal<Route>].self, forKey: .modals) ?? [],
        pendingDeepLink: try container.decodeIfPresent(
          PendingDeepLink<Route>.self, forKey: .pendingDeepLink),
        interactionsPending: try container.decodeIfPresent(Bool.self, forKey: .interactionsPending)
          ?? false,
        deepLinkReturn: try container.decodeIfPresent(DeepLinkReturn.self, forKey: .deepLinkReturn))
    )
    if let problem = invariantViolations().first {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "Invalid navigation state: \(problem)"))
    }
  }

  /// Encodes the phase, home, modals, a pending deep link, the deep-link hold when set, and
  /// where Back from a deep link's screen returns, if anywhere. A back gesture in progress is
  /// not encoded: the state decodes as it was before the gesture began, as an app restored
  /// has no finger down.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(phase, forKey: .phase)
    try container.encode(home, forKey: .home)
    try container.encode(modals, forKey: .modals)
    try container.encodeIfPresent(pendingDeepLink, forKey: .pendingDeepLink)
    if interactionsPending { try container.encode(true, forKey: .interactionsPending) }
    try container.encodeIfPresent(deepLinkReturn, forKey: .deepLinkReturn)
  }
}

extension NavigationState {
  /// This state without what a running interaction sequence owns: the modals interaction steps
  /// presented (and any modal over them). A held deep link stays held: the hold stays on while
  /// a link waits, so that the sequence, run again, either keeps holding it (an interaction is
  /// still up or to come) or releases it, and the link lands on home.
  ///
  /// For restoring a saved state, where no sequence is running to end those interactions: run
  /// the sequence again afterwards so that what its conditions still ask for comes back.
  /// O(modals).
  public func removingInteractions() -> NavigationState {
    var copy = self
    if let index = copy.modals.firstIndex(where: { $0.interaction != nil }) {
      copy.modals.removeSubrange(index...)
    }
    copy.interactionsPending = copy.pendingDeepLink != nil
    copy.backGesture = nil
    return copy
  }

  /// The state to resume this saved state from, before its interaction sequence runs again.
  ///
  /// A state saved mid-launch starts the launch again: `launch`, the app's state at the start
  /// of its launch, holding the deep link this state held. A state saved on home keeps its tabs
  /// and modals, without what the sequence owned (``removingInteractions()``). Either way a
  /// held deep link stays held until the sequence run again lets it land.
  ///
  /// Run the sequence again when ``holdsDeepLinks`` is true of the saved state: a sequence was
  /// running when it was saved. O(modals).
  ///
  /// - Parameter launch: The app's state at the start of its launch.
  /// - Returns: The state to run the sequence on.
  public func resumed(launchingFrom launch: NavigationState) -> NavigationState {
    guard phase.isLaunching else { return removingInteractions() }
    var restarted = launch
    restarted.pendingDeepLink = pendingDeepLink
    return restarted.removingInteractions()
  }
}

extension NavigationState: CustomReflectable {
  /// The state's fields, as a dump or a failed expectation shows them, rather than its box.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "phase": phase, "home": home, "modals": modals, "pendingDeepLink": pendingDeepLink as Any,
        "interactionsPending": interactionsPending, "deepLinkReturn": deepLinkReturn as Any,
        "backGesture": backGesture as Any,
      ], displayStyle: .struct)
  }
}
