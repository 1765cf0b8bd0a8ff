import Testing
import Wayfinder
import WayfinderProperties

/// Shrinking a failing list of commands: chunks, single commands, then pairs.
@Suite struct CommandShrinkingTests {
  @Test func dropsEveryCommandTheFailureDoesNotNeed() {
    let commands = ["tap", "back", "crash", "wait", "tab"]
    let shrunk = CommandShrinking.shrink(commands) { $0.contains("crash") ? $0 : nil }
    #expect(shrunk == ["crash"])
  }

  /// Two commands that only matter together: dropping either alone makes the replay pass, so a
  /// 1-minimal shrink would keep both and the command between them.
  @Test func dropsTwoCommandsThatOnlyMatterTogether() {
    let commands = ["background", "tap", "foreground", "crash"]
    let fails: ([String]) -> [String]? = { candidate in
      let backgrounds = candidate.filter { $0 == "background" }.count
      let foregrounds = candidate.filter { $0 == "foreground" }.count
      // Fails when the crash ran in the foreground after a tap, or with the app never sent
      // to the background: dropping `background` or `foreground` alone passes.
      guard candidate.contains("crash"), backgrounds == foregrounds else { return nil }
      return candidate.contains("tap") || backgrounds == 0 ? candidate : nil
    }
    let shrunk = CommandShrinking.shrink(commands, replay: fails)
    #expect(shrunk == ["crash"])
  }

  @Test func keepsAListThatDoesNotFail() {
    let commands = ["tap", "back"]
    #expect(CommandShrinking.shrink(commands) { _ in nil } == commands)
  }

  @Test func stopsAtItsBudget() {
    var replays = 0
    let commands = (0..<40).map { "tap \($0)" }
    _ = CommandShrinking.shrink(commands, budget: 10) { candidate in
      replays += 1
      return candidate.count > 30 ? candidate : nil
    }
    #expect(replays == 10)
  }
}
