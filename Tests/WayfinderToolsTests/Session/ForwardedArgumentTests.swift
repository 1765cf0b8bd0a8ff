import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// `with:` values written as templates (`"{id}"`): checked at load time against the target's
/// parameters, filled in from the screen's arguments or the facts when the action is taken.
@Suite struct ForwardedArgumentTests {
  private static let app = """
    app: Notes
    version: "1.0"
    facts: { folder: inbox, count: 3, seen: "1.0", flag: false }
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: Account 7, push: account, with: { id: 7 } }
              - { label: Folder, push: folder, with: { name: "{folder}" } }
          account:
            title: "Account {id}"
            params: { id: int }
            actions:
              - { label: Transactions, push: transactions, with: { id: "{id}" } }
              - { label: Chart, push: chart, with: { scale: "{id}" } }
              - { label: Version, push: folder, with: { name: "{seen}" } }
          transactions:
            title: "Transactions of {id}"
            params: { id: int }
          chart:
            title: "Chart {scale}"
            params: { scale: double }
          folder:
            title: "{name}"
            params: { name: string }

    """

  private func session() throws -> AppSession {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    return session
  }

  @Test func loadsTheTemplatesAsForwardedArguments() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let actions = try #require(definition.screen("account")?.actions)
    #expect(
      actions[0].forwardedArguments == [
        ActionDefinition.ForwardedArgument(parameter: "id", type: .int, source: .parameter("id"))
      ])
    #expect(
      actions[1].forwardedArguments == [
        ActionDefinition.ForwardedArgument(
          parameter: "scale", type: .double, source: .parameter("id"))
      ])
    #expect(
      definition.screen("home")?.actions[1].forwardedArguments == [
        ActionDefinition.ForwardedArgument(
          parameter: "name", type: .string, source: .fact("folder"))
      ])
  }

  @Test func aTemplateTakesTheCurrentScreensArgument() throws {
    var session = try session()
    _ = try session.perform(.tap(.label("Account 7")), settling: false)
    _ = try session.perform(.tap(.label("Transactions")), settling: false)
    #expect(session.state.visibleRoute == ScreenRoute("transactions", arguments: ["id": .int(7)]))
    _ = try session.perform(.back, settling: false)
    _ = try session.perform(.tap(.label("Chart")), settling: false)
    #expect(session.state.visibleRoute == ScreenRoute("chart", arguments: ["scale": .double(7)]))
  }

  @Test func aTemplateTakesAFactsValueWhenTheActionIsTaken() throws {
    var session = try session()
    _ = try session.perform(.set(fact: "folder", value: "archive"), settling: false)
    _ = try session.perform(.tap(.label("Folder")), settling: false)
    #expect(
      session.state.visibleRoute == ScreenRoute("folder", arguments: ["name": .string("archive")]))
    _ = try session.perform(.back, settling: false)
    _ = try session.perform(.tap(.label("Account 7")), settling: false)
    _ = try session.perform(.tap(.label("Version")), settling: false)
    #expect(
      session.visibleScreen?.screen.title(for: try #require(session.state.visibleRoute)) == "1.0")
  }

  @Test func aFactWithNoValueYetRefusesTheAction() throws {
    let yaml = Self.app.replacingOccurrences(
      of: "- { label: Account 7, push: account, with: { id: 7 } }",
      with: "- { label: Account 7, push: account, with: { id: \"{picked}\" } }\n"
        + "          - { label: Pick, set: { picked: 9 } }")
    let definition = try #require(Fixtures.load(yaml).definition)
    var (session, _) = try AppSession.start(definition)
    #expect(throws: SessionError.unresolvedArgument(label: "Account 7", source: .fact("picked"))) {
      try session.perform(.tap(.label("Account 7")), settling: false)
    }
    #expect(
      SessionError.unresolvedArgument(label: "Account 7", source: .fact("picked")).description
        == "'Account 7' passes on fact 'picked', which has no value yet.")
    _ = try session.perform(.tap(.label("Pick")), settling: false)
    _ = try session.perform(.tap(.label("Account 7")), settling: false)
    #expect(session.state.visibleRoute == ScreenRoute("account", arguments: ["id": .int(9)]))
  }

  @Test func mistakesArePositionedWithASuggestion() throws {
    func diagnostics(_ with: String) -> [Diagnostic] {
      let yaml = Self.app.replacingOccurrences(
        of: "with: { id: \"{id}\" }", with: "with: { id: \(with) }")
      return Fixtures.load(yaml).diagnostics
    }
    let unknown = try #require(diagnostics("\"{idd}\"").first)
    #expect(
      unknown.description
        == "test.yaml:18:69: error: '{idd}' is neither a parameter of screen 'account' nor a fact")
    #expect(unknown.suggestionText == "Did you mean '{id}'?")
    let mismatch = try #require(diagnostics("\"{folder}\"").first)
    #expect(
      mismatch.description
        == "test.yaml:18:69: error: '{folder}' is fact 'folder', which is string, but parameter "
        + "'id' of screen 'transactions' is int")
    #expect(mismatch.suggestionText == "Did you mean '{id}'?")
    let literal = try #require(diagnostics("\"id\"").first)
    #expect(literal.message.hasPrefix("argument 'id' of screen 'transactions' must be int"))
  }
}
