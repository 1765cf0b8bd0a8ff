import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// The samples of the article on watching a recorded session, run on the demo's recorded
/// session (named `session.jsonl`, as the article names it).
@Suite struct WatchingArticleTests {
  /// What the article's follower prints for the demo session.
  @Sendable static func view() throws -> String {
    let definition = try MemoryTrace.demoDefinition()
    let tracePath = "session.jsonl"
    let source = MemoryTrace(try MemoryTrace.demo(1...23))
    var follower = TraceFollower(path: tracePath, apps: [definition], recentLimit: 3)
    let update = follower.poll(source)
    #expect(update.messages.isEmpty)
    return follower.text(options: RenderOptions(width: 64))
  }

  @Test func theSamplesRunOnTheDemoSession() throws {
    let definition = try MemoryTrace.demoDefinition()
    let tracePath = Fixtures.path("Tests/Corpus/replay/demo-session.jsonl")
    var follower = TraceFollower(path: tracePath, apps: [definition], recentLimit: 3)
    let update = follower.poll(TraceFile(path: tracePath))
    for message in update.messages { print(message.text) }
    print(follower.text(options: RenderOptions(width: 64)))
    #expect(follower.linesRead == 23)

    let highlight = try GraphHighlight(
      reading: TraceFile(path: tracePath), path: tracePath, definition: definition)
    for warning in highlight.warnings { print("warning: \(warning)") }
    print(FlowGraph(definition).highlighting(highlight).mermaid())
    #expect(highlight.warnings.isEmpty)
    #expect(highlight.trail.crumbs.last?.route.screen == "item")
  }
}
