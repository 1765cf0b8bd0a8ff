import Testing
@testable import Wayfinder

@Suite(.timeLimit(.minutes(1))) struct LaunchModalBridgeTests {
  @Test func theFirstOfFinishOrCancelWinsAndLaterOnesDoNothing() async {
    let bridge = LaunchModalBridge()
    #expect(bridge.resolve(.finished))
    #expect(bridge.resolve(.cancelled) == false)
    #expect(await bridge.wait() == .finished)
  }

  @Test func cancellationBeforeTheBodyRunsEndsTheWaitAtOnce() async {
    let bridge = LaunchModalBridge()
    let outcome = await withTaskGroup(of: LaunchModalBridge.Outcome.self) { group in
      group.cancelAll()  // the child below starts cancelled: its handler runs before its body
      group.addTask {
        await withTaskCancellationHandler {
          await bridge.wait()
        } onCancel: {
          bridge.resolve(.cancelled)
          bridge.resolve(.cancelled)  // may run more than once
        }
      }
      return await group.next()
    }
    #expect(outcome == .cancelled)
  }

  @Test func concurrentFinishAndCancelResumeTheWaiterExactlyOnce() async {
    for _ in 0..<500 {
      let bridge = LaunchModalBridge()
      let waiter = Task { await bridge.wait() }
      let decided = await withTaskGroup(of: Bool.self) { group in
        group.addTask { bridge.resolve(.finished) }
        group.addTask { bridge.resolve(.cancelled) }
        group.addTask { bridge.resolve(.cancelled) }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(decided == 1)
      #expect(await waiter.value == bridge.outcome)
    }
  }
}
