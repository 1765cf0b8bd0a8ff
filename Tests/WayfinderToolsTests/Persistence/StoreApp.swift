import Foundation
import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// A small shop app, and changed later versions of it, to restore saved states against.
enum StoreApp {
  /// The app as it was when the states in the tests were saved.
  static let text = """
    app: Store
    version: "3.0"
    facts: { onboarded: false, visits: 0, region: eu, lastSeenVersion: "1.0" }
    home: { tabs: [browse, account] }
    screens:
      splash: { title: Store }
    flows:
      browse:
        root: catalog
        screens:
          catalog:
            title: Catalog
            actions:
              - { label: Shoes, push: category, with: { name: shoes } }
          category:
            title: "{name}"
            params: { name: string }
            actions:
              - { label: Item 1, push: item, with: { id: 1 } }
          item:
            title: "Item {id}"
            params: { id: int }
            actions:
              - { label: Reviews, push: reviews }
          reviews:
            title: Reviews
      account:
        root: profile
        screens:
          profile:
            title: Profile
            actions:
              - { label: Checkout, present: checkout }
              - { label: Promo, present: promo }
    modals:
      checkout:
        root: cart
        screens:
          cart:
            title: Cart
            actions:
              - { label: Pay, push: payment }
              - { label: Close, dismiss: true }
          payment:
            title: Payment
            actions:
              - { label: Done, dismiss: true }
      promo:
        title: Promo
        actions:
          - { label: Close, dismiss: true }
    launch:
      - { id: splash, screen: splash, duration: 0.5s }
    deepLinks:
      - { url: "store://item/{id:int}", tab: browse, path: [{ category: { name: all } }, { item: { id: "{id}" } }] }
    """

  /// The app as first written.
  static func original() throws -> FlowDefinition { try PersistenceFixtures.app(text) }

  /// A later version: each `(old, new)` replacement applied to the text; each must match.
  static func changed(_ replacements: [(String, String)]) throws -> FlowDefinition {
    var changed = text
    for (old, new) in replacements {
      try #require(changed.contains(old), "the store app has no '\(old)'")
      changed = changed.replacingOccurrences(of: old, with: new)
    }
    return try PersistenceFixtures.app(changed)
  }

  /// The app at home: `browse` with `path`, `account` selected when `onAccount`, and `modals`.
  static func state(
    browse path: [ScreenRoute] = [], onAccount: Bool = false, modals: [Modal<ScreenRoute>] = []
  ) throws -> NavigationState<ScreenRoute> {
    var state = try NavigationState(
      tabs: [
        NavigationTab("browse", root: "catalog", path: path),
        NavigationTab("account", root: "profile"),
      ],
      selectedTab: onAccount ? "account" : "browse")
    state.modals = modals
    return state
  }

  /// `state` and `facts` saved by the original app, then restored against `definition`.
  static func restore(
    _ state: NavigationState<ScreenRoute>, facts: Facts = [:], against definition: FlowDefinition
  ) throws -> RestoredState<ScreenRoute> {
    let saved = try PersistenceFixtures.roundTrip(state, facts: facts, as: original())
    let restored = try saved.restore(against: definition)
    #expect(restored.state.invariantViolations() == [])
    return restored
  }

  static let shoes = ScreenRoute("category", arguments: ["name": .string("shoes")])
  static let item1 = ScreenRoute("item", arguments: ["id": .int(1)])
}
