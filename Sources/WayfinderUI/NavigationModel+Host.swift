public import Wayfinder

/// What a SwiftUI or UIKit host reports, named by what it showed: a write of a stack's path from
/// the drawing on screen, a modal the user took away, a tap on the screen it was made on. A host's
/// reports come late, twice or out of order — after an animation, from a binding SwiftUI sets
/// again — so each names what it was about, and the model never lets one undo what happened
/// since: a report of what is already so does nothing, and one about a drawing or a presentation
/// that has gone is refused and reported, or (a modal already gone) needs nothing.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Sets the path of `target` as a host wrote it from a drawing of the stack
  /// (``StackModel/boundPath``'s setter, for `NavigationStack(path: $stack.boundPath)`).
  ///
  /// - A write made from the drawing on screen is the change it made: screens popped, pushed
  ///   or replaced above the routes it left alone, applied by the engine (a refusal is
  ///   reported). O(screens changed): a push at depth 100,000 compares no route.
  /// - A write of what the stack already is does nothing: SwiftUI writing the same path again,
  ///   or the pop a completed back gesture already made (``completeBack()``).
  /// - Any other write made from an older drawing is refused with
  ///   ``NavigationRefusal/staleWrite(_:)``: applied, it would pop what was pushed since, or
  ///   push again what was popped.
  /// - A path built by hand (no drawing) is set as ``setPath(_:on:)-([Route],_)`` sets it.
  /// - A write to the stack of a modal that has gone changes nothing: an empty path needs
  ///   nothing, any other is refused as stale.
  ///
  /// - Parameters:
  ///   - path: The path as the host wrote it.
  ///   - target: The stack; `StackTarget.visible` is the stack on screen now.
  /// - Returns: Whether the stack now holds `path`.
  @discardableResult
  public func setPath(_ path: BoundPath<Route>, on target: StackTarget) -> Bool {
    refresh()
    // A modal's stack that has gone with its modal: an empty path is what it has, anything
    // else is written from a drawing that has gone.
    if case .modal(let id) = target, !modals.contains(where: { $0.id == id }) {
      guard path.routes.isEmpty else {
        report(.staleWrite(target))
        return false
      }
      return true
    }
    let stack = self.stack(target)
    let current = stack.untrackedPath
    guard let revision = path.revision, revision == stack.revision else {
      if path.routes == current { return true }
      guard path.revision != nil else { return setPath(path.routes, on: stack.target) }
      report(.staleWrite(stack.target))
      return false
    }
    // The drawing on screen: the routes below `kept` are the stack's own, uncompared.
    let kept = min(path.unchanged, current.count)
    let added = path.routes[kept...]
    let removed = current.count - kept
    if added.elementsEqual(current[kept...]) { return true }
    // A pop or a push alone is sent as one, which the engine applies in O(screens changed);
    // it does what setting the path does, unless a deep link's way back is kept (a pop of its
    // screen returns to the tab the link came from, which setting the path does not).
    if state.deepLinkReturn == nil, removed == 0 || added.isEmpty {
      let change: NavigationCommand<Route> =
        added.isEmpty
        ? .pop(count: removed, on: stack.target) : .pushAll(Array(added), on: stack.target)
      guard enterWindow() else { return false }
      do throws(NavigationError) {
        try navigator.send(change)
        refresh()
        return true
      } catch {
        // Refused as a pop or a push: setting the path says why in its own words, or takes
        // the path by a rule a push does not have (a `replace:` the top declares).
      }
    }
    return send(.setPath(path.routes, on: stack.target))
  }

  /// Selects tab `id` as a tab bar wrote it from a drawing of the selection (``tabRevision``, read
  /// when the tab bar drew): the selection changes when the tab bar's drawing is the one on
  /// screen; a write of the tab already selected does nothing; a write made before the selection
  /// changed since (a link switched tabs meanwhile, or the same write arrives again after the
  /// user went on) is refused with ``NavigationRefusal/staleSelection(_:)``.
  ///
  /// ```swift
  /// TabView(selection: Binding(get: { model.selectedTab }, set: { [seen = model.tabRevision] in
  ///   model.select($0, seenAt: seen)
  /// }))
  /// ```
  ///
  /// - Returns: Whether tab `id` is selected now.
  @discardableResult
  public func select(_ id: TabID, seenAt revision: UInt64) -> Bool {
    refresh()
    if id == selectedTab { return true }
    guard revision == tabRevision else {
      report(.staleSelection(id))
      return false
    }
    return send(.selectTab(id))
  }

  /// The host took `modal` off the screen by the user's hand — a sheet swiped down, a popover
  /// tapped outside, a cover's binding set to `nil` — as SwiftUI reports it by writing `nil` to
  /// the binding that showed it. The model dismisses that presentation, and the modals above
  /// it, when it is still up; when it has already gone (a completed back gesture, a button, the
  /// launch took it down; the write came late or twice) nothing is left to do. It never
  /// dismisses a later presentation, of the same modal or of another one now at its level.
  ///
  /// Capture the modal the view shows when it draws:
  ///
  /// ```swift
  /// .sheet(item: Binding(get: { model.sheet }, set: { [shown = model.sheet] new in
  ///   if new == nil, let shown { model.userDismissed(shown) }
  /// }))
  /// ```
  ///
  /// The engine refuses what its rules refuse (a gate, a step that must be answered, an alert
  /// over it), reported as any refusal.
  ///
  /// - Parameter modal: The presentation the host showed (``PresentedModal/presentation``).
  /// - Returns: Whether that presentation is gone.
  @discardableResult
  public func userDismissed(_ modal: PresentedModal<Route>) -> Bool {
    refresh()
    guard let level = modals.firstIndex(where: { $0.id == modal.id }),
      modals[level].presentation == modal.presentation
    else { return true }
    // Under an alert the user cannot reach it: the engine refuses the user's dismiss there.
    if modals.last?.style.isDialog == true { return send(.dismiss) }
    return send(.dismissModal(modal.id))
  }

  /// Performs the action labelled `label` of `screen`, the screen the host showed on top when
  /// the user tapped it, as ``tap(_:)`` does on the screen on top. When `screen` is no longer
  /// on top — the host had not drawn a change yet, or a tab switch reached the model before
  /// the tap did — the tap is refused with `ActionRefusal.notOnTop(label:screen:)` and
  /// nothing is done anywhere else: it never pushes onto a stack it was not made on.
  ///
  /// - Returns: The task doing it; its value is the refusal, or `nil`.
  @discardableResult
  public func tap(_ label: String, on screen: Route) -> Task<NavigationRefusal?, Never>
  where Route: FlowRoute {
    guard let program else { return refused(.noProgram("tap '\(label)'")) }
    let actions = program.actions(on: screen)
    guard let action = actions.first(where: { $0.label == label }) else {
      return refused(
        .noSuchAction(
          label: label, screen: screen.screenRoute.screen, labels: actions.map(\.label)))
    }
    return perform(action, on: screen)
  }
}
