import Wayfinder

/// Asserts navigation transitions in tests; see the module documentation.
public struct NavigationTesterPlaceholder: Sendable {}
