import Foundation
import Testing

/// `wayfinder paths` on an app with an action `check` knows can never succeed: the summary's
/// "not reached" says why, rather than leaving it to look like a gap in the search.
@Suite(.hangLimit) struct PathsNeverSucceedsTests {
  static let app = """
    app: T
    version: "1.0"
    home: { tabs: [main, other] }
    flows:
      main: { root: home, screens: { home: { title: Home, actions: [{ label: Help, present: help }] } } }
      other: { root: o, screens: { o: { title: Other } } }
    modals:
      help: { title: Help, actions: [{ label: Other tab, switchTab: other }, { label: Close, dismiss: true }] }

    """

  @Test func notReachedCitesWhyTheActionNeverSucceeds() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-never-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.app.write(
      to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
    let run = try await BinaryRunner.run(["paths", folder.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "\n  not reached: action 'Other tab' on 'help' (it can never succeed: screen 'help' "
          + "shows in modal 'help', and the app refuses a tab switch while a modal is up)\n"),
      "\(run.stderr)")
  }
}
