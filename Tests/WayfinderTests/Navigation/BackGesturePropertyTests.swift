import Testing
import WayfinderTesting
import Wayfinder

/// Random command sequences with back gestures interleaved: a gesture begins exactly where back
/// goes back (and swipe back is on), completing it equals back, cancelling it equals nothing,
/// every other command meanwhile is refused or cancels it first, and the invariants hold.
@Suite struct BackGesturePropertyTests {
  private static let screens = ["inbox", "thread", "form", "locked"]
  private static let modalIDs: [ModalID] = ["a", "b", "c"]

  private static func rules() throws -> NavigationRules<String> {
    var links = DeepLinkRouter<String>()
    try links.add("demo://thread") { _ in DeepLinkTarget(tab: "t2", path: ["thread"]) }
    var rules = NavigationRules<String>(
      deepLinks: links, backVeto: { $0 == "form" ? "Discard it first." : nil })
    rules.screensWithoutSwipeBack = { $0 == "locked" }
    rules.modalsWithoutSwipeBack = ["b"]
    return rules
  }

  private static func randomCommand(
    _ rng: inout SeededRandomNumberGenerator
  ) -> NavigationCommand<String> {
    let screen = screens.randomElement(using: &rng) ?? "inbox"
    let modal = modalIDs.randomElement(using: &rng) ?? "a"
    switch Int.random(in: 0..<12, using: &rng) {
    case 0, 1, 2: return .push(screen)
    case 3: return .pop()
    case 4: return .selectTab(Bool.random(using: &rng) ? "t1" : "t2")
    case 5: return .present(.flow(screen, id: modal))
    case 6: return .present(.screen(screen, id: modal, style: .alert))
    case 7: return .dismiss
    case 8: return .dismissAll
    case 9: return .open(url: "demo://thread")
    case 10: return .back
    default: return .dismissModal(modal)
    }
  }

  @Test func gesturesAgreeWithBack() throws {
    let rules = try Self.rules()
    let seeds = PropertyRuns.count(full: UInt64(2000), sample: 300)
    for seed in 1...seeds {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var state = try NavigationState(
        tabs: [NavigationTab("t1", root: "home"), NavigationTab("t2", root: "more")])
      for step in 0..<40 {
        let context = "seed \(seed) step \(step)"
        if Int.random(in: 0..<3, using: &rng) == 0 {
          try checkGesture(on: &state, rules: rules, rng: &rng, context)
        } else {
          let command = Self.randomCommand(&rng)
          if let next = try? state.applying(command, rules: rules).after { state = next }
        }
        #expect(state.invariantViolations().isEmpty, "\(context)")
        #expect(state.backGesture == nil, "\(context)")
      }
    }
  }

  /// Begins a gesture on `state`, checks it against back, maybe tries another command during
  /// it, then completes or cancels it.
  private func checkGesture(
    on state: inout NavigationState<String>, rules: NavigationRules<String>,
    rng: inout SeededRandomNumberGenerator, _ context: String
  ) throws {
    let back = Result { () throws(NavigationError) in try state.applying(.back, rules: rules) }
    let begun = Result { () throws(NavigationError) in
      try state.applying(.beginBack, rules: rules)
    }
    let swipeOff =
      state.visibleRoute == "locked"
      || (state.topModal.map { $0.id == "b" && !$0.stack.canGoBack } ?? false)
    guard case .success(let gesture) = begun else {
      if case .success = back {
        #expect(swipeOff, "\(context): back goes back but the gesture is refused")
      }
      return
    }
    guard case .success(let backed) = back else {
      Issue.record("\(context): the gesture begins but back is refused")
      return
    }
    #expect(!swipeOff, "\(context): a gesture began where swipe back is off")
    var during = gesture.after
    #expect(during.invariantViolations().isEmpty, "\(context)")
    #expect(during.backGesture?.revealing == backed.after.visibleRoute, "\(context)")
    if Bool.random(using: &rng) {
      let other = Self.randomCommand(&rng)
      do throws(NavigationError) {
        let applied = try during.applying(other, rules: rules).after
        #expect(other.cancelsBackGesture, "\(context): \(other) applied during a gesture")
        #expect(applied == (try? state.applying(other, rules: rules).after), "\(context)")
        state = applied
        return
      } catch {
        if !other.cancelsBackGesture {
          #expect(error == .backGestureInProgress(action: other.description), "\(context)")
        }
      }
      during = gesture.after
    }
    if Bool.random(using: &rng) {
      let completed = try during.applying(.completeBack, rules: rules).after
      #expect(completed == backed.after, "\(context): completing differs from back")
      state = completed
    } else {
      let cancelled = try during.applying(.cancelBack, rules: rules).after
      #expect(cancelled == state, "\(context): cancelling changed the state")
      state = cancelled
    }
  }
}
