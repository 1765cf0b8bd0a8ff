import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTools

/// A deep link's `modal: { promo: { code: "{code}" } }`: it loads, a URL lands on the modal with
/// its arguments filled, and each misfit is one error where it is written, with no warning in
/// its wake.
@Suite struct DeepLinkModalTests {
  /// An app with no problem of its own: a promo sheet that takes a code and is presented only by
  /// the link under test (line 21), a checkout flow whose root takes a count, and an `other`
  /// sheet presented by a link of its own.
  static func app(_ link: String) -> String {
    """
    app: Test
    home: { tabs: [main] }
    flows:
      main:
        root: home
        screens:
          home: { actions: [ { label: Next, push: next } ] }
          next: { actions: [ { label: Back, pop: true } ] }
    modals:
      promo:
        params: { code: string }
        title: "Code {code}"
        actions: [ { label: Close, dismiss: true } ]
      other: { actions: [ { label: Close, dismiss: true } ] }
      checkout:
        root: cart
        screens: { cart: { params: { items: int, note: string }, actions: [ { label: Close, dismiss: true } ] } }
    deepLinks:
      - { url: "t://other", modal: other }
      - { url: "t://checkout/{n:int}", modal: { checkout: { items: "{n}", note: gift } } }
      - \(link)

    """
  }

  @Test func aLinkFillsItsModalsRootFromTheURL() throws {
    let result = Fixtures.load(
      Self.app(#"{ url: "t://promo?code={code}", modal: { promo: { code: "{code}" } } }"#))
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    let definition = try #require(result.definition)
    let rules = definition.navigationRules()

    let promo = try rules.deepLinks.resolve("t://promo?code=SPRING")
    #expect(
      promo.modal
        == .screen(ScreenRoute("promo", arguments: ["code": .string("SPRING")]), id: "promo"))
    #expect(promo.stack == .keep, "a modal-only link keeps the stack beneath")

    let checkout = try rules.deepLinks.resolve("t://checkout/3")
    #expect(
      checkout.modal
        == .flow(
          ScreenRoute("cart", arguments: ["items": .int(3), "note": .string("gift")]),
          id: "checkout"))
    #expect(throws: NavigationError.self) { try rules.deepLinks.resolve("t://checkout/three") }

    var state = try definition.initialState(launching: false)
    try state.apply(.open(url: "t://promo?code=SPRING"), rules: rules)
    #expect(state.topModal?.id == "promo")
    #expect(state.visibleRoute == ScreenRoute("promo", arguments: ["code": .string("SPRING")]))
  }

  @Test func theModalsArgumentsBecomeTheTemplatesCaptures() throws {
    let definition = try #require(
      Fixtures.load(
        Self.app(#"{ url: "t://promo?code={code}", modal: { promo: { code: "{code}" } } }"#)
      ).definition)
    let templates = definition.deepLinks.map { $0.template(in: definition) }
    #expect(
      templates[1].modal
        == DeepLinkTemplate.Presentation(
          "checkout", root: ScreenRoute("cart", arguments: ["note": .string("gift")]),
          style: .sheet,
          hasNavigation: true, captures: [.init(route: 0, parameter: "items", placeholder: "n")]))
    #expect(
      templates[2].modal
        == DeepLinkTemplate.Presentation(
          "promo", root: ScreenRoute("promo"), style: .sheet, hasNavigation: false,
          captures: [.init(route: 0, parameter: "code", placeholder: "code")]))
  }

  /// Each misfit of line 21 and the one diagnostic it gets.
  static let misfits: [(link: String, diagnostic: String)] = [
    (
      #"{ url: "t://promo?code={code}", modal: { promx: { code: "{code}" } } }"#,
      "test.yaml:21:46: error: unknown modal 'promx'"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: { promo: { cod: "{code}" } } }"#,
      "test.yaml:21:60: error: screen 'promo' has no parameter 'cod'"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: { promo: {} } }"#,
      "test.yaml:21:46: error: missing argument 'code' for screen 'promo'"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: promo }"#,
      "test.yaml:21:44: error: missing argument 'code' for screen 'promo'"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: { promo: { code: "{coda}" } } }"#,
      "test.yaml:21:61: error: '{coda}' is not a placeholder of 't://promo?code={code}'"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: { promo: { code: 5 } } }"#,
      "test.yaml:21:61: error: argument 'code' of screen 'promo' must be string, found an integer 5"
    ),
    (
      #"{ url: "t://p/{n:int}", modal: { promo: { code: "{n}" } } }"#,
      "test.yaml:21:53: error: placeholder '{n}' is int, but parameter 'code' of screen 'promo' "
        + "is string"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: { promo: { code: "{code}" }, other: {} } }"#,
      "test.yaml:21:44: error: 'modal' must be a modal or { modal: { argument: value } }, found "
        + "a mapping of 2 keys"
    ),
    (
      #"{ url: "t://promo?code={code}", modal: { promo: [code] } }"#,
      "test.yaml:21:53: error: 'promo' must be a mapping, found a list"
    ),
  ]

  @Test(arguments: misfits.indices)
  func eachMisfitIsOneErrorWhereItIsWritten(_ index: Int) {
    let (link, diagnostic) = Self.misfits[index]
    #expect(Fixtures.lines(Self.app(link)) == [diagnostic])
  }

  @Test func aPathsMisnamedArgumentIsOneErrorSuggestingTheParameter() {
    let found = Fixtures.lines(
      """
      app: Test
      home: { flow: main }
      flows:
        main:
          root: home
          screens:
            home: { actions: [ { label: Item, push: item, with: { id: 1 } } ] }
            item: { params: { id: int }, actions: [ { label: Back, pop: true } ] }
      deepLinks:
        - { url: "t://item/{id:int}", path: [ { item: { di: "{id}" } } ] }

      """)
    #expect(found == ["test.yaml:10:55: error: screen 'item' has no parameter 'di'"])
  }
}
