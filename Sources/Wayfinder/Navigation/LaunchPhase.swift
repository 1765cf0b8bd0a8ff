/// Whether the app is still running its launch sequence or showing home.
public enum LaunchPhase<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The launch sequence is running; `screen` is the launch screen shown under any launch modal
  /// (a splash), or `nil` for a blank one. Home is not visible and cannot be navigated.
  case launching(screen: Route?)
  /// Launch has finished and home is visible.
  case home

  /// Whether the launch sequence is still running.
  @inlinable
  public var isLaunching: Bool {
    if case .launching = self { return true }
    return false
  }
}

extension LaunchPhase: Codable where Route: Codable {}
