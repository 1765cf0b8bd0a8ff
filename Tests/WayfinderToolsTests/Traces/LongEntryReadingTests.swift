import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// What writers do with long texts reads back: a `restore` split over lines is one entry
/// again, texts cut short say so, and the traces written before either still read.
@Suite struct LongEntryReadingTests {
  static let header = #"{"trace":"wayfinder","version":3,"app":"Demo","clock":"virtual"}"#

  static func read(_ lines: [String]) throws(TraceError) -> Trace {
    try TraceReader.read(Array(([header] + lines).map { $0 + "\n" }.joined().utf8), path: "t.jsonl")
  }

  @Test func aSplitRestoreIsReadAsOneEntryOnItsFirstLine() throws {
    let state = String(repeating: "{\"a\":\"\u{01}é\"}", count: 200_000)
    let entry = TraceEntry(time: .zero, event: .restore(state: state))
    let lines = TraceLine.lines(entry) + [#"{"t":0,"event":"background"}"#]
    #expect(lines.count > 3)
    let trace = try Self.read(lines)
    #expect(trace.records.map(\.line) == [2, lines.count + 1])
    #expect(trace.records.first?.entry == entry)
  }

  @Test func aTextCutShortIsReadAsCut() throws {
    let entry = TraceEntry(
      time: .seconds(1), event: .tap(screen: "primary", label: String(repeating: "x", count: 5000)),
      refusal: "No.", input: "tap " + String(repeating: "x", count: 5000))
    let trace = try Self.read(TraceLine.lines(entry))
    #expect(trace.records.first?.entry == TraceLine.cuttingTexts(of: entry))
    #expect(trace.records.first?.entry.cut == [.input])
    // A later writer's names are left out, as unknown members are.
    let later = try Self.read([#"{"t":0,"event":"line","text":"x","cut":["text","hint"]}"#])
    #expect(later.records.first?.entry.cut == [.text])
  }

  @Test func aTraceOfAnOlderWriterRepeatingALongTextStillReads() throws {
    let label = String(repeating: "x", count: 300_000)
    let line =
      #"{"t":1.3,"event":"tap","screen":"primary","label":""# + label + #"","refused":"No action "#
      + #"is labelled '"# + label + #"'.","input":"tap "# + label + #""}"#
    let old = #"{"trace":"wayfinder","version":2,"app":"Demo","clock":"virtual"}"#
    let trace = try TraceReader.read(Array((old + "\n" + line + "\n").utf8), path: "t.jsonl")
    #expect(trace.records.first?.entry.input == "tap " + label)
    #expect(trace.records.first?.entry.cut == [])
  }

  @Test func aRestoreWhosePartsDoNotFollowIsRefused() {
    let lines = TraceLine.lines(
      TraceEntry(time: .zero, event: .restore(state: String(repeating: "a", count: 1_200_000))))
    #expect(lines.count == 3)
    let cases: [([String], String)] = [
      (
        Array(lines.prefix(2)),
        "t.jsonl:2: the restore entry is split over 3 lines, but the trace ends after 2 of them: "
          + "it was cut off while being written."
      ),
      (
        [lines[0], #"{"t":0,"event":"background"}"#, lines[2]],
        "t.jsonl:2: the restore entry is split over 3 lines, but line 3 is not its part 2; the "
          + "parts of an entry follow one another."
      ),
      (
        [lines[0], lines[2], lines[1]],
        "t.jsonl:3: 'restore' needs 'part', 2, the next part of the restore on line 2; found the "
          + "number 3."
      ),
      (
        [lines[1]],
        "t.jsonl:2: 'restore' needs 'part', absent: a part follows the first line of its "
          + "restore; found the number 2."
      ),
    ]
    for (lines, message) in cases {
      #expect(throws: TraceError.self) { try Self.read(lines) }
      do {
        _ = try Self.read(lines)
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test func aFollowerReadsASplitRestoreAcrossPolls() throws {
    let state = String(repeating: "b", count: 1_200_000)
    let lines =
      [Self.header] + TraceLine.lines(TraceEntry(time: .zero, event: .restore(state: state)))
    let source = MemoryTrace()
    var follower = TraceFollower(path: "t.jsonl", apps: [try MemoryTrace.demoDefinition()])
    for line in lines {
      source.append(line + "\n")
      #expect(follower.poll(source).errors == [])
    }
    #expect(follower.linesRead == lines.count)
  }
}
