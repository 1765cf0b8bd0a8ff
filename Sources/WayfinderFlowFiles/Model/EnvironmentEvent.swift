public import Wayfinder

/// Something the world does to the app, as the app declares it in `environment:`: a session
/// expiring, a remote flag flipping, a network call failing. Exploration plays these beside
/// what a user can do (`InputKind.world`), and `event NAME` fires one in the REPL and in
/// scenarios.
///
/// ```yaml
/// environment:
///   - { name: session expires, set: { loggedIn: false }, when: loggedIn }
///   - { name: update required, set: { updateRequired: true } }
/// ```
public struct EnvironmentEvent: Hashable, Sendable {
  /// The event's name, unique in the app: what `event NAME` and reports call it.
  public var name: String
  /// The facts it sets (`set:`), typed as the facts are declared.
  public var facts: Facts
  /// When it can happen (`when:`); `nil` for always.
  public var condition: Condition?
  /// The condition as written, for messages.
  public var conditionText: String?
  /// Where it is declared.
  public var location: FileLocation

  /// Creates an event.
  package init(
    name: String, facts: Facts, condition: Condition? = nil, conditionText: String? = nil,
    location: FileLocation
  ) {
    self.name = name
    self.facts = facts
    self.condition = condition
    self.conditionText = conditionText
    self.location = location
  }

  /// Whether it can happen when the app's facts are `facts` and its version `version`: its
  /// `when:` holds, or it has none.
  public func canHappen(facts: Facts, version: AppVersion) -> Bool {
    condition?.evaluate(facts: facts, version: version) ?? true
  }
}
