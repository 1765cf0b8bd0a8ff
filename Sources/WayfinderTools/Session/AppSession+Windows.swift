public import Wayfinder
public import WayfinderFlowFiles

extension SessionCommand.WindowChange {
  /// The life's event this change is, in a life whose active window is `activeScene`.
  public func event(activeScene: SceneID) -> AppEvent<ScreenRoute> {
    switch self {
    case .open: .openWindow
    case .activate(let number): .activateWindow(SceneID(number))
    case .close(let number): .closeWindow(number.map(SceneID.init) ?? activeScene)
    }
  }
}

extension AppSession {
  /// The app's windows, in the order they opened, each with what covers it while another is
  /// active (`SceneCover`), or `nil` when it shows its own content. O(w log w) for w windows.
  public var windows: [(scene: SceneID, cover: SceneCover?)] {
    life.scenes.map { ($0, life.cover(of: $0)) }
  }
}
