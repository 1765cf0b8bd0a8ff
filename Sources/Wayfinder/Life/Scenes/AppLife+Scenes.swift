extension AppLife {
  /// The most windows an app may have open at once: each holds a state, so their number is
  /// bounded.
  public static var windowLimit: Int { 1_000 }

  /// The open windows, in the order they opened. O(w log w) for w windows.
  public var scenes: [SceneID] {
    ([activeScene] + inactiveScenes.keys).sorted()
  }

  /// Where the user is in window `scene`, or `nil` when no such window is open. The active
  /// window's is ``state``. O(1).
  public func navigation(in scene: SceneID) -> NavigationState<Route>? {
    scene == activeScene ? state : inactiveScenes[scene]
  }

  /// What covers window `scene` so that it shows none of the app's content, or `nil` when it
  /// shows its own. The active window is never covered: the launch, or the gate, is up in it.
  /// O(modals of the active window).
  public func cover(of scene: SceneID) -> SceneCover? {
    guard scene != activeScene, inactiveScenes[scene] != nil else { return nil }
    if let cover = state.modals.last(where: \.coversEveryWindow)?.interaction {
      return .step(cover.step)
    }
    return state.phase.isLaunching ? .launch : nil
  }

  /// Opens a new window at the app's home and makes it the active one; the app's interactions
  /// move to it with the user. O(modals).
  mutating func openWindow() throws(AppRefusal) -> Output {
    guard program.windows == .multiple else { throw .scene(.singleWindowApp) }
    guard inactiveScenes.count + 1 < Self.windowLimit else {
      throw .scene(.tooManyWindows(limit: Self.windowLimit))
    }
    lastSceneNumber += 1
    let scene = SceneID(lastSceneNumber)
    inactiveScenes[scene] = program.homeState
    activate(scene)
    return Output()
  }

  /// Makes window `scene` the active one. O(modals of the two windows).
  mutating func activateWindow(_ scene: SceneID) throws(AppRefusal) -> Output {
    guard scene == activeScene || inactiveScenes[scene] != nil else {
      throw .scene(.noSuchWindow(scene, open: scenes))
    }
    if let refusal = refusalToEnter(scene) { throw .scene(refusal) }
    activate(scene)
    return Output()
  }

  /// Why the app's interactions may not move into window `scene`, or `nil` when they may: a
  /// step up may present only over the app's modals it covers (``InteractionStep/coverage``),
  /// in any window. O(modals of the two windows).
  func refusalToEnter(_ scene: SceneID) -> SceneError? {
    guard scene != activeScene, let window = inactiveScenes[scene] else { return nil }
    let own = window.appModalIDs
    guard !own.isEmpty else { return nil }
    for modal in state.modals {
      guard let interaction = modal.interaction else { continue }
      let coverage = program.steps[interaction.step]?.coverage ?? .none
      // The window's own alert closes under an interaction that comes over it.
      let covered = own.filter { id in
        window.modals.last?.id != id || !(window.modals.last?.style.isDialog ?? false)
      }
      if !coverage.allows(covered) {
        return .stepMayNotCover(scene, step: interaction.step, modals: covered)
      }
    }
    return nil
  }

  /// Closes window `scene`. Closing the active window makes the one opened before it active
  /// (or, for the first, the next), and the app's interactions move there. O(w) for w windows.
  mutating func closeWindow(_ scene: SceneID) throws(AppRefusal) -> Output {
    guard scene == activeScene || inactiveScenes[scene] != nil else {
      throw .scene(.noSuchWindow(scene, open: scenes))
    }
    guard !inactiveScenes.isEmpty else { throw .scene(.lastWindow(scene)) }
    if scene == activeScene {
      // The one opened before it, else the next — among those the app's interactions may
      // move into; when none may, the window stays open.
      let others = inactiveScenes.keys.filter { refusalToEnter($0) == nil }
      guard
        let next = others.filter({ $0 < scene }).max() ?? others.min()
      else {
        let blocked = inactiveScenes.keys.sorted().first ?? scene
        throw .scene(refusalToEnter(blocked) ?? .lastWindow(scene))
      }
      activate(next)
    }
    inactiveScenes[scene] = nil
    return Output()
  }

  /// Moves the app's part of the state — the launch, a held link, the interactions' modals —
  /// from the active window to `scene`, and makes it active. O(modals of the two windows).
  mutating func activate(_ scene: SceneID) {
    guard scene != activeScene, var next = inactiveScenes.removeValue(forKey: scene) else {
      return
    }
    var previous = state
    next.insertAppPart(previous.removeAppPart())
    inactiveScenes[activeScene] = previous
    activeScene = scene
    state = next
  }

  /// Chooses the window the deep link `url` lands in by its ``DeepLinkScene`` rule, and makes
  /// it active, opening one for a link to a new window. A link the app does not know changes
  /// nothing here; applying it reports why. O(1) for links to the active window; a link to the
  /// window showing its screen looks through the stacks of every window.
  mutating func chooseScene(for url: String) throws(AppRefusal) {
    guard program.windows == .multiple,
      let target = try? program.rules.deepLinks.resolve(url), target.scene != .active
    else { return }
    switch target.scene {
    case .active:
      return
    case .new:
      // At the limit, the link lands in the active window rather than not at all.
      if inactiveScenes.count + 1 < Self.windowLimit { _ = try openWindow() }
    case .showing:
      guard let screen = target.destination, !state.holds(screen) else { return }
      if let scene = inactiveScenes.keys.sorted().first(where: {
        inactiveScenes[$0]?.holds(screen) == true && refusalToEnter($0) == nil
      }) {
        activate(scene)
      }
    }
  }

  /// Problems with how the app's windows hold its state; empty when none. Only the active
  /// window holds the launch, a held link and the interactions' modals; every window's state
  /// passes its own invariants. O(size of every window's state).
  public func sceneInvariantViolations() -> [String] {
    var problems: [String] = []
    for scene in inactiveScenes.keys.sorted() {
      guard let navigation = inactiveScenes[scene] else { continue }
      if !navigation.holdsNoAppPart {
        problems.append("\(scene) is not active but holds the app's launch, link or interactions")
      }
      if navigation.backGesture != nil {
        problems.append("\(scene) is not active but a back gesture is in progress in it")
      }
      problems += navigation.invariantViolations().map { "\(scene): \($0)" }
    }
    return problems
  }
}

extension AppLife {
  /// Brings back the windows `saved` held besides the active one, each by the program's restore
  /// rule as the active one's stacks come back: its home's stacks kept, or its home afresh. The
  /// launch and interactions are the active window's; another window's own modals do not come
  /// back, as the active one's do not. O(windows).
  mutating func restoreScenes(of saved: SavedLife<Route>, at now: Duration) {
    activeScene = saved.activeScene
    let keeps = program.restoreRule.keepsStacks(leftAt: saved.left, now: now)
    for (scene, kept) in saved.otherScenes.prefix(Self.windowLimit - 1)
    where scene != saved.activeScene {
      var window = program.homeState
      if keeps, kept.home.tabIDs == window.home.tabIDs { window.home = kept.home }
      inactiveScenes[scene] = window
    }
    lastSceneNumber = max(activeScene.number, inactiveScenes.keys.map(\.number).max() ?? 1)
  }
}
