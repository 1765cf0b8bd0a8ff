public import Wayfinder

/// A split home, for a `NavigationSplitView` host: each column's stack is
/// ``NavigationModel/stack(_:)`` of `StackTarget.column(_:)`, and a list's selection binds to
/// ``selection(in:)`` and ``setSelection(_:in:)``.
///
/// ```swift
/// NavigationSplitView {
///   FoldersList(selection: Binding(
///     get: { model.selection(in: .content) },
///     set: { model.setSelection($0, in: .content) }))
/// } content: { … } detail: { … }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// The columns of the split home, or `nil` when home is not a split.
  public var split: NavigationSplit? { state.home.split }

  /// The columns on screen at the split's width: all of them in a regular width, the one on
  /// top of the collapsed stack in a compact one. Empty when home is not a split.
  public var visibleColumns: [SplitColumn] { state.visibleColumns }

  /// What is selected for `column`: the root of its stack, `nil` when nothing is (and for the
  /// sidebar, whose root is no selection).
  public func selection(in column: SplitColumn) -> Route? { state.selection(in: column) }

  /// Selects `route` for `column` (`NavigationCommand.select(_:in:)`), or with `nil` clears
  /// that column's selection and the columns after it (`NavigationCommand.deselect(_:)`), as a
  /// list's selection binding writes it. Setting what is selected already changes nothing. A
  /// refusal is reported and the columns stay as they were.
  ///
  /// - Returns: Whether the engine applied it.
  @discardableResult
  public func setSelection(_ route: Route?, in column: SplitColumn) -> Bool {
    guard route != selection(in: column) else { return true }
    guard let route else { return send(.deselect(column)) }
    return send(.select(route, in: column))
  }

  /// Records the width the host shows the split at (its horizontal size class).
  ///
  /// - Returns: Whether the engine applied it.
  @discardableResult
  public func setWidth(_ width: SplitWidth) -> Bool {
    guard width != state.splitWidth else { return true }
    return send(.setWidth(width))
  }
}
