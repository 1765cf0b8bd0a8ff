import Observation
import Testing
import Wayfinder
import WayfinderUI

/// Which of a model's observable properties reported a change.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ChangeLog: Sendable {
  private let names = Locked<Set<String>>([])
  var changed: Set<String> { names.withLock { $0 } }

  /// Tracks `read` once: `name` is logged if what it read changes.
  func track(_ name: String, _ read: () -> Void) {
    withObservationTracking(read) { self.names.withLock { _ = $0.insert(name) } }
  }
}

@MainActor @Suite struct NavigationModelTests {
  /// Tracks every property a view might read, separately.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private func trackEverything(_ model: NavigationModel<Page>) -> ChangeLog {
    let log = ChangeLog()
    log.track("state") { _ = model.state }
    log.track("phase") { _ = model.phase }
    log.track("selectedTab") { _ = model.selectedTab }
    log.track("modals") { _ = model.modals }
    log.track("lastRefusal") { _ = model.lastRefusal }
    log.track("tab1.path") { _ = model.stack(.tab(.tab1)).path }
    log.track("tab2.path") { _ = model.stack(.tab(.tab2)).path }
    return log
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func observationFiresExactlyForWhatAPushTouches() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    let log = trackEverything(model)
    model.stack(.tab(.tab1)).path = [.secondary1]
    #expect(log.changed == ["state", "tab1.path"])
    #expect(model.stack(.tab(.tab1)).path == [.secondary1])
  }

  /// A stack's path follows commands at any depth, changed by what each command changed, and
  /// a stack left alone reports nothing.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aDeepPathFollowsEachCommand() throws {
    var state = try Fixtures.tabs()
    let deep = (0..<10_000).map { $0.isMultiple(of: 2) ? Page.secondary1 : .secondary2 }
    state[tab: .tab1]?.path = deep
    let model = NavigationModel(navigator: Navigator(state))
    let tab1 = model.stack(.tab(.tab1))
    model.send(.push(.tertiary))
    #expect(tab1.path == deep + [.tertiary])
    model.send(.pop(count: 3))
    #expect(tab1.path == Array(deep.dropLast(2)))
    let untouched = ChangeLog()
    untouched.track("tab1.path") { _ = tab1.path }
    model.send(.selectTab(.tab2))
    model.send(.push(.details))
    #expect(untouched.changed.isEmpty)
    model.send(.setPath([.secondary1, .tertiary], on: .tab(.tab1)))
    #expect(tab1.path == [.secondary1, .tertiary])
    #expect(untouched.changed == ["tab1.path"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func observationFiresExactlyForWhatATabSwitchTouches() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    let log = trackEverything(model)
    model.selectedTab = .tab2
    #expect(log.changed == ["state", "selectedTab"])
    #expect(model.navigator.state.home.selectedTab == .tab2)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func observationFiresExactlyForWhatPresentingTouches() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    _ = model.stack(.modal("details"))
    let log = trackEverything(model)
    let modalPath = ChangeLog()
    modalPath.track("details.path") { _ = model.stack(.modal("details")).path }
    model.send(.present(.flow(.details, id: "details")))
    #expect(log.changed == ["state", "modals"])
    #expect(modalPath.changed.isEmpty, "the new modal's path is empty, as it was")
    #expect(model.sheet?.id == "details")
    #expect(model.fullScreenCover == nil)

    let afterPresent = trackEverything(model)
    afterPresent.track("details.path") { _ = model.stack(.modal("details")).path }
    model.stack(.modal("details")).path = [.tertiary]
    #expect(afterPresent.changed == ["state", "details.path"], "a push inside a modal")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRefusedPathIsReportedAndChangesNothing() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    var handled: [NavigationRefusal] = []
    model.onRefusal = { handled.append($0) }
    model.send(.present(.screen(.details, id: "details")))
    let before = model.state
    let log = trackEverything(model)

    model.stack(.tab(.tab1)).path = [.secondary1]  // as NavigationStack's binding would

    let expected = NavigationRefusal.navigation(
      .blockedByModal(action: "set the path to [secondary1] of tab 'tab1'", modal: "details"))
    #expect(model.lastRefusal == expected)
    #expect(handled == [expected])
    #expect(model.state == before)
    #expect(model.navigator.state == before)
    #expect(model.stack(.tab(.tab1)).path == [])
    #expect(log.changed == ["lastRefusal"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRefusedTabSwitchIsReported() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    model.send(.present(.screen(.details, id: "details")))
    model.selectedTab = .tab2
    #expect(model.selectedTab == .tab1)
    #expect(
      model.lastRefusal
        == .navigation(.blockedByModal(action: "switch to tab 'tab2'", modal: "details")))
    model.clearLastRefusal()
    #expect(model.lastRefusal == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func settingTheSheetToNilDismissesIt() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    model.send(.present(.screen(.details, id: "details")))
    model.sheet = nil  // the user swiped it away
    #expect(model.modals.isEmpty)
    #expect(model.navigator.state.modals.isEmpty)
    #expect(model.lastRefusal == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func deepLinksGoThroughTheEngine() throws {
    let model = NavigationModel(
      navigator: Navigator(
        try Fixtures.tabs(), rules: NavigationRules(deepLinks: try Fixtures.links())))
    #expect(model.open(url: "demo://tertiary"))
    #expect(model.stack(.tab(.tab1)).path == [.secondary1, .tertiary])
    #expect(!model.open(url: "demo://nowhere"))
    #expect(model.lastRefusal == .navigation(.noDeepLinkMatch(url: "demo://nowhere")))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aChangeMadeOffTheMainActorReachesTheModel() async throws {
    let navigator = Navigator(try Fixtures.tabs())
    let model = NavigationModel(navigator: navigator)
    let tab2 = model.stack(.tab(.tab2))
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = tab2.path
      } onChange: {
        continuation.resume()
      }
      Task.detached { try navigator.send(.push(.details, on: .tab(.tab2))) }
    }
    #expect(tab2.path == [.details])
    #expect(model.state == navigator.state)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func bindingsAreGetSetPairs() throws {
    let model = NavigationModel(navigator: Navigator(try Fixtures.tabs()))
    // What `Binding(get: { model.path(of: .tab(.tab1)) }, set: { model.setPath($0, on: .tab(.tab1)) })` does.
    #expect(model.setPath([.secondary1, .tertiary], on: .tab(.tab1)))
    #expect(model.path(of: .tab(.tab1)) == [.secondary1, .tertiary])
    #expect(model.setPath([.secondary1], on: .visible), "the user went back")
    #expect(model.path(of: .visible) == [.secondary1])
  }
}
