import WayfinderTesting
import Testing
import Wayfinder
import WayfinderUI

// The parts of the article "Using Wayfinder in a SwiftUI app" that compile anywhere, kept
// compiling and true: the routes, the model, the launch steps, what the views ask of the
// model, and the UIKit coordinator with its UIKit calls recorded instead of made.

enum AppRoute: Hashable, Sendable {
  case home, article(id: Int), settings, about
  case splash, passcode, whatsNew, forceUpdate
}

@MainActor final class AppSettings {
  var lastSeenVersion = "1.0"
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func makeModel(
  settings: AppSettings, clock: any Clock<Duration> = ContinuousClock()
) throws -> NavigationModel<AppRoute> {
  var links = DeepLinkRouter<AppRoute>()
  try links.add("news://article/{id:int}") { parameters in
    parameters.int("id").map { DeepLinkTarget(tab: "home", path: [.article(id: $0)]) }
  }
  try links.add("news://about") { _ in
    DeepLinkTarget(tab: "settings", modal: .screen(.about, id: "about"))
  }
  let navigator = Navigator(
    try NavigationState(
      tabs: [
        NavigationTab("home", root: AppRoute.home), NavigationTab("settings", root: .settings),
      ],
      phase: .launching(screen: nil)),
    rules: NavigationRules(deepLinks: links))
  let launch = InteractionCoordinator(
    navigator: navigator, facts: ["updateRequired": .bool(false)], clock: clock,
    waitsForHandshakes: true)
  return NavigationModel(navigator: navigator, launch: launch)
}

@MainActor func launchSteps(settings: AppSettings) -> [InteractionStep<AppRoute>] {
  [
    .splash("splash", screen: .splash, duration: .milliseconds(500)),
    .gate(
      "forceUpdate", screen: .forceUpdate, after: ["splash"],
      when: { $0.isTrue("updateRequired") }),
    .modal("passcode", screen: .passcode, style: .fullScreen, priority: 100),
    .modal("whatsNew", screen: .whatsNew, after: ["forceUpdate"])
      .when { _ in settings.lastSeenVersion != "2.0" },
  ]
}

/// The article's UIKit coordinator, with the UIKit calls recorded.
@MainActor final class NewsCoordinator {
  let navigator: Navigator<AppRoute>
  /// The UIKit calls it would make, in order.
  let calls: AsyncStream<String>
  private let call: AsyncStream<String>.Continuation
  private var following: Task<Void, Never>?

  init(navigator: Navigator<AppRoute>) {
    self.navigator = navigator
    (calls, call) = AsyncStream.makeStream(of: String.self)
  }

  func start() {
    let transitions = navigator.transitions()
    following = Task { [weak self] in
      for await transition in transitions { self?.show(transition) }
    }
  }

  func stop() { following?.cancel() }

  private func show(_ transition: StateTransition<AppRoute>) {
    let before = transition.before
    let after = transition.after
    if before.home.selectedTab != after.home.selectedTab,
      let index = after.home.tabIDs.firstIndex(of: after.home.selectedTab)
    {
      call.yield("selectedIndex = \(index)")
    }
    if before.modals.count > after.modals.count {
      call.yield("dismiss")
    } else if let modal = after.modals.last, before.modals.last?.id != modal.id {
      call.yield("present \(modal.stack.root)")
    }
  }
}

@MainActor @Suite(.hangLimit) struct SwiftUIAppArticleTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theAppLaunchesThroughTheHandshakesThenTheViewsNavigate() async throws {
    let settings = AppSettings()
    let clock = InteractionTestClock()
    let model = try makeModel(settings: settings, clock: clock)
    let launch = try #require(model.launch)
    let events = launch.events()
    var iterator = events.makeAsyncIterator()

    model.open(url: "news://article/7")  // .onOpenURL during the launch: held
    try await launch.run(launchSteps(settings: settings))  // .task
    model.refresh()
    #expect(model.launchScreen == .splash)
    #expect(model.fullScreenCover?.id == "passcode")
    #expect(await model.presentationFinished("passcode").value)  // onAppear
    #expect(await model.finish("passcode").value == .done)  // "Unlock"
    #expect(model.fullScreenCover == nil)
    #expect(await model.dismissalFinished().value)  // onDismiss

    await clock.advance(by: .milliseconds(500))  // the splash ends; whatsNew is checked
    await Self.next(.stepStarted, "whatsNew", in: &iterator)
    model.refresh()
    #expect(model.sheet?.id == "whatsNew")
    model.sheet = nil  // swiped away: the step ends as cancelled, the launch goes on
    await Self.next(.stepCancelled, "whatsNew", in: &iterator)
    #expect(await model.dismissalFinished().value)  // onDismiss
    #expect(await launch.waitUntilFinished() == .finished)
    model.refresh()
    #expect(!model.isLaunching)
    #expect(model.stack(.tab("home")).path == [.article(id: 7)], "the held link landed")

    // The views: a tab switch, a push, a sheet over settings, a refused switch under it.
    model.selectedTab = "settings"
    model.stack(.tab("settings")).path = [.about]
    model.send(.present(.screen(.about, id: "about")))
    model.selectedTab = "home"
    #expect(model.selectedTab == "settings")
    #expect(
      model.lastRefusal
        == .navigation(.blockedByModal(action: "switch to tab 'home'", modal: "about")))
  }

  /// Reads events until `kind` about `step` has been emitted. Off the main actor, so the
  /// iterator is not sent across isolation (`next(isolation:)` needs macOS 15).
  nonisolated static func next(
    _ kind: InteractionEvent.Kind, _ step: StepID,
    in iterator: inout AsyncStream<InteractionEvent>.Iterator
  ) async {
    while let event = await iterator.next() {
      if event.kind == kind && event.step == step { return }
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theUIKitCoordinatorFollowsEveryTransition() async throws {
    let navigator = Navigator(
      try NavigationState(tabs: [
        NavigationTab("home", root: AppRoute.home), NavigationTab("settings", root: .settings),
      ]))
    let coordinator = NewsCoordinator(navigator: navigator)
    coordinator.start()
    try navigator.send(.selectTab("settings"))
    try navigator.send(.present(.screen(.about, id: "about")))
    try navigator.send(.dismiss)
    try navigator.send(.selectTab("home"))
    var calls: [String] = []
    for await call in coordinator.calls {
      calls.append(call)
      if calls.count == 4 { break }
    }
    coordinator.stop()
    #expect(calls == ["selectedIndex = 1", "present about", "dismiss", "selectedIndex = 0"])
  }
}
