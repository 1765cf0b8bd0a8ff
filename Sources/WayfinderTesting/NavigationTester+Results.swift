public import Testing
public import Wayfinder

extension NavigationTester {
  /// Asserts how modal `modal` ended in the last step: `ModalEnding.Outcome.returned` when
  /// a `returnFrom` (a flow's `return:`, a coordinator's `finish(returning:)`) ended it with a
  /// result, `ModalEnding.Outcome.dismissed` when it went any other way, without one.
  ///
  /// ```swift
  /// tester.send(.returnFrom("addCard")) { $0.modals = [] }
  /// tester.assertModalEnded("addCard", .returned)
  /// tester.send(.dismiss) { $0.modals = [] }
  /// tester.assertModalEnded("help", .dismissed)
  /// ```
  ///
  /// The core reports each modal's ending once, in the step that removed it
  /// (`StateTransition.modalEndings`); ``lastModalEndings`` holds the last step's.
  ///
  /// - Parameters:
  ///   - modal: The modal.
  ///   - outcome: How it must have ended.
  ///   - sourceLocation: Where a failure is reported.
  public func assertModalEnded(
    _ modal: ModalID, _ outcome: ModalEnding.Outcome,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = lastModalEndings.first { $0.modal == modal }?.outcome
    guard actual != outcome else { return }
    record(
      TesterMessage.modalEnding(modal, expected: outcome, actual: actual, after: lastStep),
      at: sourceLocation)
  }

  /// Keeps how the modals `transitions` removed ended, for ``assertModalEnded(_:_:sourceLocation:)``.
  func noteEndings(of transitions: [StateTransition<Route>], after step: String) {
    lastModalEndings = transitions.flatMap(\.modalEndings)
    lastStep = step
  }
}
