/// One declared action of a screen, as far as navigation cares: its label and where it leads.
///
/// Flow files declare a screen's actions (`- { label: Go to Secondary 1, push: secondary1 }`);
/// ``DeclaredEdges`` holds those that navigate forward, so that the transition function can
/// refuse navigation the flow does not declare.
///
/// ```swift
/// let action = DeclaredAction("Go to Secondary 1", .screen("secondary1"))
/// print(action)   // 'Go to Secondary 1' (push 'secondary1')
/// ```
public struct DeclaredAction: Hashable, Sendable, CustomStringConvertible {
  /// Where a declared action leads.
  public enum Destination: Hashable, Sendable, CustomStringConvertible {
    /// Pushes the screen with this identifier (`push: item`).
    case screen(String)
    /// Replaces the path above the root with these screens, bottom first (`replace: [a, b]`).
    case path([String])
    /// Presents this modal (`present: details`).
    case modal(ModalID)
    /// Selects the screen with this identifier in a column of a split home
    /// (`select: message, in: detail`).
    case selection(String, in: SplitColumn)

    /// What the destination does, as messages word it: `push 'item'`,
    /// `replace the path with [a, b]`, `present modal 'details'`,
    /// `select 'message' in the detail column`.
    public var description: String {
      switch self {
      case .screen(let id): "push '\(id)'"
      case .path(let ids): "replace the path with [" + ids.joined(separator: ", ") + "]"
      case .modal(let id): "present modal '\(id)'"
      case .selection(let id, let column): "select '\(id)' in the \(column) column"
      }
    }
  }

  /// The action's label, as the screen shows it.
  public var label: String
  /// Where the action leads.
  public var destination: Destination

  /// Creates a declared action.
  ///
  /// - Parameters:
  ///   - label: The action's label.
  ///   - destination: Where it leads.
  public init(_ label: String, _ destination: Destination) {
    self.label = label
    self.destination = destination
  }

  /// The label and what the action does: `'Go to Secondary 1' (push 'secondary1')`.
  public var description: String { "'\(label)' (\(destination))" }
}
