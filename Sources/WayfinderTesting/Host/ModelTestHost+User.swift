public import Wayfinder
public import WayfinderUI

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ModelTestHost where Route: FlowRoute {
  /// A host of a new model of `program`, on a new test clock, whose launch modals wait for the
  /// host's hand-shakes; ``launch()`` starts it.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - facts: The launch facts; the program's when `nil`.
  ///   - animation: How long each presentation and dismissal takes.
  public convenience init(
    program: FlowProgram<Route>, facts: Facts? = nil, animation: Duration = .milliseconds(350)
  ) {
    let clock = InteractionTestClock()
    self.init(
      model: NavigationModel(
        program: program, facts: facts, clock: clock, waitsForHandshakes: true),
      clock: clock, animation: animation)
  }

  /// Runs the launch steps (`NavigationModel.start()`), as the root view's `.task` does, and
  /// draws what they put up; their animations run as time passes.
  ///
  /// - Returns: The refusal, or `nil`.
  @discardableResult
  public func launch() async -> NavigationRefusal? {
    let refusal = await model.start().value
    await advance(by: .zero)
    return refusal
  }

  /// Taps the button labelled `label` on the screen the host shows (``screen``), as its action
  /// closure calls `NavigationModel.tap(_:on:)`.
  ///
  /// - Returns: The refusal, or `nil`.
  @discardableResult
  public func tap(_ label: String) async -> NavigationRefusal? {
    let task = screen.map { model.tap(label, on: $0) } ?? model.tap(label)
    let refusal = await task.value
    await advance(by: .zero)
    return refusal
  }

  /// Taps `label` on the screen shown, then the tab `id` before the tap has reached the model:
  /// the tab bar's write goes first.
  func tap(_ label: String, thenSelect id: TabID, _ delivery: HostDelivery) async
    -> NavigationRefusal?
  {
    let task = screen.map { model.tap(label, on: $0) } ?? model.tap(label)
    await selectTab(id, delivery, idleFirst: false)
    let refusal = await task.value
    await idle()
    draw()
    return refusal
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ModelTestHost {
  /// The back button of the stack on screen: the host pops its top screen at once and writes
  /// the shortened path to the stack's binding. Nothing when the stack is at its root.
  public func tapBack() async {
    await tapBack(.atOnce)
    await advance(by: .zero)
  }

  /// The back button, its write arriving as `delivery` says.
  func tapBack(_ delivery: HostDelivery) async {
    guard let target = visibleTarget, var path = drawn[target], !path.isEmpty else { return }
    path.removeLast()
    drawn[target] = path
    await write(.path(target, path), delivery)
  }

  /// `NavigationLink`s: the host pushes `routes` onto the stack on screen and writes the path
  /// once, however many they are.
  public func push(_ routes: Route...) async {
    await push(routes, .atOnce)
    await advance(by: .zero)
  }

  /// Pushes `routes`, the write arriving as `delivery` says.
  func push(_ routes: [Route], _ delivery: HostDelivery) async {
    guard let target = visibleTarget, var path = drawn[target] else { return }
    path.append(contentsOf: routes)
    drawn[target] = path
    await write(.path(target, path), delivery)
  }

  /// The tab bar: the host shows tab `id` at once and writes the selection.
  public func selectTab(_ id: TabID) async {
    await selectTab(id, .atOnce)
    await advance(by: .zero)
  }

  /// Selects tab `id`, the write arriving as `delivery` says.
  func selectTab(_ id: TabID, _ delivery: HostDelivery, idleFirst: Bool = true) async {
    let seen = drawnTabRevision
    selectedTab = id
    await write(.tab(id, seenAt: seen), delivery, idleFirst: idleFirst)
  }

  /// A back gesture on the screen shown — an edge swipe, or a sheet at its root pulled down —
  /// reported as the finger goes down (`NavigationModel.beginBack()`) and as it lifts
  /// (`completeBack()` or `cancelBack()`); a completed gesture is followed by the binding's
  /// write of what it took away, the path shortened or the sheet's `nil`, which the model
  /// already did.
  ///
  /// - Parameter completes: Whether the finger lifts past the point of no return.
  /// - Returns: Whether the gesture began (the model refuses one where back is refused or
  ///   swipe back is off, reported).
  @discardableResult
  public func swipeBack(completes: Bool = true) async -> Bool {
    guard beginSwipe() else { return false }
    await endSwipe(completes: completes, delivery: .atOnce)
    await advance(by: .zero)
    return true
  }

  /// The finger goes down on a back gesture on the screen shown: the model is told at once.
  func beginSwipe() -> Bool {
    model.refresh()
    return screen.map { model.beginBack(on: $0) } ?? model.beginBack()
  }

  /// The finger lifts: the model is told at once; a completed gesture's binding write follows
  /// as `delivery` says.
  func endSwipe(completes: Bool, delivery: HostDelivery) async {
    let gesture = model.backGesture
    guard completes, let gesture else {
      model.cancelBack()
      await idle()
      draw()
      return
    }
    model.completeBack()
    if let id = gesture.dismissing, let shown = modals.last(where: { $0.id == id }) {
      modals.removeAll { Self.same($0, shown) }
      takenAway.append(shown)
      await write(.dismissed(shown), delivery)
    } else if let target = visibleTarget, var path = drawn[target], !path.isEmpty {
      path.removeLast()
      drawn[target] = path
      await write(.path(target, path), delivery)
    }
    await idle()
    draw()
  }

  /// The user drags the sheet on top down, as SwiftUI lets them when its
  /// `interactiveDismissDisabled` is off (`PresentedModal.isDismissible`): the host takes it
  /// off the screen and writes `nil` to its binding, naming the presentation
  /// (`NavigationModel.userDismissed(_:)`). A refused write puts the sheet back up.
  ///
  /// - Returns: Whether a sheet the user may pull down was on top.
  @discardableResult
  public func pullDownSheet() async -> Bool {
    let pulled = await pullDownSheet(.atOnce)
    await advance(by: .zero)
    return pulled
  }

  /// Pulls the sheet on top down, the write arriving as `delivery` says.
  @discardableResult
  func pullDownSheet(_ delivery: HostDelivery, evenIfNotDismissible: Bool = false) async -> Bool {
    guard let top = modals.last, top.style == .sheet, top.isDismissible || evenIfNotDismissible
    else { return false }
    modals.removeLast()
    takenAway.append(top)
    drawn[.modal(top.id)] = nil
    await write(.dismissed(top), delivery)
    return true
  }

  /// The host refuses to present anything for `duration` — UIKit's "already presenting" while
  /// another view is on its way — then presents what the model holds.
  public func refusePresentations(for duration: Duration) {
    let until = now + max(duration, .zero)
    guard until > presentationsRefusedUntil else { return }
    presentationsRefusedUntil = until
    schedule(.wake, at: until)
  }

  /// Makes `report` with its copies arriving as `delivery` says.
  func write(_ report: HostReport<Route>, _ delivery: HostDelivery, idleFirst: Bool = true) async {
    let previous = self.delivery
    self.delivery = { _ in delivery }
    await write(report, idleFirst: idleFirst)
    self.delivery = previous
  }
}
