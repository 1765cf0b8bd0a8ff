public import Observation
public import Wayfinder

/// The object a SwiftUI app with several windows holds: one ``NavigationModel`` per window,
/// under one launch and one navigator, so the windows share the app's facts, launch, passcode
/// and prompts and keep their own stacks and modals.
///
/// The rules are the core's (`AppWindows`), as `AppLife` plays them on virtual time: the app's
/// launch and its interactions show in the active window and move with the user to the window
/// that becomes active; while the launch, a gate or a required full-screen step (the passcode)
/// is up, every other window is covered (``cover(of:)``); a deep link lands in the window its
/// `scene:` rule names.
///
/// ```swift
/// @main struct DeskApp: App {
///   @State var app = AppModel(program: DeskFlow.program())
///   var body: some Scene {
///     WindowGroup(for: SceneID.self) { $scene in
///       WindowView(app: app, scene: $scene)   // app.window(scene) or app.openWindow()
///     }
///   }
/// }
/// ```
///
/// A window's model (``window(_:)``) mirrors that window alone, and whatever a view asks of it
/// — a tap, a push, a tab — makes its window the active one first, as the user's touch does.
/// ``app`` is the model of whichever window is active: start the launch, relaunch, go to the
/// background and save through it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class AppModel<Route: FlowRoute>: Observable {
  /// The model of whichever window is active: the one the launch and interactions show in.
  /// ``NavigationModel/start()``, ``NavigationModel/relaunch(from:)``,
  /// ``NavigationModel/enterBackground()`` and ``NavigationModel/saved`` act for the whole app.
  public let app: NavigationModel<Route>

  /// The open windows, in the order they opened.
  public private(set) var scenes: [SceneID] {
    get { observed(\.scenes, storedScenes) }
    set { changing(\.scenes) { storedScenes = newValue } }
  }
  /// The window the user is in.
  public private(set) var activeScene: SceneID {
    get { observed(\.activeScene, storedActive) }
    set { changing(\.activeScene) { storedActive = newValue } }
  }
  /// What covers every window but the active one.
  private var inactiveCover: SceneCover? {
    get { observed(\.inactiveCover, storedInactiveCover) }
    set { changing(\.inactiveCover) { storedInactiveCover = newValue } }
  }

  private var storedScenes: [SceneID]
  private var openScenes: Set<SceneID>
  private var storedActive: SceneID
  private var storedInactiveCover: SceneCover?
  /// The navigator's windows revision when every window's model was last brought up to date:
  /// while it stays, a transition changed the active window alone.
  private var windowsRevision: UInt64 = 0
  private var models: [SceneID: NavigationModel<Route>] = [:]
  private var observation: ObservationToken?
  private let registrar = ObservationRegistrar()

  private func observed<Value>(_ key: KeyPath<AppModel, Value>, _ value: Value) -> Value {
    registrar.access(self, keyPath: key)
    return value
  }

  private func changing<Value>(_ key: KeyPath<AppModel, Value>, _ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: key, change)
  }

  /// The windows of `program`'s app, the first one open, its launch not started (call
  /// ``NavigationModel/start()`` on ``app``). The parameters are
  /// ``NavigationModel/init(program:facts:clock:waitsForHandshakes:recorder:promptHistory:promptClock:)``'s.
  public convenience init(
    program: FlowProgram<Route>, facts: Facts? = nil,
    clock: any Clock<Duration> = ContinuousClock(), waitsForHandshakes: Bool = false,
    recorder: (any TraceRecorder)? = nil, promptHistory: PromptHistory = PromptHistory(),
    promptClock: (@Sendable () -> Duration)? = nil
  ) {
    self.init(
      NavigationModel(
        program: program, facts: facts, clock: clock, waitsForHandshakes: waitsForHandshakes,
        recorder: recorder, promptHistory: promptHistory, promptClock: promptClock))
  }

  /// The windows of the app `app` shows, with `app` the model of whichever window is active —
  /// a model made from a program, or by a cold launch that restored several windows.
  public init(_ app: NavigationModel<Route>) {
    self.app = app
    storedScenes = app.navigator.scenes
    openScenes = Set(storedScenes)
    storedActive = app.navigator.activeScene
    app.onReplace = { [weak self] in self?.adoptLaunch() }
    watch()
    refresh()
  }

  /// The model of window `scene`, the same object while the window is open; `nil` when no
  /// such window is open.
  public func window(_ scene: SceneID) -> NavigationModel<Route>? {
    guard app.navigator.navigation(in: scene) != nil else { return nil }
    if let model = models[scene] { return model }
    let model = NavigationModel(
      navigator: app.navigator, launch: app.launch, facts: app.facts,
      program: app.erasedProgram, sequence: nil, settings: nil, scene: scene,
      followsNavigator: false)
    model.onRefusal = { [weak self] refusal in self?.app.report(refusal) }
    models[scene] = model
    return model
  }

  /// What covers window `scene` so that it shows none of the app's content — the launch, a
  /// gate, the passcode up in the active window — or `nil` when it shows its own. A view of a
  /// covered window draws a plain cover in its place.
  /// O(1).
  public func cover(of scene: SceneID) -> SceneCover? {
    registrar.access(self, keyPath: \.scenes)
    guard scene != activeScene, openScenes.contains(scene) else { return nil }
    return inactiveCover
  }

  /// Opens a new window at the app's home and makes it the active one; the app's launch or
  /// interaction up moves to it. A refusal (a one-window app, too many windows) is reported on
  /// ``app``.
  ///
  /// - Returns: The new window's model, or `nil` when refused.
  @discardableResult
  public func openWindow() -> NavigationModel<Route>? {
    do throws(SceneError) {
      let scene = try app.navigator.openWindow()
      refresh()
      return window(scene)
    } catch {
      app.report(.window(error))
      return nil
    }
  }

  /// Makes window `scene` the active one: the user went to it (its scene became active). A
  /// refusal is reported on ``app``.
  ///
  /// - Returns: Whether `scene` is the active window now.
  @discardableResult
  public func activateWindow(_ scene: SceneID) -> Bool {
    change { () throws(SceneError) in try app.navigator.activateWindow(scene) }
  }

  /// Closes window `scene` (its scene was discarded); closing the active one makes the one
  /// opened before it active. A refusal (the last window, no such window) is reported on
  /// ``app``.
  ///
  /// - Returns: Whether the window closed.
  @discardableResult
  public func closeWindow(_ scene: SceneID) -> Bool {
    change { () throws(SceneError) in try app.navigator.closeWindow(scene) }
  }

  private func change(_ body: () throws(SceneError) -> Void) -> Bool {
    do throws(SceneError) {
      try body()
      refresh()
      return true
    } catch {
      app.report(.window(error))
      return false
    }
  }

  /// Brings the windows and every window's model up to date with the navigator now; done after
  /// every change by itself. O(windows).
  public func refresh() {
    let navigator = app.navigator
    // Read first: a window change made while the rest is read shows as a newer revision, and
    // the next transition brings every window up to date again.
    windowsRevision = navigator.windowsRevision
    let open = navigator.scenes
    if storedScenes != open {
      scenes = open
      openScenes = Set(open)
    }
    let active = navigator.activeScene
    if storedActive != active { activeScene = active }
    for (scene, model) in models {
      if openScenes.contains(scene) {
        model.refresh()
      } else {
        models[scene] = nil
      }
    }
    refreshActive()
  }

  /// Brings the models up to date after a transition: the active window's alone when no window
  /// opened, closed or became active since the last look at every window (a command there
  /// changes no other window), every window's otherwise. O(1) for a command, whatever the
  /// number of windows.
  private func follow() {
    guard app.navigator.windowsRevision == windowsRevision else { return refresh() }
    models[storedActive]?.refresh()
    refreshActive()
  }

  /// What covers the other windows, and the model of whichever window is active.
  private func refreshActive() {
    let cover = app.navigator.coverOfInactiveWindows
    if storedInactiveCover != cover { inactiveCover = cover }
    app.refresh()
  }

  /// Follows the navigator: a link may open a window or make another active.
  private func watch() {
    observation = app.navigator.observe { [weak self] _ in
      Task { @MainActor in self?.follow() }
    }
  }

  /// After a relaunch, gives the new launch to every window's model and follows its navigator.
  private func adoptLaunch() {
    guard let launch = app.launch else { return }
    for model in models.values { model.replace(with: launch, facts: app.facts) }
    watch()
    refresh()
  }
}
