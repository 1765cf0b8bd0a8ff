import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Routes in `expect screen` and `expect path` are read against the screen's parameters and
/// compared by value, in whatever order their arguments are written.
@Suite struct ScenarioRouteTests {
  /// The shop, logged in, on the results of a search for "trail runner", page 1.
  private static let onResults = """
    given facts: { loggedIn: true, region: us }
    open shop://search?q=trail%20runner

    """

  private func shop() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)
  }

  private func parse(_ text: String) throws -> ScenarioFile {
    ScenarioFile.parse(path: "t.scenario", text: text, for: try shop())
  }

  private func failure(_ text: String) throws -> String? {
    let file = try parse(Self.onResults + text)
    try #require(file.diagnostics.isEmpty, "\(file.rendered())")
    let scenario = try #require(file.scenarios.first)
    return ScenarioRunner(definition: try shop()).run(scenario).failure?.description
  }

  private func errors(_ text: String) throws -> [String] {
    try parse(text).diagnostics.map(\.description)
  }

  @Test func argumentsMatchInAnyOrder() throws {
    #expect(
      try failure(
        """
        expect screen results(query: "trail runner", page: 1)
        expect screen results(page: 1, query: "trail runner")
        expect path shop = [results(query: "trail runner", page: 1)]
        expect screen results
        expect path shop = [results]
        """) == nil)
  }

  @Test func otherValuesFailWithADiffInOneOrder() throws {
    #expect(
      try failure("expect screen results(query: \"boots\", page: 1)\n") == """
        t.scenario:3:1: error: scenario 't': unexpected screen
        − screen results(page: 1, query: "boots")
        + screen results(page: 1, query: "trail runner")

        """)
    #expect(
      try failure("expect path shop = [results(query: \"trail runner\", page: 2)]\n") == """
        t.scenario:3:1: error: scenario 't': unexpected path of 'shop'
        − shop = [results(page: 2, query: "trail runner")]
        + shop = [results(page: 1, query: "trail runner")]

        """)
  }

  @Test func parsedRoutesHoldTypedArguments() throws {
    let file = try parse(
      """
      expect screen results(query: "a, b) \\"c\\"", page: 3)
      expect path shop = [category(name: shoes), product(id: 101)]
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(
      file.scenarios.first?.steps.map(\.kind) == [
        .expectation(
          .screen(
            ExpectedRoute("results", arguments: ["query": .string("a, b) \"c\""), "page": .int(3)])
          )),
        .expectation(
          .path(
            owner: "shop",
            routes: [
              ExpectedRoute("category", arguments: ["name": .string("shoes")]),
              ExpectedRoute("product", arguments: ["id": .int(101)]),
            ])),
      ])
  }

  @Test func argumentMistakesAreReportedBeforeAnythingRuns() throws {
    #expect(
      try errors(
        """
        expect screen results(qeury: "shoes", page: 1)
        expect screen results(query: "shoes", page: one)
        expect screen results(query: shoes, page: "1")
        expect screen results(query: "shoes")
        expect screen results(page: 1, page: 2, query: "x")
        expect screen results(1, "x")
        expect screen product(id: 101
        expect path shop = [cart, product(idd: 1), category(name: "a", id: 2)]
        expect screen cart(id: 1)
        expect screen results(query: "shoes, page: 1)
        """) == [
          "t.scenario:1:23: error: screen 'results' has no parameter 'qeury'",
          "t.scenario:2:45: error: argument 'page' of screen 'results' is an int; 'one' is not",
          "t.scenario:3:43: error: argument 'page' of screen 'results' is an int; '\"1\"' is not",
          "t.scenario:4:15: error: missing argument 'page' for screen 'results'; give every argument, or write 'results' alone to accept any",
          "t.scenario:5:32: error: argument 'page' is given twice",
          "t.scenario:6:23: error: write the route as 'results(query: \"text\", page: 1)': the screen, then each argument as 'name: value'",
          "t.scenario:7:15: error: write the route as 'product(id: 1)': the screen, then each argument as 'name: value'",
          "t.scenario:8:35: error: screen 'product' has no parameter 'idd'",
          "t.scenario:8:64: error: screen 'category' has no parameter 'id'",
          "t.scenario:9:20: error: screen 'cart' has no parameter 'id'",
          "t.scenario:10:30: error: argument 'query' of screen 'results' is a string; '\"shoes, page: 1' is not",
        ])
  }

  @Test func aMisspeltArgumentGetsASuggestionUnderItsColumn() throws {
    #expect(
      try parse("expect screen results(qeury: \"shoes\", page: 1)  # typo\n").rendered() == """
        t.scenario:1:23: error: screen 'results' has no parameter 'qeury'
        expect screen results(qeury: "shoes", page: 1)  # typo
                              ^
        Did you mean 'query'?

        """)
  }
}
