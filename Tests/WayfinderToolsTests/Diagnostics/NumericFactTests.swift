import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Plain numbers a fact cannot hold as written are reported where they are, saying what to write.
@Suite struct NumericFactTests {
  private func errors(_ facts: String, sets: String = "") -> [String] {
    let yaml = Fixtures.base.replacingFirst(
      "facts: { flag: false, count: 0, region: eu, seen: \"1.0\" }", "facts: { \(facts) }"
    )
    .replacingFirst("push: next", "push: next, with: { id: 1 }\(sets)")
    return Fixtures.lines(yaml)
  }

  @Test func numbersInFactDeclarationsAreReported() {
    #expect(
      errors("big: 99999999999999999999") == [
        "test.yaml:3:15: error: fact 'big': 99999999999999999999 is too large for an integer fact "
          + "(at most 9223372036854775807); write \"99999999999999999999\" in quotes for text"
      ])
    #expect(
      errors("n: 1e3") == [
        "test.yaml:3:13: error: fact 'n': 1e3 is a floating-point number; write 1000 for an "
          + "integer fact, or \"1e3\" in quotes for text"
      ])
    #expect(
      errors("n: 0x10") == [
        "test.yaml:3:13: error: fact 'n': 0x10 is a hexadecimal number; write 16 for an integer "
          + "fact, or \"0x10\" in quotes for text"
      ])
    #expect(
      errors("n: .inf") == [
        "test.yaml:3:13: error: fact 'n': .inf is infinity in YAML, which no fact holds; write "
          + "\".inf\" in quotes for text"
      ])
    #expect(
      errors("n: -2.5") == [
        "test.yaml:3:13: error: fact 'n': -2.5 is a floating-point number, which no fact holds; "
          + "write \"-2.5\" in quotes for text"
      ])
  }

  @Test func numbersInSetsAreReported() {
    #expect(
      errors("n: 1", sets: ", set: { n: 0x1F }") == [
        "test.yaml:12:67: error: fact 'n': 0x1F is a hexadecimal number; write 31 for an integer "
          + "fact, or \"0x1F\" in quotes for text"
      ])
  }

  @Test func whatFactsHoldIsUnchanged() {
    #expect(errors("a: 1, b: \"1e3\", c: 2.0, d: \"0x10\", e: -7, f: text, g: 1.10.2").isEmpty)
  }

  @Test func jsonNumbersAreReportedToo() {
    let json = """
      { "app": "T", "facts": { "n": 1e3 }, "home": { "flow": "f" },
        "flows": { "f": { "root": "a", "screens": { "a": { "title": "A", "actions": [] } } } } }
      """
    let lines = Fixtures.load(json, path: "t.json").errors.map(\.description)
    #expect(
      lines.contains {
        $0.hasPrefix("t.json:1:31: error: fact 'n': 1e3 is a floating-point number; write 1000")
      })
  }
}
