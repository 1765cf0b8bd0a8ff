import Wayfinder
public import WayfinderFlowFiles

extension AppSession {
  /// The action `choice` names on the screen on top.
  ///
  /// - Throws: `SessionError` when there is no such action, or several match a
  ///   label.
  public func action(_ choice: SessionCommand.ActionChoice) throws(SessionError) -> ActionDefinition
  {
    let (actions, index) = try actionIndex(choice)
    return actions[index]
  }

  /// The actions on the screen on top and the position of the one `choice` names.
  private func actionIndex(
    _ choice: SessionCommand.ActionChoice
  ) throws(SessionError) -> (actions: [ActionDefinition], index: Int) {
    // `visibleActions`, computed without copying the visible stack (this runs for every tap).
    let top = state.showsStack ? state.topRoute : nil
    let actions = top.flatMap { definition.screens[$0.screen]?.actions } ?? []
    switch choice {
    case .number(let number):
      guard number >= 1, number <= actions.count else {
        if actions.isEmpty, state.phase.isLaunching, state.modals.isEmpty { throw .nothingToTap }
        throw .noSuchAction(number: number, count: actions.count)
      }
      return (actions, number - 1)
    case .label(let label):
      let typed = label.lowercased()
      if let exact = actions.firstIndex(where: { Self.label($0.label, lowercasedEquals: typed) }) {
        return (actions, exact)
      }
      let matches = actions.indices.filter { actions[$0].label.lowercased().hasPrefix(typed) }
      if matches.count == 1, let match = matches.first { return (actions, match) }
      if matches.count > 1 {
        throw .ambiguousAction(label, matches: matches.map { actions[$0].label })
      }
      if actions.isEmpty, state.phase.isLaunching, state.modals.isEmpty { throw .nothingToTap }
      throw .noActionLabelled(label, labels: actions.map(\.label))
    }
  }

  /// Whether `label`, lowercased, equals `typed` (already lowercased): byte by byte without
  /// allocating when `label` is ASCII, through `lowercased()` otherwise. O(length).
  static func label(_ label: String, lowercasedEquals typed: String) -> Bool {
    let bytes = label.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return label.lowercased() == typed }
    guard bytes.count == typed.utf8.count else { return false }
    return zip(bytes, typed.utf8).allSatisfy { byte, other in
      (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == other
    }
  }

  /// Takes an action: the life performs it as one event (`FlowAction`), all or nothing.
  mutating func tap(_ choice: SessionCommand.ActionChoice) throws(SessionError) -> SessionOutput {
    let (_, index) = try actionIndex(choice)
    return SessionOutput(try live(.tap(index)))
  }

  /// The command as a property's `command` reads it when performed on this session: a tap as
  /// `tap LABEL` with the tapped button's own label (however the tap chose it: by number, by
  /// a prefix, in another case), anything else as a scenario writes it (`open shop://cart`).
  /// O(actions on screen).
  ///
  /// - Parameter command: The command about to be performed.
  /// - Returns: The value of `command` in the state it leads to.
  package func propertyText(of command: SessionCommand) -> String {
    if case .tap(let choice) = command, let (actions, index) = try? actionIndex(choice) {
      return "tap \(actions[index].label)"
    }
    return ExplorationStep.line(for: command)
  }
}
