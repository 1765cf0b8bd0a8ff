public import DemoApp
public import Wayfinder
public import WayfinderUI

/// What the demo's SwiftUI app holds, once, in `@State`: one `NavigationModel` over the
/// generated `DemoFlow` program, and the typed names its views use to ask it things.
///
/// The views bind to the model and to the stacks it hands out; the engine decides. Every tab's
/// `NavigationStack` binds to its own stack's path, the first-level modal binds to the model's
/// sheet or full-screen cover by its style, and every button takes a generated `DemoAction`:
///
/// ```swift
/// @main struct DemoSwiftUIApp: App {
///   @State private var navigation = DemoNavigation()
///
///   var body: some Scene {
///     WindowGroup {
///       DemoRootView(navigation: navigation)
///         .task { _ = await navigation.start().value }  // the launch steps, once
///     }
///   }
/// }
/// ```
///
/// Nothing here is SwiftUI: the views are in `DemoViews.swift`, compiled where SwiftUI is;
/// this type, and what the views ask of it, is compiled and tested everywhere.
@MainActor public final class DemoNavigation {
  /// The model the views observe and bind to.
  public let model: NavigationModel<DemoRoute>

  /// The demo about to launch, its navigation held to the flow: a push, a path or a present
  /// the flow does not declare is refused, and the model reports it.
  ///
  /// - Parameters:
  ///   - facts: The launch facts; the flow's own when `nil`.
  ///   - clock: The clock the launch runs on; a `InteractionTestClock` in tests.
  public init(facts: Facts? = nil, clock: any Clock<Duration> = ContinuousClock()) {
    model = NavigationModel(
      program: DemoFlow.program(holdingEdgesToFlow: true), facts: facts, clock: clock)
  }

  /// The demo cold-launched — the process starts — from `origin`, restoring what the last
  /// launch saved (``saved``) by the core's rule: the facts, the prompt history, a held link and
  /// the prompts that were up come back, the stacks as the flow's `restore:` says, and the
  /// launch runs again over them when ``start()`` is called.
  ///
  /// - Parameters:
  ///   - saved: What the last launch saved; `nil` for a fresh install.
  ///   - origin: Where the launch comes from: `DemoLaunchSource.widget.origin` for the
  ///     demo's widget.
  ///   - clock: The clock the launch runs on; a `InteractionTestClock` in tests.
  public init(
    restoring saved: SavedLife<DemoRoute>?, from origin: LaunchOrigin = .icon,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    model = NavigationModel.coldLaunch(
      program: DemoFlow.program(holdingEdgesToFlow: true), restoring: saved, from: origin,
      clock: clock)
  }

  // MARK: What the views bind to

  /// The tabs, in tab-bar order: one `Tab` each in the `TabView`, whose selection binds to
  /// the model's `selectedTab`.
  public var tabs: [DemoTab] { DemoTab.allCases }

  /// The stack of `tab`, for the tab's `NavigationStack(path: $stack.path)`: a push or a back
  /// swipe sets its path, which the engine applies or refuses.
  public func stack(_ tab: DemoTab) -> StackModel<DemoRoute> {
    model.stack(.tab(tab.id))
  }

  /// The buttons of the screen `route` shows, in the order the flow declares them: each is a
  /// generated action, enabled when its `when:` holds with the model's facts. The runtime takes
  /// an action on the screen on top only; a screen under it shows its buttons all the same.
  public func buttons(on route: DemoRoute) -> [DemoButton] {
    route.actions.map { action in
      DemoButton(action: action, isEnabled: action.isAvailable(facts: model.facts))
    }
  }

  // MARK: What the views call

  /// Runs the launch steps, once: the root view's `.task`.
  ///
  /// - Returns: The task doing it; its value is the refusal, or `nil`.
  @discardableResult
  public func start() -> Task<NavigationRefusal?, Never> {
    model.start()
  }

  /// Takes `action`, as its button does: the runtime performs it as one event, or refuses it
  /// and nothing changes.
  ///
  /// - Returns: The task doing it; its value is the refusal, or `nil`.
  @discardableResult
  public func tap(_ action: DemoAction) -> Task<NavigationRefusal?, Never> {
    model.perform(action.flowAction)
  }

  /// What the next launch needs: hand it to a store when the scene goes to the background.
  public var saved: SavedLife<DemoRoute> {
    get async { await model.saved }
  }

  /// The demo killed and launched again from `origin` (`DemoLaunchSource.widget.origin`, a
  /// link, a notification): what it saved comes back, and the launch runs again over it.
  ///
  /// - Returns: The task doing it; its value is the refusal, or `nil`.
  @discardableResult
  public func relaunch(from origin: LaunchOrigin = .icon) -> Task<NavigationRefusal?, Never> {
    model.relaunch(from: origin)
  }

  /// Opens a deep link, as `.onOpenURL` does: held by the engine while the app launches.
  ///
  /// - Returns: Whether the engine took it.
  @discardableResult
  public func open(url: String) -> Bool {
    model.open(url: url)
  }
}
