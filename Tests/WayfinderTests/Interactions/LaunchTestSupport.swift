import Testing
import WayfinderTesting
@testable import Wayfinder

extension InteractionEventRecorder {
  /// The events recorded so far as `name step` strings, e.g. `step.start passcode`.
  var lines: [String] {
    events.map { event in
      [event.kind.name, event.step?.rawValue].compactMap(\.self).joined(separator: " ")
    }
  }

  /// How many events named `name` (`step.start`, `step.skip`…) about `step` were recorded.
  func count(_ name: String, _ step: StepID? = nil) -> Int {
    events.count { $0.kind.name == name && $0.step == step }
  }
}

/// Watches a navigator: the modals presented in order, the most on screen at once, and when
/// home appeared.
final class ScreenWatcher: Sendable {
  private struct State {
    var presented: [ModalID] = []
    var dismissed: [ModalID] = []
    var mostModalsAtOnce = 0
    var commands: [String] = []
  }

  private let state = Locked(State())
  private let observation: Locked<ObservationToken?> = Locked(nil)

  init<Route>(_ navigator: Navigator<Route>) {
    let observation = navigator.observe { [weak self] transition in
      self?.state.withLock { state in
        state.mostModalsAtOnce = max(state.mostModalsAtOnce, transition.after.modals.count)
        state.commands.append(transition.cause.description)
        switch transition.cause {
        case .command(.present(let modal)), .interaction(.present(let modal, _)):
          state.presented.append(modal.id)
        case .command(.dismissModal(let id)): state.dismissed.append(id)
        case .interaction(.end(let step)): state.dismissed.append(step.modalID)
        default: break
        }
      }
    }
    self.observation.withLock { $0 = observation }
  }

  var presented: [ModalID] { state.withLock { $0.presented } }
  var dismissed: [ModalID] { state.withLock { $0.dismissed } }
  var mostModalsAtOnce: Int { state.withLock { $0.mostModalsAtOnce } }
  var commands: [String] { state.withLock { $0.commands } }
}

enum InteractionFixtures {
  /// A single-flow app still on its launch screen, with `demo://item/{id}` leading to
  /// `item` over the root.
  static func navigator() throws -> Navigator<String> {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    return Navigator(
      NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)),
      rules: NavigationRules(deepLinks: links))
  }
}

extension Facts {
  static func flags(_ names: String...) -> Facts {
    Facts(Dictionary(uniqueKeysWithValues: names.map { ($0, FactValue.bool(true)) }))
  }
}

/// A condition true when fact `name` is the boolean `true`.
func isTrue(_ name: String) -> InteractionStep<String>.FactPredicate { { $0.isTrue(name) } }
