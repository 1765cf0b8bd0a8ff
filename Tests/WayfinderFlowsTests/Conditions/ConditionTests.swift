import Testing
import Wayfinder
@testable import WayfinderFlows

@Suite struct ConditionTests {
  let facts: [String: FactType] = [
    "flag": .bool, "count": .int, "region": .string, "seen": .version,
  ]

  func evaluate(_ text: String, _ values: Facts = [:], version: String = "2.0") throws -> Bool {
    let condition = try Condition(parsing: text, facts: facts)
    return condition.evaluate(facts: values, version: try #require(AppVersion(version)))
  }

  @Test func readsNamesLiteralsAndOperators() throws {
    #expect(try evaluate("flag", ["flag": .bool(true)]))
    #expect(try evaluate("!flag", ["flag": .bool(false)]))
    #expect(
      try evaluate("count >= 3 && region == \"eu\"", ["count": .int(3), "region": .string("eu")]))
    #expect(try evaluate("flag || (count < 1)", ["flag": .bool(false), "count": .int(0)]))
    #expect(try !evaluate("count != 0", ["count": .int(0)]))
    #expect(try evaluate("true && !false"))
  }

  @Test func comparesVersionsComponentByComponent() throws {
    #expect(try evaluate("\"1.10\" > \"1.9\""))
    #expect(
      try evaluate("seen < version", ["seen": .version(AppVersion([1, 9]))], version: "1.10"))
    #expect(try !evaluate("seen < version", ["seen": .version(AppVersion([2, 0]))], version: "2"))
    #expect(try evaluate("version >= 2.0"))
    #expect(try evaluate("seen == \"1.0.0\"", ["seen": .version(AppVersion([1]))]))
  }

  @Test func missingFactsMakeComparisonsFalse() throws {
    #expect(try !evaluate("count > 1"))
    #expect(try !evaluate("flag"))
    #expect(try evaluate("!flag"))
  }

  @Test func describesItself() throws {
    let condition = try Condition(parsing: "!flag && (count > 1 || region == 'x')", facts: facts)
    #expect(condition.description == "!flag && ((count > 1) || (region == \"x\"))")
  }

  @Test(arguments: [
    ("", 0, "condition is empty"),
    ("flag & count", 5, "unexpected character '&' in condition"),
    ("region == \"eu", 10, "string in condition has no closing quote"),
    ("flag count", 5, "expected an operator in condition, found 'count'"),
    ("(flag", 5, "expected ')' in condition, found the end"),
    ("flag &&", 7, "expected a value in condition, found the end"),
    ("flga", 0, "unknown fact 'flga' in condition"),
    ("count && flag", 0, "'&&' needs bool operands, found int"),
    ("!region", 1, "'!' needs bool operands, found string"),
    ("count == true", 9, "cannot compare int with bool"),
    ("flag < true", 0, "bool values cannot be ordered; use == or !="),
    ("seen > \"soon\"", 7, "'soon' is not a version"),
    ("count", 0, "condition must be true or false, but it is int"),
    ("99999999999999999999 > 1", 0, "'99999999999999999999' is not a valid number"),
  ])
  func reportsProblemsWordForWord(text: String, offset: Int, message: String) {
    #expect(throws: ConditionError.self) { try Condition(parsing: text, facts: facts) }
    do {
      _ = try Condition(parsing: text, facts: facts)
    } catch {
      #expect(error.description == message)
      #expect(error.offset == offset)
    }
  }

  @Test func suggestsNearMissFacts() {
    do {
      _ = try Condition(parsing: "flga", facts: facts)
      Issue.record("expected an error")
    } catch {
      #expect(error.suggestion == "flag")
    }
  }

  @Test func refusesHostileNesting() {
    let deep =
      String(repeating: "(", count: 10_000) + "flag" + String(repeating: ")", count: 10_000)
    do {
      _ = try Condition(parsing: deep, facts: facts)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "condition nests deeper than 64 levels")
    }
    #expect(throws: ConditionError.self) {
      try Condition(parsing: String(repeating: "!", count: 100_000) + "flag", facts: facts)
    }
  }
}
