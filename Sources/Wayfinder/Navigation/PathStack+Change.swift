extension PathStack {
  /// What changed on a stack's path: screens removed from the top, then screens added.
  public struct PathChange: Hashable, Sendable {
    /// How many screens were removed from the top of the old path.
    public var removed: Int
    /// The screens added after the removal, bottom first.
    public var added: [Route]

    /// Whether the path is the same.
    public var isEmpty: Bool { removed == 0 && added.isEmpty }

    /// Creates a change.
    public init(removed: Int, added: [Route]) {
      self.removed = removed
      self.added = added
    }
  }

  /// What turns `old`'s path into this stack's: apply it to a copy of `old.path` with
  /// `removeLast(removed)` then `append(contentsOf: added)`, as a view bound to the path does.
  ///
  /// O(change) for a stack and one a command made from it, which share the screens below the
  /// change; O(1) when nothing changed; O(depth) at worst, for stacks built apart. Reading
  /// ``path`` again would cost O(depth) every time.
  ///
  /// ```swift
  /// let change = transition.after[tab: "feed"]!.pathChange(from: transition.before[tab: "feed"]!)
  /// shownPath.removeLast(change.removed)
  /// shownPath.append(contentsOf: change.added)
  /// ```
  @inlinable
  public func pathChange(from old: PathStack) -> PathChange {
    let (removed, added) = pushed.difference(from: old.pushed)
    return PathChange(removed: removed, added: added)
  }
}
