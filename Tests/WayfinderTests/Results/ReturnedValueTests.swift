import Testing
import Wayfinder

/// What a flow action's `return:` gives the fact that receives a modal's result, and the
/// refusals when it cannot, word for word.
@Suite struct ReturnedValueTests {
  private let confirm = ScreenRoute("cardConfirm", arguments: ["number": .string("4242")])

  @Test func aTemplateTakesTheScreensArgumentOrAFactAsTheFactsType() {
    let number = ReturnedValue.forwarded(.parameter("number"))
    #expect(number.resolved(as: .string, from: confirm, facts: Facts()) == .string("4242"))
    #expect(number.resolved(as: .int, from: confirm, facts: Facts()) == nil)
    let seen = ReturnedValue.forwarded(.fact("seen"))
    let facts: Facts = ["seen": .version(AppVersion([2, 1]))]
    #expect(seen.resolved(as: .string, from: nil, facts: facts) == .string("2.1"))
    #expect(seen.resolved(as: .string, from: nil, facts: Facts()) == nil)
    #expect(
      ReturnedValue.value(.string("1.2")).resolved(as: .version, from: nil, facts: Facts())
        == .version(AppVersion([1, 2])))
  }

  @Test func theRefusalsSayWhatIsMissing() {
    #expect(
      ActionRefusal.nothingToReturnFrom(label: "Save").description
        == "'Save' returns a result from the modal it is on, but this screen is not in a modal.")
    #expect(
      ActionRefusal.unresolvedResult(label: "Save", fact: "selectedCard", type: .string)
        .description == "'Save' has no string to return to fact 'selectedCard'.")
  }
}
