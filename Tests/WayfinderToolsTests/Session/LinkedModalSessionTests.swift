import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderPersistence
import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderTools

/// The ride sample's promo link, `ride://promo?code={code}` with
/// `modal: { promo: { code: "{code}" } }`: opened as the REPL opens it, it shows the sheet with
/// the URL's code; the sheet survives a save; exploration's URLs for it land.
@Suite struct LinkedModalSessionTests {
  /// The ride app at home, signed in and onboarded.
  static func session() throws -> AppSession {
    try StepFlowSessionTests.session(["onboarded": .bool(true), "loggedIn": .bool(true)])
  }

  static let promo = ScreenRoute("promo", arguments: ["code": .string("SPRING")])

  @Test func openingThePromoLinkShowsItsCodeOnTheSheet() throws {
    var session = try Self.session()
    #expect(session.state.phase == .home)
    try StepFlowSessionTests.type("tap Choose destination", into: &session)
    try StepFlowSessionTests.type("open ride://promo?code=SPRING", into: &session)
    let modal = try #require(session.state.topModal)
    #expect(modal == .screen(Self.promo, id: "promo"))
    #expect(session.state.visibleRoute == Self.promo)
    let text = SessionScreen.renderer(
      for: session.definition, facts: session.facts, options: RenderOptions()
    ).render(session.state)
    #expect(text.contains("Code SPRING"), "\(text)")
    #expect(text.contains("Your next ride is on us with SPRING"), "\(text)")
    try StepFlowSessionTests.type("tap Apply", into: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.visibleRoute?.screen == "destination", "the link kept the stack")
  }

  @Test func aSavedStateWithTheFilledModalComesBackFilled() throws {
    let definition = try StepFlowSessionTests.ride()
    var session = try Self.session()
    try StepFlowSessionTests.type("open ride://promo?code=SPRING", into: &session)
    let bytes = try SavedState(session).encoded()
    let restored = try SavedState(decoding: bytes).restore(against: definition)
    #expect(restored.warnings == [])
    #expect(restored.state.modals == [.screen(Self.promo, id: "promo")])
    #expect(restored.state == session.state)
  }

  @Test func explorationsURLsForThePromoLinkLandWithTheirCode() throws {
    let definition = try StepFlowSessionTests.ride()
    let link = try #require(definition.deepLinks.first { $0.modal == "promo" })
    let rules = definition.navigationRules()
    var random = SeededRandomNumberGenerator(seed: 3)
    for _ in 0..<40 {
      let url = DeepLinkSample.url(link.pattern, spoiled: false, using: &random)
      let target = try rules.deepLinks.resolve(url)
      let code = try #require(target.modal?.stack.root.arguments["code"], "\(url)")
      guard case .matched(let parameters) = link.pattern.match(url) else {
        Issue.record("\(url) does not match its own link")
        continue
      }
      #expect(code == parameters["code"])
    }
  }
}
