import Foundation
import Testing

/// The demo's graph `Flows/README.md` shows is what `wayfinder graph` prints for it, word for
/// word.
@Suite struct DocumentationGraphTests {
  /// The fenced ```` ```mermaid ```` blocks of `relative`, with the line each starts on.
  static func graphs(in relative: String) throws -> [(place: String, text: String)] {
    let path = BinaryRunner.packageRoot.appendingPathComponent(relative).path
    let lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var found: [(String, String)] = []
    var start: Int?
    for (index, line) in lines.enumerated() {
      if line == "```mermaid" {
        start = index + 1
      } else if line == "```", let first = start {
        found.append(("\(relative):\(first)", lines[first..<index].joined(separator: "\n") + "\n"))
        start = nil
      }
    }
    return found
  }

  @Test(arguments: ["Flows/README.md"])
  func theGraphIsWhatTheToolPrints(readme: String) async throws {
    let graphs = try Self.graphs(in: readme)
    #expect(graphs.count == 1, "\(readme) shows the demo's graph once")
    let printed = try await BinaryRunner.run(["graph", "Flows/demo", "--format", "mermaid"])
    #expect(printed.status == 0)
    for (place, text) in graphs {
      #expect(text == printed.stdout, "\(place) differs from 'wayfinder graph Flows/demo'")
    }
  }
}
