import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// `swipeBack: false` in flow files: on a screen it turns the back gesture off there, on a
/// modal it keeps the modal from being pulled down; the back button still goes back, and
/// misuse is reported where it is written.
@Suite struct SwipeBackFlowTests {
  private static let app = """
    app: Shop
    home: { flow: shop }
    flows:
      shop:
        root: cart
        screens:
          cart: { actions: [ { label: Pay, push: payment }, { label: Terms, present: terms } ] }
          payment:
            swipeBack: false
            actions: [ { label: Cancel, pop: true } ]
    modals:
      terms:
        swipeBack: false
        root: termsHome
        screens:
          termsHome: { actions: [ { label: Clause, push: clause }, { label: Agree, dismiss: true } ] }
          clause: { actions: [ { label: Done, pop: true } ] }

    """

  private func state(
    after commands: [NavigationCommand<ScreenRoute>]
  ) throws -> (NavigationState<ScreenRoute>, NavigationRules<ScreenRoute>) {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let rules = definition.navigationRules()
    var state = NavigationState<ScreenRoute>(flow: "shop", root: ScreenRoute("cart"))
    for command in commands { try state.apply(command, rules: rules) }
    return (state, rules)
  }

  @Test func theFilesSayWhereSwipeBackIsOff() throws {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    let definition = try #require(result.definition)
    #expect(definition.screensWithoutSwipeBack == ["payment"])
    #expect(definition.modalsWithoutSwipeBack == ["terms"])
  }

  @Test func aScreenWithSwipeBackOffRefusesTheGestureButNotBack() throws {
    let (state, rules) = try state(after: [.push(ScreenRoute("payment"))])
    #expect(throws: NavigationError.swipeBackOff(screen: "payment")) {
      try state.applying(.beginBack, rules: rules)
    }
    #expect(try state.applying(.back, rules: rules).after.visibleRoute == ScreenRoute("cart"))
  }

  @Test func aModalWithSwipeBackOffIsNotPulledDownButItsStackSwipesBack() throws {
    let terms = Modal.flow(ScreenRoute("termsHome"), id: "terms")
    let (state, rules) = try state(after: [.present(terms)])
    #expect(throws: NavigationError.swipeBackOffModal("terms")) {
      try state.applying(.beginBack, rules: rules)
    }
    var deeper = state
    try deeper.apply(.push(ScreenRoute("clause")), rules: rules)
    let gesture = try deeper.applying(.beginBack, rules: rules).after.backGesture
    #expect(gesture?.revealing == ScreenRoute("termsHome"))
  }

  @Test func swipeBackMustBeTrueOrFalse() {
    let yaml = Self.app.replacingOccurrences(
      of: "payment:\n        swipeBack: false", with: "payment:\n        swipeBack: never")
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:9:20: error: 'swipeBack' must be true or false, found a string 'never'"
      ])
  }

  @Test func swipeBackOnAnAlertIsAnError() {
    let yaml = """
      app: Shop
      home: { flow: shop }
      flows:
        shop:
          root: cart
          screens:
            cart: { actions: [ { label: Empty, present: sure } ] }
      modals:
        sure:
          style: alert
          swipeBack: false
          actions: [ { label: Keep, role: cancel } ]

      """
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:11:16: error: modal 'sure' is an alert, which no gesture dismisses; drop"
          + " 'swipeBack'"
      ])
  }
}
