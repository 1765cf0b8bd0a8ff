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
/// NavigationStack(path: $tab1.path) { ... }
/// ```
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

  init(target: StackTarget, stack: PathStack<Route>?, owner: NavigationModel<Route>) {
    self.target = target
    self.storedRoot = stack?.root
    self.storedPath = stack?.path ?? []
    self.shown = stack
    self.owner = owner
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
  func update(from stack: PathStack<Route>?) {
    defer { shown = stack }
    let newRoot = stack?.root
    guard let stack, let old = shown, old.root == stack.root else {
      if root != newRoot { root = newRoot }
      let newPath = stack?.path ?? []
      if currentPath != newPath { currentPath = newPath }
      return
    }
    let change = stack.pathChange(from: old)
    guard !change.isEmpty else { return }
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
