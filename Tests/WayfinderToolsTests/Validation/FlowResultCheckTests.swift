import Testing
import WayfinderFixtures
import Wayfinder
@testable import WayfinderFlowFiles

/// `result:` and `return:` as `wayfinder check` sees them: a flow that ends with a result, and
/// the presenter's fact that receives it, checked against each other with positioned messages
/// that say what to do.
@Suite struct FlowResultCheckTests {
  /// `payment` presents `addCard` for fact `selectedCard`; `addCard` returns its `{number}`.
  static let app = """
    app: Pay
    facts: { selectedCard: cash, cardCount: 0 }
    home: { flow: main }
    flows:
      main:
        root: payment
        screens:
          payment:
            actions:
              - { label: Add card, present: addCard, result: selectedCard }
              - { label: Help, present: help }
    modals:
      addCard:
        root: cardNumber
        screens:
          cardNumber:
            actions: [ { label: Enter, push: cardConfirm, with: { number: "4242" } } ]
          cardConfirm:
            params: { number: string }
            actions:
              - { label: Save, return: "{number}" }
      help:
        actions: [ { label: Close, dismiss: true } ]

    """

  @Test func aFlowReturningToADeclaredFactOfItsTypeChecksClean() throws {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    let add = try #require(definition.screen("payment")?.actions.first)
    #expect(
      add.flowAction(in: definition).resultReceiver == .fact("selectedCard", type: .string))
    let save = try #require(definition.screen("cardConfirm")?.actions.first)
    #expect(save.flowAction(in: definition).returns == .forwarded(.parameter("number")))
  }

  @Test func mistakesArePositionedAndSayWhatToDo() {
    let yaml =
      Self.app
      .replacingFirst("{ label: Close, dismiss: true }", "{ label: Close, return: none }")
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:23:32: error: 'Close' returns a result, but no action presents a modal showing"
          + " screen 'help' with 'result:'; add 'result: FACT' to the action that presents it, or"
          + " use 'dismiss'"
      ])
    let misspelt = Self.app.replacingFirst("result: selectedCard }", "result: selectedCrad }")
    #expect(
      Fixtures.lines(misspelt) == [
        "test.yaml:10:58: error: unknown fact 'selectedCrad'",
        "test.yaml:21:28: error: 'Save' returns a result, but no action presents a modal showing"
          + " screen 'cardConfirm' with 'result:'; add 'result: FACT' to the action that presents"
          + " it, or use 'dismiss'",
      ])
    #expect(
      Fixtures.load(misspelt).diagnostics.first?.suggestion == "selectedCard")
  }

  @Test func aResultOfAnotherTypeThanTheFactIsAnError() {
    let yaml =
      Self.app
      .replacingFirst("result: selectedCard }", "result: cardCount }")
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:21:36: error: 'Save' returns parameter '{number}', a string, but fact"
          + " 'cardCount', which receives the result of modal 'addCard', is a int"
      ])
  }

  @Test func returnBesideOtherNavigationOrResultWithoutPresentIsAnError() {
    let yaml =
      Self.app
      .replacingFirst(
        "- { label: Save, return: \"{number}\" }",
        "- { label: Save, return: \"{number}\", pop: true }"
      )
      .replacingFirst(
        "- { label: Help, present: help }", "- { label: Help, push: payment, result: cardCount }")
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:11:43: error: 'result' only applies to an action with 'present'",
        "test.yaml:21:48: error: an action can do one navigation, but this one has both 'return'"
          + " and 'pop'",
        "test.yaml:22:3: warning: modal 'help' is never presented",
      ])
  }
}
