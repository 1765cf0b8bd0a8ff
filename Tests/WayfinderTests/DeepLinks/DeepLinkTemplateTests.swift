import Testing
import Wayfinder

/// Deep links as data: patterns made from parsed parts, and templates filled in from a URL.
@Suite struct DeepLinkTemplateTests {
  @Test(
    arguments: [
      "demo://item/{id:int}", "DEMO://Item/{id:int}/",
      "shop://search?q={q:string}&page={page:int=1}",
      "shop://search?q={q:string?}&sort=price", "odd://item/{id:int}?on={on:bool}&x={x:double=1.5}",
    ])
  func aPatternFromItsPartsIsTheParsedPattern(_ text: String) throws {
    let parsed = try DeepLinkPattern(text)
    let built = DeepLinkPattern(
      scheme: parsed.scheme, segments: parsed.segments, query: parsed.query,
      description: parsed.description)
    #expect(built == parsed)
    for url in ["demo://item/42", "shop://search?q=hat", "odd://item/1?on=true", "demo://nope"] {
      #expect(built.match(url) == parsed.match(url))
    }
  }

  @Test func withoutADescriptionAPatternIsWrittenFromItsParts() throws {
    let pattern = DeepLinkPattern(
      scheme: "Shop", segments: [.literal("search")],
      query: [
        .init(key: "q", value: .placeholder(name: "q", type: .string, whenAbsent: .omitted)),
        .init(
          key: "page",
          value: .placeholder(name: "page", type: .int, whenAbsent: .defaultValue(.int(1)))),
        .init(key: "sort", value: .literal("price")),
      ])
    #expect(pattern.scheme == "shop")
    #expect(pattern.description == "Shop://search?q={q:string?}&page={page:int=1}&sort=price")
    #expect(
      try DeepLinkPattern(pattern.description)
        == DeepLinkPattern(
          scheme: "shop", segments: pattern.segments, query: pattern.query,
          description: pattern.description))
  }

  @Test func partsTheParserWouldRefuseMatchWithoutTrapping() {
    let pattern = DeepLinkPattern(
      scheme: "",
      segments: [.placeholder(name: "a", type: .int), .placeholder(name: "a", type: .int)])
    #expect(pattern.match("://1/2") == .noMatch)
    let repeated = DeepLinkPattern(
      scheme: "x",
      segments: [.placeholder(name: "a", type: .int), .placeholder(name: "a", type: .int)])
    #expect(repeated.match("x://1/2") == .matched(DeepLinkParameters(["a": .int(2)])))
  }

  @Test func aTemplateFillsItsCapturesAndTypesItsRoutes() throws {
    let template = DeepLinkTemplate(
      tab: "tab1",
      path: [ScreenRoute("list"), ScreenRoute("item", arguments: ["kind": .string("a")])],
      captures: [.init(route: 1, parameter: "id", placeholder: "n")],
      modal: .init("sheet", root: ScreenRoute("info"), style: .fullScreen, hasNavigation: true),
      back: .previousTab)
    let target: DeepLinkTarget<ScreenRoute>? = template.target(
      with: DeepLinkParameters(["n": .int(7)]))
    #expect(
      target
        == DeepLinkTarget(
          tab: "tab1",
          path: [
            ScreenRoute("list"),
            ScreenRoute("item", arguments: ["kind": .string("a"), "id": .int(7)]),
          ],
          modal: .flow(ScreenRoute("info"), id: "sheet", style: .fullScreen), back: .previousTab))
    // A placeholder the URL left out (an optional query item) has no target.
    #expect(template.target(with: DeepLinkParameters(), as: ScreenRoute.self) == nil)
  }

  @Test func aRouteTheAppDoesNotHaveGivesNoTargetAndTheRouterSaysSo() throws {
    struct Only: FlowRoute {
      init?(_ screenRoute: ScreenRoute) {
        guard screenRoute.screen == "only" else { return nil }
      }
      var screenRoute: ScreenRoute { ScreenRoute("only") }
    }
    var router = DeepLinkRouter<Only>()
    router.add(
      DeepLinkPattern(scheme: "x", segments: [.literal("a")]),
      to: DeepLinkTemplate(path: [ScreenRoute("elsewhere")]))
    router.add(
      DeepLinkPattern(scheme: "x", segments: [.literal("b")]),
      to: DeepLinkTemplate(path: [ScreenRoute("only")]))
    #expect(throws: NavigationError.deepLinkUnresolved(url: "x://a")) {
      try router.resolve("x://a")
    }
    #expect(try router.resolve("x://b").path.count == 1)
  }
}
