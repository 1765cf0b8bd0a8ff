import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderRecording
@testable import WayfinderTools

/// A REPL trace with back gestures: `swipe`, `swipe cancel` and `swipe done` are recorded as
/// `beginBack`, `cancelBack` and `completeBack`, replay as they ran, and are kept as a
/// scenario that says `swipe`.
@Suite struct RecordedSwipeTests {
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

  private static let trace = """
      {"trace":"wayfinder","version":3,"app":"Notes","clock":"virtual"}
      {"t":0,"event":"launch","facts":{},"steps":[]}
      {"t":0,"event":"transition","command":"finish the launch","screen":"list"}
      {"t":0,"event":"launch.finish"}
      {"t":0,"event":"tap","screen":"list","label":"Archive","input":"tap Archive"}
      {"t":0,"event":"transition","command":"push 'archive'","screen":"archive"}
      {"t":0,"event":"beginBack","input":"swipe"}
      {"t":0,"event":"transition","command":"begin a back gesture","screen":"archive"}
      {"t":0,"event":"tap","screen":"archive","label":"Old","refused":"Cannot push 'old': a back gesture is in progress; complete or cancel it first.","input":"tap Old"}
      {"t":0,"event":"cancelBack","input":"swipe cancel"}
      {"t":0,"event":"transition","command":"cancel the back gesture","screen":"archive"}
      {"t":0,"event":"beginBack","input":"swipe"}
      {"t":0,"event":"transition","command":"begin a back gesture","screen":"archive"}
      {"t":0,"event":"completeBack","input":"swipe done"}
      {"t":0,"event":"transition","command":"complete the back gesture","screen":"list"}
    """

  @Test func aTraceOfSwipesReplaysAndIsKeptAsAScenario() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let trace = try TraceReader.read(Array(Self.trace.utf8), path: "swipe.jsonl")
    #expect(
      trace.records.map(\.entry.event).filter {
        [.navigate(.beginBack), .navigate(.completeBack), .navigate(.cancelBack)].contains($0)
      } == [
        .navigate(.beginBack), .navigate(.cancelBack), .navigate(.beginBack),
        .navigate(.completeBack),
      ])
    var replay = try TraceReplay(trace, definition: definition)
    #expect(try replay.playToEnd().state.visibleRoute == "list")
    let text = try TraceScenario.text(from: trace, definition: definition, name: "swipe")
    #expect(text.contains("\nswipe\ntap Old\nexpect error Cannot push 'old'"), "\(text)")
    #expect(text.contains("\nswipe cancel\nswipe\nswipe done\n"), "\(text)")
  }
}
