import Wayfinder

/// A model of one of an app's windows (``scene``): what it mirrors, and the touch that makes
/// its window the active one before anything a view asks of it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// The state of the model's window: the active window's for a model of whichever is active;
  /// `nil` once its window has closed. O(1).
  var windowState: NavigationState<Route>? {
    guard let scene else { return navigator.state }
    return navigator.navigation(in: scene)
  }

  /// Whether the model's window is the one the user is in, where the app's launch and
  /// interactions show. Always `true` for a model of whichever window is active. Read
  /// ``AppModel/activeScene`` in a view, which observation tracks.
  public var isActiveWindow: Bool {
    guard let scene else { return true }
    return navigator.activeScene == scene
  }

  /// Makes the model's window the active one, as the user's touch does, before what a view
  /// asks of it; a refusal (the step up may not cover this window's own modals, or the window
  /// has closed) is reported and nothing is done.
  ///
  /// - Returns: Whether the window is the active one now.
  func enterWindow() -> Bool { refusalToEnter() == nil }

  /// ``enterWindow()``, returning the refusal it reported, or `nil` when the window is the
  /// active one now.
  func refusalToEnter() -> NavigationRefusal? {
    guard let scene, navigator.activeScene != scene else { return nil }
    do throws(SceneError) {
      try navigator.activateWindow(scene)
      refresh()
      return nil
    } catch {
      report(.window(error))
      return .window(error)
    }
  }
}
