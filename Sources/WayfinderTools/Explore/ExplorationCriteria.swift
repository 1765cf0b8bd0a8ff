internal import Wayfinder

/// What an exploration covered besides screens and edges, each criterion named: every `when:`
/// of an action seen both true and false where the action shows, and every deep link opened in
/// every phase (launching, a gate up, another interaction up, home). O(visible actions) per
/// command.
public struct ExplorationCriteria: Hashable, Sendable {
  /// The phase a deep link was opened in.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// The launch screen is up.
    case launching
    /// A gate holds the app.
    case gate = "gate up"
    /// Another interaction's modal is up.
    case interaction = "interaction up"
    /// Home, nothing of the sequence up.
    case home

  }

  /// Every `(screen, label, outcome)` the criterion asks for, as `screen: label is true`.
  public private(set) var conditionOutcomes: [String] = []
  /// Every `(pattern, phase)` the criterion asks for, as `pattern while phase`.
  public private(set) var linkPhases: [String] = []
  /// What has been seen of both.
  public private(set) var seen: Set<String> = []

  /// The criteria of `definition`'s conditional actions and deep links.
  public init(_ definition: FlowDefinition) {
    for id in definition.screens.keys.sorted() {
      for action in definition.screens[id]?.actions ?? [] where action.condition != nil {
        for outcome in [true, false] {
          conditionOutcomes.append(Self.outcome(id, action.label, outcome))
        }
      }
    }
    for link in definition.deepLinks {
      for phase in Phase.allCases { linkPhases.append(Self.link(link.pattern.description, phase)) }
    }
  }

  static func outcome(_ screen: String, _ label: String, _ holds: Bool) -> String {
    "\(screen): '\(label)' \(holds ? "available" : "unavailable")"
  }

  static func link(_ pattern: String, _ phase: Phase) -> String {
    "\(pattern) while \(phase.rawValue)"
  }

  /// Notes the outcome of each conditional action `session` shows now.
  mutating func noteConditions(in session: AppSession) {
    guard let screen = session.state.topRoute?.screen else { return }
    for action in session.visibleActions where action.condition != nil {
      seen.insert(Self.outcome(screen, action.label, session.isAvailable(action)))
    }
  }

  /// Notes that `url` was opened in `session`'s phase, by the pattern it matches.
  mutating func noteLink(_ url: String, in session: AppSession) {
    let matching = session.definition.deepLinks.first { link in
      if case .matched = link.pattern.match(url) { true } else { false }
    }
    guard let link = matching else { return }
    let state = session.state
    let phase: Phase =
      if state.phase.isLaunching { .launching } else if state.presentedInteraction?.role == .gate {
        .gate
      } else if state.presentedInteraction != nil { .interaction } else { .home }
    seen.insert(Self.link(link.pattern.description, phase))
  }

  /// `when: outcomes 14/18, deep links by phase 9/12`.
  public var summary: String {
    let outcomes = conditionOutcomes.count { seen.contains($0) }
    let links = linkPhases.count { seen.contains($0) }
    return "when: outcomes \(outcomes)/\(conditionOutcomes.count), "
      + "deep links by phase \(links)/\(linkPhases.count)"
  }

  /// What the criteria ask for and no run did, in order.
  public var missing: [String] { (conditionOutcomes + linkPhases).filter { !seen.contains($0) } }
}
