/// How much of each change a ``NavigationTester`` makes the test assert.
public enum Exhaustivity: Hashable, Sendable {
  /// Every change must be asserted: the expectation closure starts from the previous state and
  /// must produce exactly the new one, and every launch event must be received, in order.
  case on
  /// Only what the test asserts is checked: the expectation closure is applied to the actual
  /// new state and must leave it unchanged (its assignments say "these fields have these
  /// values"); ``NavigationTester/receive(_:_:at:sourceLocation:)`` skips the events before the
  /// one it names, and unreceived events are not a failure.
  case off
}
