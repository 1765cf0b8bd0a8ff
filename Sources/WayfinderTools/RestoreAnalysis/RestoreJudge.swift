internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

/// Restores one saved state in both versions of an app and says what the change does to it:
/// the old version's restore is where the user would go back to without the change, the new
/// version's is where they will.
///
/// Both contexts are built once, with the stacks of every tab and modal worked out
/// (``DefinitionRestoreContext/prepared()``), so a state costs O(its routes + tabs + facts)
/// whatever the size of the app.
struct RestoreJudge {
  let new: FlowDefinition
  private let oldContext: DefinitionRestoreContext
  private let newContext: DefinitionRestoreContext

  init(old: FlowDefinition, new: FlowDefinition) {
    self.new = new
    oldContext = DefinitionRestoreContext(definition: old).prepared()
    newContext = DefinitionRestoreContext(definition: new).prepared()
  }

  /// What the new version makes of `saved`, found at `origin` by way of `arrival`.
  func judge(
    _ saved: SavedState, arrival: RestoreArrival, origin: RestoreCase.Origin
  ) -> RestoreCase {
    var before: RestoredState<ScreenRoute>?
    func refused(_ reason: String, place: RestorePlace, warnings: [RestoreWarning] = [])
      -> RestoreCase
    {
      RestoreCase(
        arrival: arrival, place: place, before: before?.state, outcome: .refused(reason),
        warnings: warnings, restored: nil, origin: origin)
    }
    let old: RestoredState<ScreenRoute>
    do throws(NavigationError) {
      old = try restore(saved, in: oldContext)
      before = old
    } catch {
      // Only a definition that did not load cleanly throws; the old version could not read it.
      return refused(
        "the old version cannot restore it either (\(error))",
        place: RestorePlace(screen: nil, owner: nil))
    }
    let place = RestorePlace(old.state)
    guard saved.app == new.app else {
      let reason = UnusableStateFile.Reason.otherApp(found: saved.app, expected: new.app)
      return refused(reason.description, place: place)
    }
    let after: RestoredState<ScreenRoute>
    do throws(NavigationError) {
      after = try restore(saved, in: newContext)
    } catch {
      return refused(
        UnusableStateFile.Reason.unrestorable(error.description).description, place: place)
    }
    let warnings = Self.added(after.warnings, to: old.warnings)
    if let rebuilt = warnings.first(where: { $0.rebuildsHome }) {
      return refused(rebuilt.reason, place: place, warnings: warnings)
    }
    // Moved when the user sees another screen, loses a screen they went to or a link they
    // opened; a tab or root they never went into, a sheet's height, is no move.
    let landing = RestorePlace(after.state)
    let dropped = DroppedScreens.between(old.state, after.state)
    let lostLink = old.state.pendingDeepLink != nil && after.state.pendingDeepLink == nil
    let outcome: RestoreOutcome =
      landing == place && dropped.isEmpty && !lostLink
      ? .unchanged : .moved(landing: landing, dropped: dropped)
    return RestoreCase(
      arrival: arrival, place: place, before: old.state, outcome: outcome, warnings: warnings,
      restored: after, origin: origin)
  }

  /// `saved` restored in `context`, as a state file is.
  private func restore(
    _ saved: SavedState, in context: DefinitionRestoreContext
  ) throws(NavigationError) -> RestoredState<ScreenRoute> {
    try saved.restore(
      saved.navigation, facts: saved.facts, history: saved.promptHistory,
      pending: saved.pendingSteps, warnings: saved.migrationWarnings, in: context)
  }

  /// The warnings of `after` that `before` does not have, counting each as often as it occurs,
  /// in order. O(warnings²); a restore warns a few times at most.
  static func added(_ after: [RestoreWarning], to before: [RestoreWarning]) -> [RestoreWarning] {
    var unmatched = before
    return after.filter { warning in
      guard let index = unmatched.firstIndex(of: warning) else { return true }
      unmatched.remove(at: index)
      return false
    }
  }
}
