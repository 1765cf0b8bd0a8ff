internal import Foundation
public import Testing

/// Compares `text` with a golden file and records an issue with a −/+ line diff when they
/// differ: the way to pin a rendered screen or a REPL transcript.
///
/// The golden file is `<folder>/<name>.txt` beside the calling test file. When it does not
/// exist yet, it is written and an issue asks you to review it and run the test again; setting
/// the environment variable `RECORD_SNAPSHOTS=1` rewrites every golden file the run reaches.
///
/// ```swift
/// @Test func homeScreen() {
///   assertTextSnapshot(renderer.render(state), named: "homeScreen")
/// }
/// ```
///
/// - Parameters:
///   - text: The text to compare; a missing final newline is added.
///   - name: The golden file's name, without `.txt`.
///   - folder: The folder beside the test file that holds golden files.
///   - filePath: The calling test file; leave the default.
///   - sourceLocation: Where to report a mismatch; leave the default.
public func assertTextSnapshot(
  _ text: String,
  named name: String,
  folder: String = "Snapshots",
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent(folder)
  let file = directory.appendingPathComponent("\(name).txt")
  let actual = text.hasSuffix("\n") ? text : text + "\n"
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      FailureReporter.record(
        "Recorded snapshot '\(name)'; check it and run the test again.", at: sourceLocation)
    } catch {
      FailureReporter.record("Could not write snapshot '\(name)': \(error)", at: sourceLocation)
    }
    return
  }
  guard expected != actual else { return }
  let diff = LineDiff.lines(
    expected: expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
    actual: actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  FailureReporter.record(
    "Snapshot '\(name)' differs (− expected, + actual):\n\(diff.joined(separator: "\n"))",
    at: sourceLocation)
}
