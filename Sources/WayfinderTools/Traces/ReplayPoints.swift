import Wayfinder
import WayfinderRecording

/// The points of the REPL's history a trace with moves (`goto` entries) passes through, worked
/// out once from the recording: each accepted command makes a point after the one the session
/// was at, dropping the points that could have been redone, as ``SessionHistory`` does; a move
/// goes to a point of the commands kept then.
///
/// Points are named by the position of the command that made them (`-1` for the start), each
/// knowing its parent and depth, so a point is reached from the nearest copy of the session
/// kept before it (``TraceReplay``) by playing at most ``interval`` − 1 commands again.
struct ReplayPoints: Sendable {
  /// The start: the session right after the launch or the restore.
  static let start = -1
  /// Points between two kept copies of the session.
  static let interval = 64

  /// The command before each point-making command on its branch, by position.
  private(set) var parents: [Int: Int] = [:]
  /// How many commands lead to each point-making command, by position.
  private(set) var depths: [Int: Int] = [:]
  /// For each move, by position: the point it reaches, or `nil` when the history had no such
  /// point then.
  private(set) var targets: [Int: Int?] = [:]
  /// For each move, by position: how many commands the history held then.
  private(set) var newest: [Int: Int] = [:]

  /// The points of `records` from `first` on, or `nil` when no move is recorded.
  init?(_ records: [Trace.Record], from first: Int) {
    guard records[first...].contains(where: { $0.entry.event.name == "goto" }) else {
      return nil
    }
    var branch: [Int] = []
    var now = 0
    for index in first..<records.count {
      let entry = records[index].entry
      guard entry.event.isInput else { continue }
      switch entry.event {
      case .launch, .restore:
        branch = []
        now = 0
      case .move(let point):
        newest[index] = branch.count
        if point <= branch.count {
          targets[index] = .some(point == 0 ? Self.start : branch[point - 1])
          now = point
        } else {
          targets[index] = .some(nil)
        }
      case .line:
        break
      default:
        guard entry.refusal == nil else { continue }
        branch.removeLast(branch.count - now)
        parents[index] = branch.last ?? Self.start
        branch.append(index)
        now = branch.count
        depths[index] = now
      }
    }
  }

  /// Whether the session after the command at `position` is kept.
  func keeps(_ position: Int) -> Bool {
    depths[position].map { $0 % Self.interval == 0 } ?? false
  }
}
