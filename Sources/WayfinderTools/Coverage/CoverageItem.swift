/// Something a run can exercise, under one of the named criteria (``CoverageCriterion``): a
/// screen shown, an edge of the app's graph taken, an outcome of an action's `when:` seen, a deep
/// link opened in a phase, an order of two launch steps, or two edges taken one after the other.
///
/// Edges are every declared action of every screen (taken from that screen), every tab
/// (selected with the `tab` command) and every deep link (landed after `open`).
public indirect enum CoverageItem: Hashable, Sendable, CustomStringConvertible {
  /// A screen was on top at some point, launch screens included.
  case screen(String)
  /// The action labelled `label` was taken on `screen`.
  case action(screen: String, label: String)
  /// The tab was selected with the `tab` command.
  case tab(String)
  /// A URL matching this deep-link pattern was opened with the `open` command and landed.
  case deepLink(String)
  /// The action labelled `label` showed on `screen` while its `when:` held (`available`) or
  /// did not.
  case whenOutcome(screen: String, label: String, available: Bool)
  /// A URL matching the deep-link pattern was opened, and taken, in `phase`.
  case linkPhase(pattern: String, phase: LinkPhase)
  /// Launch step `first` started, and later in the same launch sequence step `then` did.
  case stepPair(first: String, then: String)
  /// Edge `into` brought a screen up, and the next edge taken was action `then` of that screen.
  case transitionPair(into: CoverageItem, then: CoverageItem)

  /// `screen 'primary'`, `action 'Go to Tertiary' on 'secondary1'`, `tab 'tab2'`,
  /// `deep link 'demo://item/{id:int}'`, `'Log out' on 'profile' unavailable`,
  /// `deep link 'demo://tertiary' while gate up`, `step 'passcode' then 'whatsNew'`,
  /// `action 'Orders' on 'profile', then 'Order 1' on 'orders'`.
  public var description: String {
    switch self {
    case .screen(let id): "screen '\(id)'"
    case .action(let screen, let label): "action '\(label)' on '\(screen)'"
    case .tab(let id): "tab '\(id)'"
    case .deepLink(let pattern): "deep link '\(pattern)'"
    case .whenOutcome(let screen, let label, let available):
      "'\(label)' on '\(screen)' \(available ? "available" : "unavailable")"
    case .linkPhase(let pattern, let phase): "deep link '\(pattern)' while \(phase.rawValue)"
    case .stepPair(let first, let then): "step '\(first)' then '\(then)'"
    case .transitionPair(let into, let then):
      if case .action(let screen, let label) = then {
        "\(into), then '\(label)' on '\(screen)'"
      } else {
        "\(into), then \(then)"
      }
    }
  }

  /// Whether this is an edge (an action, a tab or a deep link) rather than a screen or an item
  /// of another criterion.
  package var isEdge: Bool {
    switch self {
    case .action, .tab, .deepLink: true
    case .screen, .whenOutcome, .linkPhase, .stepPair, .transitionPair: false
    }
  }

  /// The criterion the item counts under.
  public var criterion: CoverageCriterion {
    switch self {
    case .screen: .screens
    case .action, .tab, .deepLink: .edges
    case .whenOutcome: .whenOutcomes
    case .linkPhase: .linkPhases
    case .stepPair: .stepPairs
    case .transitionPair: .transitionPairs
    }
  }
}
