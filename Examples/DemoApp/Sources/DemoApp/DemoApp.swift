public import Wayfinder

/// The demo app's navigation shell: coordinators over a navigator holding the generated
/// routes, with Swift navigation held to the edges the flow declares.
///
/// ```swift
/// let app = DemoApp()
/// try app.tap("Go to Secondary 1")
/// print(app.screen)   // Secondary View 1, with its buttons
/// ```
public struct DemoApp: Sendable {
  /// The coordinator of the whole app.
  public let coordinator: AppCoordinator<DemoRoute>

  /// Starts on home, every tab at its root.
  public init() {
    coordinator = AppCoordinator(
      DemoFlow.initialState(launching: false), rules: DemoFlow.rules(holdingEdgesToFlow: true))
  }

  /// The state.
  public var state: NavigationState<DemoRoute> { coordinator.state }

  /// The screen on top, as the app's builder makes it.
  public var screen: TextScreen? { state.visibleRoute?.build(with: DemoScreens()) }

  /// Takes the action labelled `label` on the screen on top, as a person tapping it would.
  ///
  /// - Throws: `NavigationError` when the engine refuses it; ``DemoAppError`` when the screen
  ///   has no such action or the action does more than navigate.
  public func tap(_ label: String) throws {
    guard let action = state.visibleRoute?.actions().first(where: { $0.label == label }) else {
      throw DemoAppError.noAction(label)
    }
    guard let command = action.command(on: state.visibleStack) else {
      throw DemoAppError.notNavigation(label)
    }
    _ = try coordinator.navigator.send(command)
  }

  /// The first tab's flow, typed by the generated route.
  public var firstTab: FlowCoordinator<DemoRoute, DemoRoute>? {
    coordinator.tabs?.flow(DemoTab.tab1.id)
  }
}

/// Why ``DemoApp/tap(_:)`` did nothing.
public enum DemoAppError: Error, Hashable, Sendable {
  /// The screen on top has no action with that label.
  case noAction(String)
  /// The action sets facts or finishes a step; the launch coordinator handles those.
  case notNavigation(String)
}
