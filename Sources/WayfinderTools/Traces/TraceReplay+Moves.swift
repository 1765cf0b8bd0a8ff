import Wayfinder
import WayfinderRecording
internal import WayfinderFlowFiles

extension TraceReplay {
  /// The session at the point the move at `index` reaches: from the nearest kept copy before
  /// it, the commands in between played again as they were the first time (time passing
  /// up to each on a real clock).
  func sessionAfterMove(at index: Int, to point: Int) throws(ReplayFinding) -> AppSession {
    guard let points, let target = points.targets[index], let target else {
      let newest = points?.newest[index] ?? 0
      throw finding(
        at: index, .disagreement,
        message: "the REPL went to point \(point), but its history held commands 0 to "
          + "\(newest) then.")
    }
    var chain: [Int] = []
    var node = target
    while pointSessions[node] == nil, let parent = points.parents[node] {
      chain.append(node)
      node = parent
    }
    guard var session = pointSessions[node] else {
      throw finding(at: index, .unreplayable, message: "no launch comes before it.")
    }
    var replay = self
    for position in chain.reversed() {
      let entry = trace.records[position].entry
      if trace.header.clock == .real {
        let due = entry.time - origin
        if due > session.time,
          (try? session.perform(SessionCommand.wait(due - session.time), settling: false)) == nil
        {
          break
        }
      }
      guard case .accepted(let event) = try replay.checked(entry.event, at: position, in: session)
      else { continue }
      _ = try? session.perform(recorded: event, settling: trace.header.clock == .virtual)
    }
    return session
  }

  /// Keeps the session reached by the command at `index` when it is a kept point.
  mutating func keepPoint(_ index: Int) {
    guard let points, let session else { return }
    if points.keeps(index) { pointSessions[index] = session }
  }
}
