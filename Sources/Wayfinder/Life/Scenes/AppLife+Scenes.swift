extension AppLife {
  /// The most windows an app may have open at once (``AppWindows/limit``).
  public static var windowLimit: Int { AppWindows<Route>.limit }

  /// The open windows, in the order they opened. O(w log w) for w windows.
  public var scenes: [SceneID] { windows.scenes }

  /// Where the user is in window `scene`, or `nil` when no such window is open. The active
  /// window's is ``state``. O(1).
  public func navigation(in scene: SceneID) -> NavigationState<Route>? {
    scene == activeScene ? state : windows.inactiveState(of: scene)
  }

  /// What covers window `scene` so that it shows none of the app's content, or `nil` when it
  /// shows its own (``AppWindows/cover(of:activeState:)``). O(modals of the active window).
  public func cover(of scene: SceneID) -> SceneCover? {
    windows.cover(of: scene, activeState: state)
  }

  /// Opens a new window at the app's home and makes it the active one; the app's interactions
  /// move to it with the user. O(modals).
  mutating func openWindow() throws(AppRefusal) -> Output {
    guard program.windows == .multiple else { throw .scene(.singleWindowApp) }
    do throws(SceneError) {
      _ = try windows.open(activeState: &state)
    } catch {
      throw .scene(error)
    }
    return Output()
  }

  /// Makes window `scene` the active one. O(modals of the two windows).
  mutating func activateWindow(_ scene: SceneID) throws(AppRefusal) -> Output {
    do throws(SceneError) {
      try windows.activate(scene, activeState: &state)
    } catch {
      throw .scene(error)
    }
    return Output()
  }

  /// Closes window `scene`; closing the active one makes another active, and the app's
  /// interactions move there. O(w) for w windows.
  mutating func closeWindow(_ scene: SceneID) throws(AppRefusal) -> Output {
    do throws(SceneError) {
      try windows.close(scene, activeState: &state)
    } catch {
      throw .scene(error)
    }
    return Output()
  }

  /// Chooses the window the deep link `url` lands in by its ``DeepLinkScene`` rule, and makes
  /// it active (``AppWindows/choose(for:activeState:)``). A link the app does not know changes
  /// nothing here; applying it reports why.
  mutating func chooseScene(for url: String) {
    guard program.windows == .multiple, let target = try? program.rules.deepLinks.resolve(url)
    else { return }
    windows.choose(for: target, activeState: &state)
  }

  /// Problems with how the app's windows hold its state; empty when none
  /// (``AppWindows/invariantViolations()``).
  public func sceneInvariantViolations() -> [String] {
    windows.invariantViolations()
  }
}
