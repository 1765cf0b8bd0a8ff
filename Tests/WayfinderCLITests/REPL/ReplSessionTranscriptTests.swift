import Foundation
import Testing
import WayfinderTesting

/// The REPL driven as a person scripts it, in process: commands piped in, transcripts compared
/// with golden files, refusals on standard error.
@MainActor
@Suite struct ReplSessionTranscriptTests {
  private let shop = InProcessRepl(app: "shop", width: 56, ascii: true)

  @Test func walksTheDemoFromLaunchToItsDeepestScreen() async throws {
    let output = try await InProcessRepl().run(
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
    let output = try await InProcessRepl().run(
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
    let output = try await InProcessRepl().run(
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
    let output = try await InProcessRepl().run(
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

  /// Every command answers: a held link says what holds it (the launch, the step up, a gate
  /// and the fact that lifts it) and shows in the launch box; `set`, `background` and
  /// `cancel all` say what they did or that nothing changed; `path` says the app is in the
  /// background; a run over home ends with `run.finish`, not `launch.finish`.
  @Test func everyCommandSaysWhatItDid() async throws {
    let output = try await InProcessRepl(width: 48, ascii: true).run(
      """
      open demo://item/7
      tap Continue
      set passcodeEnabled false
      set updateRequired true
      background
      background
      path
      foreground
      open demo://tertiary
      dismiss
      set updateRequired false
      cancel all
      tab 2
      run notifications
      cancel notifications
      cancel bogus
      """)
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "demoNotices", folder: "Transcripts")
    #expect(
      output.stderr
        == """
        Cannot dismiss: 'forceUpdate' holds the app while updateRequired; 'set updateRequired false' lifts it.
        Unknown step 'bogus'. Steps: splash, forceUpdate, fetchConfig, passcode, whatsNew, contactInfo, notifications, updateNudge, review.

        """)
  }

  @Test func shopForwardsArgumentsAndMarksUnavailableActions() async throws {
    let output = try await shop.run(
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
      """)
    #expect(output.status == 0)
    #expect(output.stderr == "'Empty cart' is unavailable: it needs cartCount > 0.\n")
    assertTextSnapshot(output.stdout, named: "shopForwardingAndConditions", folder: "Transcripts")
  }

  @Test func theShopAppOpensByName() async throws {
    let output = try await shop.run(
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
      """)
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "shopCheckout", folder: "Transcripts")
  }

  @Test func queryLinksAndALinkThatReturnsToItsTab() async throws {
    let output = try await shop.run(
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
      """)
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

  @Test func aScriptRunsTheSameCommandsAsAPipe() async throws {
    let script = "tap Continue\ntap 1\nwait 2s\nback\n"
    let piped = try await InProcessRepl().run(script)
    let scripted = try await InProcessRepl(input: .script).run(script)
    #expect(scripted.status == 0)
    #expect(scripted.stdout == piped.stdout)
    #expect(scripted.stderr == piped.stderr)
  }

  @Test func transcriptsAreReproducible() async throws {
    let script = "tap Continue\ntap 1\nwait 2s\nback\n"
    #expect(try await InProcessRepl().run(script).stdout == InProcessRepl().run(script).stdout)
  }
}
