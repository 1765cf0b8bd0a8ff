import Foundation
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// A trace in memory that a test appends to, truncates and replaces between polls, and that
/// remembers every read made of it.
final class MemoryTrace: TraceSource {
  var bytes: [UInt8]?
  var identity: [UInt64] = [1]
  private(set) var reads: [(offset: Int, count: Int)] = []

  init(_ text: String? = nil) {
    bytes = text.map { Array($0.utf8) }
  }

  func append(_ text: String) {
    bytes = (bytes ?? []) + Array(text.utf8)
  }

  func snapshot() -> TraceSnapshot? {
    bytes.map { TraceSnapshot(size: $0.count, identity: identity) }
  }

  func read(from offset: Int, count: Int) throws(TraceSourceFailure) -> [UInt8] {
    guard let bytes else { throw TraceSourceFailure(reason: "it is gone") }
    reads.append((offset, count))
    let end = min(bytes.count, offset + count)
    return offset < end ? Array(bytes[offset..<end]) : []
  }

  /// The demo session of the replay corpus, line by line.
  static func demoLines() throws -> [String] {
    try String(
      contentsOfFile: Fixtures.path("Tests/Corpus/replay/demo-session.jsonl"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
  }

  /// Lines `range` (from 1) of the demo session, each ended.
  static func demo(_ range: ClosedRange<Int>) throws -> String {
    try demoLines()[(range.lowerBound - 1)...(range.upperBound - 1)].map { $0 + "\n" }.joined()
  }

  static func demoDefinition() throws -> FlowDefinition {
    guard let definition = FlowLoader.load(path: Fixtures.path("Flows/demo")).definition else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return definition
  }
}
