public import Observation
public import Wayfinder

/// The one object a SwiftUI app holds: the navigation state and the launch sequence, observable
/// and on the main actor, with the bindings views need.
///
/// The model is a view onto a `Navigator` (and, when the app has one, a
/// `InteractionCoordinator`): the engine keeps the rules and the state, the model mirrors what
/// the views read, one observable property per concern, so a view redraws only when what it
/// read changed:
///
/// | property | changes when |
/// |---|---|
/// | ``state`` | anything changes |
/// | ``phase``, ``launchScreen``, ``isLaunching`` | the launch screen changes, or home appears |
/// | ``selectedTab`` | another tab is selected |
/// | ``tabs`` | a tab is added or removed |
/// | ``modals``, ``topModal``, ``sheet(at:)``, ``fullScreenCover(at:)`` | a modal is presented or dismissed |
/// | ``stack(_:)``'s ``StackModel/path`` | that stack's path changes |
/// | ``facts`` | an action, a step or ``setFacts(_:)`` changes the launch facts |
/// | ``actions`` | the screen on top, or the facts its actions depend on, change |
/// | ``lastRefusal`` | the engine refuses something a view asked |
///
/// Everything a view sets goes through the engine. When the engine refuses — a path with a
/// screen that may not be there, a tab switch under a modal, dismissing a gate, an action
/// whose `when:` does not hold — the state stays as it was, the refusal becomes
/// ``lastRefusal`` and ``onRefusal`` is called with it: nothing is swallowed.
///
/// An app built from flow files creates the model from its program, which wires the navigator
/// and the launch coordinator, and performs the flow's actions through it:
///
/// ```swift
/// let model = NavigationModel(program: DemoFlow.program())
/// model.onRefusal = { refusal in logger.error("\(refusal)") }
/// model.start()                                     // the launch steps
/// model.tap("Unlock")                               // an action of the screen on top
/// model.stack(.tab("tab1")).path = [.secondary1]   // push, as a NavigationStack does
/// model.selectedTab = "tab2"
/// model.open(url: "demo://item/42")
/// ```
///
/// An app with routes of its own wires them itself with ``init(navigator:launch:)``.
///
/// Changes made elsewhere — by the launch coordinator, a deep link from another task, a UIKit
/// coordinator — reach the model on the main actor right after they happen; the model reads
/// the navigator's newest state then, so it never goes back to an older one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class NavigationModel<Route: Hashable & Sendable>: Observable {
  /// The navigator the model sends commands to and mirrors. A relaunch replaces it with the
  /// new launch's (``relaunch(from:)``).
  public private(set) var navigator: Navigator<Route>
  /// The window this model shows, or `nil` for whichever window is active — the one the app's
  /// launch and interactions show in. A model of one window (``AppModel/window(_:)``) mirrors
  /// that window's state, and what a view asks of it makes its window the active one first,
  /// as a user's touch makes a window active.
  public internal(set) var scene: SceneID?
  /// The launch sequence ``finish(_:)``, ``cancel(_:)`` and the hand-shakes go to, if the app
  /// has one. A relaunch replaces it with the new launch's; ``observeLaunch(_:)`` follows
  /// every one.
  public private(set) var launch: InteractionCoordinator<Route>?

  /// Called on the main actor with every refusal, after ``lastRefusal`` is set.
  public var onRefusal: (@MainActor (NavigationRefusal) -> Void)?

  /// The whole navigation state, as the navigator last had it.
  public private(set) var state: NavigationState<Route> {
    get { observed(keys.state, storedState) }
    set { changing(keys.state) { storedState = newValue } }
  }
  /// Launching (with its launch screen) or showing home.
  public private(set) var phase: LaunchPhase<Route> {
    get { observed(keys.phase, storedPhase) }
    set { changing(keys.phase) { storedPhase = newValue } }
  }
  /// The presented modals, bottom first, without their paths.
  public private(set) var modals: [PresentedModal<Route>] {
    get { observed(keys.modals, storedModals) }
    set { changing(keys.modals) { storedModals = newValue } }
  }
  /// The latest refusal of something asked through the model; `nil` until one happens, and
  /// after ``clearLastRefusal()``.
  public private(set) var lastRefusal: NavigationRefusal? {
    get { observed(keys.lastRefusal, storedLastRefusal) }
    set { changing(keys.lastRefusal) { storedLastRefusal = newValue } }
  }
  /// The launch facts, as the launch coordinator last had them: read again when a step
  /// finishes and after every request made through the model. Empty without a launch
  /// coordinator.
  public private(set) var facts: Facts {
    get { observed(keys.facts, storedFacts) }
    set { changing(keys.facts) { storedFacts = newValue } }
  }
  private var currentTab: TabID {
    get { observed(keys.currentTab, storedCurrentTab) }
    set { changing(keys.currentTab) { storedCurrentTab = newValue } }
  }

  // What observation tracks, stored; the properties above tell the registrar of every read
  // and change, as `@Observable` would.
  private var storedState: NavigationState<Route>
  private var storedPhase: LaunchPhase<Route>
  private var storedModals: [PresentedModal<Route>]
  private var storedLastRefusal: NavigationRefusal?
  private var storedFacts: Facts
  private var storedCurrentTab: TabID
  private var storedTabs: [TabID]
  private let registrar = ObservationRegistrar()
  /// The key paths of the tracked properties, built once: `@Observable` writes a key-path
  /// literal at every read and change, which a generic class builds again each time at run
  /// time, half the cost of a command through the model.
  private let keys = Keys()

  @MainActor private struct Keys {
    let state = \NavigationModel.state
    let phase = \NavigationModel.phase
    let modals = \NavigationModel.modals
    let lastRefusal = \NavigationModel.lastRefusal
    let facts = \NavigationModel.facts
    let currentTab = \NavigationModel.currentTab
    let tabs = \NavigationModel.tabs
  }

  private func observed<Value>(_ key: KeyPath<NavigationModel, Value>, _ value: Value) -> Value {
    registrar.access(self, keyPath: key)
    return value
  }

  private func changing<Value>(_ key: KeyPath<NavigationModel, Value>, _ change: () -> Void) {
    registrar.withMutation(of: self, keyPath: key, change)
  }

  /// The flow program the model was created from (a `FlowProgram<Route>`), if any. Stored
  /// without its type: `Route` is a `FlowRoute` only in the extension that reads it.
  let erasedProgram: (any Sendable)?
  /// The steps ``start()`` runs: the launch steps of a fresh launch, or those a resumed state
  /// runs again (`FlowProgram.Resumption.steps`); `nil` when it runs nothing. Cleared once
  /// it has run them.
  var sequence: [InteractionStep<Route>]?
  /// Where the launch ``start()`` runs comes from (a cold launch's origin), and whether it is
  /// a relaunch's.
  var sequenceOrigin: LaunchOrigin = .icon
  var sequenceIsRelaunch = false
  /// How the model makes a launch coordinator like its first, for a relaunch; `nil` for a
  /// model created with ``init(navigator:launch:)``.
  let launchSettings: LaunchSettings?
  /// The observers of ``observeLaunch(_:)``, to whom the events of every coordinator the
  /// model holds are relayed.
  let eventHub = InteractionEventHub()
  /// How many reads of the coordinator's facts began, and the newest one whose value was kept.
  private var factReadsBegun: UInt64 = 0
  private var factReadKept: UInt64 = 0

  /// ``state`` again, read without telling observation: a view that only reads a stack must
  /// not be redrawn on every change.
  private var mirrored: NavigationState<Route>
  private var stacks: [StackTarget: StackModel<Route>] = [:]
  /// The last number given to a drawing of a stack or a presentation of a modal.
  private var numbered: UInt64 = 0
  /// Which drawing of the tab bar this is: a number the model gives it each time the selected
  /// tab changes, never the same twice. A tab bar's write names the drawing it was made from
  /// (``select(_:seenAt:)``). Reading it does not track anything: ``selectedTab`` changes with
  /// it.
  public private(set) var tabRevision: UInt64 = 0
  private var observation: ObservationToken?
  private var launchObservation: ObservationToken?
  private var launchRelay: ObservationToken?
  /// Called when a relaunch gave the model a new navigator and coordinator, for the
  /// ``AppModel`` over it to give them to every window's model.
  var onReplace: (() -> Void)?
  /// Whether the model follows the navigator's transitions by itself; a window's model under
  /// an ``AppModel`` does not: the app model refreshes the windows a transition changed, so a
  /// command costs the same with one window open or a thousand.
  let followsNavigator: Bool

  /// Creates the model over `navigator`, and `launch` when the app runs a launch sequence.
  ///
  /// An app built from flow files needs neither: ``init(program:facts:clock:waitsForHandshakes:recorder:promptHistory:promptClock:)``
  /// creates both from its program. ``facts`` is empty until the first read of the
  /// coordinator's, which starts at once.
  ///
  /// - Parameters:
  ///   - navigator: The navigator holding the app's state.
  ///   - launch: The launch coordinator whose modals the navigator shows, if any.
  public convenience init(navigator: Navigator<Route>, launch: InteractionCoordinator<Route>? = nil)
  {
    self.init(
      navigator: navigator, launch: launch, facts: [:], program: nil, sequence: nil,
      settings: nil)
    if launch != nil { Task { await syncFacts() } }
  }

  /// Creates the model; `program` is the app's `FlowProgram<Route>` when it has one, and
  /// `settings` how its launch coordinator was made.
  init(
    navigator: Navigator<Route>, launch: InteractionCoordinator<Route>?, facts: Facts,
    program: (any Sendable)?, sequence: [InteractionStep<Route>]?, settings: LaunchSettings?,
    scene: SceneID? = nil, followsNavigator: Bool = true
  ) {
    self.followsNavigator = followsNavigator
    self.navigator = navigator
    self.launch = launch
    self.storedFacts = facts
    self.erasedProgram = program
    self.sequence = sequence
    self.launchSettings = settings
    self.scene = scene
    let state = scene.flatMap { navigator.navigation(in: $0) } ?? navigator.state
    self.storedState = state
    self.mirrored = state
    self.storedPhase = state.phase
    self.storedModals = []
    self.storedCurrentTab = state.home.selectedTab
    self.storedTabs = state.home.tabIDs
    storedModals = numbered(state.modals)
    tabRevision = nextNumber()
    watch()
  }

  /// A number no drawing or presentation of this model had.
  func nextNumber() -> UInt64 {
    numbered += 1
    return numbered
  }

  /// The view of `modals`, each with its presentation's number: the number it had in ``modals``
  /// when it is the same modal at the same level over the same presentations, a new one when
  /// it came up since.
  private func numbered(_ modals: [Modal<Route>]) -> [PresentedModal<Route>] {
    var numbered: [PresentedModal<Route>] = []
    numbered.reserveCapacity(modals.count)
    var continuous = true
    for (level, modal) in modals.enumerated() {
      var presented = PresentedModal(modal)
      continuous =
        continuous && storedModals.indices.contains(level)
        && storedModals[level].id == modal.id
      presented.presentation = continuous ? storedModals[level].presentation : nextNumber()
      numbered.append(presented)
    }
    return numbered
  }

  /// Starts following the navigator and the launch coordinator.
  private func watch() {
    if followsNavigator {
      observation = navigator.observe { [weak self] _ in
        Task { @MainActor in self?.refresh() }
      }
    }
    // A finished step is the one change to the facts nothing asked through the model.
    launchObservation = launch?.observe { [weak self] event in
      guard event.kind == .stepFinished else { return }
      Task { @MainActor in await self?.syncFacts() }
    }
    // Relayed on the coordinator as it delivers them, so observers get them in its order.
    launchRelay = launch?.observe { [eventHub] event in eventHub.deliver(event) }
  }

  /// Takes `launch` and its navigator in place of the model's — a relaunch's — with `facts`
  /// as the launch starts with them, and brings every property and stack up to date. What
  /// the old ones do from now on reaches neither the model nor its observers.
  func replace(with launch: InteractionCoordinator<Route>, facts: Facts) {
    observation = nil
    launchObservation = nil
    launchRelay = nil
    navigator = launch.navigator
    self.launch = launch
    defer { onReplace?() }
    // A read of the old coordinator's facts still under way is older than these.
    factReadsBegun += 1
    factReadKept = factReadsBegun
    if self.facts != facts { self.facts = facts }
    watch()
    refresh()
  }

  // MARK: Reading

  /// Whether the launch sequence is still running (home is not showing).
  public var isLaunching: Bool { phase.isLaunching }

  /// The launch screen shown under any launch modal while launching (`nil`: a blank one, or
  /// home is showing).
  public var launchScreen: Route? {
    if case .launching(let screen) = phase { return screen }
    return nil
  }

  /// The tabs in tab-bar order (one, named after the flow, when home is a single flow); they
  /// change when a tab is added or removed.
  public private(set) var tabs: [TabID] {
    get { observed(keys.tabs, storedTabs) }
    set { changing(keys.tabs) { storedTabs = newValue } }
  }

  /// The modal on screen, if any.
  public var topModal: PresentedModal<Route>? { modals.last }

  /// The modal presented at `level` (0: over home or the launch screen, 1: over that one…)
  /// when it is a sheet; `nil` otherwise. Setting `nil` through ``dismissModal(at:)``
  /// dismisses it.
  public func sheet(at level: Int = 0) -> PresentedModal<Route>? {
    modal(at: level, style: .sheet)
  }

  /// The modal presented at `level` when it is a full-screen cover; `nil` otherwise.
  public func fullScreenCover(at level: Int = 0) -> PresentedModal<Route>? {
    modal(at: level, style: .fullScreen)
  }

  /// The first-level sheet, for `.sheet(item: $model.sheet)`: setting `nil` (the user swiped
  /// it away) dismisses it through the engine; other values are ignored.
  ///
  /// Setting `nil` dismisses whatever sheet is at the first level when the write arrives: a
  /// write that comes late, after another sheet came up there, dismisses that one. A host whose
  /// writes may come late binds a setter that names the sheet it showed
  /// (``userDismissed(_:)``).
  public var sheet: PresentedModal<Route>? {
    get { sheet(at: 0) }
    set { if newValue == nil { dismissModal(at: 0, ifStyle: .sheet) } }
  }

  /// The first-level full-screen cover, for `.fullScreenCover(item: $model.fullScreenCover)`.
  public var fullScreenCover: PresentedModal<Route>? {
    get { fullScreenCover(at: 0) }
    set { if newValue == nil { dismissModal(at: 0, ifStyle: .fullScreen) } }
  }

  private func modal(at level: Int, style: PresentationStyle) -> PresentedModal<Route>? {
    guard modals.indices.contains(level), modals[level].style == style else { return nil }
    return modals[level]
  }

  /// The stack of `target` — a tab, the home flow, or a presented modal flow — for a view to
  /// bind its path to. The same object is returned for the same stack while it exists.
  ///
  /// `StackTarget.visible` is resolved to the stack on screen now.
  public func stack(_ target: StackTarget) -> StackModel<Route> {
    let resolved = resolve(target)
    if let existing = stacks[resolved] { return existing }
    let created = StackModel(
      target: resolved, stack: Self.stack(resolved, in: mirrored), owner: self,
      revision: nextNumber())
    stacks[resolved] = created
    return created
  }

  /// The path of `target`, for a hand-made `Binding(get:set:)`.
  public func path(of target: StackTarget) -> [Route] { stack(target).path }

  // MARK: Writing

  /// The selected tab. Setting another tab sends `NavigationCommand.selectTab(_:)`; setting
  /// the selected one does nothing (SwiftUI sets it again when it redraws; use ``select(_:)``
  /// for a re-selection that pops to the root).
  public var selectedTab: TabID {
    get { currentTab }
    set {
      guard newValue != currentTab else { return }
      send(.selectTab(newValue))
    }
  }

  /// Sets the path of `target`, as a `NavigationStack` does when the user pushes or goes
  /// back. A path the engine refuses is reported and the stack stays as it was.
  ///
  /// - Returns: Whether the engine applied it.
  @discardableResult
  public func setPath(_ path: [Route], on target: StackTarget) -> Bool {
    let resolved = resolve(target)
    let current = stacks[resolved]?.untrackedPath ?? Self.stack(resolved, in: mirrored)?.path
    guard path != current else { return true }
    return send(.setPath(path, on: resolved))
  }

  /// Selects tab `id`; selecting the selected tab pops it to its root when the rules say so.
  @discardableResult
  public func select(_ id: TabID) -> Bool { send(.selectTab(id)) }

  /// Dismisses the modal at `level` and those above it.
  @discardableResult
  public func dismissModal(at level: Int) -> Bool {
    guard modals.indices.contains(level) else {
      return send(.dismiss)  // refused by the engine with its own message
    }
    return send(.dismissModal(modals[level].id))
  }

  /// A binding's write of `nil`: the user swiped the modal away. Under an alert they cannot
  /// reach it: the engine refuses the user's dismiss there, in its own words.
  private func dismissModal(at level: Int, ifStyle style: PresentationStyle) {
    guard modals.indices.contains(level), modals[level].style == style else { return }
    if modals.last?.style.isDialog == true {
      send(.dismiss)
      return
    }
    dismissModal(at: level)
  }

  /// Opens a deep link: applied now, or held by the engine while the app launches or an
  /// interaction is up.
  @discardableResult
  public func open(url: String) -> Bool { send(.open(url: url)) }

  /// Sends `command` to the engine, mirrors the result, and reports a refusal.
  ///
  /// - Returns: Whether the engine applied it.
  @discardableResult
  public func send(_ command: NavigationCommand<Route>) -> Bool {
    guard enterWindow() else { return false }
    do throws(NavigationError) {
      try navigator.send(command)
      refresh()
      return true
    } catch {
      report(.navigation(error))
      return false
    }
  }

  /// Forgets ``lastRefusal``, once a view has shown it.
  public func clearLastRefusal() {
    if lastRefusal != nil { lastRefusal = nil }
  }

  // MARK: Mirroring

  /// Brings the model up to date with the navigator now. The model does this by itself after
  /// every transition; call it to read a change made off the main actor at once.
  public func refresh() {
    // A window closed keeps its last state on the model, for the view going away with it.
    guard let new = windowState, new != mirrored else { return }
    mirrored = new
    state = new
    if phase != new.phase { phase = new.phase }
    if currentTab != new.home.selectedTab {
      currentTab = new.home.selectedTab
      tabRevision = nextNumber()
    }
    if storedTabs.count != new.home.tabs.count || storedTabs != new.home.tabIDs {
      tabs = new.home.tabIDs
    }
    let newModals = numbered(new.modals)
    if modals != newModals { modals = newModals }
    for (target, stack) in stacks {
      let current = Self.stack(target, in: new)
      if current == nil, case .modal = target { stacks[target] = nil }
      stack.update(from: current, revision: nextNumber)
    }
  }

  /// Reads the launch coordinator's facts into ``facts``. Reads reach the coordinator in the
  /// order they begin; one that ends after a newer one was kept is dropped, so ``facts`` never
  /// goes back to older values.
  func syncFacts() async {
    guard let launch else { return }
    factReadsBegun += 1
    let read = factReadsBegun
    let newest = await launch.facts
    guard read > factReadKept else { return }
    factReadKept = read
    if facts != newest { facts = newest }
  }

  /// Keeps `refusal` as ``lastRefusal`` and hands it to ``onRefusal``.
  func report(_ refusal: NavigationRefusal) {
    lastRefusal = refusal
    onRefusal?(refusal)
  }

  private func resolve(_ target: StackTarget) -> StackTarget {
    guard target == .visible else { return target }
    if let modal = mirrored.modals.last { return .modal(modal.id) }
    return .tab(mirrored.home.selectedTab)
  }

  private static func stack(_ target: StackTarget, in state: NavigationState<Route>)
    -> PathStack<Route>?
  {
    switch target {
    case .visible: state.visibleStack
    case .tab(let id): state.home[id]
    case .modal(let id): state.modals.last { $0.id == id }?.stack
    case .column(let column): state[column: column]
    }
  }
}
