/// A live app's windows, held by its navigator under the same lock as the active window's
/// state, so a window change and a command never interleave. The rules are ``AppWindows``',
/// as ``AppLife`` applies them on virtual time.
///
/// A navigator holds one window until windows are allowed (``allowWindows(_:)``; a
/// ``FlowProgram`` that declares ``WindowSupport/multiple`` allows them in the navigator it
/// makes). ``state`` is always the active window's: every command applies there, and a deep
/// link whose ``DeepLinkScene`` rule names another window makes that one active first.
extension Navigator {
  /// Lets this navigator hold several windows, with `windows`' rules; its state becomes the
  /// state of `windows`' active window. Does nothing when windows are allowed already.
  public func allowWindows(_ windows: AppWindows<Route>) {
    storage.withLock { storage in
      if storage.windows == nil { storage.windows = windows }
    }
  }

  /// The open windows and their rules, when windows are allowed; `nil` otherwise.
  public var windows: AppWindows<Route>? {
    storage.withLock { $0.windows }
  }

  /// The active window's state and the windows, read together.
  package var stateAndWindows: (NavigationState<Route>, AppWindows<Route>?) {
    storage.withLock { ($0.state, $0.windows) }
  }

  /// ``AppWindows``' revision: it changes whenever a window opens, closes or becomes active,
  /// and stays while only the active window's state changes. O(1).
  package var windowsRevision: UInt64 {
    storage.withLock { $0.windows?.revision ?? 0 }
  }

  /// The window the user is in: ``state`` is its state. O(1).
  public var activeScene: SceneID {
    storage.withLock { $0.windows?.active ?? .first }
  }

  /// The open windows, in the order they opened. O(w log w) for w windows.
  public var scenes: [SceneID] {
    storage.withLock { $0.windows?.scenes ?? [.first] }
  }

  /// Where the user is in window `scene` — ``state`` for the active one — or `nil` when no
  /// such window is open. O(1).
  public func navigation(in scene: SceneID) -> NavigationState<Route>? {
    storage.withLock { storage in
      let active = storage.windows?.active ?? .first
      return scene == active ? storage.state : storage.windows?.inactiveState(of: scene)
    }
  }

  /// What covers window `scene` so that it shows none of the app's content, or `nil` when it
  /// shows its own (``AppWindows/cover(of:activeState:)``). O(modals of the active window).
  public func cover(of scene: SceneID) -> SceneCover? {
    storage.withLock { storage in storage.windows?.cover(of: scene, activeState: storage.state) }
  }

  /// What covers every open window but the active one, or `nil` when they show their own
  /// content (``AppWindows/coverOfInactiveWindows(activeState:)``): ``cover(of:)`` of each of
  /// them, asked once. O(modals of the active window).
  public var coverOfInactiveWindows: SceneCover? {
    storage.withLock { storage in
      storage.windows == nil ? nil : AppWindows.coverOfInactiveWindows(activeState: storage.state)
    }
  }

  /// Opens a new window at the app's home and makes it the active one; the app's part — the
  /// launch, a held link, the interactions' modals — moves to it with the user.
  ///
  /// - Returns: The new window.
  /// - Throws: ``SceneError/singleWindowApp`` when windows are not allowed,
  ///   ``SceneError/tooManyWindows(limit:)`` at the limit; nothing changes.
  @discardableResult
  public func openWindow() throws(SceneError) -> SceneID {
    var opened = SceneID.first
    try changeWindows { windows, state throws(SceneError) in
      opened = try windows.open(activeState: &state)
      return .open(opened)
    }
    return opened
  }

  /// Makes window `scene` the active one: the user went to it. The app's part moves there.
  ///
  /// - Throws: ``SceneError/noSuchWindow(_:open:)``, or ``SceneError/stepMayNotCover(_:step:modals:)``
  ///   when the step up may not cover that window's own modals; nothing changes.
  public func activateWindow(_ scene: SceneID) throws(SceneError) {
    try changeWindows { windows, state throws(SceneError) in
      try windows.activate(scene, activeState: &state)
      return .activate(scene)
    }
  }

  /// Closes window `scene`; closing the active one makes the one opened before it active.
  ///
  /// - Throws: ``SceneError/noSuchWindow(_:open:)``, ``SceneError/lastWindow(_:)``, or the
  ///   refusal of every other window to take the app's part; nothing changes.
  public func closeWindow(_ scene: SceneID) throws(SceneError) {
    try changeWindows { windows, state throws(SceneError) in
      try windows.close(scene, activeState: &state)
      return .close(scene)
    }
  }

  /// Applies a change of the windows under the lock, on copies kept only when it succeeds, and
  /// delivers its transition (from the state of the window active before to that of the window
  /// active after); a recording gets the window event, as a session records it, and no
  /// outcome.
  private func changeWindows(
    _ body: (inout AppWindows<Route>, inout NavigationState<Route>) throws(SceneError) ->
      WindowChange
  ) throws(SceneError) {
    let made = try storage.withLock {
      storage throws(SceneError) -> (StateTransition<Route>, Bool) in
      guard var windows = storage.windows else { throw .singleWindowApp }
      var state = storage.state
      let change = try body(&windows, &state)
      let transition = StateTransition(
        before: storage.state, after: state, cause: .window(change))
      storage.windows = windows
      storage.state = state
      storage.recording?.recordWindow(change)
      storage.undelivered.append(transition)
      if storage.isDelivering { return (transition, false) }
      storage.isDelivering = true
      return (transition, true)
    }
    if made.1 { deliverUndelivered() }
  }

  /// Opens the deep link `url` as the sequence's doing — the link a relaunch comes from — in the
  /// window its ``DeepLinkScene`` rule chooses, made active first, as ``send(_:)`` opens one
  /// and `AppLife` opens a cold launch's link; recorded as an outcome, not an input. Nothing
  /// changes when the link is refused.
  @discardableResult
  func applyOpening(_ url: String) throws(NavigationError) -> StateTransition<Route> {
    let command = NavigationCommand<Route>.open(url: url)
    return try change {
      storage throws(NavigationError) -> (StateTransition<Route>, returned: (any Sendable)?) in
      let before = (storage.state, storage.windows)
      chooseWindow(for: url, in: &storage)
      do throws(NavigationError) {
        let made = try storage.state.applying(command, rules: rules)
        storage.recording?.recordOutcome(made)
        return (made, nil)
      } catch {
        (storage.state, storage.windows) = before
        throw error
      }
    }
  }

  /// Makes the window a deep link to `url` lands in active, by its ``DeepLinkScene`` rule,
  /// before the link applies there. O(1) unless the link looks for the window showing its
  /// screen.
  func chooseWindow(for url: String, in storage: inout Storage) {
    guard storage.windows != nil, let target = try? rules.deepLinks.resolve(url),
      target.scene != .active
    else { return }
    storage.windows?.choose(for: target, activeState: &storage.state)
  }
}
