import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A flow file's `kind: home` step through the session the REPL and scenario files drive: home
/// appears part-way, a deep link held during the launch lands, then the steps after it present.
@Suite struct HomeStepSessionTests {
  static let yaml = """
    app: Podcasts
    facts: { updateAvailable: true, passcodeEnabled: true }
    home: { flow: main }
    flows:
      main:
        root: library
        screens:
          library: { title: Library, actions: [ { label: Open, push: episode, with: { id: 1 } } ] }
          episode: { title: Episode, params: { id: int } }
    screens:
      splash: { title: Podcasts }
    modals:
      updateNudge: { title: Update available, actions: [ { label: Later, finish: true } ] }
      passcode: { title: Passcode, style: fullScreen, actions: [ { label: Unlock, finish: true } ] }
      whatsNew: { title: What's new, actions: [ { label: Done, finish: true } ] }
    deepLinks:
      - { url: "pods://episode/{id:int}", path: [ { episode: { id: "{id}" } } ] }
    """

  /// The `launch:` sample of `Flows/README.md` that shows a home step, word for word.
  static func readmeLaunch() throws -> String {
    let text = try String(contentsOfFile: Fixtures.path("Flows/README.md"), encoding: .utf8)
    let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }
    let block = try #require(blocks.map(\.element).first { $0.contains("kind: home") })
    return String(block.drop { $0 != "\n" }.dropFirst())
  }

  @Test func homeThenTheHeldLinkThenWhatsNew() throws {
    let yaml = Self.yaml + "\n" + (try Self.readmeLaunch())
    let loaded = Fixtures.load(yaml)
    let definition = try #require(loaded.definition, "\(loaded.diagnostics)")
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    #expect(session.state.visibleRoute?.screen == "updateNudge")
    _ = try session.perform(.open("pods://episode/7"), settling: false)
    _ = try session.perform(.tap(.label("Later")), settling: true)
    #expect(session.state.visibleRoute?.screen == "passcode")
    #expect(session.state.phase.isLaunching)
    _ = try session.perform(.tap(.label("Unlock")), settling: true)
    #expect(session.state.phase == .home)
    #expect(session.state.home.selectedStack?.path.map(\.description) == ["episode(id: 7)"])
    #expect(session.state.modals.map(\.id) == ["whatsNew"])
    #expect(session.launch.status(of: "whatsNew") == .running)
    _ = try session.perform(.tap(.label("Done")), settling: true)
    #expect(session.state.visibleRoute?.screen == "episode")
    #expect(session.launch.status(of: "home") == .finished)
  }
}
