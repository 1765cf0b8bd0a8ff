extension StateTransition {
  /// Every modal this transition removed, in the order they were stacked, with how it ended:
  /// ``ModalEnding/Outcome/returned`` when the command was ``NavigationCommand/returnFrom(_:)``
  /// of it (alone or in a transaction), ``ModalEnding/Outcome/dismissed`` for every other way
  /// — a dismissal, back at a flow's root, dismissing all, a deep link, an interaction ending
  /// under it, a modal under it returning. A transition reports each presentation at most once,
  /// and a presentation that is still up is not reported: the same identifier, receiver and
  /// interaction presented again in one transaction counts as staying. O(modals).
  public var modalEndings: [ModalEnding] {
    let old = before.modals
    guard !old.isEmpty else { return [] }
    var staying: [ModalID: (ResultReceiver?, ModalInteraction?)] = [:]
    for modal in after.modals { staying[modal.id] = (modal.resultReceiver, modal.interaction) }
    var returned: Set<ModalID> = []
    if let command { Self.collectReturns(of: command, into: &returned) }
    var endings: [ModalEnding] = []
    for modal in old {
      if let kept = staying[modal.id], kept.0 == modal.resultReceiver,
        kept.1 == modal.interaction
      {
        continue
      }
      endings.append(
        ModalEnding(
          modal: modal.id, receiver: modal.resultReceiver,
          outcome: returned.contains(modal.id) ? .returned : .dismissed))
    }
    return endings
  }

  private static func collectReturns(
    of command: NavigationCommand<Route>, into returned: inout Set<ModalID>
  ) {
    switch command {
    case .returnFrom(let id): returned.insert(id)
    case .transaction(let commands):
      for command in commands { collectReturns(of: command, into: &returned) }
    default: break
    }
  }
}
