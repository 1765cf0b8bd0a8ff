import Foundation
import Testing

/// `wayfinder restores OLD NEW` and `wayfinder test APP --previous OLD` as a person runs them:
/// what they print, and their exit status — 0 when nothing moves, 1 when a state moves, is
/// refused or breaks a property, 2 when `restores` cannot compare.
@Suite(.hangLimit) struct RestoresCommandTests {
  /// A fresh folder holding a copy of `Flows/<app>` as `old` and an edited one as `new`.
  final class Versions {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-restores-\(UUID().uuidString)")
    var old: String { folder.appendingPathComponent("old").path }
    var new: String { folder.appendingPathComponent("new").path }

    init(_ app: String, file: String, replacing edits: [(String, String)]) throws {
      let shipped = BinaryRunner.packageRoot.appendingPathComponent("Flows/\(app)").path
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: shipped, toPath: old)
      try FileManager.default.copyItem(atPath: shipped, toPath: new)
      let path = new + "/" + file
      var text = try String(contentsOfFile: path, encoding: .utf8)
      for (old, new) in edits {
        #expect(text.contains(old))
        text = text.replacingOccurrences(of: old, with: new)
      }
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  /// The shop without its 'category' screen: the catalog pushes the product itself.
  static func shopWithoutCategory() throws -> Versions {
    try Versions(
      "shop", file: "catalog.yaml",
      replacing: [
        (
          "          - { label: Shoes, push: category, with: { name: shoes } }\n"
            + "          - { label: Bags, push: category, with: { name: bags } }\n",
          "          - { label: Trail runner, push: product, with: { id: 101 } }\n"
        ),
        (
          "      category:\n        title: \"{name}\"\n        params: { name: string }\n"
            + "        actions:\n"
            + "          - { label: Trail runner, push: product, with: { id: 101 } }\n"
            + "          - { label: City sneaker, push: product, with: { id: 102 } }\n", ""
        ),
      ])
  }

  @Test func nothingMovesWhenNothingChanged() async throws {
    let run = try await BinaryRunner.run(["restores", "Flows/demo", "Flows/demo"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "Demo 2.0 → Demo 2.0: 197 saved states restored (197 reached in Demo 2.0): "
        + "197 unchanged, 0 moved, 0 refused\n")
    #expect(run.stderr.isEmpty)
  }

  @Test func aRemovedScreenPrintsWhereItsUsersLand() async throws {
    let versions = try Self.shopWithoutCategory()
    let run = try await BinaryRunner.run(["restores", versions.old, versions.new])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdout == """
        Shop 3.2.1 → Shop 3.2.1: 52 saved states restored (52 reached in Shop 3.2.1): 48 unchanged, 4 moved, 0 refused
          a cold launch of Shop 3.2.1 starts at home (restore: home); a session resumed from its state lands as shown
        moved:
          2 states on 'category' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
            drops category from tab 'shop'
            because screen 'category' no longer exists
            e.g. tap Sign in; tap Accept; tap Shoes
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; tap Shoes
          2 states on 'product' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
            drops category, product from tab 'shop'
            because screen 'category' no longer exists
            e.g. tap Sign in; tap Accept; tap Shoes; tap Trail runner
            e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; tap Shoes; tap Trail runner

        """)
  }

  @Test func theJSONReportCarriesTheGroups() async throws {
    let versions = try Self.shopWithoutCategory()
    let run = try await BinaryRunner.run(
      ["restores", versions.old, versions.new, "--format", "json"])
    #expect(run.status == 1, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["moved"] as? Int == 4)
    #expect(report["unchanged"] as? Int == 48)
    #expect(report["complete"] as? Bool == true)
    let groups = try #require(report["groups"] as? [[String: Any]])
    #expect(groups.count == 2)
    let product = try #require(groups.last)
    #expect(product["outcome"] as? String == "moved")
    #expect(product["arrival"] as? String == "navigation")
    #expect((product["place"] as? [String: Any])?["screen"] as? String == "product")
    #expect((product["landing"] as? [String: Any])?["screen"] as? String == "catalog")
    let dropped = try #require(product["dropped"] as? [[String: Any]])
    #expect(dropped.first?["screens"] as? [String] == ["category", "product"])
    #expect(dropped.first?["owner"] as? String == "tab 'shop'")
    let example = try #require((product["examples"] as? [[String: Any]])?.first)
    #expect(
      example["commands"] as? [String]
        == ["tap Sign in", "tap Accept", "tap Shoes", "tap Trail runner"])
  }

  @Test func stateFilesThatHoldNoStateStopTheComparison() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-restores-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bad = folder.appendingPathComponent("bad.json").path
    try "{ not json".write(toFile: bad, atomically: true, encoding: .utf8)
    let missing = folder.appendingPathComponent("missing.json").path
    let run = try await BinaryRunner.run(
      ["restores", "Flows/demo", "Flows/demo", "--state", bad, "--state", missing])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.replacingOccurrences(of: folder.path + "/", with: "") == """
        State file 'bad.json' is not valid JSON (unexpected 'n' at line 1, column 3); give a state file an app saved.
        State file 'missing.json' does not exist; check its path.

        """)
  }

  @Test func aVersionThatDoesNotLoadStopsTheComparison() async throws {
    let versions = try Versions(
      "demo", file: "app.yaml", replacing: [("push: tertiary", "push: tertary")])
    let run = try await BinaryRunner.run(["restores", versions.old, versions.new])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("error: unknown screen 'tertary'"), "\(run.stderr)")
  }

  @Test func testPreviousReportsAPropertyARestoreBreaks() async throws {
    let versions = try Versions(
      "demo", file: "app.yaml",
      replacing: [
        ("tabs: [tab1, tab2]", "tabs: [tab1, more]"),
        ("  tab2:\n    title: Tab 2", "  more:\n    title: More"),
        ("tab: tab2, modal: details", "tab: more, modal: details"),
        (#"'tab == "tab2"'"#, #"'tab == "more"'"#),
      ])
    let run = try await BinaryRunner.run(["test", versions.new, "--previous", versions.old])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        """
        property 'details opens over tab 2' broke: tab == "more" does not hold while modal == "details" (24 states)
          previous version: tap Continue; open demo://details (on 'details' in modal 'details' over tab 'tab2')
        """), "\(run.stdout)")
    #expect(
      run.stdout.hasSuffix("checked 197 restored states: 173 kept every property, 24 broke one\n"))
    let same = try await BinaryRunner.run(["test", "Flows/shop", "--previous", "Flows/shop"])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(
      same.stdout.hasSuffix("checked 52 restored states: 52 kept every property, 0 broke one\n"))
  }

  @Test func testPreviousChecksOneAppAndNoOtherMode() async throws {
    let several = try await BinaryRunner.run(["test", "Flows", "--previous", "Flows/demo"])
    #expect(several.status == 64)
    #expect(
      several.stderr.contains(
        "--previous checks one app, but 'Flows' holds 3; name it with --app."), "\(several.stderr)")
    let explore = try await BinaryRunner.run(
      ["test", "Flows/demo", "--previous", "Flows/demo", "--explore"])
    #expect(explore.status == 64)
    #expect(explore.stderr.contains("--previous checks restored states instead of running"))
  }
}
