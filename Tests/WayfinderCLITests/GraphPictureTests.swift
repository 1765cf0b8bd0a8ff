import Foundation
import Testing

/// `graph --format svg|png`: drawn by Graphviz's `dot` when it is installed, and a clear
/// message naming the package when it is not.
@Suite struct GraphPictureTests {
  private static var dotIsInstalled: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
  }

  @Test(.enabled(if: dotIsInstalled, "Graphviz is not installed"))
  func svgIsDrawnByGraphviz() async throws {
    let result = try await BinaryRunner.run(["graph", "--format", "svg"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("<svg"))
    #expect(result.stdout.contains("Primary View · primary"))
    #expect(result.stdout.hasSuffix("</svg>\n"))
  }

  @Test(arguments: ["svg", "png"])
  func withoutGraphvizTheMessageNamesThePackage(format: String) async throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-no-dot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try await BinaryRunner.run(
      ["graph", "--format", format], environment: ["PATH": empty.path])
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Drawing the graph as \(format) needs Graphviz's 'dot', which is not installed. "
        + "Install the graphviz package (apt-get install graphviz, brew install graphviz), or "
        + "print the source with --format dot.\n")
  }
}
