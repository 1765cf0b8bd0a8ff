internal import Wayfinder

extension FlowValidator {
  /// Parses each environment event's `when:` over the app's facts, reporting a mistake at its
  /// place in the condition's text. O(events × condition length).
  mutating func parseEnvironment() {
    for (index, pending) in environment.enumerated() {
      guard let (text, span) = pending.condition,
        definition.environment.indices.contains(index)
      else { continue }
      do {
        definition.environment[index].condition = try Condition(parsing: text, facts: factTypes)
      } catch {
        bag.report(
          .condition(error.description), at: span.location(at: error.offset),
          suggestion: error.suggestion)
      }
    }
  }
}
