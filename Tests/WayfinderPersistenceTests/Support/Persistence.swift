import Testing

/// The persistence tests, grouped so that `swift test --filter Persistence` runs them all.
@Suite struct Persistence {}
