package import Foundation
package import WayfinderFlowFiles
internal import WayfinderTools

/// Helpers shared by the tests.
package enum Fixtures {
  /// The package's root folder, found from this file's path.
  package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path under the package root.
  package static func path(_ relative: String) -> String {
    packageRoot.appendingPathComponent(relative).path
  }

  /// The checked-in generated Swift of an app, its core `core` (`DemoFlow.swift`) and its parts
  /// (`DemoFlow+app.yaml.swift`…), one after the other, as one source.
  package static func generatedSource(_ core: String) throws -> String {
    let folder = path("Tests/WayfinderToolsTests/Codegen/Generated")
    let stem = String(core.dropLast(".swift".count))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix(stem + "+") }.sorted()
    return try ([core] + names).map {
      try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
    }.joined(separator: "\n")
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

  /// The small app of the libraries' "Getting started" articles, word for word.
  package static let notes = """
    app: Notes
    version: "1.0"
    facts: { passcodeEnabled: true }
    home: { tabs: [notes] }
    flows:
      notes:
        title: Notes
        root: list
        screens:
          list:
            title: All notes
            actions:
              - { label: Open note 7, push: note, with: { id: 7 } }
          note:
            title: "Note {id}"
            params: { id: int }
    modals:
      passcode:
        title: Enter passcode
        actions:
          - { label: Unlock, finish: true }
    launch:
      - { id: passcode, when: passcodeEnabled, modal: passcode }
    deepLinks:
      - { url: "notes://note/{id:int}", tab: notes, path: [{ note: { id: "{id}" } }] }

    """

  /// The app of the "Getting started" articles, loaded.
  package static func notesDefinition() throws -> FlowDefinition {
    let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: notes)])
    guard let definition = result.definition else {
      throw FixtureError(description: result.rendered())
    }
    return definition
  }

  /// The folder of the app of several windows the tests share (`Desk`): a passcode that covers
  /// every other window, a review prompt, and a link of each `scene:` rule.
  package static let windowsApp = "Tests/WayfinderToolsTests/Codegen/Fixtures/windows"

  /// The app of several windows, loaded.
  package static func windowsDefinition() throws -> FlowDefinition {
    let result = FlowLoader.load(path: path(windowsApp))
    guard let definition = result.definition, !result.hasErrors else {
      throw FixtureError(description: result.rendered())
    }
    return definition
  }

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

/// A fixture that did not load, with the loader's diagnostics.
package struct FixtureError: Error, CustomStringConvertible {
  package var description: String
}
