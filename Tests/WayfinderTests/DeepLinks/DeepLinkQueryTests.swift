import Testing
import Wayfinder

/// Query strings in deep-link patterns: typed placeholders in any order, optional ones with and
/// without defaults, literal items, percent-decoding, and the mistakes a pattern can hold.
@Suite struct DeepLinkQueryTests {
  @Test func parsesQueryItemsWithTheirAbsence() throws {
    let pattern = try DeepLinkPattern(
      "notes://search?q={q:string}&page={page:int=1}&tag={tag?}&mode=list")
    #expect(pattern.segments == [.literal("search")])
    #expect(
      pattern.query == [
        .init(key: "q", value: .placeholder(name: "q", type: .string, whenAbsent: .required)),
        .init(
          key: "page",
          value: .placeholder(name: "page", type: .int, whenAbsent: .defaultValue(.int(1)))),
        .init(key: "tag", value: .placeholder(name: "tag", type: .string, whenAbsent: .omitted)),
        .init(key: "mode", value: .literal("list")),
      ])
    #expect(pattern.placeholders.map(\.name) == ["q", "page", "tag"])
  }

  @Test func matchesInAnyOrderAndIgnoresKeysItDoesNotName() throws {
    let pattern = try DeepLinkPattern("notes://search?q={q:string}&page={page:int=1}")
    let expected = DeepLinkPattern.Match.matched(
      DeepLinkParameters(["q": .string("milk"), "page": .int(3)]))
    #expect(pattern.match("notes://search?q=milk&page=3") == expected)
    #expect(pattern.match("notes://search?page=3&utm_source=mail&q=milk#top") == expected)
    #expect(pattern.match("notes://search?q=milk&q=eggs&page=3") == expected)
  }

  @Test func fillsDefaultsAndLeavesOutOptionalPlaceholders() throws {
    let pattern = try DeepLinkPattern("notes://search?q={q:string}&page={page:int=1}&tag={tag?}")
    #expect(
      pattern.match("notes://search?q=milk")
        == .matched(DeepLinkParameters(["q": .string("milk"), "page": .int(1)])))
    #expect(
      pattern.match("notes://search?q=&tag=food")
        == .matched(
          DeepLinkParameters(["q": .string(""), "page": .int(1), "tag": .string("food")])))
  }

  @Test func percentDecodesKeysAndValuesAndKeepsPlusSigns() throws {
    let pattern = try DeepLinkPattern("notes://search?full%20text={q}")
    #expect(
      pattern.match("notes://search?full%20text=red%20shoes+%C3%A9")
        == .matched(DeepLinkParameters(["q": .string("red shoes+é")])))
    #expect(pattern.match("notes://search?full%20text=bad%zz") == .noMatch)
  }

  @Test func literalItemsMustMatch() throws {
    let pattern = try DeepLinkPattern("notes://list?mode=grid")
    #expect(pattern.match("notes://list?mode=grid") == .matched(DeepLinkParameters()))
    #expect(pattern.match("notes://list?mode=list") == .noMatch)
    #expect(pattern.match("notes://list") == .noMatch)
  }

  @Test func aMissingRequiredKeyAndAWrongTypeAreTold() throws {
    let pattern = try DeepLinkPattern("notes://search?q={q:string}&page={page:int=1}")
    #expect(pattern.match("notes://search?page=2") == .missingQuery(key: "q"))
    #expect(
      pattern.match("notes://search?q=a&page=two")
        == .wrongType(placeholder: "page", expected: .int, text: "two"))
    var router = DeepLinkRouter<String>()
    router.add(pattern) { parameters in parameters.string("q").map { DeepLinkTarget(path: [$0]) } }
    #expect(throws: NavigationError.deepLinkMissingQuery(url: "notes://search", key: "q")) {
      try router.resolve("notes://search")
    }
    #expect(
      NavigationError.deepLinkMissingQuery(url: "notes://search", key: "q").description
        == "Deep link 'notes://search' needs the query parameter 'q'.")
  }

  @Test func mistakesInQueriesSayWhatAndWhere() {
    func error(_ text: String) -> DeepLinkPatternError? {
      do {
        _ = try DeepLinkPattern(text)
        return nil
      } catch { return error }
    }
    #expect(error("notes://search/{q?}")?.reason == .optionalPathPlaceholder("q"))
    #expect(error("notes://search/{q?}")?.offset == 15)
    #expect(
      error("notes://search/{q?}")?.description
        == "Deep link pattern 'notes://search/{q?}': path placeholder '{q}' is always required; "
        + "only query placeholders may be optional or have a default, like '?q={q=…}'.")
    #expect(error("notes://a/{page:int=1}")?.reason == .optionalPathPlaceholder("page"))
    #expect(error("notes://s?q={q?=x}")?.reason == .optionalWithDefault("q"))
    let badDefault = error("notes://s?page={page:int=first}")
    #expect(badDefault?.reason == .badDefault("page", type: .int, text: "first"))
    #expect(badDefault?.offset == 15)
    #expect(
      badDefault?.description
        == "Deep link pattern 'notes://s?page={page:int=first}': default 'first' of '{page}' is "
        + "not an int.")
    #expect(error("notes://s?q")?.reason == .malformedQueryItem("q"))
    #expect(error("notes://s?q=1&{k}=2")?.reason == .malformedQueryItem("{k}=2"))
    #expect(error("notes://s?q=1&{k}=2")?.offset == 14)
    #expect(error("notes://s?q={a}&q={b}")?.reason == .duplicateQueryKey("q"))
    #expect(error("notes://s/{a}?b={a}")?.reason == .duplicatePlaceholder("a"))
    #expect(error("notes://s?q={q:strng}")?.reason == .unknownType("strng"))
  }
}
