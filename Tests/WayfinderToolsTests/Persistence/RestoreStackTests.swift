import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// Stacks and tabs restored against changed definitions.
  @Suite struct RestoreStackTests {
    typealias F = PersistenceFixtures
    let shoes = StoreApp.shoes
    let item1 = StoreApp.item1

    @Test func aStateThatStillFitsComesBackUnchanged() throws {
      let state = try StoreApp.state(browse: [shoes, item1, "reviews"], onAccount: true)
      let facts: Facts = ["visits": .int(3), "onboarded": .bool(true)]
      let restored = try StoreApp.restore(state, facts: facts, against: StoreApp.original())
      #expect(restored.state == state)
      #expect(restored.facts == facts.merging(try StoreApp.original().initialFacts))
      #expect(restored.warnings.isEmpty)
    }

    @Test func whereBackReturnsFromADeepLinkIsKeptWhileItFits() throws {
      var state = try StoreApp.state(browse: [shoes, item1])
      state.deepLinkReturn = DeepLinkReturn(
        tab: "browse", depth: 2, popsScreen: true, previousTab: "account")
      let restored = try StoreApp.restore(state, against: StoreApp.original())
      #expect(restored.state.deepLinkReturn == state.deepLinkReturn)
      let cut = try StoreApp.changed([
        ("      item:\n", "      product:\n"), ("push: item", "push: product"),
        ("{ item: {", "{ product: {"),
      ])
      let shorter = try StoreApp.restore(state, against: cut)
      #expect(shorter.state[tab: "browse"]?.path == [shoes])
      #expect(shorter.state.deepLinkReturn == nil)
    }

    @Test func aRenamedScreenCutsTheDemoStackBeforeIt() throws {
      let old = try F.demo(changing: [("tertiary", "secondry")])
      let current = try F.demo()
      let state = try F.demoState(old, path: ["secondary1", "secondry"])
      let saved = try F.roundTrip(state, facts: old.initialFacts, as: old)
      let restored = try saved.restore(against: current)
      #expect(restored.state[tab: "tab1"]?.routes == ["primary", "secondary1"])
      #expect(restored.state.invariantViolations().isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'secondry' no longer exists; tab 'tab1' goes back to 'secondary1'."
        ])
    }

    @Test func theStackIsCutAtTheFirstRouteThatNoLongerFits() throws {
      let current = try StoreApp.changed([
        ("      item:\n", "      product:\n"), ("push: item", "push: product"),
        ("{ item: {", "{ product: {"),
      ])
      let restored = try StoreApp.restore(
        StoreApp.state(browse: [shoes, item1, "reviews"]), against: current)
      #expect(restored.state[tab: "browse"]?.routes == ["catalog", shoes])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'item' no longer exists; tab 'browse' goes back to 'category(name: \"shoes\")'."
        ])
    }

    @Test func anArgumentOfAnotherTypeCutsTheStack() throws {
      let current = try StoreApp.changed([
        ("params: { id: int }", "params: { id: string }"),
        ("with: { id: 1 }", "with: { id: \"1\" }"),
        ("{id:int}", "{id}"),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes, item1]), against: current)
      #expect(restored.state[tab: "browse"]?.path == [shoes])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: argument 'id' of screen 'item' is now a string, not 1; tab 'browse' goes back to 'category(name: \"shoes\")'."
        ])
    }

    @Test func aMissingArgumentCutsTheStack() throws {
      let current = try StoreApp.changed([
        ("params: { id: int }", "params: { id: int, size: int }"),
        ("with: { id: 1 }", "with: { id: 1, size: 40 }"),
        ("{ item: { id: \"{id}\" } }", "{ item: { id: \"{id}\", size: 40 } }"),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes, item1]), against: current)
      #expect(restored.state[tab: "browse"]?.path == [shoes])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'item' now needs argument 'size' (int); tab 'browse' goes back to 'category(name: \"shoes\")'."
        ])
    }

    @Test func anArgumentTheScreenNoLongerTakesCutsTheStack() throws {
      let current = try StoreApp.changed([
        ("title: \"{name}\"\n        params: { name: string }", "title: Shoes"),
        (", with: { name: shoes }", ""), ("[{ category: { name: all } }, ", "[category, "),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes, item1]), against: current)
      #expect(restored.state[tab: "browse"]?.routes == ["catalog"])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'category' no longer takes argument 'name'; tab 'browse' goes back to 'catalog'."
        ])
    }

    @Test func anIntegerStaysValidForANumberParameter() throws {
      let current = try StoreApp.changed([
        ("params: { id: int }", "params: { id: double }"), ("{id:int}", "{id:double}"),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes, item1]), against: current)
      #expect(
        restored.state[tab: "browse"]?.path == [
          shoes, ScreenRoute("item", arguments: ["id": .double(1)]),
        ])
      #expect(restored.warnings.isEmpty)
    }

    @Test func aChangedRootPutsTheTabBackAtTheNewRoot() throws {
      let current = try StoreApp.changed([
        ("root: catalog", "root: featured"),
        (
          "    screens:\n      catalog:",
          "    screens:\n      featured:\n        title: Featured\n      catalog:"
        ),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes, item1]), against: current)
      #expect(restored.state[tab: "browse"]?.routes == ["featured"])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: 'catalog' is no longer the first screen of tab 'browse'; tab 'browse' goes back to 'featured'."
        ])
    }

    @Test func aRemovedRootPutsTheTabBackAtTheFlowsRoot() throws {
      let current = try StoreApp.changed([
        ("root: catalog", "root: featured"),
        ("      catalog:\n        title: Catalog", "      featured:\n        title: Featured"),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes]), against: current)
      #expect(restored.state[tab: "browse"]?.routes == ["featured"])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'catalog' no longer exists; tab 'browse' goes back to 'featured'."
        ])
    }

    @Test func aRemovedTabIsDroppedAndTheFirstTabSelected() throws {
      let current = try StoreApp.changed([("tabs: [browse, account]", "tabs: [browse]")])
      let restored = try StoreApp.restore(
        StoreApp.state(browse: [shoes], onAccount: true), against: current)
      #expect(restored.state.home.tabIDs == ["browse"])
      #expect(restored.state.home.selectedTab == "browse")
      #expect(restored.state[tab: "browse"]?.path == [shoes])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: tab 'account' no longer exists; its screens are dropped and tab 'browse' is selected."
        ])
      let unselected = try StoreApp.restore(StoreApp.state(browse: [shoes]), against: current)
      #expect(
        F.lines(unselected.warnings) == [
          "Restored state: tab 'account' no longer exists; its screens are dropped."
        ])
    }

    @Test func aNewTabStartsAtItsRootAndTheDefinitionOrderWins() throws {
      let current = try StoreApp.changed([
        ("tabs: [browse, account]", "tabs: [deals, account, browse]"),
        (
          "flows:\n",
          "flows:\n  deals:\n    root: deals\n    screens:\n      deals: { title: Deals }\n"
        ),
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes]), against: current)
      #expect(restored.state.home.tabIDs == ["deals", "account", "browse"])
      #expect(restored.state[tab: "deals"]?.routes == ["deals"])
      #expect(restored.state[tab: "browse"]?.path == [shoes])
      #expect(restored.state.home.selectedTab == "browse")
      #expect(restored.warnings.isEmpty)
    }

    @Test func aTabBarThatBecameOneFlowKeepsThatFlowsStack() throws {
      let current = try StoreApp.changed([
        ("home: { tabs: [browse, account] }", "home: { flow: browse }")
      ])
      let restored = try StoreApp.restore(StoreApp.state(browse: [shoes]), against: current)
      #expect(restored.state.home.layout == .flow)
      #expect(restored.state[tab: "browse"]?.routes == ["catalog", shoes])
      #expect(restored.state[tab: "browse"]?.owner == .flow("browse"))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: tab 'account' no longer exists; its screens are dropped."
        ])
    }

    @Test func aTabSavedTwiceKeepsTheFirst() throws {
      var saved = try F.roundTrip(
        StoreApp.state(browse: [shoes]), facts: [:], as: StoreApp.original())
      saved.navigation.tabs.append(.init(id: "browse", root: "catalog", path: [item1]))
      let restored = try saved.restore(against: StoreApp.original())
      #expect(restored.state[tab: "browse"]?.path == [shoes])
      #expect(restored.state.invariantViolations().isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: tab 'browse' is saved twice; its screens are dropped."
        ])
    }

    @Test func aSelectedTabMissingFromTheDocumentSelectsTheFirst() throws {
      var saved = try F.roundTrip(StoreApp.state(), facts: [:], as: StoreApp.original())
      saved.navigation.selectedTab = "wishlist"
      let restored = try saved.restore(against: StoreApp.original())
      #expect(restored.state.home.selectedTab == "browse")
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: tab 'wishlist' no longer exists; its screens are dropped and tab 'browse' is selected."
        ])
    }
  }
}
