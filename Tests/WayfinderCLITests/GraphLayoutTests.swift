import Foundation
import Testing

/// `graph --format svg` draws the shipped apps for people: not a strip, and no text drawn over
/// another (edge labels, node labels and group titles alike).
@Suite struct GraphLayoutTests {
  private static var dotIsInstalled: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
  }

  /// The shipped apps, and one with home part-way, steps beside it, interactions and actions
  /// that share their ends.
  static let apps = [
    "Flows/demo", "Flows/shop", "Tests/WayfinderToolsTests/Flows/Graph/Fixtures/partway",
  ]

  /// Neither side of the picture more than this many times the other.
  static let maximumAspectRatio = 2.5

  @Test(.enabled(if: dotIsInstalled, "Graphviz is not installed"), arguments: apps)
  func thePictureIsReadable(app: String) async throws {
    let result = try await BinaryRunner.run(["graph", app, "--format", "svg"])
    #expect(result.status == 0)
    let picture = try SVGPicture(result.stdout)
    #expect(picture.texts.count > 20, "the texts were read")
    #expect(
      picture.aspectRatio <= Self.maximumAspectRatio,
      "\(app) is \(Int(picture.width)) × \(Int(picture.height)) points")
    for (one, other) in picture.overlappingTexts {
      let message =
        "\(app): '\(one.string)' (\(one.owner) at \(one.box)) and '\(other.string)' "
        + "(\(other.owner) at \(other.box)) are drawn over each other"
      Issue.record(Comment(rawValue: message))
    }
    let titles = picture.texts.filter { $0.owner == "cluster" }
    #expect(titles.count >= 5, "group titles were read")
    for title in titles {
      for label in picture.texts where label.owner == "edge" && label.box.overlaps(title.box) {
        Issue.record("\(app): the edge label '\(label.string)' crosses the title '\(title.string)'")
      }
    }
  }

  @Test func overlappingTextsAreFound() throws {
    let svg = """
      <svg width="300pt" height="100pt"
      <g id="clust1" class="cluster">
      <text text-anchor="start" x="10" y="20" font-family="Helvetica,sans-Serif" font-size="12.00">Tab 1 (tab tab1)</text>
      </g>
      <g id="edge1" class="edge">
      <text text-anchor="middle" x="60" y="24" font-family="Helvetica,sans-Serif" font-size="10.00" fill="#57606a">Cookie settings</text>
      </g>
      <g id="edge2" class="edge">
      <text text-anchor="end" x="290" y="80" font-family="Helvetica,sans-Serif" font-size="10.00">a &lt; b &amp;&amp; c&#45;d</text>
      </g>
      """
    let picture = try SVGPicture(svg)
    #expect(picture.aspectRatio == 3)
    #expect(picture.texts.map(\.string) == ["Tab 1 (tab tab1)", "Cookie settings", "a < b && c-d"])
    #expect(picture.texts.map(\.owner) == ["cluster", "edge", "edge"])
    #expect(
      picture.overlappingTexts.map { [$0.0.string, $0.1.string] } == [
        ["Tab 1 (tab tab1)", "Cookie settings"]
      ])
    // "Tab 1 (tab tab1)": T 611, a 556, b 556, space 278, 1 556, … at 12 points.
    #expect(abs(SVGPicture.width(of: "Tab 1 (tab tab1)", size: 12) - 85.38) < 0.001)
    #expect(abs(picture.texts[2].box.maxX - 290) < 0.001)
  }
}
