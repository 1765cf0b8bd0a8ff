import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// What a host reports, named by what it showed: a path written from a drawing, a modal the user
/// took away, a tap on the screen it was made on — each applied once, and never undoing what
/// happened since.
@MainActor @Suite(.hangLimit) struct NavigationModelHostTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func model() throws -> NavigationModel<Page> {
    NavigationModel(navigator: Navigator(try Fixtures.tabs()))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aWriteFromTheDrawingOnScreenIsTheChangeItMade() throws {
    let model = try Self.model()
    let commands = Locked<[NavigationCommand<Page>]>([])
    let observation = model.navigator.observe { transition in
      guard let command = transition.command else { return }
      commands.withLock { $0.append(command) }
    }
    let tab1 = model.stack(.tab(.tab1))
    var drawn = tab1.boundPath
    drawn.append(.secondary1)
    drawn.append(.tertiary)  // two pushes in one write
    tab1.boundPath = drawn
    #expect(tab1.path == [.secondary1, .tertiary])

    var popped = tab1.boundPath
    popped.removeLast()
    tab1.boundPath = popped
    #expect(tab1.path == [.secondary1])
    tab1.boundPath = popped  // SwiftUI writes it again
    #expect(tab1.path == [.secondary1])
    #expect(model.lastRefusal == nil)
    #expect(
      commands.withLock { $0 } == [
        .pushAll([.secondary1, .tertiary], on: .tab(.tab1)), .pop(count: 1, on: .tab(.tab1)),
      ], "the change each write made, once")
    observation.cancel()

    // The first write arrives once more, after the pop: it is made from a drawing gone since.
    tab1.boundPath = drawn
    #expect(tab1.path == [.secondary1], "not pushed again")
    #expect(model.lastRefusal == .staleWrite(.tab(.tab1)))
    #expect(
      model.lastRefusal?.description
        == "A write of the path of tab 'tab1' came from a drawing of it that has changed since: "
        + "it was not applied. The stack keeps the path it has; draw it again from the model.")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLatePopDoesNotCloseWhatWasPushedSince() throws {
    let model = try Self.model()
    let tab1 = model.stack(.tab(.tab1))
    tab1.path = [.secondary1]
    var drawn = tab1.boundPath
    drawn.removeLast()  // the user goes back; the write waits for the animation
    model.send(.push(.tertiary))  // meanwhile the app pushes
    tab1.boundPath = drawn
    #expect(tab1.path == [.secondary1, .tertiary])
    #expect(model.lastRefusal == .staleWrite(.tab(.tab1)))
    // A path built by hand is set as `path` sets it.
    tab1.boundPath = [.secondary2]
    #expect(tab1.path == [.secondary2])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLateDismissalNamesThePresentationItWasAbout() throws {
    let model = try Self.model()
    model.send(.present(.screen(.settings, id: "a")))
    let a = try #require(model.sheet)
    #expect(model.completeBackAfterBegin())  // the sheet is pulled down: gone at once
    model.send(.present(.screen(.details, id: "b")))  // the next tap brings up another sheet
    #expect(model.userDismissed(a), "the late write for 'a': nothing left to do")
    #expect(model.sheet?.id == "b")
    model.sheet = nil  // the same late write, by position: it dismisses 'b'
    #expect(model.sheet == nil)

    model.send(.present(.screen(.settings, id: "a")))
    let again = try #require(model.sheet)
    #expect(again.presentation != a.presentation, "a new presentation of 'a'")
    #expect(model.userDismissed(a), "about the first presentation: nothing to do")
    #expect(model.sheet?.id == "a")
    #expect(model.userDismissed(again))
    #expect(model.sheet == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLateTabWriteDoesNotUndoASwitchMadeSince() throws {
    let model = try Self.model()
    let seen = model.tabRevision
    model.send(.selectTab(.tab2))  // a link switched tabs before the tab bar's write came
    #expect(!model.select(.tab1, seenAt: seen))
    #expect(model.selectedTab == .tab2)
    #expect(model.lastRefusal == .staleSelection(.tab1))
    #expect(
      model.lastRefusal?.description
        == "A write selecting tab 'tab1' came from a tab bar drawn before the selection changed: "
        + "it was not applied. Tab 'tab1' can be selected again.")
    #expect(model.select(.tab1, seenAt: model.tabRevision))
    #expect(model.selectedTab == .tab1)
    #expect(model.select(.tab1, seenAt: seen), "already selected: nothing to do")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aGestureBelongsToTheScreenItBeganOn() throws {
    let model = try Self.model()
    model.stack(.tab(.tab1)).path = [.secondary1]
    model.send(.push(.tertiary))  // pushed; the host has not drawn it yet
    #expect(!model.beginBack(on: .secondary1))
    #expect(model.backGesture == nil)
    #expect(model.lastRefusal == .staleGesture("secondary1"))
    #expect(
      model.lastRefusal?.description
        == "A back gesture began on 'secondary1', which is no longer on top: it was not begun. "
        + "Swipe again on the screen now shown.")
    #expect(model.beginBack(on: .tertiary))
    #expect(model.backGesture?.revealing == .secondary1)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aWriteToTheStackOfAModalThatHasGoneChangesNothing() throws {
    let model = try Self.model()
    model.send(.present(.flow(.settings, id: "settings")))
    let settings = model.stack(.modal("settings"))
    var drawn = settings.boundPath
    drawn.append(.details)
    model.send(.dismiss)
    #expect(model.setPath(BoundPath<Page>(), on: .modal("settings")), "empty, as it is")
    #expect(!model.setPath(drawn, on: .modal("settings")))
    #expect(model.lastRefusal == .staleWrite(.modal("settings")))
    #expect(model.modals.isEmpty)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aTapBelongsToTheScreenItWasMadeOn() async throws {
    let model = NavigationModel(
      program: ShopProgram.program(termsOnly: true), facts: ShopProgram.accepted,
      clock: InteractionTestClock())
    #expect(await model.start().value == nil)
    #expect(model.stack(.tab("shop")).root == .catalog)
    // The tap reaches the launch coordinator after the tab switch the user made at once.
    let tap = model.tap("Open product 7")
    model.selectedTab = "settings"
    let refusal = await tap.value
    #expect(refusal == .action(.notOnTop(label: "Open product 7", screen: "catalog")))
    #expect(
      refusal?.description
        == "'Open product 7' was tapped on 'catalog', which is no longer on top: nothing was "
        + "done. Tap it again where it shows.")
    #expect(model.stack(.tab("settings")).path == [], "not pushed onto the other tab")
    #expect(model.stack(.tab("shop")).path == [])

    let stale = await model.tap("Open product 7", on: .catalog).value
    #expect(stale == .action(.notOnTop(label: "Open product 7", screen: "catalog")))
    model.selectedTab = "shop"
    #expect(await model.tap("Open product 7", on: .catalog).value == nil)
    #expect(model.stack(.tab("shop")).path == [.product(id: 7)])
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// A back gesture begun and completed.
  fileprivate func completeBackAfterBegin() -> Bool { beginBack() && completeBack() }
}
