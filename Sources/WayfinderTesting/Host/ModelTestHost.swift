public import Wayfinder
public import WayfinderUI

/// Plays the SwiftUI or UIKit host of a `NavigationModel` in a test, on virtual time: it draws
/// what the model says, animates presentations and dismissals and confirms each when its
/// animation ends (`NavigationModel.presentationFinished(_:)`, `dismissalFinished(_:)`), and
/// does what the user does to the screen it shows — a tap, the back button, a push, a tab, a
/// back gesture, a sheet pulled down — as SwiftUI reports it: a tap on the screen shown, a
/// gesture as it begins and ends, binding writes named by what they were made from
/// (`BoundPath`, `NavigationModel.userDismissed(_:)`).
///
/// One line per user action; time moves only when the test says:
///
/// ```swift
/// let host = ModelTestHost(program: DemoFlow.program(), animation: .milliseconds(300))
/// await host.launch()
/// await host.advance(by: .milliseconds(300))   // the passcode's presentation ends
/// await host.tap("Unlock")
/// await host.advance(by: .milliseconds(300))   // its dismissal ends: what's new comes up
/// await host.settle()                          // every animation over
/// await host.pullDownSheet()
/// #expect(host.screen == .primary)
/// ```
///
/// The host never sleeps: it moves the launch coordinator's `InteractionTestClock` to each
/// time something is due — the end of an animation, a write, a splash or a timeout — and waits
/// for the coordinator to be idle before it draws. Its writes reach the model at once; a
/// `HostHarness` plays the same host with writes that come late, twice, out of order or never.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class ModelTestHost<Route: Hashable & Sendable> {
  /// The model the host draws and reports to.
  public let model: NavigationModel<Route>
  /// The clock of the model's launch coordinator, which only the host moves.
  public let clock: InteractionTestClock
  /// How long a presentation or a dismissal animates before the host confirms it.
  public let animation: Duration
  /// Every refusal the model reported since the host was made, oldest first.
  public private(set) var refusals: [NavigationRefusal] = []
  /// The tab the host shows.
  public internal(set) var selectedTab: TabID
  /// The modals on screen, bottom first: those whose presentation ended and that have not
  /// finished leaving.
  public internal(set) var modals: [PresentedModal<Route>] = []

  /// The drawing of the tab bar the host shows (`NavigationModel.tabRevision`).
  var drawnTabRevision: UInt64
  /// What each stack shows: the drawing it was read at, with the user's changes the model
  /// has not taken yet.
  var drawn: [StackTarget: BoundPath<Route>] = [:]
  /// What is due later, in order of time and then of scheduling.
  var scheduled: [Scheduled] = []
  private var scheduling = 0
  /// When the presentation or dismissal animating now ends.
  var animatingUntil: Duration?
  /// Until when the host refuses to present (it is busy, as UIKit refuses a presentation
  /// while another view is on its way).
  var presentationsRefusedUntil = Duration.zero
  /// Presentations the user took off the screen whose removal the model has not taken yet:
  /// the host does not put them up again meanwhile.
  var takenAway: [PresentedModal<Route>] = []
  /// The presentation animating in, if any.
  var presenting: PresentedModal<Route>?
  /// The modals the model held when the host last drew.
  private var lastHeld: [PresentedModal<Route>] = []
  /// What the last drawing was drawn from: drawing again from the same changes nothing.
  private var lastDrawn: DrawnFrom?

  /// What a drawing depends on.
  private struct DrawnFrom: Equatable {
    var state: NavigationState<Route>
    var shown: Int
    var takenAway: Int
    var drawn: Int
    var tabRevision: UInt64
    var animating: Bool
    var mayPresent: Bool
  }
  /// When each write's copies reach the model; at once by default.
  var delivery: (HostReport<Route>) -> HostDelivery = { _ in .atOnce }
  /// Told of every copy of a write that reached the model, and of what it did.
  var writeObserver: ((HostWriteOutcome<Route>) -> Void)?
  /// How many writes the host has made.
  private var writes = 0

  /// Something the host does at a time to come.
  struct Scheduled {
    var due: Duration
    var order: Int
    var step: Step
  }

  /// What the host does when it is due.
  enum Step {
    /// A copy of a write reaches the model.
    case deliver(HostReport<Route>, write: Int, copy: Int)
    /// A presentation's animation ends: the modal is on screen.
    case presented(PresentedModal<Route>)
    /// A dismissal ends: the modals have gone; `animated` when it was the animation going on.
    case dismissed([PresentedModal<Route>], animated: Bool)
    /// The host looks at the model again (it may present again).
    case wake
  }

  /// A host of `model`, whose launch coordinator runs on `clock` (and waits for hand-shakes, for
  /// them to matter: `waitsForHandshakes: true`). It draws the model as it is now.
  ///
  /// - Parameters:
  ///   - model: The model the host draws.
  ///   - clock: The clock of the model's launch coordinator, which only the host moves from
  ///     now on.
  ///   - animation: How long each presentation and dismissal takes.
  public init(
    model: NavigationModel<Route>, clock: InteractionTestClock,
    animation: Duration = .milliseconds(350)
  ) {
    self.model = model
    self.clock = clock
    self.animation = max(animation, .zero)
    selectedTab = model.selectedTab
    drawnTabRevision = model.tabRevision
    let earlier = model.onRefusal
    model.onRefusal = { [weak self] refusal in
      earlier?(refusal)
      self?.refusals.append(refusal)
    }
    draw()
  }

  // MARK: What the host shows

  /// The time on the host's clock, from when the clock started.
  public var now: Duration { clock.now.offset }

  /// The screen on top of what the host shows: the top of the modal on screen, the launch
  /// screen while the app launches, or the top of the selected tab's stack.
  public var screen: Route? {
    if let top = modals.last { return drawn[.modal(top.id)]?.last ?? top.root }
    if model.isLaunching { return model.launchScreen }
    let target = StackTarget.tab(selectedTab)
    return drawn[target]?.last ?? model.stack(target).root
  }

  /// The path the host shows for `target` (a tab's stack, or a modal's on screen), bottom
  /// first.
  public func path(of target: StackTarget) -> [Route] { drawn[target]?.routes ?? [] }

  /// The stack the user acts on: the modal's on top when it has one, else the selected tab's;
  /// `nil` when the modal on top has no stack.
  var visibleTarget: StackTarget? {
    if let top = modals.last { return top.hasNavigation ? .modal(top.id) : nil }
    return model.isLaunching ? nil : .tab(selectedTab)
  }

  /// What differs between what the host shows and what the model holds, once nothing is left
  /// to animate or to arrive; `nil` when they agree. ``settle()`` first.
  public var divergence: String? {
    get async {
      if !scheduled.isEmpty || animatingUntil != nil { return "the host has not settled" }
      var differences: [String] = []
      if selectedTab != model.selectedTab {
        differences.append("tab: host '\(selectedTab)', model '\(model.selectedTab)'")
      }
      let shown = modals.map { "\($0.id)#\($0.presentation)" }
      let held = model.modals.map { "\($0.id)#\($0.presentation)" }
      if shown != held { differences.append("modals: host \(shown), model \(held)") }
      for (target, path) in drawn.sorted(by: { "\($0.key)" < "\($1.key)" }) {
        let modelPath = model.stack(target).path
        if path.routes != modelPath {
          differences.append("\(target): host \(path.routes), model \(modelPath)")
        }
      }
      if let gesture = model.backGesture {
        differences.append("a back gesture is in progress in the model, leaving \(gesture.leaving)")
      }
      if let awaited = await model.launch?.awaitedHandshake {
        differences.append("the launch waits for the host: \(awaited)")
      }
      return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
  }

  // MARK: Drawing

  /// Reads the model as SwiftUI reads its bindings after a change: the tab, each stack whose
  /// drawing the model has moved past, and the modals, animating what differs one at a time.
  func draw() {
    model.refresh()
    let from = DrawnFrom(
      state: model.state, shown: modals.count, takenAway: takenAway.count, drawn: drawn.count,
      tabRevision: drawnTabRevision, animating: animatingUntil != nil,
      mayPresent: now >= presentationsRefusedUntil)
    guard from != lastDrawn else { return }
    defer { lastDrawn = from }
    if drawnTabRevision != model.tabRevision {
      selectedTab = model.selectedTab
      drawnTabRevision = model.tabRevision
    }
    let held = model.modals
    // A modal on screen shows what the model holds of it now (its detent, say).
    for (level, modal) in modals.enumerated() {
      if let now = held.first(where: { Self.same($0, modal) }) { modals[level] = now }
    }
    var targets = model.tabs.map(StackTarget.tab)
    for modal in modals where modal.hasNavigation && held.contains(where: { Self.same($0, modal) })
    {
      targets.append(.modal(modal.id))
    }
    for target in targets {
      let stack = model.stack(target)
      if drawn[target]?.revision != stack.revision { drawn[target] = stack.boundPath }
    }
    drawn = drawn.filter { targets.contains($0.key) }
    // Taken away by the user, and gone from the model too: already off screen, only the
    // hand-shake is left.
    // Taken away by the user, or taken down by the model before the host put them up: off
    // the screen already, only the hand-shake is left (no `onDismiss` comes for a sheet
    // SwiftUI never presented, and the launch would wait for it for good).
    let isHeld = { (modal: PresentedModal<Route>) in held.contains { Self.same($0, modal) } }
    var gone = takenAway.filter { !isHeld($0) }
    takenAway.removeAll { !isHeld($0) }
    gone += lastHeld.filter { modal in
      !isHeld(modal) && !modals.contains { Self.same($0, modal) }
        && !gone.contains { Self.same($0, modal) }
        && presenting.map { Self.same($0, modal) } != true
    }
    lastHeld = held
    if !gone.isEmpty { schedule(.dismissed(gone, animated: false), at: now) }
    animate(toward: held)
  }

  /// Starts the next animation toward `held`, unless one is going on: the modals the model no
  /// longer holds leave first (all those above the first that differs, as one dismissal), then
  /// the next the model holds comes up — unless the host refuses presentations for now, or the
  /// user took it away and the model has not heard yet.
  private func animate(toward held: [PresentedModal<Route>]) {
    guard animatingUntil == nil else { return }
    var kept = 0
    while kept < modals.count, kept < held.count, Self.same(modals[kept], held[kept]) {
      kept += 1
    }
    if kept < modals.count {
      animatingUntil = now + animation
      schedule(.dismissed(Array(modals[kept...]), animated: true), at: now + animation)
      return
    }
    guard kept < held.count, now >= presentationsRefusedUntil,
      !takenAway.contains(where: { Self.same($0, held[kept]) })
    else { return }
    animatingUntil = now + animation
    presenting = held[kept]
    schedule(.presented(held[kept]), at: now + animation)
  }

  /// Whether `a` and `b` are the same presentation of the same modal.
  static func same(_ a: PresentedModal<Route>, _ b: PresentedModal<Route>) -> Bool {
    a.id == b.id && a.presentation == b.presentation
  }

  /// Schedules `step` at `due`, after what is scheduled at the same time.
  func schedule(_ step: Step, at due: Duration) {
    scheduling += 1
    let entry = Scheduled(due: due, order: scheduling, step: step)
    let index = scheduled.firstIndex { ($0.due, $0.order) > (due, scheduling) } ?? scheduled.count
    scheduled.insert(entry, at: index)
  }

  // MARK: Writing

  /// Makes `report` as a write of the user's, its copies reaching the model as ``delivery``
  /// says: those due now at once, the rest when their time comes. With `idleFirst` off, a copy
  /// due now reaches the model before anything else runs (a tap's task waiting to start).
  func write(_ report: HostReport<Route>, idleFirst: Bool = true) async {
    writes += 1
    let write = writes
    for (copy, delay) in delivery(report).delays.enumerated() {
      if delay <= .zero {
        await deliver(report, write: write, copy: copy, idleFirst: idleFirst && copy == 0)
      } else {
        schedule(.deliver(report, write: write, copy: copy), at: now + delay)
      }
    }
  }

  /// A copy of a write reaches the model, once the launch coordinator is idle unless
  /// `idleFirst` is off.
  func deliver(_ report: HostReport<Route>, write: Int, copy: Int, idleFirst: Bool = true) async {
    if idleFirst { await idle() } else { model.refresh() }
    let before = model.state
    let refused = refusals.count
    let holds: Bool
    switch report {
    case .path(let target, let path): holds = model.setPath(path, on: target)
    case .dismissed(let modal):
      holds = model.userDismissed(modal)
      // Refused: the modal stays, and the host puts it back up, as SwiftUI does.
      if !holds { takenAway.removeAll { Self.same($0, modal) } }
    case .tab(let id, let revision): holds = model.select(id, seenAt: revision)
    }
    await idle()
    writeObserver?(
      HostWriteOutcome(
        report: report, write: write, copy: copy, holds: holds,
        refusal: refusals.count > refused ? refusals.last : nil, before: before,
        after: model.state))
    draw()
  }

  /// Waits until the launch coordinator has done what it was set off to do, then reads the
  /// model.
  func idle() async {
    try? await model.launch?.waitUntilIdle()
    model.refresh()
  }
}
