import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderTools

/// Broken input of every kind gives clear, positioned diagnostics — never a crash, a hang or a
/// raw decoding dump.
@Suite struct CorpusTests {
  static let folder = Fixtures.path("Tests/Corpus")

  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
  }

  /// Checks what every broken input must satisfy.
  func expectClear(
    _ result: FlowLoadResult, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(result.hasErrors, sourceLocation: sourceLocation)
    #expect(result.definition == nil, sourceLocation: sourceLocation)
    for diagnostic in result.errors {
      #expect(diagnostic.location != nil, "\(diagnostic)", sourceLocation: sourceLocation)
    }
    let rendered = result.rendered()
    for raw in ["DecodingError", "Swift.", "Yams.", "Context:"] {
      #expect(!rendered.contains(raw), "\(rendered)", sourceLocation: sourceLocation)
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 8)
  }

  @Test(arguments: files)
  func eachFileGivesItsDiagnostics(name: String) throws {
    let path = (Self.folder as NSString).appendingPathComponent(name)
    let result = FlowLoader.load(path: path)
    expectClear(result)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var expected = text.split(separator: "\n").filter { $0.hasPrefix("# expect: ") }
      .map { String($0.dropFirst("# expect: ".count)) }
    if let sidecar = try? String(contentsOfFile: path + ".expect", encoding: .utf8) {
      expected += sidecar.split(separator: "\n").map(String.init)
    }
    #expect(!expected.isEmpty)
    let found = result.diagnostics.map { $0.description }
    for line in expected {
      #expect(found.contains("\(path):\(line)"), "got \(found)")
    }
  }

  @Test func emptyAndBlankFiles() {
    for text in ["", "   \n\n", "# only a comment\n", "---\n"] {
      let result = Fixtures.load(text)
      #expect(
        result.diagnostics.map(\.description).first == "test.yaml:1:1: warning: file is empty"
          || result.hasErrors)
      expectClear(result)
    }
  }

  @Test func binaryGarbage() {
    var generator = SeededRandomNumberGenerator(seed: 4096)
    var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[0] = 0xFF
    let result = FlowLoader.load(sources: [FlowSource(path: "garbage.bin", bytes: bytes)])
    #expect(
      result.diagnostics.map(\.description) == ["garbage.bin:1:1: error: file is not UTF-8 text"])
    let late = Array("app: X\nhome: { flow: \u{e9}".utf8) + [0xC3, 0x28]
    let lateResult = FlowLoader.load(sources: [FlowSource(path: "late.yaml", bytes: late)])
    #expect(
      lateResult.diagnostics.map(\.description) == ["late.yaml:2:16: error: file is not UTF-8 text"]
    )
    let nul = FlowLoader.load(sources: [
      FlowSource(path: "nul.yaml", bytes: Array("app: X\u{0}\u{1}".utf8))
    ])
    #expect(
      nul.diagnostics.map(\.description) == [
        "nul.yaml:1:7: error: syntax error: control characters are not allowed"
      ])
  }

  @Test func absurdlyDeepNesting() {
    for text in [
      "app: " + String(repeating: "[", count: 100_000),
      "app: X\nhome: " + String(repeating: "{a: ", count: 50_000),
      (0..<2_000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined(),
    ] {
      let result = Fixtures.load(text)
      expectClear(result)
      #expect(result.diagnostics.contains { $0.message.contains("Maximum nesting level reached") })
    }
  }

  @Test func hugeFiles() {
    let limited = FlowLoader.load(
      sources: [
        FlowSource(path: "huge.yaml", text: String(repeating: "# filler\n", count: 10_000))
      ],
      options: .init(maximumFileSize: 50_000))
    #expect(
      limited.diagnostics.map(\.description) == [
        "huge.yaml:1:1: error: file is too large (90000 bytes; the limit is 50000 bytes)"
      ])
    let longLine = "app: X\nhome: { flow: " + String(repeating: "x", count: 200_000) + "y }\n"
    let result = Fixtures.load(longLine)
    expectClear(result)
    let rendered = result.rendered()
    #expect(rendered.split(separator: "\n").allSatisfy { $0.count <= 340 })
  }

  /// How quickly such a file is refused is measured by `wayfinder-bench`.
  @Test func aliasesCannotExpandWithoutBound() {
    let result = Fixtures.load(SyntheticApp.aliasBomb(references: 300, keys: 200))
    expectClear(result)
    #expect(result.diagnostics.contains { $0.message.hasPrefix("aliases expand to more than ") })
  }
}
