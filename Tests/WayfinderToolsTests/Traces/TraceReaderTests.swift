import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// Hostile and broken traces get one clear error naming the file, the line and what to do;
/// nothing crashes, and nothing is read past the limits.
@Suite struct TraceReaderTests {
  static let folder = Fixtures.path("Tests/Corpus/traces")

  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.sorted()
  }

  @Test(arguments: files)
  func eachBrokenTraceGetsItsError(name: String) throws {
    let path = Self.folder + "/" + name
    let expected = try String(contentsOfFile: path + ".expect", encoding: .utf8)
      .trimmingCharacters(in: .newlines)
    do {
      let trace = try TraceReader.read(path: path)
      Issue.record("read \(trace.records.count) entries")
    } catch let error as TraceError {
      #expect(error.description == path + ":" + expected)
    }
  }

  static let header = #"{"trace":"wayfinder","version":1,"app":"Demo","clock":"real"}"#

  @Test func aHugeLineIsRefusedWithoutReadingIt() {
    let line = #"{"t":0,"event":"line","text":""# + String(repeating: "x", count: 2 << 20) + #""}"#
    #expect(throws: TraceError.self) {
      try TraceReader.read(Array((Self.header + "\n" + line).utf8), path: "t.jsonl")
    }
    do {
      _ = try TraceReader.read(Array((Self.header + "\n" + line).utf8), path: "t.jsonl")
    } catch {
      #expect(
        error.description
          == "t.jsonl:2: the line is 2097184 bytes long; a trace line may be at most 1048576 bytes."
      )
    }
  }

  @Test func aHugeTraceIsRefusedWhole() {
    let bytes = [UInt8](repeating: 0x20, count: TraceReader.maximumBytes + 1)
    do {
      _ = try TraceReader.read(bytes, path: "t.jsonl")
      Issue.record("read a trace over the limit")
    } catch {
      #expect(
        error.description
          == "t.jsonl:1: the trace is 67108865 bytes long; at most 67108864 bytes are read. "
          + "Record with a lower limit, or split the trace at a launch.")
    }
  }

  @Test func everyCutOfATraceReadsOrSaysWhereItIsBroken() throws {
    let lines = [
      Self.header,
      #"{"t":0,"event":"launch","facts":{"on":true,"v":{"version":"1.0"}},"steps":["splash"]}"#,
      #"{"t":0.5,"event":"push","route":{"screen":"item","arguments":{"id":42}},"input":"x"}"#,
      #"{"t":0.5,"event":"transition","command":"push 'item(id: 42)'","screen":"item(id: 42)"}"#,
    ]
    let bytes = Array(lines.joined(separator: "\n").utf8)
    for end in 0...bytes.count {
      do {
        let trace = try TraceReader.read(Array(bytes[0..<end]), path: "t.jsonl")
        #expect(trace.records.count <= 3)
      } catch {
        #expect((1...4).contains(error.line), "\(error)")
      }
    }
  }

  @Test func randomBytesNeverCrashTheReader() {
    var random = SplitMixRandom(seed: 7)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<200, using: &random)
      var bytes = Array((Self.header + "\n").utf8)
      for _ in 0..<count { bytes.append(UInt8.random(in: 0...255, using: &random)) }
      _ = try? TraceReader.read(bytes, path: "t.jsonl")
    }
  }

  @Test func lineEndingsMayBeCRLFAndUnknownMembersAreIgnored() throws {
    let text =
      Self.header + "\r\n" + #"{"t":0,"event":"background","by":"a later writer"}"# + "\r\n"
    let trace = try TraceReader.read(Array(text.utf8), path: "t.jsonl")
    #expect(trace.records.map(\.entry) == [TraceEntry(time: .zero, event: .background)])
    #expect(trace.records.map(\.line) == [2])
  }

  @Test func theHeaderIsReadWhole() throws {
    let text =
      #"{"trace":"wayfinder","version":1,"app":"Demo","clock":"virtual","limit":5,"dropped":2,"#
      + #""redacted":{"screens":["item"],"facts":["email"],"urls":true}}"#
    let trace = try TraceReader.read(Array(text.utf8), path: "t.jsonl")
    var header = TraceHeader(
      app: "Demo", clock: .virtual, limit: 5, dropped: 2,
      redaction: TraceRedaction(screens: ["item"], facts: ["email"], urls: true))
    // Version 1 is read as it is: the version read is kept.
    header.version = 1
    #expect(trace.header == header)
    #expect(trace.records.isEmpty)
  }
}
