import Wayfinder
public import WayfinderRecording

/// A session trace read from a file: its header and its entries, each with the line it is on.
///
/// ```swift
/// let trace = try TraceReader.read(path: "session.jsonl")
/// for record in trace.records where record.entry.event.isInput { print(record.entry.event.name) }
/// ```
public struct Trace: Hashable, Sendable {
  /// One entry and where it is.
  public struct Record: Hashable, Sendable {
    /// The line of the file it is on, from 1 (the header is line 1).
    public var line: Int
    /// The entry.
    public var entry: TraceEntry

    /// Creates a record.
    public init(line: Int, entry: TraceEntry) {
      self.line = line
      self.entry = entry
    }
  }

  /// The path the trace was read from, as given; messages name it.
  public var path: String
  /// The header.
  public var header: TraceHeader
  /// The entries in order. Entry N of messages is `records[N - 1]`.
  public var records: [Record]

  /// Creates a trace.
  public init(path: String, header: TraceHeader, records: [Record]) {
    self.path = path
    self.header = header
    self.records = records
  }

  /// The positions in ``records`` of the inputs, in order: what a replay steps through.
  package var inputPositions: [Int] {
    records.indices.filter { records[$0].entry.event.isInput }
  }
}
