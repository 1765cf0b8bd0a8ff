import Testing
import Wayfinder
import WayfinderTesting

/// The samples of the "Getting started with WayfinderTesting" article about the app's host, on
/// the demo's generated program, kept compiling and true.
@Suite(.hangLimit) struct TestHostArticleTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func theDetailsSheetIsPulledAway() async {
    let host = ModelTestHost(program: DemoFlow.program(), animation: .milliseconds(300))
    await host.launch()
    await host.advance(by: .milliseconds(1_600))  // the splash, the config, what's new comes up
    #expect(host.screen == .whatsNew)
    await host.tap("Continue")
    await host.advance(by: .milliseconds(300))  // its dismissal ends: home
    await host.tap("Go to Secondary 1")
    await host.swipeBack()  // an edge swipe, completed
    #expect(host.screen == .primary)
    await host.selectTab("tab2")
    await host.tap("Show details")
    await host.advance(by: .milliseconds(300))
    await host.pullDownSheet()
    #expect(host.screen == .tab2Home)
    #expect(await host.divergence == nil)  // the host shows what the model holds
    #expect(host.refusals.isEmpty, "\(host.refusals)")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Test func theModelKeepsUpWithAnUnrulyHost() async {
    let result = await HostHarness(program: DemoFlow.program()).explore(seed: 7, runs: 50)
    #expect(result.failure == nil, "\(result)")
  }
}
