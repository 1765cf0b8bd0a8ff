/// Where `undo`, `redo` or `goto N` took a ``SessionHistory``, said in one line.
public struct HistoryMove: Hashable, Sendable, CustomStringConvertible {
  /// Which way the session went.
  public enum Direction: Hashable, Sendable {
    /// To an earlier point, or to the current point with the time passed since dropped.
    case back
    /// To a later point.
    case forward
    /// Nowhere: the session was at that point already.
    case stay
  }

  /// Which way the session went.
  public var direction: Direction
  /// The point reached: 0 for the start, N for after command N.
  public var point: Int
  /// The newest point, the number of commands given.
  public var newest: Int
  /// The oldest point the history still holds.
  public var oldest: Int
  /// The line of command ``point``, or `nil` at the start (or at the oldest point kept).
  public var text: String?

  /// Creates a move.
  ///
  /// - Parameters:
  ///   - direction: Which way the session went.
  ///   - point: The point reached.
  ///   - newest: The newest point.
  ///   - oldest: The oldest point kept.
  ///   - text: The line of command `point`.
  package init(direction: Direction, point: Int, newest: Int, oldest: Int, text: String?) {
    self.direction = direction
    self.point = point
    self.newest = newest
    self.oldest = oldest
    self.text = text
  }

  /// `Back to after command 12 of 40: tap Settings`, `Forward to the start (command 0 of 40)`,
  /// `Already after command 3 of 3: back`.
  public var description: String {
    let verb: String
    switch direction {
    case .back: verb = "Back to"
    case .forward: verb = "Forward to"
    case .stay: verb = point == 0 ? "Already at" : "Already"
    }
    if point == 0 { return "\(verb) the start (command 0 of \(newest))" }
    let place = "\(verb) after command \(point) of \(newest)"
    guard let text else { return place + ", the oldest point kept" }
    return place + ": " + text
  }
}
