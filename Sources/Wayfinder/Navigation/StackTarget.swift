/// Which stack a stack command acts on.
public enum StackTarget: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stack on screen: the topmost modal's, or the selected tab's when no modal is presented.
  case visible
  /// A tab's stack (or the single flow's). Refused while a modal covers home or during launch.
  case tab(TabID)
  /// A presented modal's stack. Refused unless that modal is the topmost one.
  case modal(ModalID)
  /// A column of a split home. Refused when home is not a split, the split has no such column,
  /// nothing is selected for it yet, while a modal covers home, or during launch.
  case column(SplitColumn)

  /// A short text for messages.
  public var description: String {
    switch self {
    case .visible: "the visible stack"
    case .tab(let id): "tab '\(id)'"
    case .modal(let id): "modal '\(id)'"
    case .column(let column): "the \(column) column"
    }
  }
}
