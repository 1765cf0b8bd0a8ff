import PropertyBased
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

/// Random edits of random apps (``RestoreEditCase``): every state the search reaches in the
/// old version restores in the new one to a state the new one allows, each tab's stack is the
/// longest part of the old one the new version allows — checked against the rules as the flow
/// files state them, not as the restorer applies them — and the analysis names every screen it
/// drops, in the state's outcome and in its group. Cases come from the seeds 1, 2, 3…, so every
/// run checks the same ones; a failing case is shrunk by leaving edits out, and printed.
@Suite(.hangLimit) struct RestoreAnalysisPropertyTests {
  @Test func everyRestoredStackIsTheLongestPartTheNewVersionAllows() async {
    let seeds = Locked<UInt64>(1)
    let cases = Generator<RestoreEditCase, [RestoreEditCase]>(
      run: { _ in
        RestoreEditCase(
          seed: seeds.withLock { next in
            defer { next += 1 }
            return next
          })
      },
      shrink: { $0.shrunk() })
    // How many random apps loaded, and how many of those still loaded once edited.
    let loaded = Locked((old: 0, new: 0))
    await propertyCheck(count: PropertyRuns.count(full: 400, sample: 60), input: cases) {
      editCase in
      guard let old = editCase.oldVersion() else { return }
      loaded.withLock { $0.old += 1 }
      guard let new = editCase.newVersion() else { return }
      loaded.withLock { $0.new += 1 }
      let problems = Self.problems(old: old, new: new)
      #expect(problems.isEmpty, "\(editCase)\n\(problems.prefix(5).joined(separator: "\n"))")
    }
    // Edits seldom leave an app that does not load: the property is checked on nearly all.
    let (old, new) = loaded.withLock { $0 }
    #expect(new * 10 >= old * 9, "\(new) of \(old) edited apps loaded")
  }

  /// What breaks the property when `new` restores the states of `old`.
  static func problems(old: FlowDefinition, new: FlowDefinition) -> [String] {
    var rules = NewVersionRules(new)
    var problems: [String] = []
    var dropped: [GroupKey: Set<String>] = [:]
    let report = RestoreAnalysis(old: old, new: new, options: .init(maximumStates: 3_000))
      .analyze { found in
        let where_ = "\(found.place) \(found.arrival)"
        guard let restored = found.restored?.state, let before = found.before else {
          problems.append("\(where_): refused (\(found.outcome))")
          return
        }
        problems += restored.invariantViolations().map { "\(where_): \($0)" }
        problems += rules.stackProblems(before: before, restored: restored).map {
          "\(where_): \($0)"
        }
        problems += Self.namingProblems(found, before: before, restored: restored).map {
          "\(where_): \($0)"
        }
        if case .moved(let landing, let screens) = found.outcome {
          let key = GroupKey(place: found.place, arrival: found.arrival, landing: landing)
          for stack in screens {
            for route in stack.routes {
              dropped[key, default: []].insert(
                "\(stack.owner.map { "\($0)" } ?? "") \(route.screen)")
            }
          }
        }
      }
    for group in report.groups {
      guard let landing = group.landing else { continue }
      let key = GroupKey(place: group.place, arrival: group.arrival, landing: landing)
      let named = Set(
        group.dropped.flatMap { stack in
          stack.routes.map { "\(stack.owner.map { "\($0)" } ?? "") \($0.screen)" }
        })
      for screen in dropped[key, default: []].subtracting(named) {
        problems.append("the group '\(group.headline)' does not name dropped \(screen)")
      }
    }
    return problems
  }

  struct GroupKey: Hashable {
    var place: RestorePlace
    var arrival: RestoreArrival
    var landing: RestorePlace
  }

  /// Whether the outcome names exactly what was dropped: for each stack the user went into,
  /// the kept routes then the dropped ones make the old stack again, and an unchanged state
  /// lost nothing.
  static func namingProblems(
    _ found: RestoreCase, before: NavigationState<ScreenRoute>,
    restored: NavigationState<ScreenRoute>
  ) -> [String] {
    var named: [StackOwner?: [ScreenRoute]] = [:]
    if case .moved(_, let screens) = found.outcome {
      for stack in screens { named[stack.owner, default: []] += stack.routes }
    }
    var problems: [String] = []
    for tab in before.home.tabs where tab.stack.canGoBack {
      let kept = restored.home[tab.id]?.routes ?? []
      let common = zip(tab.stack.routes, kept).prefix { $0 == $1 }.count
      let lost = Array(tab.stack.routes.dropFirst(common))
      if lost != named[tab.stack.owner, default: []] {
        problems.append(
          "\(tab.stack.owner) lost \(lost.map(\.description)) but the outcome names "
            + "\(named[tab.stack.owner, default: []].map(\.description))")
      }
    }
    if found.outcome == .unchanged, RestorePlace(restored) != found.place {
      problems.append("unchanged, yet it lands on \(RestorePlace(restored))")
    }
    return problems
  }
}
