import Testing
import Wayfinder
@testable import WayfinderPersistence
import WayfinderFlowFiles
@testable import WayfinderTools

extension Persistence {
  /// Modals, the launch screen and pending deep links restored against changed definitions.
  @Suite struct RestoreModalTests {
    typealias F = PersistenceFixtures
    let checkout = Modal.flow(ScreenRoute("cart"), id: "checkout", path: ["payment"])
    let promo = Modal.screen(ScreenRoute("promo"), id: "promo", style: .fullScreen)
    let withoutPromo = [
      ("          - { label: Promo, present: promo }\n", ""),
      ("  promo:\n    title: Promo\n    actions:\n      - { label: Close, dismiss: true }\n", ""),
    ]

    @Test func modalsThatStillFitComeBackWithTheirStyleAndPath() throws {
      let state = try StoreApp.state(onAccount: true, modals: [checkout, promo])
      let restored = try StoreApp.restore(state, against: StoreApp.original())
      #expect(restored.state.modals == [checkout, promo])
      #expect(restored.warnings.isEmpty)
    }

    @Test func aModalWhoseDefinitionVanishedIsDismissed() throws {
      let current = try StoreApp.changed(withoutPromo)
      let restored = try StoreApp.restore(
        StoreApp.state(onAccount: true, modals: [checkout, promo]), against: current)
      #expect(restored.state.modals == [checkout])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: modal 'promo' no longer exists; it is dismissed."
        ])
    }

    @Test func theModalsAboveADismissedOneGoWithIt() throws {
      let current = try StoreApp.changed(withoutPromo)
      let sheet = Modal.screen(ScreenRoute("cart"), id: "checkout")
      let restored = try StoreApp.restore(
        StoreApp.state(onAccount: true, modals: [promo, sheet]), against: current)
      #expect(restored.state.modals.isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: modal 'promo' no longer exists; it is dismissed along with modal 'checkout' above it."
        ])
    }

    @Test func aModalFlowIsCutAtItsFirstRouteThatNoLongerFits() throws {
      let current = try StoreApp.changed([
        ("          - { label: Pay, push: payment }\n", ""),
        (
          "      payment:\n        title: Payment\n        actions:\n          - { label: Done, dismiss: true }\n",
          ""
        ),
      ])
      let restored = try StoreApp.restore(StoreApp.state(modals: [checkout]), against: current)
      #expect(restored.state.modals == [.flow("cart", id: "checkout")])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'payment' no longer exists; modal 'checkout' goes back to 'cart'."
        ])
    }

    @Test func aModalWithANewFirstScreenIsDismissed() throws {
      let current = try StoreApp.changed([
        ("root: cart", "root: basket"),
        ("      cart:\n        title: Cart", "      basket:\n        title: Basket"),
      ])
      let restored = try StoreApp.restore(
        StoreApp.state(modals: [checkout, promo]), against: current)
      #expect(restored.state.modals.isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'cart' no longer exists; modal 'checkout' is dismissed along with modal 'promo' above it."
        ])
      let renamedRoot = try StoreApp.changed([
        ("root: cart", "root: basket"),
        (
          "    screens:\n      cart:",
          "    screens:\n      basket:\n        title: Basket\n      cart:"
        ),
      ])
      let kept = try StoreApp.restore(StoreApp.state(modals: [checkout]), against: renamedRoot)
      #expect(kept.state.modals.isEmpty)
      #expect(
        F.lines(kept.warnings) == [
          "Restored state: 'cart' is no longer the first screen of modal 'checkout'; modal 'checkout' is dismissed."
        ])
    }

    @Test func aModalFlowThatBecameOneScreenLosesItsPath() throws {
      let current = try StoreApp.changed([
        (
          "  checkout:\n    root: cart\n    screens:\n      cart:\n        title: Cart\n        actions:\n          - { label: Pay, push: payment }\n          - { label: Close, dismiss: true }\n      payment:\n        title: Payment\n        actions:\n          - { label: Done, dismiss: true }\n",
          "  checkout:\n    title: Cart\n    actions:\n      - { label: Close, dismiss: true }\n"
        )
      ])
      let restored = try StoreApp.restore(
        StoreApp.state(modals: [.flow("checkout", id: "checkout", path: ["payment"])]),
        against: current)
      #expect(restored.state.modals == [.screen("checkout", id: "checkout")])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: modal 'checkout' now shows a single screen; the screens pushed inside it are dropped."
        ])
    }

    @Test func aModalSavedTwiceIsDismissedTheSecondTime() throws {
      var saved = try F.roundTrip(
        StoreApp.state(modals: [promo]), facts: [:], as: StoreApp.original())
      saved.navigation.modals.append(saved.navigation.modals[0])
      let restored = try saved.restore(against: StoreApp.original())
      #expect(restored.state.modals == [promo])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: modal 'promo' is saved twice; it is dismissed."
        ])
    }

    @Test func aLaunchScreenThatVanishedLeavesItBlank() throws {
      let current = try StoreApp.changed([
        ("screens:\n  splash: { title: Store }\n", ""),
        ("launch:\n  - { id: splash, screen: splash, duration: 0.5s }\n", ""),
      ])
      var state = try StoreApp.state()
      state.phase = .launching(screen: "splash")
      let restored = try StoreApp.restore(state, against: current)
      #expect(restored.state.phase == .launching(screen: nil))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'splash' no longer exists; the launch screen is left blank."
        ])
      let unchanged = try StoreApp.restore(state, against: StoreApp.original())
      #expect(unchanged.state.phase == .launching(screen: "splash"))
    }

    @Test func aPendingDeepLinkIsKeptWholeOrDroppedWhole() throws {
      var state = try StoreApp.state()
      state.phase = .launching(screen: "splash")
      let target = DeepLinkTarget(
        tab: "browse", path: [StoreApp.shoes, StoreApp.item1], modal: promo)
      state.pendingDeepLink = PendingDeepLink(url: "store://item/1", target: target)
      let kept = try StoreApp.restore(state, against: StoreApp.original())
      #expect(kept.state.pendingDeepLink == state.pendingDeepLink)
      #expect(kept.warnings.isEmpty)

      let withoutItem = try StoreApp.changed([
        ("params: { id: int }", "params: { id: string }"),
        ("with: { id: 1 }", "with: { id: \"1\" }"), ("{id:int}", "{id}"),
      ])
      let dropped = try StoreApp.restore(state, against: withoutItem)
      #expect(dropped.state.pendingDeepLink == nil)
      #expect(
        F.lines(dropped.warnings) == [
          "Restored state: argument 'id' of screen 'item' is now a string, not 1; the pending deep link 'store://item/1' is dropped."
        ])

      let withoutPromo = try StoreApp.restore(state, against: StoreApp.changed(self.withoutPromo))
      #expect(
        F.lines(withoutPromo.warnings) == [
          "Restored state: modal 'promo' no longer exists; the pending deep link 'store://item/1' is dropped."
        ])

      let withoutTab = try StoreApp.restore(
        state,
        against: StoreApp.changed([
          ("tabs: [browse, account]", "tabs: [account]"), ("tab: browse, ", ""),
        ]))
      #expect(
        withoutTab.warnings.last?.description
          == "Restored state: tab 'browse' no longer exists; the pending deep link 'store://item/1' is dropped."
      )
    }

    @Test func aDeepLinkPendingOnHomeIsDropped() throws {
      var saved = try F.roundTrip(StoreApp.state(), facts: [:], as: StoreApp.original())
      saved.navigation.pendingDeepLink = .init(
        url: "store://item/1", tab: nil, path: [], modal: nil)
      let restored = try saved.restore(against: StoreApp.original())
      #expect(restored.state.pendingDeepLink == nil)
      #expect(restored.state.invariantViolations().isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: a deep link is pending although home is showing and no interaction holds it; the pending deep link 'store://item/1' is dropped."
        ])
    }
  }
}
