import Wayfinder
import WayfinderUI

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ModelTestHost {
  /// Lets `duration` of virtual time pass: the clock moves to each time something is due in
  /// turn — an animation's end (then its hand-shake), a write arriving, the launch's splash,
  /// work or timeout — and the host draws what each did before time moves on.
  ///
  /// - Parameter duration: How long; a negative duration is taken as zero.
  public func advance(by duration: Duration) async {
    let end = now + max(duration, .zero)
    await idle()
    draw()
    // Each pass runs what is due now or moves the clock to the next time something is, then
    // draws what that did; a bound keeps a host and a model that keep answering each other
    // from looping for good.
    for _ in 0..<Self.stepLimit {
      if let first = scheduled.first, first.due <= now {
        scheduled.removeFirst()
        await run(first.step)
        continue
      }
      let times = [scheduled.first?.due, clock.nextDeadline].compactMap { $0 }.filter { $0 > now }
      let next = min(times.min() ?? end, end)
      guard next > now else { return }
      await clock.advance(by: next - now)
      await idle()
      draw()
    }
  }

  /// Lets time pass until the host has nothing left to do: every animation has ended and been
  /// confirmed, every write that will ever arrive has arrived. Then it draws everything from
  /// the model again, as SwiftUI does on its next update: a stack whose write never arrived
  /// shows the model's path, and a sheet the user pulled down whose write never arrived comes
  /// back. Splashes, work and timeouts of the launch fall due on the way only while the host is
  /// still busy; the launch may go on waiting for its own time.
  public func settle() async {
    for _ in 0..<Self.stepLimit {
      await advance(by: .zero)
      if let busyUntil = ([animatingUntil] + scheduled.map(\.due)).compactMap({ $0 }).max() {
        await advance(by: max(busyUntil - now, .zero))
        continue
      }
      guard !takenAway.isEmpty || hasUndeliveredDrawing else { return }
      // What never arrived: the host draws the model's state from scratch.
      takenAway.removeAll()
      drawn.removeAll()
      drawnTabRevision = 0
    }
  }

  /// Whether a stack shows a change of the user's that no write will bring to the model.
  private var hasUndeliveredDrawing: Bool {
    selectedTab != model.selectedTab
      || drawn.contains { target, path in path.routes != model.stack(target).path }
  }

  /// How many steps one ``advance(by:)`` or ``settle()`` takes at most.
  static var stepLimit: Int { 10_000 }

  /// Does `step`, now due.
  func run(_ step: Step) async {
    switch step {
    case .deliver(let report, let write, let copy):
      await deliver(report, write: write, copy: copy)
    case .presented(let modal):
      animatingUntil = nil
      presenting = nil
      modals.append(modal)
      _ = await model.presentationFinished(modal.id).value
      await idle()
    case .dismissed(let gone, let animated):
      if animated { animatingUntil = nil }
      modals.removeAll { modal in gone.contains { Self.same($0, modal) } }
      for modal in gone.reversed() { _ = await model.dismissalFinished(modal.id).value }
      await idle()
    case .wake: break
    }
    draw()
  }
}
