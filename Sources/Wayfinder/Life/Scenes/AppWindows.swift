/// The open windows of an app that declares ``WindowSupport/multiple``, and the rules of
/// opening, entering, closing and choosing them, in one place: ``AppLife`` holds one on virtual
/// time and ``Navigator`` one under its lock for a live app, so both shells decide alike.
///
/// The active window's state is held apart, by whoever holds this value (``AppLife/state``, the
/// navigator's state); every other window's state is here. The app's part of the state — the
/// launch, a held link, the interactions' modals — is in the active window and moves with the
/// user to the window that becomes active (``SceneCover`` says what that hides elsewhere).
///
/// Each change takes the active state `inout` and refuses, with a ``SceneError``, before it
/// changes anything.
public struct AppWindows<Route: Hashable & Sendable>: Sendable {
  /// The most windows an app may have open at once: each holds a state, so their number is
  /// bounded.
  public static var limit: Int { 1_000 }

  /// The window the user is in.
  public internal(set) var active: SceneID = .first
  /// Every other open window's state, by window.
  var inactive: [SceneID: NavigationState<Route>] = [:]
  /// The number of the last window opened, so that a new one takes the next: numbers are not
  /// used again while the app runs.
  var lastNumber = 1
  /// A number that changes whenever a window opens, closes or becomes active: while it stays,
  /// only the active window's state can change, so a shell mirroring every window need look
  /// at that one alone.
  package private(set) var revision: UInt64 = 0
  /// The state a new window opens with: the app's home.
  let home: NavigationState<Route>
  /// What each interaction step's modal may cover of the app's own modals
  /// (``InteractionStep/coverage``), by step.
  let coverage: [StepID: AppModalCover]

  /// No window but the first, active one; new ones open at `home`, and the step whose modal is
  /// up may cover what `coverage` says (a step not in it covers nothing of the app's).
  public init(home: NavigationState<Route>, coverage: [StepID: AppModalCover]) {
    self.home = home
    self.coverage = coverage
  }

  /// The open windows, in the order they opened. O(w log w) for w windows.
  public var scenes: [SceneID] {
    ([active] + inactive.keys).sorted()
  }

  /// How many windows are open. O(1).
  public var count: Int { inactive.count + 1 }

  /// The state of window `scene` when it is not the active one; `nil` for the active one and
  /// for a window not open. O(1).
  public func inactiveState(of scene: SceneID) -> NavigationState<Route>? {
    inactive[scene]
  }

  /// What covers window `scene` while `state` is the active one's, or `nil` when it shows its
  /// own content. The active window is never covered: the launch, or the gate, is up in it.
  /// O(modals of the active window).
  public func cover(of scene: SceneID, activeState state: NavigationState<Route>) -> SceneCover? {
    guard scene != active, inactive[scene] != nil else { return nil }
    return Self.coverOfInactiveWindows(activeState: state)
  }

  /// What covers every window but the active one while `state` is the active one's, or `nil`
  /// when they show their own content: one answer for all of them, so a shell that draws many
  /// windows asks once. O(modals of the active window).
  public static func coverOfInactiveWindows(activeState state: NavigationState<Route>)
    -> SceneCover?
  {
    if let cover = state.modals.last(where: \.coversEveryWindow)?.interaction {
      return .step(cover.step)
    }
    return state.phase.isLaunching ? .launch : nil
  }

  // MARK: Changes

  /// Opens a new window at the app's home and makes it the active one; the app's part moves to
  /// it with the user. O(modals).
  ///
  /// - Returns: The new window.
  public mutating func open(activeState state: inout NavigationState<Route>) throws(SceneError)
    -> SceneID
  {
    guard count < Self.limit else { throw .tooManyWindows(limit: Self.limit) }
    lastNumber += 1
    let scene = SceneID(lastNumber)
    inactive[scene] = home
    move(to: scene, activeState: &state)
    return scene
  }

  /// Makes window `scene` the active one. O(modals of the two windows).
  public mutating func activate(
    _ scene: SceneID, activeState state: inout NavigationState<Route>
  ) throws(SceneError) {
    guard scene == active || inactive[scene] != nil else {
      throw .noSuchWindow(scene, open: scenes)
    }
    if let refusal = refusalToEnter(scene, from: state) { throw refusal }
    move(to: scene, activeState: &state)
  }

  /// Closes window `scene`. Closing the active window makes the one opened before it active
  /// (or, for the first, the next) among those the app's part may move into, and the app's
  /// part moves there. O(w) for w windows.
  public mutating func close(
    _ scene: SceneID, activeState state: inout NavigationState<Route>
  ) throws(SceneError) {
    guard scene == active || inactive[scene] != nil else {
      throw .noSuchWindow(scene, open: scenes)
    }
    guard !inactive.isEmpty else { throw .lastWindow(scene) }
    if scene == active {
      let others = inactive.keys.filter { refusalToEnter($0, from: state) == nil }
      guard let next = others.filter({ $0 < scene }).max() ?? others.min() else {
        // None may take the app's part: the window stays open.
        let blocked = inactive.keys.sorted().first ?? scene
        throw refusalToEnter(blocked, from: state) ?? .lastWindow(scene)
      }
      move(to: next, activeState: &state)
    }
    inactive[scene] = nil
    revision &+= 1
  }

  /// Chooses the window a deep link to `target` lands in by its ``DeepLinkScene`` rule, and
  /// makes it active, opening one for a link to a new window (at the limit, the link lands in
  /// the active window rather than not at all). O(1) for links to the active window; a link to
  /// the window showing its screen looks through the stacks of every window.
  public mutating func choose(
    for target: DeepLinkTarget<Route>, activeState state: inout NavigationState<Route>
  ) {
    switch target.scene {
    case .active:
      return
    case .new:
      _ = try? open(activeState: &state)
    case .showing:
      guard let screen = target.destination, !state.holds(screen) else { return }
      if let scene = inactive.keys.sorted().first(where: {
        inactive[$0]?.holds(screen) == true && refusalToEnter($0, from: state) == nil
      }) {
        move(to: scene, activeState: &state)
      }
    }
  }

  /// Why the app's part, up in `state`, may not move into window `scene`, or `nil` when it may:
  /// a step up may present only over the app's modals it covers (``InteractionStep/coverage``),
  /// in any window; the window's own alert closes under it. O(modals of the two windows).
  public func refusalToEnter(_ scene: SceneID, from state: NavigationState<Route>) -> SceneError? {
    guard scene != active, let window = inactive[scene] else { return nil }
    let own = window.appModalIDs
    guard !own.isEmpty else { return nil }
    let alertOnTop = window.modals.last.flatMap { $0.style.isDialog ? $0.id : nil }
    let covered = own.filter { $0 != alertOnTop }
    for modal in state.modals {
      guard let interaction = modal.interaction else { continue }
      if !(coverage[interaction.step] ?? .none).allows(covered) {
        return .stepMayNotCover(scene, step: interaction.step, modals: covered)
      }
    }
    return nil
  }

  /// Moves the app's part from the active window, whose state is `state`, to `scene`, and makes
  /// it active. O(modals of the two windows).
  mutating func move(to scene: SceneID, activeState state: inout NavigationState<Route>) {
    guard scene != active, var next = inactive.removeValue(forKey: scene) else { return }
    revision &+= 1
    next.insertAppPart(state.removeAppPart())
    inactive[active] = state
    active = scene
    state = next
  }

  // MARK: Restoring

  /// The windows `saved` held besides the active one, with `state` the active one's, as a
  /// process still in memory keeps them (a resumed session).
  mutating func resume(active: SceneID, others: [SceneID: NavigationState<Route>]) {
    revision &+= 1
    self.active = active
    inactive = others.filter { $0.key != active }
    lastNumber = max(active.number, inactive.keys.map(\.number).max() ?? 1)
  }

  /// The windows `others` held besides `active`, as a cold launch brings them back: each at
  /// the app's home, with its home's stacks when `keepsStacks` and its tabs are still the
  /// app's. Another window's own modals do not come back, as the active one's do not.
  /// O(windows), at most ``limit``.
  mutating func restore(
    active: SceneID, others: [SceneID: NavigationState<Route>], keepsStacks: Bool
  ) {
    revision &+= 1
    self.active = active
    inactive = [:]
    for (scene, kept) in others.prefix(Self.limit - 1) where scene != active {
      var window = home
      if keepsStacks, kept.home.tabIDs == window.home.tabIDs { window.home = kept.home }
      inactive[scene] = window
    }
    lastNumber = max(active.number, inactive.keys.map(\.number).max() ?? 1)
  }

  // MARK: Checking

  /// Problems with how the windows hold the app's state; empty when none. Only the active
  /// window holds the launch, a held link and the interactions' modals, and no back gesture is
  /// in progress elsewhere; every window's state passes its own invariants. O(size of every
  /// window's state).
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    for scene in inactive.keys.sorted() {
      guard let navigation = inactive[scene] else { continue }
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
