public import Wayfinder

/// Why a gate holds the app and what would lift it, derived from the gate's `when:` condition
/// and the facts now: the facts the condition reads, and the changes of one fact that end it.
///
/// ```swift
/// let hold = try #require(GateHold(step: "forceUpdate", in: definition, facts: session.facts))
/// hold.lifts.map(\.command)   // ["set updateRequired false"]
/// "Held \(hold.holding); \(hold.lifting)."
/// // Held while updateRequired; 'set updateRequired false' lifts it.
/// ```
public struct GateHold: Hashable, Sendable {
  /// A change of one fact that lifts the gate.
  public struct Lift: Hashable, Sendable {
    /// The fact.
    public var fact: String
    /// The value that lifts the gate.
    public var value: FactValue

    /// The REPL command that makes the change: `set updateRequired false`.
    public var command: String { "set \(fact) \(value)" }
  }

  /// The conditions longer than this many characters are cut in messages.
  static let maximumConditionLength = 80
  /// The most facts a message names.
  static let maximumNamedFacts = 5

  /// The gate's step.
  public var step: String
  /// Its `when:` condition; `nil` when it has none (it holds for good).
  public var condition: Condition?
  /// The facts the condition reads, in the order they first appear.
  public var facts: [String]
  /// The changes of one Boolean fact that lift it now, in the same order.
  public var lifts: [Lift]

  /// What holds `step`, or `nil` when it is no gate of `definition`.
  ///
  /// - Parameters:
  ///   - step: The step's identifier.
  ///   - definition: The app.
  ///   - facts: The facts now.
  package init?(step: String, in definition: FlowDefinition, facts: Facts) {
    guard let declared = definition.step(step), declared.kind == .gate else { return nil }
    self.step = step
    condition = declared.condition
    self.facts = declared.condition?.factNames ?? []
    lifts =
      declared.condition?.lifts(facts: facts, version: definition.version).map {
        Lift(fact: $0.fact, value: $0.value)
      } ?? []
  }

  /// How long it holds: `while updateRequired`, or `for good` with no condition.
  public var holding: String {
    guard let condition else { return "for good" }
    var text = condition.description
    if text.count > Self.maximumConditionLength {
      text = String(text.prefix(Self.maximumConditionLength - 1)) + "…"
    }
    return "while \(text)"
  }

  /// What lifts it: `'set updateRequired false' lifts it`, `'set a true' or 'set b true'
  /// lifts it`, `changing lastSeenVersion can lift it`, or why nothing can.
  package var lifting: String {
    if condition == nil { return "it has no 'when:' condition to stop holding" }
    if !lifts.isEmpty {
      return lifts.prefix(Self.maximumNamedFacts).map { "'\($0.command)'" }
        .joined(separator: " or ") + " lifts it"
    }
    if facts.isEmpty { return "no fact can lift it" }
    if facts.count > Self.maximumNamedFacts { return "changing the facts it reads can lift it" }
    return "changing " + Self.list(facts) + " can lift it"
  }

  /// `a`, `a or b`, `a, b or c`.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
