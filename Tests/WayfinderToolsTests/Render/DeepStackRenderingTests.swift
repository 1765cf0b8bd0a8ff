import Testing
import Wayfinder
import WayfinderFlowFiles
@testable import WayfinderTools

/// Rendering looks at what fits on screen, not at the whole stack: a stack 100 000 screens deep
/// asks for the content of a handful of screens, and the trail shows the screens nearest the top.
@Suite struct DeepStackRenderingTests {
  /// Counts how often the renderer asks what a screen shows.
  final class Counter: Sendable {
    let calls = Locked(0)
  }

  private func renderer(width: Int, counter: Counter) -> TextRenderer<Int> {
    TextRenderer(appName: "Deep", options: RenderOptions(width: width)) { page in
      counter.calls.withLock { $0 += 1 }
      return ScreenContent(title: "S\(page)", actions: ["Next"])
    }
  }

  private func state(depth: Int) throws -> NavigationState<Int> {
    var state = try NavigationState(tabs: [NavigationTab("tab1", root: 0)])
    try state.apply(.setPath(Array(1..<depth)))
    return state
  }

  @Test func aHundredThousandScreensAskForOnlyWhatFits() throws {
    let counter = Counter()
    let text = renderer(width: 40, counter: counter).render(try state(depth: 100_000))
    // The bar and body ask for the top; the trail for the few titles that fit in 36 columns.
    #expect(counter.calls.withLock { $0 } <= 12)
    #expect(text.contains("│ … › S99997 › S99998 › S99999         │"))
  }

  @Test func theCostOfATrailDoesNotDependOnDepth() throws {
    var calls: [Int] = []
    for depth in [1_000, 100_000] {
      let counter = Counter()
      let renderer = TextRenderer<Int>(appName: "Deep", options: RenderOptions(width: 64)) { _ in
        counter.calls.withLock { $0 += 1 }
        return ScreenContent(title: "Same title")
      }
      _ = renderer.render(try state(depth: depth))
      calls.append(counter.calls.withLock { $0 })
    }
    #expect(calls[0] == calls[1])
  }

  @Test func aShallowTrailIsShownWhole() throws {
    let text = renderer(width: 40, counter: Counter()).render(try state(depth: 3))
    #expect(text.contains("│ S0 › S1 › S2"))
  }

  @Test func aTopTitleWiderThanTheFrameIsCut() throws {
    let wide = TextRenderer<Int>(appName: "Deep", options: RenderOptions(width: 24)) { page in
      ScreenContent(title: page == 0 ? "Root" : String(repeating: "x", count: 40))
    }
    let text = wide.render(try state(depth: 5))
    #expect(text.contains("│ … › xxxxxxxxxxxxxxx… │"))
  }

  @Test func aRootAloneIsNeverPrefixedWithAnEllipsis() throws {
    let wide = TextRenderer<Int>(appName: "Deep", options: RenderOptions(width: 24)) { _ in
      ScreenContent(title: String(repeating: "y", count: 40))
    }
    let text = wide.render(try state(depth: 1))
    #expect(text.contains("│ yyyyyyyyyyyyyyyyyyy… │"))
  }
}
