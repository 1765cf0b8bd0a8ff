import Foundation
import Testing

/// `wayfinder baseline` writes an app's `flows.baseline`; `wayfinder check --baseline` passes
/// while the flows say what it says, and fails naming the difference and the command that
/// writes it again.
@Suite struct BaselineCommandTests {
  @Test func aBaselineIsWrittenOnceAndCheckedUntilTheFlowsChange() async throws {
    let copies = try DiffCommandTests.Copies(of: "demo")
    defer { copies.remove() }
    let app = copies.new
    let file = app + "/flows.baseline"
    try FileManager.default.removeItem(atPath: file)
    let missing = try await BinaryRunner.run(["check", "--baseline", app])
    #expect(missing.status == 1)
    #expect(
      missing.stderr == """
        error: there is no baseline \(file); run 'wayfinder baseline \(app)' to write it, and \
        commit it
        new: 1 error

        """)
    let written = try await BinaryRunner.run(["baseline", app])
    #expect(written.status == 0)
    #expect(written.stdout == "wrote \(file)\n")
    let committed = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Flows/demo/flows.baseline"),
      encoding: .utf8)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == committed)
    let again = try await BinaryRunner.run(["baseline", app])
    #expect(again.stdout == "\(file) is up to date\n")
    let clean = try await BinaryRunner.run(["check", "--baseline", app])
    #expect(clean.status == 0)
    #expect(clean.stderr == "new: no problems\n")

    try copies.edit("app.yaml", "title: Tertiary View", with: "title: Third View")
    let stale = try await BinaryRunner.run(["check", "--baseline", app])
    #expect(stale.status == 1)
    let line = try #require(committed.split(separator: "\n").firstIndex(of: "  - tertiary")) + 1
    #expect(
      stale.stderr == """
        \(file):\(line):1: error: the flows no longer say what their baseline says (1 change, \
        below); if the change is intended, run 'wayfinder baseline \(app)' and commit the \
        baseline with it
          Screens
            ~ tertiary "Third View"
                ~ title: Tertiary View → Third View
        new: 1 error

        """)
    // Without --baseline, an edit in progress checks clean.
    let unchecked = try await BinaryRunner.run(["check", app])
    #expect(unchecked.status == 0)
    let rewritten = try await BinaryRunner.run(["baseline", app])
    #expect(rewritten.stdout == "wrote \(file)\n")
    let current = try await BinaryRunner.run(["check", "--baseline", app])
    #expect(current.status == 0)
  }

  @Test func aBaselineThatCannotBeReadIsAnErrorAtItsLine() async throws {
    let copies = try DiffCommandTests.Copies(of: "shop")
    defer { copies.remove() }
    let file = copies.new + "/flows.baseline"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "  - cart\n", with: "\t- cart\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let line = try #require(text.split(separator: "\n").firstIndex(of: "  - cart")) + 1
    let result = try await BinaryRunner.run(["check", "--baseline", copies.new])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        \(file):\(line):1: error: indent with spaces, not tabs; run 'wayfinder baseline \
        \(copies.new)' to write it again
        new: 1 error

        """)
  }

  /// The shipped apps' baselines are current: what `.ci/run` checks.
  @Test func theShippedAppsMatchTheirBaselines() async throws {
    let result = try await BinaryRunner.run(["check", "--baseline", "Flows"])
    #expect(result.status == 0)
    #expect(result.stderr == "demo: no problems\nmail: no problems\nshop: no problems\n")
  }

  @Test func anAppThatDoesNotLoadGetsNoBaseline() async throws {
    let copies = try DiffCommandTests.Copies(of: "shop")
    defer { copies.remove() }
    try copies.edit(
      "catalog.yaml", "{ label: Cart, push: cart }", with: "{ label: Cart, push: crat }")
    let file = copies.new + "/flows.baseline"
    let before = try String(contentsOfFile: file, encoding: .utf8)
    let result = try await BinaryRunner.run(["baseline", copies.new])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("new: 1 error; no baseline written\n"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
  }
}
