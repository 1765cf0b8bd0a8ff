package import Foundation
package import WayfinderFlowLoading
internal import WayfinderFlows

/// Helpers shared by the tests.
package enum Fixtures {
  /// The package's root folder, found from this file's path.
  package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path under the package root.
  package static func path(_ relative: String) -> String {
    packageRoot.appendingPathComponent(relative).path
  }

  /// A minimal valid app, to which `extra` YAML is appended.
  package static let base = """
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
  package static func load(_ yaml: String, path: String = "test.yaml") -> FlowLoadResult {
    FlowLoader.load(sources: [FlowSource(path: path, text: yaml)])
  }

  /// The first line of each diagnostic.
  package static func lines(_ yaml: String) -> [String] {
    load(yaml).diagnostics.map(\.description)
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  package func replacingFirst(_ target: String, _ replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
