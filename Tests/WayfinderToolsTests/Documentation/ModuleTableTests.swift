import Foundation
import Testing
import WayfinderFixtures

/// The README's module table names exactly the products and targets of `Package.swift`, each
/// product beside the target it builds, and names every test target after it.
@Suite struct ModuleTableTests {
  /// A row of the table: its product (nil for "—") and target, and who it is for.
  struct Row: Equatable {
    var product: String?
    var target: String
    var audience: String
  }

  /// The rows of the table under the README's `### Modules`, and the section's text.
  static func table() throws -> (rows: [Row], section: String) {
    let readme = try String(contentsOfFile: Fixtures.path("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "\n### Modules\n"), "README.md has no Modules")
    let rest = readme[start.upperBound...]
    let section = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    var rows: [Row] = []
    for line in section.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
      }
      guard cells.count >= 3, cells[0] != "Product" else { continue }
      rows.append(
        Row(product: cells[0] == "—" ? nil : cells[0], target: cells[1], audience: cells[2]))
    }
    return (rows, section)
  }

  /// The manifest's products, each with the target it builds.
  static func products(in manifest: String) throws -> [String: String] {
    let pattern = try Regex(
      #"\.(library|executable|plugin)\(name: "([^"]+)", targets: \["([^"]+)"\]"#)
    var products: [String: String] = [:]
    for match in manifest.matches(of: pattern) {
      let name = try #require(match.output[2].substring)
      products[String(name)] = try #require(match.output[3].substring).description
    }
    return products
  }

  /// The manifest's targets by kind: `target`, `executableTarget`, `testTarget`, …
  static func targets(in manifest: String) throws -> [(kind: String, name: String)] {
    let pattern = try Regex(
      #"\.(target|executableTarget|systemLibrary|plugin|testTarget)\(\s*name: "([^"]+)",?\s*(capability|dependencies|path|providers|\))"#
    )
    return try manifest.matches(of: pattern).map {
      (
        try #require($0.output[1].substring).description,
        try #require($0.output[2].substring).description
      )
    }
  }

  @Test func theTableNamesEveryProductAndTargetOfTheManifest() throws {
    let manifest = try String(contentsOfFile: Fixtures.path("Package.swift"), encoding: .utf8)
    let products = try Self.products(in: manifest)
    let targets = try Self.targets(in: manifest)
    let (rows, section) = try Self.table()
    #expect(products.count >= 9 && targets.count >= 20, "read \(products) and \(targets)")

    let built = Set(targets.filter { $0.kind != "testTarget" }.map(\.name))
    #expect(
      Set(rows.map(\.target)) == built,
      "the table's targets are not the manifest's: add or remove a row of README.md's Modules")
    #expect(rows.count == Set(rows.map(\.target)).count, "a target has two rows")
    #expect(Set(rows.compactMap(\.product)) == Set(products.keys))
    for row in rows {
      if let product = row.product {
        #expect(products[product] == row.target, "\(product) builds \(products[product] ?? "-")")
      }
      #expect(!row.audience.isEmpty, "\(row.target) says nobody it is for")
    }
    for test in targets where test.kind == "testTarget" {
      #expect(section.contains("`\(test.name)`"), "the Modules section does not name \(test.name)")
    }
  }
}
