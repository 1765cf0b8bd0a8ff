import Foundation
import Testing

/// `wayfinder check` on an app with warnings only: they are printed with their position and
/// counted, and the exit status is 0.
@Suite struct CheckWarningTests {
  @Test func aNavigationAfterAFinishIsAWarningThatDoesNotFailTheCheck() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-finish-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    app: Locked
    home: { tabs: [tab1] }
    flows:
      tab1:
        root: primary
        screens:
          primary: { title: Primary, actions: [ { label: Lock, run: passcode } ] }
          item: { title: Item }
    modals:
      passcode:
        title: Passcode
        actions:
          - { label: Unlock and open item, finish: true, push: item }
    interactions:
      - { id: passcode, modal: passcode }
    """.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["check", folder.path])
    #expect(output.status == 0)
    let path = folder.appendingPathComponent("app.yaml").path
    #expect(
      output.stderr
        == """
        \(path):13:54: warning: 'Unlock and open item' finishes step 'passcode' and closes its \
        modal, so 'push: item' lands on the stack under it (tab 'tab1'), not in the modal. Drop \
        'finish: true' to stay in the modal, or move the push to the screen the user reaches next.
              - { label: Unlock and open item, finish: true, push: item }
                                                             ^
        \(folder.lastPathComponent): 1 warning

        """)
    let json = try await BinaryRunner.run(["check", folder.path, "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdout.hasSuffix("\"errors\":0,\"warnings\":1}\n"))
  }

  /// An app is named by its folder, whatever the path says: `.` and `..` are resolved.
  @Test(arguments: ["Flows/demo/.", "Flows/demo/scenarios/..", "Flows/demo/"])
  func anAppIsNamedByItsFolderNotThePathsLastPart(path: String) async throws {
    let output = try await BinaryRunner.run(["check", path])
    #expect(output.status == 0)
    #expect(output.stderr == "demo: no problems\n")
  }
}
