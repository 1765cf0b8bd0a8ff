import Foundation
import Testing

/// `wayfinder diff PATH --from REV [--to REV]` in a repository each test makes: the files a
/// revision holds, named `REV:PATH/FILE`, against the files on disk or another revision; and
/// revisions and paths that cannot be read, each refused with exit status 2 and what to do.
@Suite struct DiffRevisionTests {
  /// A git repository in a folder of its own, holding a copy of `Flows/shop` as `shop/`.
  struct Repository {
    let folder: URL
    var shop: String { folder.appendingPathComponent("shop").path }

    init() async throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-revisions-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: BinaryRunner.packageRoot.appendingPathComponent("Flows/shop"),
        to: folder.appendingPathComponent("shop"))
      try await git("init", "-q")
      try await commit("The shop as shipped")
    }

    /// Runs git in the repository, with an author of its own, and requires it to succeed.
    func git(_ arguments: String...) async throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        [
          "git", "-C", folder.path, "-c", "user.name=Wayfinder", "-c",
          "user.email=wf@example.invalid",
        ]
        + ["-c", "commit.gpgsign=false"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let status = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do { try process.run() } catch { continuation.resume(throwing: error) }
      }
      try #require(status == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    func commit(_ message: String) async throws {
      try await git("add", "-A")
      try await git("commit", "-q", "-m", message)
    }

    /// Replaces `text` with `replacement` in `shop/<file>`, which must hold it.
    func edit(_ file: String, _ text: String, with replacement: String) throws {
      let path = shop + "/" + file
      let contents = try String(contentsOfFile: path, encoding: .utf8)
      try #require(contents.contains(text))
      try contents.replacingOccurrences(of: text, with: replacement)
        .write(toFile: path, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func aRevisionAgainstTheFilesOnDiskAndAgainstAnotherRevision() async throws {
    let repository = try await Repository()
    defer { repository.remove() }
    try repository.edit("catalog.yaml", "title: Cart", with: "title: Basket")
    let shop = repository.shop
    let onDisk = try await BinaryRunner.run(["diff", shop, "--from", "HEAD"])
    #expect(onDisk.status == 1)
    #expect(onDisk.stderr.isEmpty)
    let changes = """
      Screens
        ~ cart "Basket"
            ~ title: Cart → Basket

      """
    #expect(onDisk.stdout == "HEAD:\(shop) → \(shop): 1 change\n\n" + changes)
    try await repository.commit("Call the cart a basket")
    let revisions = try await BinaryRunner.run(["diff", shop, "--from", "HEAD~1", "--to", "HEAD"])
    #expect(revisions.status == 1)
    #expect(revisions.stdout == "HEAD~1:\(shop) → HEAD:\(shop): 1 change\n\n" + changes)
    let same = try await BinaryRunner.run(["diff", shop, "--from", "HEAD"])
    #expect(same.status == 0)
    #expect(same.stdout == "HEAD:\(shop) → \(shop): no changes\n")
  }

  @Test func aRevisionsFlowFilesAreCheckedAndNamedByRevision() async throws {
    let repository = try await Repository()
    defer { repository.remove() }
    try repository.edit(
      "catalog.yaml", "{ label: Cart, push: cart }", with: "{ label: Cart, push: crat }")
    try await repository.commit("A typo")
    try repository.edit("catalog.yaml", "push: crat }", with: "push: cart }")
    let result = try await BinaryRunner.run(["diff", repository.shop, "--from", "HEAD"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "HEAD:\(repository.shop)/catalog.yaml:12:34: error: unknown screen 'crat'\n"))
    #expect(result.stderr.contains("                                 ^\nDid you mean 'cart'?\n"))
    #expect(result.stderr.hasSuffix("\nHEAD:\(repository.shop): 1 error\n"))
  }

  /// Nothing in a revision reaches a shell or reads as an option.
  @Test(arguments: ["nope", "HEAD;touch pwned", "$(touch pwned)", "HEAD~99"])
  func aRevisionThatIsNotACommitIsRefused(_ revision: String) async throws {
    let repository = try await Repository()
    defer { repository.remove() }
    let result = try await BinaryRunner.run(["diff", repository.shop, "--from", revision])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: '\(revision)' is not a commit of the repository at '"))
    #expect(
      result.stderr.hasSuffix("'; give a commit, a branch or a tag (git log lists them)\n"))
    #expect(!FileManager.default.fileExists(atPath: repository.shop + "/pwned"))
    #expect(!FileManager.default.fileExists(atPath: BinaryRunner.packageRoot.path + "/pwned"))
  }

  @Test func testRestoresARevisionsStatesIntoTheFilesOnDisk() async throws {
    let repository = try await Repository()
    defer { repository.remove() }
    let same = try await BinaryRunner.run(
      ["test", repository.shop, "--previous-revision", "HEAD"])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(
      same.stdout.hasSuffix("checked 52 restored states: 52 kept every property, 0 broke one\n"))

    // The new version asks the checkout to open over the account tab: every user restored on
    // the checkout, which opened over the shop tab, breaks it.
    try repository.edit(
      "catalog.yaml", #"always: 'tab == "shop"', while: 'modal == "checkout"'"#,
      with: #"always: 'tab == "account"', while: 'modal == "checkout"'"#)
    let edited = try await BinaryRunner.run(
      ["test", repository.shop, "--previous-revision", "HEAD"])
    #expect(edited.status == 1, "\(edited.stdout)\(edited.stderr)")
    #expect(
      edited.stdout.contains("property 'checkout opens over the shop tab' broke"),
      "\(edited.stdout)")

    let unknown = try await BinaryRunner.run(
      ["test", repository.shop, "--previous-revision", "nope"])
    #expect(unknown.status == 1)
    #expect(unknown.stdout.hasSuffix("shop: a version does not load; no state was restored\n"))
    #expect(unknown.stderr.contains("nope"), "\(unknown.stderr)")

    let both = try await BinaryRunner.run(
      ["test", repository.shop, "--previous-revision", "HEAD", "--previous", repository.shop])
    #expect(both.status == 64)
    #expect(both.stderr.contains("Give the previous version once"), "\(both.stderr)")
    let option = try await BinaryRunner.run(
      ["test", repository.shop, "--previous-revision=-x"])
    #expect(option.status == 64)
    #expect(option.stderr.contains("starts with '-'"), "\(option.stderr)")
  }

  @Test func aRevisionThatLooksLikeAnOptionIsRefused() async throws {
    let repository = try await Repository()
    defer { repository.remove() }
    let result = try await BinaryRunner.run(["diff", repository.shop, "--from=--output=x"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: '--output=x' is not a revision: a revision cannot be empty or start with '-'\n")
  }

  @Test func anAppTheRevisionDoesNotHaveIsRefused() async throws {
    let repository = try await Repository()
    defer { repository.remove() }
    let added = repository.folder.appendingPathComponent("added").path
    try FileManager.default.copyItem(atPath: repository.shop, toPath: added)
    let result = try await BinaryRunner.run(["diff", added, "--from", "HEAD"])
    #expect(result.status == 2)
    #expect(result.stderr == "error: '\(added)' does not exist at revision 'HEAD'\n")
  }

  @Test func aFolderOutsideARepositoryHasNoRevisions() async throws {
    let copies = try DiffCommandTests.Copies(of: "shop")
    defer { copies.remove() }
    let result = try await BinaryRunner.run(["diff", copies.old, "--from", "HEAD"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: '\(copies.old)' is not in a git repository, so it has no revision 'HEAD' (git: "))
  }

  @Test func withoutGitTheStatusSaysAProgramIsMissing() async throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-no-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try await BinaryRunner.run(
      ["diff", "Flows/shop", "--from", "HEAD"], environment: ["PATH": empty.path])
    #expect(result.status == 69)
    #expect(
      result.stderr
        == "error: git is not installed (no 'git' on the PATH); install git to compare revisions\n")
  }
}
