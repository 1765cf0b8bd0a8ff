import Foundation
import Testing
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// The audit the generator's fuzz target runs finds each way flow text could escape, and finds
/// none in what the generator writes.
@Suite("Generated source audit")
struct SourceAuditTests {
  @Test(
    "each way out of a literal or a comment is reported",
    arguments: [
      ("let a = \"open", "line 1: unterminated string literal"),
      ("let a = \"\\q\"", "line 1: invalid escape '\\q'"),
      ("let a = \"\\(print(1))\"", "line 1: interpolation of 'print(1'"),
      ("let a = #\"x\"#", "line 1: raw string literal"),
      ("let a = \"\"\"", "line 1: multi-line string literal"),
      ("let a = 1 /* x */", "line 1: block comment"),
      ("let a = \"\u{202E}\"", "line 1: invisible character U+202E"),
      ("/// a\u{2028}b", "line 1: invisible character U+2028"),
      ("let `a b` = 1", "line 1: invalid name `a b`"),
      ("  #sourceLocation(file: \"a\\\"b\", line: 1)", "line 1: escape in a #sourceLocation path"),
      ("let a = \"\"; zzCanaryZZ()", "line 1: flow text 'zzCanaryZZ' outside a literal"),
    ])
  func reportsEachProblem(source: String, problem: String) {
    let problems = GeneratedSourceAudit.problems(in: "\n" + source, forbidden: ["zzCanaryZZ"])
    #expect(problems.map { "line \($0.line - 1): \($0.message)" } == [problem])
  }

  @Test("a planted word in literals and comments is not flow text outside a literal")
  func plantedWordInLiteralsAndComments() {
    let source = """
      /// zzCanaryZZ "
      let a = "zzCanaryZZ \\"); zzCanaryZZ()" // zzCanaryZZ
      let b = "\\(route) \\(DemoFlow.app)"
      """
    #expect(GeneratedSourceAudit.problems(in: source, forbidden: ["zzCanaryZZ"]) == [])
  }

  @Test("the generator's old message shape lets a planted app name out, and the audit says so")
  func oldShapeIsCaught() {
    // How the route decoder wrote the app's name before it went through a literal.
    let app = GeneratedSourceAudit.payload.split(separator: "\n")[0]
    let old = "debugDescription: \"\(app) has no screen \\(route)\"))"
    let problems = GeneratedSourceAudit.problems(in: old, forbidden: [GeneratedSourceAudit.canary])
    #expect(problems.contains { $0.message == "flow text 'zzCanaryZZ' outside a literal" })
  }

  @Test(
    "the checked-in apps pass the audit, as written and with their texts planted",
    arguments: GeneratedSourceTests.apps)
  func checkedInApps(_ app: GeneratedSourceTests.CheckedIn) throws {
    let (_, source) = try GeneratedSourceTests.generate(app.flows, typePrefix: app.typePrefix)
    #expect(GeneratedSourceAudit.problems(in: source) == [])
    let loaded = FlowLoader.load(path: Fixtures.path(app.flows))
    let planted = GeneratedSourceAudit.planting(in: try #require(loaded.definition))
    let plantedSource = try SwiftGenerator(definition: planted).generate()
    #expect(
      GeneratedSourceAudit.problems(in: plantedSource, forbidden: [GeneratedSourceAudit.canary])
        == [])
    #expect(plantedSource.contains(GeneratedSourceAudit.canary))
  }

  @Test("the file name is made of the type prefix's letters and digits, whatever the app's name")
  func fileNames() throws {
    for (app, file) in [
      ("../../etc/passwd", "EtcPasswdFlow.swift"),
      ("a/\u{202E}b\u{0}c", "ABCFlow.swift"),
      ("\u{345}lead", "\u{399}leadFlow.swift"),
      ("2fa", "App_2faFlow.swift"),
      ("\"; rm -rf", "RmRfFlow.swift"),
      ("", "AppFlow.swift"),
    ] {
      let loaded = Fixtures.load("app: \"x\"\nhome: { flow: main }\n" + Self.mainFlow)
      var definition = try #require(loaded.definition, "\(loaded.rendered())")
      definition.app = app
      #expect(SwiftGenerator(definition: definition).fileName == file)
    }
  }

  static let mainFlow = """
    flows:
      main: { root: start, screens: { start: { title: Start, actions: [ { label: Go, popToRoot: true } ] } } }
    """
}
