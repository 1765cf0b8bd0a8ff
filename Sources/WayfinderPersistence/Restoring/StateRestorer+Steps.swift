internal import Wayfinder

extension StateRestorer {
  /// How many dropped steps a warning names; it counts the others.
  static var namedStepLimit: Int { 3 }

  /// The prompt history of the steps the app has; the showings of any other step are dropped,
  /// with one warning naming the first few.
  ///
  /// A saved history may name any number of steps the app does not have (a renamed prompt, or
  /// a hostile file naming 100,000). Keeping them would cost every save, every load and every
  /// prompt decision (`PromptHistory.lastShowing(otherThan:)`) in proportion to the file
  /// forever, so only the app's steps are kept: each is looked up in the saved history,
  /// O(app's steps), and what a session then keeps, saves and checks follows the app's steps.
  /// Naming the dropped ones walks the saved history once, O(entries), and only on the load
  /// that drops them; reading the file was O(entries) already.
  mutating func restore(_ history: PromptHistory) -> PromptHistory {
    var kept: [StepID: [Duration]] = [:]
    for id in context.stepIDs {
      if let times = history.showings[id] { kept[id] = times }
    }
    guard kept.count < history.showings.count else { return history }
    let dropped = Self.named(history.showings.keys.lazy.filter { kept[$0] == nil })
    warnings.append(.promptHistoryDropped(steps: dropped.names, more: dropped.more))
    return PromptHistory(kept)
  }

  /// The steps of `pending` the app has, in their order, each once; those it no longer has are
  /// dropped with one warning naming the first few. O(pending + app's steps).
  mutating func restore(pending: [StepID]) -> [StepID] {
    guard !pending.isEmpty else { return [] }
    let known = Set(context.stepIDs)
    var seen: Set<StepID> = []
    var kept: [StepID] = []
    var unknown: [StepID] = []
    for id in pending where seen.insert(id).inserted {
      if known.contains(id) { kept.append(id) } else { unknown.append(id) }
    }
    if !unknown.isEmpty {
      let dropped = Self.named(unknown)
      warnings.append(.pendingStepsDropped(steps: dropped.names, more: dropped.more))
    }
    return kept
  }

  /// The first ``namedStepLimit`` of `steps` by name, and how many others there are, so a
  /// warning stays one short line and reads the same in every run whatever order `steps`
  /// come in. O(steps).
  static func named<Steps: Sequence<StepID>>(
    _ steps: Steps
  ) -> (names: [StepID], more: Int) {
    var names: [StepID] = []
    var count = 0
    for id in steps {
      count += 1
      guard names.count < namedStepLimit || id.rawValue < names[names.count - 1].rawValue else {
        continue
      }
      let place = names.firstIndex { id.rawValue < $0.rawValue } ?? names.endIndex
      names.insert(id, at: place)
      if names.count > namedStepLimit { names.removeLast() }
    }
    return (names, count - names.count)
  }
}
