import Foundation
@testable import WayfinderDefinitions

/// Helpers shared by the tests.
enum Fixtures {
  /// The package's root folder, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A path under the package root.
  static func path(_ relative: String) -> String {
    packageRoot.appendingPathComponent(relative).path
  }

  /// A minimal valid app, to which `extra` YAML is appended.
  static let base = """
    app: Test
    version: "1.0"
    facts: { flag: false, count: 0, region: eu, seen: "1.0" }
    home: { tabs: [main] }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: Next, push: next }
          next:
            title: Next
            params: { id: int }

    """

  /// Loads one in-memory file named `test.yaml`.
  static func load(_ yaml: String, path: String = "test.yaml") -> FlowLoadResult {
    FlowLoader.load(sources: [FlowSource(path: path, text: yaml)])
  }

  /// The first line of each diagnostic.
  static func lines(_ yaml: String) -> [String] {
    load(yaml).diagnostics.map(\.description)
  }
}
