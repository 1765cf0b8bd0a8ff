import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// `swipe`, `swipe done` and `swipe cancel` in the REPL loop: a back gesture shows what it
/// reveals, holds other commands until it ends, and completes as `back` does.
@MainActor
@Suite struct ReplSwipeTests {
  private static let app = """
    app: Notes
    home: { flow: notes }
    flows:
      notes:
        root: list
        screens:
          list: { title: All notes, actions: [ { label: Archive, push: archive } ] }
          archive:
            title: Archive
            actions: [ { label: Old, push: old } ]
          old: { title: Old notes, swipeBack: false, actions: [ { label: Done, pop: true } ] }

    """

  private func run(_ script: String) async throws -> String {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let run = try await InProcessRepl(definition: definition).run(script)
    return run.stdout + run.stderr
  }

  @Test func aSwipeRevealsTheScreenBelowUntilItEnds() async throws {
    let output = try await run("tap Archive\nswipe\ntap Old\nswipe cancel\nswipe\nswipe done\n")
    let begun = try #require(output.range(of: "› swipe\n"))
    let afterBegin = output[begun.upperBound...]
    #expect(afterBegin.contains("back gesture: revealing 'All notes'"), "\(output)")
    #expect(
      output.contains(
        "Cannot push 'old': a back gesture is in progress; complete or cancel it first."),
      "\(output)")
    let done = try #require(output.range(of: "› swipe done\n"))
    let last = output[done.upperBound...]
    #expect(last.contains("All notes"), "\(last)")
    #expect(!last.contains("back gesture: revealing"), "\(last)")
  }

  @Test func aScreenWithSwipeBackOffRefusesTheSwipe() async throws {
    let output = try await run("tap Archive\ntap Old\nswipe\n")
    #expect(
      output.contains(
        "Cannot swipe back from 'old': it turns swipe back off; use its own buttons."),
      "\(output)")
  }

  @Test func swipeReadsItsSteps() throws {
    #expect(try ReplCommand.parse("swipe") == .session(.swipe(.begin)))
    #expect(try ReplCommand.parse("swipe done") == .session(.swipe(.done)))
    #expect(try ReplCommand.parse("swipe cancel") == .session(.swipe(.cancel)))
    #expect(
      throws: ReplError.invalidSwipe("left")
    ) { try ReplCommand.parse("swipe left") }
    #expect(
      ReplError.invalidSwipe("left").description
        == "'swipe left' is not a swipe: type 'swipe' to begin a back gesture, then 'swipe done'"
        + " or 'swipe cancel'.")
  }
}
