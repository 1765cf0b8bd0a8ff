import Testing
import WayfinderTesting

@Suite struct NavigationTesterTests {
  @Test func placeholder() { _ = NavigationTesterPlaceholder() }
}
