import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// The YAML side of the shared node tree: converting Yams' nodes keeps aliases in check.
@Suite struct YAMLConversionTests {
  @Test func aChainOfAliasesCannotNestWithoutBound() {
    // Each half nests 900 levels, under the YAML parser's limit; the alias joins them.
    let open = String(repeating: "[", count: 900)
    let close = String(repeating: "]", count: 900)
    let text = "app: X\nhome: { flow: f }\na: &deep \(open)0\(close)\nb: \(open)*deep\(close)\n"
    let result = Fixtures.load(text)
    #expect(result.hasErrors)
    #expect(
      result.diagnostics.map(\.description).contains {
        $0.hasSuffix("error: syntax error: aliases nest values more than 1000 levels deep")
      }, "\(result.diagnostics)")
  }

  @Test func yamlScalarsKeepTheirStyleAndPositions() throws {
    var bag = DiagnosticBag()
    var budget = 1_000
    let source = FlowSource(
      path: "a.yaml", text: "a: plain\nb: \"quo\\\"ted\"\nc: 'it''s'\nd: |\n  block\n")
    let (_, root) = DocumentParser.parse(source, sizeLimit: 1_000, nodeBudget: &budget, into: &bag)
    guard case .mapping(let mapping) = root else {
      Issue.record("not a mapping")
      return
    }
    let scalars = mapping.pairs.compactMap { $0.value.scalar }
    #expect(scalars.map(\.style) == [.plain, .doubleQuoted, .singleQuoted, .literal])
    #expect(scalars.map(\.isVerbatim) == [true, false, false, false])
    #expect(scalars.map { "\($0.mark.line):\($0.mark.column)" } == ["1:4", "2:4", "3:4", "4:4"])
  }
}
