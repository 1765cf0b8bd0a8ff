import Testing
import Wayfinder

@testable import WayfinderBench

/// The windows rows measure what they say, and what they measure holds: a command in the
/// active window, and activating a window, cost the same among a thousand windows as among
/// one or two.
@Suite struct WindowBenchmarkTests {
  @Test func theRowsAreJudgedAgainstTheFewestWindows() {
    let rows = WindowBenchmarks.rows(
      measuring: "x", "y", counts: [2, 10], { count in Sample([Double(count)]) })
    #expect(rows.map(\.measure) == ["x with 2 windows open (y)", "x with 10 windows open (y)"])
    #expect(rows.last?.goal == .scaling(2, "× 2 windows"))
    #expect(rows.first?.goal == nil)
  }

  @Test func eachLifeHasItsWindowsAndEveryEventIsAccepted() throws {
    let life = try #require(WindowBenchmarks.life(windows: 10))
    #expect(life.scenes.count == 10 && life.activeScene == SceneID(10))
    #expect(WindowBenchmarks.commandCost(windows: 2).values.count == 301)
    #expect(WindowBenchmarks.activationCost(windows: 2).values.count == 301)
  }

  /// Activating a window among a thousand, against among two, round by round in turn so
  /// that whatever else runs on the machine weighs on both: it copied every window's state
  /// when an event was applied to a copy of the life, about three times the cost here.
  @Test func activatingAWindowDoesNotCopyTheOthers() throws {
    var few = try #require(WindowBenchmarks.life(windows: 2))
    var many = try #require(WindowBenchmarks.life(windows: 1_000))
    func seconds(_ life: inout AppLife<ScreenRoute>, last: Int) -> Double {
      let start = ContinuousClock.now
      for _ in 0..<50 {
        _ = try? life.perform(.activateWindow(.first))
        _ = try? life.perform(.activateWindow(SceneID(last)))
      }
      return ScalingBenchmarks.seconds(ContinuousClock.now - start)
    }
    let ratios = (0..<101).map { _ in
      seconds(&many, last: 1_000) / seconds(&few, last: 2)
    }
    #expect(Sample(ratios).median < 1.8, "\(Sample(ratios).median)")
  }
}
