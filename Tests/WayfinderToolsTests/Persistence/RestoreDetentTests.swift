import Foundation
import Testing
import Wayfinder
@testable import WayfinderPersistence
import WayfinderFlowFiles
@testable import WayfinderTools

extension Persistence {
  /// A sheet's detents saved, and restored against flow files that changed them.
  @Suite struct RestoreDetentTests {
    typealias F = PersistenceFixtures
    static let promo = "  promo:\n    title: Promo\n"

    static func app(detents: String) throws -> FlowDefinition {
      try StoreApp.changed([
        (promo, "  promo:\n    detents: \(detents)\n    title: Promo\n")
      ])
    }

    static func resting(at detent: SheetDetent) -> Modal<ScreenRoute> {
      Modal.screen(ScreenRoute("promo"), id: "promo")
        .presentationDetents([.medium, .large], selection: detent)
    }

    @Test func theDetentASheetRestsAtIsSavedAndComesBack() throws {
      let definition = try Self.app(detents: "[medium, large]")
      let state = try StoreApp.state(onAccount: true, modals: [Self.resting(at: .large)])
      let saved = try F.roundTrip(state, facts: [:], as: definition)
      let text = String(decoding: try saved.encoded(), as: UTF8.self).filter { !$0.isWhitespace }
      #expect(text.contains(#""detent":"large","detents":["medium","large"]"#), "\(text)")
      let restored = try saved.restore(against: definition)
      #expect(restored.state.modals == [Self.resting(at: .large)])
      #expect(restored.warnings.isEmpty)
    }

    @Test func aDetentTheAppNoLongerDeclaresGoesBackToItsFirst() throws {
      let state = try StoreApp.state(onAccount: true, modals: [Self.resting(at: .large)])
      let saved = try F.roundTrip(state, facts: [:], as: try Self.app(detents: "[medium, large]"))
      let restored = try saved.restore(against: try Self.app(detents: "[medium, 300]"))
      #expect(restored.state.topModal?.detents == [.medium, .height(300)])
      #expect(restored.state.topModal?.selectedDetent == .medium)
      #expect(restored.state.invariantViolations() == [])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: modal 'promo' no longer rests at detent 'large'; it rests at 'medium'."
        ])
    }

    @Test func aSheetSavedBeforeDetentsTakesTheDetentsTheAppDeclares() throws {
      let state = try StoreApp.state(
        onAccount: true, modals: [Modal.screen(ScreenRoute("promo"), id: "promo")])
      let saved = try F.roundTrip(state, facts: [:], as: try StoreApp.original())
      let restored = try saved.restore(against: try Self.app(detents: "[large, medium]"))
      #expect(restored.state.topModal?.selectedDetent == .large)
      #expect(restored.warnings.isEmpty)
    }
  }
}
