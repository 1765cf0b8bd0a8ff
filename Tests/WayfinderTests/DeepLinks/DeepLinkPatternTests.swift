import Testing
import Wayfinder

@Suite struct DeepLinkPatternTests {
  @Test func parsesLiteralsAndTypedPlaceholders() throws {
    let pattern = try DeepLinkPattern("demo://item/{id:int}/{slug}")
    #expect(pattern.scheme == "demo")
    #expect(
      pattern.segments == [
        .literal("item"), .placeholder(name: "id", type: .int),
        .placeholder(name: "slug", type: .string),
      ])
    #expect(pattern.placeholders.map(\.name) == ["id", "slug"])
  }

  @Test func matchesAndTypesArguments() throws {
    let pattern = try DeepLinkPattern("demo://item/{id:int}/{flag:bool}/{price:double}")
    #expect(
      pattern.match("demo://item/42/true/9.5")
        == .matched(
          DeepLinkParameters(["id": .int(42), "flag": .bool(true), "price": .double(9.5)])))
  }

  @Test func ignoresQueryFragmentAndTrailingSlashAndCaseOfSchemeAndHost() throws {
    let pattern = try DeepLinkPattern("demo://item/{id:int}")
    let expected = DeepLinkPattern.Match.matched(DeepLinkParameters(["id": .int(7)]))
    #expect(pattern.match("demo://item/7/") == expected)
    #expect(pattern.match("demo://item/7?ref=mail#top") == expected)
    #expect(pattern.match("DEMO://Item/7") == expected)
  }

  @Test func percentDecodesArguments() throws {
    let pattern = try DeepLinkPattern("shop://search/{query}")
    #expect(
      pattern.match("shop://search/red%20shoes%C3%A9")
        == .matched(DeepLinkParameters(["query": .string("red shoesé")])))
    #expect(pattern.match("shop://search/bad%zz") == .noMatch)
    #expect(pattern.match("shop://search/%FF") == .noMatch)
  }

  @Test func reportsWrongTypesAndNonMatches() throws {
    let pattern = try DeepLinkPattern("demo://item/{id:int}")
    #expect(
      pattern.match("demo://item/abc") == .wrongType(placeholder: "id", expected: .int, text: "abc")
    )
    #expect(pattern.match("demo://item") == .noMatch)
    #expect(pattern.match("demo://item/1/2") == .noMatch)
    #expect(pattern.match("other://item/1") == .noMatch)
    #expect(pattern.match("demo://items/1") == .noMatch)
    #expect(pattern.match("not a url") == .noMatch)
  }

  @Test func malformedPatternsSayWhatAndWhere() {
    func error(_ text: String) -> DeepLinkPatternError? {
      do {
        _ = try DeepLinkPattern(text)
        return nil
      } catch { return error }
    }
    #expect(error("item/{id:int}")?.reason == .missingScheme)
    #expect(
      error("item/{id:int}")?.description
        == "Deep link pattern 'item/{id:int}' has no scheme; write it as 'scheme://host/path'.")
    #expect(error("demo://item-{id}")?.reason == .partialPlaceholder)
    #expect(error("demo://item-{id}")?.offset == 7)
    #expect(error("demo://item/{}")?.reason == .badPlaceholderName(""))
    #expect(error("demo://item/{id:integer}")?.reason == .unknownType("integer"))
    #expect(
      error("demo://item/{id:integer}")?.description
        == "Deep link pattern 'demo://item/{id:integer}': unknown type 'integer'; use int, string, bool or double."
    )
    #expect(
      error("demo://item/{id:strng}")?.description
        == "Deep link pattern 'demo://item/{id:strng}': unknown type 'strng'; did you mean 'string'?"
    )
    #expect(error("demo://a/{id}/{id}")?.reason == .duplicatePlaceholder("id"))
    #expect(error("demo://a/{id}/{id}")?.offset == 14)
  }
}
