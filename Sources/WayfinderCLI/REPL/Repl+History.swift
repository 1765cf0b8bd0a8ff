import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderTools

extension Repl {
  /// `history`, `undo`, `redo` and `goto N`. The history (``SessionHistory``) moves the whole
  /// session — screens, facts, the interaction machine and its clock — and the REPL says where
  /// it went and shows the screen, or says why it cannot.
  ///
  /// The state file is saved at the point reached, as after any command. The trace gets a
  /// `goto` entry naming the point, which a replay honours; the commands after it are traced
  /// at the time of the point reached, so `t` goes back. On the real clock, time goes on from
  /// the point's time: the time that passed since is not played again.
  func travel(_ command: ReplCommand, line: String) {
    let time = session.time
    let move: HistoryMove
    do throws(HistoryError) {
      switch command {
      case .undo: move = try history.undo()
      case .redo: move = try history.redo()
      case .goto(let point): move = try history.go(to: point)
      default:
        reader.print(history.listing())
        return
      }
    } catch {
      fail(.history(error), line: line)
      return
    }
    trace?.recordMove(to: move.point, line: line, time: time)
    if timeMode == .real { resumeClock() }
    onChange(session)
    reader.print(move.description)
    show(SessionOutput(), render: true)
  }
}
