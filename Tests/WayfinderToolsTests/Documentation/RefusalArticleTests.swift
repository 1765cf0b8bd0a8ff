import Foundation
import Testing
import WayfinderFixtures

/// The articles that list the refusals list every case of every refusal type, so a case added
/// to an enum is documented with when it happens; DocC checks that each case they link exists.
@Suite struct RefusalArticleTests {
  /// A refusal enum, the file that declares it and the article that lists its cases.
  struct Listing: Sendable, CustomTestStringConvertible {
    var type: String
    var source: String
    var article: String

    var testDescription: String { type }
  }

  static let core = "Sources/Wayfinder/Wayfinder.docc/Refusals.md"

  static let listings: [Listing] = [
    Listing(
      type: "NavigationError", source: "Sources/Wayfinder/Navigation/NavigationError.swift",
      article: core),
    Listing(
      type: "ActionRefusal", source: "Sources/Wayfinder/Actions/ActionRefusal.swift",
      article: core),
    Listing(type: "AppRefusal", source: "Sources/Wayfinder/Life/AppRefusal.swift", article: core),
    Listing(
      type: "SceneError", source: "Sources/Wayfinder/Life/Scenes/SceneError.swift", article: core),
    Listing(
      type: "StepRequestError", source: "Sources/Wayfinder/Interactions/StepRequestError.swift",
      article: core),
    Listing(
      type: "InteractionPlanError",
      source: "Sources/Wayfinder/Interactions/InteractionPlanError.swift",
      article: core),
    Listing(
      type: "ClockError", source: "Sources/Wayfinder/Interactions/Coordinator/ClockError.swift",
      article: core),
    Listing(
      type: "NavigationRefusal", source: "Sources/WayfinderUI/NavigationRefusal.swift",
      article: "Sources/WayfinderUI/WayfinderUI.docc/UsingWayfinderInASwiftUIApp.md"),
  ]

  /// The names of the cases `type` declares in `source`: its lines `  case name…` between its
  /// declaration and the brace that closes it.
  static func cases(of type: String, in source: String) throws -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("public enum \(type):") })
    var names: [String] = []
    for line in lines[(start + 1)...] {
      if line.hasPrefix("}") { break }
      guard line.hasPrefix("  case ") else { continue }
      let name = line.dropFirst("  case ".count).prefix { $0.isLetter || $0.isNumber }
      names.append(String(name))
    }
    return names
  }

  @Test(arguments: listings)
  func theArticleListsEveryCase(_ listing: Listing) throws {
    let source = try String(contentsOfFile: Fixtures.path(listing.source), encoding: .utf8)
    let article = try String(contentsOfFile: Fixtures.path(listing.article), encoding: .utf8)
    let names = try Self.cases(of: listing.type, in: source)
    #expect(!names.isEmpty, "no cases found in \(listing.source)")
    for name in names {
      #expect(
        article.contains("``\(listing.type)/\(name)"),
        "\(listing.article) does not list \(listing.type).\(name)")
    }
  }
}
