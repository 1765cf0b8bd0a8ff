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
}
