import Foundation
import Wayfinder
import WayfinderDefinitions

/// Writes the machine-readable trace: JSON Lines, one object per event, each with `t`
/// (seconds on the session's clock), `event`, and the `step` or `command` it concerns.
///
/// ```
/// {"event":"step.start","step":"splash","t":0}
/// {"command":"push 'secondary1'","event":"transition","screen":"secondary1","t":1.3}
/// {"command":"tap 9","event":"error","message":"There is no action 9: choose 1 to 2.","t":1.3}
/// ```
final class TraceWriter {
  private let handle: FileHandle
  private let encoder: JSONEncoder

  /// Opens `path` for writing, replacing what was there.
  init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CLIError.cannotWrite(path)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { throw CLIError.cannotWrite(path) }
    self.handle = handle
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Records what a command (or the passing of time) did, in the order it happened, each line
  /// stamped with the time it happened at.
  func record(_ output: SessionOutput, command: String?) {
    var lines: [Data] = []
    for entry in output.entries {
      switch entry {
      case .event(let event):
        if let data = try? encoder.encode(event) { lines.append(data) }
      case .transition(let transition, let time):
        let entry = TransitionEntry(
          t: time.seconds, event: "transition", command: transition.cause.description,
          input: command, screen: transition.after.visibleRoute?.description)
        if let data = try? encoder.encode(entry) { lines.append(data) }
      }
    }
    write(lines)
  }

  /// Records a refused command.
  func recordError(_ message: String, command: String, time: Duration) {
    let entry = ErrorEntry(t: time.seconds, event: "error", command: command, message: message)
    if let data = try? encoder.encode(entry) { write([data]) }
  }

  func close() {
    try? handle.close()
  }

  private func write(_ lines: [Data]) {
    for line in lines {
      handle.write(line)
      handle.write(Data("\n".utf8))
    }
  }

  private struct TransitionEntry: Encodable {
    var t: Double
    var event: String
    var command: String
    var input: String?
    var screen: String?
  }

  private struct ErrorEntry: Encodable {
    var t: Double
    var event: String
    var command: String
    var message: String
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
