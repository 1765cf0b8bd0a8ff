import Foundation
import SavedStateFixtures
import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// `--app` is read one way by every command: an app's folder name or `app:` name under the
/// folder of apps, or an app's folder by its path; what names no app, or two, says so with the
/// apps there are.
@Suite struct AppChoiceTests {
  static let flows = Fixtures.path("Flows")

  @Test func aNameIsTheFolderOrTheAppNameUnderTheFolderOfApps() throws {
    #expect(try FlowCatalog.app("shop", in: Self.flows).name == "shop")
    #expect(try FlowCatalog.app("Shop", in: Self.flows).name == "shop")
    #expect(try FlowCatalog.app("demo", in: Self.flows).name == "demo")
  }

  @Test func aFolderIsUsedAsItIsWhereverTheFolderOfAppsIs() throws {
    let shop = try FlowCatalog.app(Self.flows + "/shop", in: "no-such-folder")
    #expect(shop.name == "shop")
    #expect(shop.files.count == 4)
    // A flow file is an app of its own.
    let file = try FlowCatalog.app(Self.flows + "/demo/app.yaml", in: Self.flows)
    #expect(file.files == [Self.flows + "/demo/app.yaml"])
  }

  @Test func anUnknownNameListsTheAppsAndTheClosest() {
    #expect(throws: AppChoiceError.self) { try FlowCatalog.app("shp", in: Self.flows) }
    let error = Self.refusal("shp", in: Self.flows)
    #expect(
      error
        == "--app 'shp' is neither an app under '\(Self.flows)' nor a folder; the apps are "
        + "'demo' (Demo), 'mail' (Mail), 'shop' (Shop). Did you mean 'shop'?")
    #expect(
      Self.refusal("nowhere", in: "no-such-folder")
        == "--app 'nowhere' is neither an app under 'no-such-folder' nor a folder; there are no "
        + "apps to choose from: no such file or folder 'no-such-folder'.")
    #expect(
      Self.refusal(Self.flows + "/dmo", in: Self.flows)
        == "--app '\(Self.flows)/dmo' is neither an app under '\(Self.flows)' nor a folder; the "
        + "apps are 'demo' (Demo), 'mail' (Mail), 'shop' (Shop).")
  }

  @Test func aFolderOfSeveralAppsOrOfNoneIsNotAnApp() throws {
    #expect(
      Self.refusal(Self.flows, in: Self.flows)
        == "--app '\(Self.flows)' is a folder of 3 apps ('demo', 'mail', 'shop'); give one of them, such "
        + "as --app \(Self.flows)/demo.")
    let empty = try TemporaryFolder()
    #expect(
      Self.refusal(empty.path, in: Self.flows)
        == "--app '\(empty.path)' holds no flow files (.yaml, .yml or .json); the apps under "
        + "'\(Self.flows)' are 'demo' (Demo), 'mail' (Mail), 'shop' (Shop).")
  }

  @Test func aNameTwoAppsDeclareIsAmbiguous() throws {
    let folder = try TemporaryFolder()
    for name in ["first", "second"] {
      try FileManager.default.createDirectory(
        atPath: folder.file(name), withIntermediateDirectories: true)
      try folder.write(Self.minimalApp(named: "Twin"), to: name + "/app.yaml")
    }
    #expect(
      Self.refusal("Twin", in: folder.path)
        == "--app 'Twin' is the name of 2 apps under '\(folder.path)' ('first', 'second'); give "
        + "the folder of the one you mean, such as --app \(folder.path)/first.")
    // A folder's name is not ambiguous: folders are unique.
    #expect(try FlowCatalog.app("second", in: folder.path).name == "second")
  }

  @Test func loadingByPathAndAppReadsTheOptionTheSameWay() {
    let byFolder = FlowLoader.load(path: "no-such-folder", app: Self.flows + "/shop")
    #expect(byFolder.definition?.app == "Shop")
    let several = FlowLoader.load(path: Self.flows, app: Self.flows)
    #expect(several.definition == nil)
    #expect(
      several.diagnostics.map(\.message) == [
        "--app '\(Self.flows)' is a folder of 3 apps ('demo', 'mail', 'shop'); give one of them, such as "
          + "--app \(Self.flows)/demo."
      ])
  }

  /// The message `given` is refused with.
  static func refusal(_ given: String, in flows: String) -> String? {
    do throws(AppChoiceError) {
      _ = try FlowCatalog.app(given, in: flows)
      return nil
    } catch {
      return error.description
    }
  }

  static func minimalApp(named name: String) -> String {
    """
    app: \(name)
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home: { title: Home }
    """
  }
}
