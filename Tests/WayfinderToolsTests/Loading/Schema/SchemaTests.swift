import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct SchemaTests {
  let validator: SchemaValidator

  init() throws {
    validator = try SchemaValidator(contentsOf: Fixtures.path("Schema/flow.schema.json"))
  }

  static var shippedFiles: [String] {
    (try? FlowCatalog.apps(at: Fixtures.path("Flows")).get())?.flatMap(\.files) ?? []
  }

  func document(_ text: String) throws -> FlowDocument {
    try #require(FlowDocument.parse(FlowSource(path: "doc.yaml", text: text)))
  }

  @Test func thereAreShippedFiles() {
    #expect(Self.shippedFiles.count >= 4)
  }

  @Test(arguments: shippedFiles)
  func shippedFilesConform(path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let document = try #require(FlowDocument.parse(FlowSource(path: path, bytes: bytes)))
    #expect(validator.validate(document) == [])
  }

  @Test func anAppOfSeveralWindowsConforms() throws {
    let path = Fixtures.path(Fixtures.windowsApp + "/desk.yaml")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let desk = try #require(FlowDocument.parse(FlowSource(path: path, bytes: bytes)))
    #expect(validator.validate(desk) == [])
    #expect(
      validator.validate(try document("app: X\nwindows: several\n"))
        == ["$.windows: not one of the allowed values"])
  }

  @Test func theCheckerRejectsWhatTheSchemaForbids() throws {
    #expect(validator.validate(try document("app: X\nflws: {}\n")) == ["$: unknown key 'flws'"])
    #expect(
      validator.validate(try document("home: { tabs: [] }\n")) == [
        "$.home: matches 0 of the oneOf branches"
      ])
    let action =
      "flows: { f: { root: a, screens: { a: { actions: [ { label: A, pop: 0, style: card } ] } } } }\n"
    let problems = validator.validate(try document(action)).sorted()
    #expect(
      problems == [
        "$.flows.f.screens.a.actions[0].pop: matches 0 of the anyOf branches",
        "$.flows.f.screens.a.actions[0].style: not one of the allowed values",
      ])
    #expect(
      validator.validate(try document("launch: [ { kind: splash } ]\n")) == [
        "$.launch[0]: missing 'id'"
      ])
    #expect(
      validator.validate(try document("deepLinks: [ { url: nope } ]\n")) == [
        "$.deepLinks[0].url: 'nope' does not match ^[A-Za-z][A-Za-z0-9+.-]*://"
      ])
  }

  /// The schema lists exactly the keys the loader reads, so editors complete what loads.
  @Test func schemaKeysMatchTheLoader() throws {
    let definitions = try #require(validator.root["$defs"] as? [String: Any])
    func keys(_ name: String) -> Set<String> {
      Set(((definitions[name] as? [String: Any])?["properties"] as? [String: Any] ?? [:]).keys)
    }
    let topLevel = Set((validator.root["properties"] as? [String: Any] ?? [:]).keys)
    #expect(topLevel == Set(FlowDecoder.sections))
    #expect(keys("action") == Set(FlowDecoder.actionKeys))
    #expect(keys("step") == Set(FlowDecoder.stepKeys))
    #expect(keys("environmentEvent") == Set(FlowDecoder.environmentKeys))
    #expect(keys("screen") == Set(FlowDecoder.screenKeys))
    #expect(keys("modalScreen") == Set(FlowDecoder.modalKeys + FlowDecoder.screenKeys))
    #expect(keys("modalFlow") == Set(FlowDecoder.modalKeys + ["title", "root", "screens"]))
  }
}
