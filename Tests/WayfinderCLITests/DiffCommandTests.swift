import Foundation
import Testing

/// `wayfinder diff` on real edits of the shipped apps, each made on a copy in a folder of its
/// own: what a reviewer reads, word for word, and the exit status (0 nothing changed, 1
/// changed, 2 a side cannot be read).
@Suite struct DiffCommandTests {
  /// A folder holding a copy of `Flows/<app>` as `old/` and another as `new/`, which the test
  /// edits.
  struct Copies {
    let folder: URL
    var old: String { folder.appendingPathComponent("old").path }
    var new: String { folder.appendingPathComponent("new").path }

    init(of app: String) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-diff-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let shipped = BinaryRunner.packageRoot.appendingPathComponent("Flows/\(app)")
      for side in ["old", "new"] {
        try FileManager.default.copyItem(at: shipped, to: folder.appendingPathComponent(side))
      }
    }

    /// Replaces `text` with `replacement` in the new copy's `file`, which must hold it.
    func edit(_ file: String, _ text: String, with replacement: String) throws {
      let path = new + "/" + file
      let contents = try String(contentsOfFile: path, encoding: .utf8)
      try #require(contents.contains(text), "\(file) has no '\(text)'")
      try contents.replacingOccurrences(of: text, with: replacement)
        .write(toFile: path, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func aRenamedScreenIsRemovedAndAddedEachSayingMaybeRenamed() async throws {
    let copies = try Copies(of: "shop")
    defer { copies.remove() }
    try copies.edit("catalog.yaml", "      reviews:\n", with: "      productReviews:\n")
    try copies.edit("catalog.yaml", "push: reviews,", with: "push: productReviews,")
    let result = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        \(copies.old) → \(copies.new): 4 changes

        Screens
          ~ product "Product {id}"
              ~ action "Reviews"
                  ~ does: push reviews(id: "{id}") → push productReviews(id: "{id}")
                  ~ to: reviews → productReviews
          + productReviews "Reviews of product {id}" (maybe renamed from reviews)
              body: Four stars on average.
              in: flow shop
              params: id: int
              + action "Back to product"
                  does: pop
                  to: back
          - reviews "Reviews of product {id}" (maybe renamed to productReviews)

        Saved states
          Shop 3.2.1 → Shop 3.2.1: 52 saved states restored (52 reached in Shop 3.2.1): 50 unchanged, 2 moved, 0 refused
            a cold launch of Shop 3.2.1 starts at home (restore: home); a session resumed from its state lands as shown
          moved:
            2 states on 'reviews' in tab 'shop' after navigating land on 'product' in tab 'shop'
              drops reviews from tab 'shop'
              because screen 'reviews' no longer exists
              e.g. tap Sign in; tap Accept; open shop://product/101; tap Reviews
              e.g. given facts: { cartCount: 1 }; tap Sign in; tap Accept; open shop://product/101; tap Reviews

        """)
  }

  @Test func aReorderedStepChangesTheLaunchOrder() async throws {
    let copies = try Copies(of: "demo")
    defer { copies.remove() }
    let fetch =
      "  - { id: fetchConfig, after: [splash], work: 0.8s, timeout: 3s, sets: { configLoaded: true } }\n"
    let passcode = "  - { id: passcode, when: passcodeEnabled, modal: passcode, priority: 100 }\n"
    try copies.edit("app.yaml", fetch + passcode, with: passcode + fetch)
    let result = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(copies.old) → \(copies.new): 1 change

        Launch
          ~ order: splash, forceUpdate, fetchConfig, passcode, whatsNew, contactInfo → splash, \
        forceUpdate, passcode, fetchConfig, whatsNew, contactInfo

        """)
  }

  /// A link's new target shows on the link, and on the action that opens it.
  @Test func aRetargetedLinkChangesItsPathAndWhereItLands() async throws {
    let copies = try Copies(of: "shop")
    defer { copies.remove() }
    try copies.edit(
      "app.json", #""path": [ { "product": { "id": "{id}" } } ]"#,
      with: #""path": [ { "reviews": { "id": "{id}" } } ]"#)
    let result = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(copies.old) → \(copies.new): 2 changes

        Screens
          ~ order "Order {id}"
              ~ action "Buy again"
                  ~ to: product → reviews

        Deep links
          ~ shop://product/{id:int}
              ~ path: [product(id: {id})] → [reviews(id: {id})]
              ~ lands: product → reviews

        """)
  }

  @Test func aChangedPromptRuleIsAChangeOfItsStep() async throws {
    let copies = try Copies(of: "demo")
    defer { copies.remove() }
    try copies.edit(
      "app.yaml", "quota: { count: 3, per: 365d }", with: "quota: { count: 2, per: 365d }")
    try copies.edit("app.yaml", "spacing: 10m", with: "spacing: 1h")
    try copies.edit(
      "app.yaml", "{ id: contactInfo, after: [whatsNew], when: \"!contactInfoConfirmed\"",
      with: "{ id: contactInfo, after: [whatsNew], when: \"!contactInfoConfirmed && configLoaded\"")
    let result = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(copies.old) → \(copies.new): 2 changes

        Launch
          ~ contactInfo
              ~ when: !contactInfoConfirmed → !contactInfoConfirmed && configLoaded

        Interactions
          ~ review
              ~ quota: 3 per 365 days → 2 per 365 days
              ~ spacing: 10 minutes → 1 hour

        """)
  }

  @Test func identicalFoldersHaveNoChanges() async throws {
    let copies = try Copies(of: "shop")
    defer { copies.remove() }
    // Moving a section to another file is no change for users.
    let links = try String(contentsOfFile: copies.new + "/links.yaml", encoding: .utf8)
    try FileManager.default.removeItem(atPath: copies.new + "/links.yaml")
    try links.write(toFile: copies.new + "/zz-links.yaml", atomically: true, encoding: .utf8)
    let result = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(result.status == 0)
    #expect(result.stdout == "\(copies.old) → \(copies.new): no changes\n")
    #expect(result.stderr.isEmpty)
    let json = try await BinaryRunner.run(["diff", copies.old, copies.new, "--format", "json"])
    #expect(json.status == 0)
    #expect(
      json.stdout
        == #"{"changed":false,"changes":0,"fields":[],"new":"\#(copies.new)","old":"\#(copies.old)","sections":[],"version":1}"#
        + "\n")
  }

  @Test func brokenFlowFilesAreNamedWithTheirPositionsAndExitTwo() async throws {
    let copies = try Copies(of: "shop")
    defer { copies.remove() }
    try copies.edit(
      "catalog.yaml", "{ label: Cart, push: cart }", with: "{ label: Cart, push: crat }")
    let result = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        \(copies.new)/catalog.yaml:12:34: error: unknown screen 'crat'
                  - { label: Cart, push: crat }
                                         ^
        Did you mean 'cart'?
        \(copies.new): 1 error

        """)
    try copies.edit("catalog.yaml", "title: Catalog", with: "title: [Catalog")
    let syntax = try await BinaryRunner.run(["diff", copies.old, copies.new])
    #expect(syntax.status == 2)
    #expect(
      syntax.stderr.contains(
        "\(copies.new)/catalog.yaml:9:16: error: syntax error: while parsing a flow sequence"))
  }

  @Test func aMissingFolderIsAUsageErrorAndAFolderWithoutAnAppCannotBeCompared() async throws {
    let missing = try await BinaryRunner.run(["diff", "Flows/shop", "/no/such/flows"])
    #expect(missing.status == 64)
    #expect(
      missing.stderr.hasPrefix(
        "Error: No such file or folder '/no/such/flows'.\nUsage: wayfinder diff <old> <new>"))
    let copies = try Copies(of: "shop")
    defer { copies.remove() }
    let empty = copies.folder.appendingPathComponent("empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let result = try await BinaryRunner.run(["diff", "Flows/shop", empty])
    #expect(result.status == 2)
    #expect(result.stderr == "error: no flow files (.yaml, .yml or .json) in '\(empty)'\n")
    let several = try await BinaryRunner.run(["diff", "Flows/shop", "Flows"])
    #expect(several.status == 2)
    #expect(
      several.stderr
        == "Flows: error: it holds several apps (demo, mail, shop); diff one app's folder\n")
  }

  @Test func theCommandLineNeedsTwoVersionsOrOneWithARevision() async throws {
    let one = try await BinaryRunner.run(["diff", "Flows/shop"])
    #expect(one.status == 64)
    #expect(
      one.stderr.hasPrefix(
        "Error: Give OLD and NEW, two versions of an app, or one PATH with --from; got 1.\n"))
    let to = try await BinaryRunner.run(["diff", "Flows/shop", "Flows/shop", "--to", "HEAD"])
    #expect(to.status == 64)
    #expect(to.stderr.hasPrefix("Error: --to needs --from: give both revisions.\n"))
  }
}
