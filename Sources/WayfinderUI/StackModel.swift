public import Observation
public import Wayfinder

/// One stack — a tab's, the home flow's or a modal flow's — as a view binds to it: its root and
/// the path above it.
///
/// Reading ``path`` tracks this stack alone: a push on another tab does not redraw a view
/// bound to this one. Setting it sends `NavigationCommand.setPath(_:on:)` through the
/// engine; a path the engine refuses is reported by the model (``NavigationModel/lastRefusal``,
/// ``NavigationModel/onRefusal``) and the stack stays as it was.
///
/// ```swift
/// @Bindable var tab1 = model.stack(.tab("tab1"))
/// NavigationStack(path: $tab1.boundPath) { ... }
/// ```
///
/// Bind ``boundPath`` rather than ``path`` when SwiftUI's writes may come late, twice or out of
/// order (after an animation, say): each write names the drawing it was made from
/// (``revision``), so the model never lets an old write undo what happened since.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class StackModel<Route: Hashable & Sendable>: Observable {
  /// The stack this model shows.
  public let target: StackTarget
  /// The stack's root screen, or `nil` while the stack does not exist (a modal not presented).
  public private(set) var root: Route? {
    get {
      registrar.access(self, keyPath: keys.root)
      return storedRoot
    }
    set { registrar.withMutation(of: self, keyPath: keys.root) { storedRoot = newValue } }
  }
  /// What the engine last said the path is; ``path`` reads it.
  private var currentPath: [Route] {
    get {
      registrar.access(self, keyPath: keys.currentPath)
      return storedPath
    }
    set { registrar.withMutation(of: self, keyPath: keys.currentPath) { storedPath = newValue } }
  }
  /// Which drawing of the stack this is: a number the model gives the stack when it appears and
  /// each time its root or path changes, never the same twice in the model's life (a modal
  /// presented again starts from a new one). A host's write names the drawing it was made from
  /// (``BoundPath/revision``). Reading it does not track anything: ``path`` changes with it.
  public private(set) var revision: UInt64
  private var storedRoot: Route?
  private var storedPath: [Route]
  /// The engine's stack that ``currentPath`` shows, to find what the next one changed.
  private var shown: PathStack<Route>?
  private weak var owner: NavigationModel<Route>?
  private let registrar = ObservationRegistrar()
  /// The tracked key paths, built once (see `NavigationModel`).
  private let keys = Keys()

  @MainActor private struct Keys {
    let root = \StackModel.root
    let currentPath = \StackModel.currentPath
  }

  init(
    target: StackTarget, stack: PathStack<Route>?, owner: NavigationModel<Route>,
    revision: UInt64
  ) {
    self.target = target
    self.storedRoot = stack?.root
    self.storedPath = stack?.path ?? []
    self.shown = stack
    self.owner = owner
    self.revision = revision
  }

  /// The path, read without telling observation: what the model compares a write with.
  var untrackedPath: [Route] { storedPath }

  /// The path with the drawing it comes from, for `NavigationStack(path: $stack.boundPath)`.
  /// Setting it asks the engine for the change made to this drawing; a write of what the stack
  /// already is does nothing, and one made from an older drawing is refused and reported
  /// (``NavigationModel/setPath(_:on:)-(BoundPath<Route>,_)``). Reading it tracks ``path``.
  public var boundPath: BoundPath<Route> {
    get { BoundPath(currentPath, revision: revision) }
    set { owner?.setPath(newValue, on: target) }
  }

  /// The screens above the root, bottom first. Setting it asks the engine; a refusal is
  /// reported and leaves the path as it was.
  public var path: [Route] {
    get { currentPath }
    set { owner?.setPath(newValue, on: target) }
  }

  /// Takes the stack as the engine now has it; changes only what differs, so observers of an
  /// unchanged stack are not told.
  ///
  /// O(change) when the stack is the one shown or was made from it by commands (the engine's
  /// stacks share the screens below a change): a push at depth 100,000 appends one screen
  /// rather than copying the path. O(depth) when the stack appears, goes, or gets a new root.
  func update(from stack: PathStack<Route>?, revision next: @MainActor () -> UInt64) {
    defer { shown = stack }
    let newRoot = stack?.root
    guard let stack, let old = shown, old.root == stack.root else {
      let newPath = stack?.path ?? []
      guard storedRoot != newRoot || storedPath != newPath else { return }
      revision = next()
      if root != newRoot { root = newRoot }
      if currentPath != newPath { currentPath = newPath }
      return
    }
    let change = stack.pathChange(from: old)
    guard !change.isEmpty else { return }
    revision = next()
    // In place, as one change: observers are told once and the path is not copied.
    registrar.withMutation(of: self, keyPath: keys.currentPath) {
      Self.apply(change, to: &storedPath)
    }
  }

  private static func apply(_ change: PathStack<Route>.PathChange, to path: inout [Route]) {
    path.removeLast(change.removed)
    path.append(contentsOf: change.added)
  }
}
