import Testing

@testable import WayfinderBench

/// How the bench judges a row: on the median of its rounds, with their spread and the margin to
/// the goal shown, never on its luckiest round.
@Suite struct BenchmarkJudgingTests {
  @Test func aGoalJudgesTheMedianOfTheRoundsNotTheBest() {
    let row = BenchmarkRow(
      measure: "m", wayfinder: "w", sample: Sample([1.0, 5.0, 6.0]), format: Figure.times,
      goal: .ratio(.atMost, 2, "× the floor"))
    #expect(row.judged == "median 5.00× (1.00×–6.00×)")
    #expect(row.result == "FAIL, 150 % over")
    #expect(!row.passed)
  }

  @Test func theResultSaysTheMarginToTheGoal() {
    let row = BenchmarkRow(
      measure: "m", wayfinder: "w", sample: Sample([1.4, 1.5, 1.7]), format: Figure.times,
      goal: .ratio(.atMost, 2, "× Mutex"))
    #expect(row.result == "pass, 25 % margin")
    let floor = BenchmarkRow(
      measure: "m", wayfinder: "w", judged: "97.1 % (all trials)",
      goal: .budget(.atLeast, 95, " % found"))
    #expect(floor.result == "pass, 2 % margin")
  }

  @Test func aRowWithNoGoalPrintsADash() {
    let row = BenchmarkRow(
      measure: "m", wayfinder: "w", sample: Sample([9, 10, 11]), format: Figure.times, goal: nil)
    #expect(row.cells[4] == "-")
    #expect(row.result == "-")
    #expect(row.passed)
  }

  @Test func aRowThatBrokeFailsWhateverItsFigure() {
    let row = BenchmarkRow(
      measure: "m", wayfinder: "w", sample: Sample([1]), format: Figure.times,
      goal: .scaling(1.5), failure: "2 scenarios failed")
    #expect(row.result == "FAIL: 2 scenarios failed")
  }

  @Test func theSpreadIsEveryRoundOrTheMiddleEightyPercent() {
    #expect(Sample([3, 1, 2]).spread == (1, 3))
    let many = Sample((1...101).map(Double.init))
    #expect(many.median == 51)
    #expect(many.spread == (11, 91))
    #expect(Sample([4]).described(Figure.times) == "4.00× (1 round)")
  }

  @Test func aRatioTakenInTurnIsRoundByRound() {
    let ours = Sample([2, 4, 9])
    let base = Sample([1, 2, 3])
    #expect(ours.over(base).values == [2, 2, 3])
    #expect(ours.overMedian(of: base).values == [1, 2, 4.5])
  }

  @Test func aGoalCellReadsBack() {
    for goal in [
      Goal.ratio(.atMost, 1.02, "× the critical path"), .scaling(1.5, "× depth 10"),
      .budget(.atMost, 50, " ms"), .budget(.atLeast, 95, " % found"),
      .budget(.atMost, 10, " s (the exploration's limit)"),
    ] {
      #expect(Goal(parsing: goal.description) == goal, "\(goal.description)")
    }
    #expect(
      Goal.ratio(.atMost, 0.5, "× OperationQueue").description == "≤ 0.5× OperationQueue (ratio)")
    #expect(Goal(parsing: "≥ 5 M/s") == nil)
    #expect(Goal(parsing: "-") == nil)
  }

  @Test func aFigureFromAnEarlierRunSaysWhichCommitRecordedIt() {
    #expect(ReplBenchmarks.commandsBaseline.description.hasSuffix(", recorded at fa87d4b"))
    #expect(ScalingBenchmarks.scenarioBaseline.description.hasSuffix(", recorded at 706aa67"))
    #expect(
      CompileBenchmarks.singleFileSeconds.values.allSatisfy {
        $0.description.contains(", recorded at ")
      })
  }

  @Test func theOperationQueueBaselineSaysWhichFoundation() {
    #if os(Linux)
      #expect(
        LaunchBenchmarks.operationQueue == "OperationQueue (swift-corelibs-foundation on Linux)")
    #endif
  }

  @Test func aCellWithABarReadsBack() {
    let line = BenchmarkSection.line(["a | b", "", "c"])
    #expect(line == "| a \\| b |  | c |")
    #expect(BenchmarkSection.cells(of: Substring(line)) == ["a | b", "", "c"])
  }

  @Test func aReportReadsBackAsItWasWritten() throws {
    let report = BenchmarkReport(
      preamble: "_Measured at `abc1234`._",
      sections: [
        BenchmarkSection(
          title: "Launch",
          rows: [
            BenchmarkRow(
              measure: "makespan", wayfinder: "1.009", sample: Sample([1.009, 1.010, 1.012]),
              format: LaunchBenchmarks.format, goal: .ratio(.atMost, 1.02, "× the critical path")),
            BenchmarkRow(measure: "reference", wayfinder: "3 ms"),
            BenchmarkRow(
              measure: "broken", wayfinder: "-", goal: .scaling(1.5), failure: "did not load"),
          ])
      ])
    let document = "# Benchmarks\n\n\(report.markdown)\n\nProse.\n"
    let read = try #require(BenchmarkReport(parsing: document))
    #expect(read.splice(into: document) == document)
    #expect(
      read.sections.first?.rows.map(\.result) == ["pass, 1 % margin", "-", "FAIL: did not load"])
  }
}
