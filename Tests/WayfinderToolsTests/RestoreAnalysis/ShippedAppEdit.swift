import Foundation
import SavedStateFixtures
import Testing
import WayfinderFixtures
import WayfinderFlowFiles

/// A shipped app and an edited copy of it, as a team would change it before a release: the
/// app's folder under `Flows/` copied to a temporary folder twice, the second copy edited by
/// replacing text in its files, both loaded as `wayfinder` loads them.
struct ShippedAppEdit {
  /// One replacement in one of the app's files; the text must be there.
  struct Replacement {
    var file: String
    var old: String
    var new: String
  }

  let folder: TemporaryFolder
  let old: FlowDefinition
  let new: FlowDefinition

  /// `Flows/<app>` as shipped and with `replacements` made.
  init(
    _ app: String, _ replacements: [Replacement], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    folder = try TemporaryFolder()
    let manager = FileManager.default
    let shipped = Fixtures.path("Flows/\(app)")
    try manager.copyItem(atPath: shipped, toPath: folder.file("old"))
    try manager.copyItem(atPath: shipped, toPath: folder.file("new"))
    for replacement in replacements {
      let path = folder.file("new/" + replacement.file)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try #require(
        text.contains(replacement.old), "\(replacement.file) has no '\(replacement.old)'",
        sourceLocation: sourceLocation)
      try text.replacingOccurrences(of: replacement.old, with: replacement.new)
        .write(toFile: path, atomically: true, encoding: .utf8)
    }
    let loaded = [
      FlowLoader.load(path: folder.file("old")), FlowLoader.load(path: folder.file("new")),
    ]
    for result in loaded {
      #expect(!result.hasErrors, "\(result.rendered())", sourceLocation: sourceLocation)
    }
    old = try #require(loaded[0].definition, sourceLocation: sourceLocation)
    new = try #require(loaded[1].definition, sourceLocation: sourceLocation)
  }

  /// The demo's version line, changed to 2.1.
  static let demoVersion = Replacement(
    file: "app.yaml", old: #"version: "2.0""#, new: #"version: "2.1""#)
  /// The shop's version, changed to 3.3.0.
  static let shopVersion = Replacement(
    file: "app.json", old: #""version": "3.2.1""#, new: #""version": "3.3.0""#)
}
