import Foundation
import Testing
import WayfinderFixtures

@testable import WayfinderBench

/// BENCHMARKS.md holds the tables a run of `wayfinder-bench document` wrote, in the bench's own
/// format, each verdict agreeing with its figure; the README points there and quotes no
/// figure of its own.
@Suite struct BenchmarkDocumentTests {
  static func document() throws -> String {
    try String(contentsOfFile: Fixtures.path("BENCHMARKS.md"), encoding: .utf8)
  }

  static func report() throws -> BenchmarkReport {
    try #require(
      BenchmarkReport(parsing: try document()),
      "BENCHMARKS.md should hold tables the bench wrote, between its markers")
  }

  static var rows: [BenchmarkRow] {
    get throws { try report().sections.flatMap(\.rows) }
  }

  /// Written back from what it says, the document is unchanged: every table is in the bench's
  /// format, and every result is the bench's verdict on the judged figure beside it.
  @Test func theTablesAreAsTheBenchWritesThem() throws {
    let text = try Self.document()
    let report = try Self.report()
    #expect(report.splice(into: text) == text)
    #expect(!report.sections.isEmpty)
    #expect(report.preamble.hasSuffix(BenchmarkReport.judging))
  }

  @Test func theHeaderSaysWhereAndHowBusyTheHostWas() throws {
    let preamble = try Self.report().preamble
    #expect(preamble.hasPrefix("_Measured at `"))
    #expect(preamble.contains("-core "))
    #expect(
      preamble.contains("with other builds running")
        || preamble.contains("with nothing else running"))
  }

  /// No goal is a rate of the host: each is a ratio, a scaling ratio or a budget, judged on a
  /// median with its spread, or on a figure that says how it was taken.
  @Test func everyGoalIsARatioOrABudget() throws {
    let gated = try Self.rows.filter { $0.goal != nil }
    #expect(gated.count >= 30)
    for row in gated {
      let goal = try #require(row.goal)
      #expect(!goal.unit.contains("/s"), "\(row.measure): \(goal.description)")
      #expect(
        (row.judged.hasPrefix("median ") && row.judged.contains("–"))
          || row.judged.contains("(") || row.judged.hasSuffix(" worst"),
        "\(row.measure): \(row.judged)")
    }
  }

  /// The YAML loader's goal is against Yams composing with the loader's own resolver; the
  /// comparison with Yams typing every scalar has no goal and says it is not like for like.
  @Test func theLoaderIsJudgedLikeForLike() throws {
    let rows = try Self.rows
    let like = try #require(rows.first { $0.measure.contains("Yams with the basic resolver") })
    #expect(like.goal != nil)
    let unlike = try #require(rows.first { $0.measure.contains("default resolver") })
    #expect(unlike.goal == nil)
    #expect(unlike.measure.hasPrefix("not like for like"))
  }

  @Test func everyScalingCaseIsThere() throws {
    let measures = try Self.rows.map(\.measure)
    func has(_ fragments: String...) -> Bool {
      measures.contains { measure in fragments.allSatisfy { measure.contains($0) } }
    }
    for depth in ["10", "1000", "100000"] {
      #expect(has("render at depth \(depth) "), "render at depth \(depth)")
      #expect(has("core command at depth \(depth),"), "core command at depth \(depth)")
      #expect(has("UI model command at depth \(depth),"), "UI model at depth \(depth)")
    }
    for screens in ["100", "1,000", "10,000"] {
      #expect(has("exploration, \(screens)-screen app"), "exploration of \(screens)")
      #expect(has("generated scenarios", "\(screens)-screen app"), "scenarios of \(screens)")
    }
    for entries in ["10,000", "100,000", "1,000,000"] {
      #expect(has("replay, \(entries)-entry recording ("), "replay of \(entries)")
    }
    #expect(has("generate Swift: 10,000 screens / 1,000 screens"))
    #expect(has("a script of 200,000 / of 2,000"))
  }

  /// A baseline from an earlier run says which commit recorded it; OperationQueue says it is
  /// swift-corelibs-foundation's on Linux.
  @Test func baselinesSayWhatTheyAre() throws {
    for row in try Self.rows {
      // An earlier build's figure: "before: 28 046 /s, recorded at fa87d4b".
      if row.baseline.contains("before:") {
        #expect(row.baseline.contains("recorded at "), "\(row.measure): \(row.baseline)")
      }
      if row.baseline.contains("OperationQueue") {
        #expect(row.baseline.contains("OperationQueue (swift-corelibs-foundation on Linux)"))
      }
    }
  }

  /// Outside the tables, a paragraph quoting a measured figure says which commit recorded it.
  @Test func theProseSaysWhenItsFiguresWereRecorded() throws {
    let text = try Self.document()
    let begin = try #require(text.range(of: BenchmarkReport.begin))
    let end = try #require(text.range(of: BenchmarkReport.end))
    let prose = String(text[..<begin.lowerBound]) + String(text[end.upperBound...])
    let sections = prose.components(separatedBy: "\n## ").dropFirst()
    #expect(!sections.isEmpty)
    let figure = /[0-9] ?(ns|µs|ms|MiB|\/s|%)/
    for section in sections where section.contains(figure) {
      #expect(
        section.contains("Recorded at `"),
        "\(section.prefix(60))… quotes figures without saying which commit recorded them")
    }
  }

  /// The README links the document and quotes none of its figures: no table, no commit that
  /// measured one.
  @Test func theReadmePointsToTheDocument() throws {
    let readme = try String(contentsOfFile: Fixtures.path("README.md"), encoding: .utf8)
    #expect(readme.contains("[BENCHMARKS.md](BENCHMARKS.md)"))
    #expect(!readme.contains("| measure |"))
    #expect(!readme.contains("Recorded at `") && !readme.contains("Measured at `"))
  }
}
