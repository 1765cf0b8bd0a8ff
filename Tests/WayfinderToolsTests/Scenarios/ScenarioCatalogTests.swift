import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Which app a scenario file belongs to: the nearest folder above it that holds flow files,
/// however the file's path is written.
@Suite struct ScenarioCatalogTests {
  @Test func aScenarioBelongsToTheNearestFolderWithFlowFiles() throws {
    let app = try #require(
      ScenarioCatalog.app(containing: Fixtures.path("Flows/demo/scenarios/tabs.scenario")))
    #expect(app.name == "demo")
    #expect(app.files.map { ($0 as NSString).lastPathComponent } == ["app.yaml"])
  }

  @Test(arguments: ["walk.scenario", "./walk.scenario", "../walk.scenario", "."])
  func aPathWithoutAFolderIsLookedUpFromTheCurrentOne(path: String) {
    // Once a crash: a bare file name's folder is the current one, which has no parent by its
    // text. Whatever is found lies in the current folder or above it.
    let current = FileManager.default.currentDirectoryPath
    let app = ScenarioCatalog.app(containing: path)
    for file in app?.files ?? [] {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      #expect(current.hasPrefix(folder), "\(file)")
    }
  }
}
