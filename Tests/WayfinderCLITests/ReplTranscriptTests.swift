import Foundation
import Testing
import WayfinderTesting

/// The REPL driven as a person scripts it: commands piped in, transcripts compared with golden
/// files, exit codes checked.
@Suite struct ReplTranscriptTests {
  private func run(_ script: String, arguments: [String] = []) async throws -> BinaryRunner.Output {
    try await BinaryRunner.run(["run"] + arguments, input: script)
  }

  @Test func walksTheDemoFromLaunchToItsDeepestScreen() async throws {
    let output = try await run(
      """
      tap Continue
      tap 1
      tap Go to Tertiary
      back
      tap 2
      tap 1
      tab 2
      tap Show details
      dismiss
      tab 1
      tab 1
      quit
      """)
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    assertTextSnapshot(output.stdout, named: "demoWalk", folder: "Transcripts")
  }

  @Test func refusedCommandsSayWhyAndChangeNothing() async throws {
    let output = try await run(
      """
      tap 1
      tpa 1
      back
      tap 9
      tap Go to
      tab 7
      set pascodeEnabled true
      set passcodeEnabled maybe
      open demo://item/abc
      wait soon
      help tpa
      dismiss
      path
      """)
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "demoErrors", folder: "Transcripts")
    // Each refusal's one line, word for word, on standard error.
    assertTextSnapshot(output.stderr, named: "demoErrorsRefusals", folder: "Transcripts")
  }

  @Test func launchVariantsFromFacts() async throws {
    let output = try await run(
      """
      set passcodeEnabled true
      set updateRequired true
      set contactInfoConfirmed false
      relaunch
      open demo://tertiary
      tap Unlock
      dismiss
      set updateRequired false
      tap Continue
      tap Later
      facts
      """)
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "demoLaunchVariants", folder: "Transcripts")
  }

  @Test func foregroundRunsTheLaunchAgainOverHome() async throws {
    let output = try await run(
      """
      tap Continue
      tap 1
      set passcodeEnabled true
      background
      foreground
      tap Unlock
      path
      """)
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "demoForeground", folder: "Transcripts")
  }

  @Test func shopForwardsArgumentsAndMarksUnavailableActions() async throws {
    let output = try await run(
      """
      tap Sign in
      tap Accept
      tap Cart
      tap 3
      tap Keep shopping
      tap Shoes
      tap Trail runner
      tap Reviews
      back
      tap Add to cart
      tab account
      tap Cookie settings
      tap Decline
      """, arguments: ["Flows", "--app", "shop", "--ascii", "--width", "56"])
    #expect(output.status == 0)
    #expect(output.stderr == "'Empty cart' is unavailable: it needs cartCount > 0.\n")
    assertTextSnapshot(output.stdout, named: "shopForwardingAndConditions", folder: "Transcripts")
  }

  @Test func theShopAppOpensByName() async throws {
    let output = try await run(
      """
      tap Sign in
      tap Accept
      tap Shoes
      tap Trail runner
      tap Add to cart
      tap Check out
      tap Continue
      tap Pay
      tap See my orders
      """, arguments: ["Flows", "--app", "shop", "--ascii", "--width", "56"])
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "shopCheckout", folder: "Transcripts")
  }

  @Test func queryLinksAndALinkThatReturnsToItsTab() async throws {
    let output = try await run(
      """
      tap Sign in
      tap Accept
      tap Shoes
      tab account
      tap Orders
      open shop://cart
      path
      back
      path
      open shop://search?q=red%20shoes&utm_source=mail
      path
      open shop://search?page=2
      """, arguments: ["Flows", "--app", "shop", "--ascii", "--width", "56"])
    #expect(output.status == 0)
    let paths = output.stdout.split(separator: "\n").filter { $0.hasPrefix("* tab") }
    #expect(
      paths == [
        "* tab shop: catalog › category(name: \"shoes\") › cart",
        "* tab account: profile › orders",
        "* tab shop: catalog › results(page: 1, query: \"red shoes\")",
      ])
    #expect(
      output.stderr.contains("Deep link 'shop://search?page=2' needs the query parameter 'q'."))
  }

  @Test func strictStopsAtTheFirstRefusedCommand() async throws {
    let output = try await run("tap Continue\nback\ntap 1\n", arguments: ["--strict"])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "Cannot pop: 'primary' is the root of tab 'tab1'.\n"
        + "Stopped at the first refused command, 'back' (--strict).\n")
    #expect(output.stdout.contains("› back\n"))
    #expect(!output.stdout.contains("› tap 1"))
  }

  @Test func scriptFileRunsTheSameCommands() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(UUID().uuidString).wf")
    try "tap Continue\ntap 1\n".write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let piped = try await run("tap Continue\ntap 1\n")
    let scripted = try await BinaryRunner.run(["run", "--script", script.path])
    #expect(scripted.status == 0)
    #expect(scripted.stdout == piped.stdout)
  }

  @Test func transcriptsAreReproducible() async throws {
    let script = "tap Continue\ntap 1\nwait 2s\nback\n"
    #expect(try await run(script).stdout == run(script).stdout)
  }

  @Test func traceWritesJSONLinesWithTimeEventAndSubject() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-trace-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try await run(
      "tap Continue\ntap 1\nback\nback\n", arguments: ["--trace", file.path])
    #expect(output.status == 0)
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    let objects = try lines.map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    for object in objects {
      #expect(object["t"] is Double || object["t"] is Int)
      #expect(object["event"] is String)
      #expect(
        object["step"] != nil || object["command"] != nil
          || object["event"] as? String == "launch.finish")
    }
    let events = objects.compactMap { $0["event"] as? String }
    #expect(events.filter { $0 != "transition" }.prefix(2) == ["step.start", "step.skip"])
    let times = objects.compactMap { ($0["t"] as? Double) ?? ($0["t"] as? Int).map(Double.init) }
    #expect(times == times.sorted(), "every line is stamped with when it happened, in order")
    #expect(events.contains("launch.finish"))
    #expect(events.filter { $0 == "transition" }.count >= 3)
    let error = try #require(objects.last)
    #expect(error["event"] as? String == "error")
    #expect(error["command"] as? String == "back")
    #expect(error["message"] as? String == "Cannot pop: 'primary' is the root of tab 'tab1'.")
  }

  @Test func brokenFlowsAreReportedWithTheirPosition() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    app: Broken
    version: "1.0"
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start:
            title: Start
            actions:
              - { label: Next, push: nxt }
          next:
            title: Next
    """.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["run", folder.path], input: "quit\n")
    #expect(output.status == 1)
    #expect(output.stderr.contains("app.yaml:11:34: error: unknown screen 'nxt'"))
    #expect(output.stderr.contains("Did you mean 'next'?"))
    let check = try await BinaryRunner.run(["check", folder.path])
    #expect(check.status == 1)
    #expect(check.stderr.contains("app.yaml:11:34: error: unknown screen 'nxt'"))
  }

  @Test func checkPassesTheShippedApps() async throws {
    let output = try await BinaryRunner.run(["check"])
    #expect(output.status == 0)
  }
}
