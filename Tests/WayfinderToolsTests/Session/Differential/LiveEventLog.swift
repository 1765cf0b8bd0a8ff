import Wayfinder
import WayfinderUI

/// Records the launch events of a model's coordinator, and lets the test await the moment the
/// coordinator has delivered as many as the simulation did, instead of counting yields.
final class LiveEventLog: Sendable {
  private struct Waiter {
    var id: UInt64
    var count: Int
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var events: [InteractionEvent] = []
    var waiters: [Waiter] = []
    var nextID: UInt64 = 0
  }

  private let state = Locked(State())
  private let observation: Locked<ObservationToken?> = Locked(nil)

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  init(_ model: NavigationModel<ScreenRoute>) {
    let observation = model.observeLaunch { [weak self] event in self?.record(event) }
    self.observation.withLock { $0 = observation }
  }

  /// Every event so far, in the order delivered.
  var events: [InteractionEvent] { state.withLock { $0.events } }

  /// How many events were delivered.
  var count: Int { state.withLock { $0.events.count } }

  private func record(_ event: InteractionEvent) {
    let ready = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
      state.events.append(event)
      let count = state.events.count
      var ready: [CheckedContinuation<Bool, Never>] = []
      state.waiters.removeAll { waiter in
        guard waiter.count <= count else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return ready
    }
    for continuation in ready { continuation.resume(returning: true) }
  }

  /// Waits until `count` events have been delivered; `false` when `limit` of real time passed
  /// first. The limit is a failure deadline, not a way to wait for work: a coordinator that
  /// delivers fewer events than the simulation would otherwise hang the test instead of
  /// failing it with the seed and the commands.
  func wait(forCount count: Int, within limit: Duration) async -> Bool {
    if self.count >= count { return true }
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask { await self.wait(forCount: count) }
      group.addTask {
        do { try await Task.sleep(for: limit) } catch { return true }
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }

  /// Waits until `count` events have been delivered, or the task is cancelled (`false`).
  private func wait(forCount count: Int) async -> Bool {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let answer = state.withLock { state -> Bool? in
          if state.events.count >= count { return true }
          if Task.isCancelled { return false }
          state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: false)
    }
  }
}
