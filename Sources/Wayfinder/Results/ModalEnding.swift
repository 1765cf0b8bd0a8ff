/// How a presented modal ended: what ``StateTransition/modalEndings`` reports, once for every
/// modal a transition removed.
public struct ModalEnding: Hashable, Sendable {
  /// Whether the modal ended with a result.
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// Ended by ``NavigationCommand/returnFrom(_:)``: its receiver gets the result.
    case returned
    /// Ended any other way: its receiver gets none.
    case dismissed

    /// `returned` or `dismissed`.
    public var description: String {
      switch self {
      case .returned: "returned"
      case .dismissed: "dismissed"
      }
    }
  }

  /// The modal that ended.
  public var modal: ModalID
  /// Who was waiting for its result, if anyone was.
  public var receiver: ResultReceiver?
  /// Whether it returned or was dismissed.
  public var outcome: Outcome

  /// Creates an ending.
  public init(modal: ModalID, receiver: ResultReceiver? = nil, outcome: Outcome) {
    self.modal = modal
    self.receiver = receiver
    self.outcome = outcome
  }
}
