/// What a path stack belongs to, used to word error messages: a tab, the home flow, a modal.
public enum StackOwner: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stack of a tab in a tab bar.
  case tab(TabID)
  /// The stack of an app whose home is a single flow.
  case flow(TabID)
  /// The stack held by a presented modal.
  case modal(ModalID)
  /// A stack used on its own, outside any navigation state.
  case standalone
  /// The stack of a column of a split home, showing flow `id`.
  case column(SplitColumn, TabID)

  /// `tab 'tab1'`, `flow 'main'`, `modal 'checkout'`, `detail column 'message'` or `the stack`.
  public var description: String {
    switch self {
    case .tab(let id): "tab '\(id)'"
    case .flow(let id): "flow '\(id)'"
    case .modal(let id): "modal '\(id)'"
    case .standalone: "the stack"
    case .column(let column, let id): "\(column) column '\(id)'"
    }
  }
}
