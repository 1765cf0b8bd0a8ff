import Foundation
import Testing

/// Compares `text` with the golden file `Transcripts/<name>.txt` beside the calling test file and reports a
/// line diff on mismatch. A missing golden file is written and reported, so a new transcript
/// is reviewed once; `RECORD_SNAPSHOTS=1` rewrites them all.
func assertTranscript(
  _ text: String,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")
  let file = folder.appendingPathComponent("\(name).txt")
  let actual = text.hasSuffix("\n") ? text : text + "\n"
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("Recorded transcript '\(name)'; check it and run the tests again.", sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not write transcript '\(name)': \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard expected != actual else { return }
  Issue.record(
    "Transcript '\(name)' differs (− expected, + actual):\n\(transcriptDiff(expected, actual))",
    sourceLocation: sourceLocation)
}

/// A minimal line diff: lines only in `old` with `−`, only in `new` with `+`, shared with two
/// spaces, aligned on their longest common subsequence.
func transcriptDiff(_ old: String, _ new: String) -> String {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      lines.append("  " + a[i]); i += 1; j += 1
    } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
      lines.append("+ " + b[j]); j += 1
    } else {
      lines.append("− " + a[i]); i += 1
    }
  }
  return lines.joined(separator: "\n")
}
