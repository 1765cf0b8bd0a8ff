/// Why `undo`, `redo` or `goto N` was refused. The session is left as it was.
public enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `undo` at the oldest point: the start, or the oldest kept when `dropped` commands were
  /// dropped past the history's `limit`.
  case nothingToUndo(dropped: Int, limit: Int)
  /// `redo` at the newest point.
  case nothingToRedo
  /// `goto N` outside `oldest...newest`.
  case noSuchPoint(Int, oldest: Int, newest: Int, limit: Int)

  /// One sentence for a person, quoting the point asked for.
  public var description: String {
    switch self {
    case .nothingToUndo(let dropped, _) where dropped == 0:
      return "Nothing to undo."
    case .nothingToUndo(_, let limit):
      return "Nothing more to undo: the history keeps at most \(limit) commands, "
        + "and older ones were dropped."
    case .nothingToRedo:
      return "Nothing to redo."
    case .noSuchPoint(let point, let oldest, let newest, let limit):
      let asked = "goto \(point): "
      if oldest > 0 {
        return asked + "the history keeps at most \(limit) commands, and older ones were "
          + "dropped; choose \(oldest) to \(newest)."
      }
      switch newest {
      case 0: return asked + "no command has been given yet; choose 0."
      case 1: return asked + "the history has 1 command; choose 0 to 1."
      default: return asked + "the history has \(newest) commands; choose 0 to \(newest)."
      }
    }
  }
}
