import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

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
    (
      Array(repeating: "flag", count: 1_001).joined(separator: " || "), 8_000,
      "condition has more than 1000 terms (names and values); shorten it, "
        + "for example with a fact that stands for part of it"
    ),
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

  /// The parser reads tokens as it needs them and stops at the first problem, so text after it
  /// — a whole file's worth — is never scanned.
  @Test func readsNoFurtherThanTheFirstProblem() {
    let long = Array(repeating: "flag", count: 2_000).joined(separator: " && ") + " $"
    #expect(throws: ConditionError(offset: 8_000, reason: .tooManyTerms(1_000))) {
      try Condition(parsing: long, facts: facts)
    }
    #expect(throws: ConditionError(offset: 5, reason: .expected("an operator", found: "'count'"))) {
      try Condition(parsing: "flag count $", facts: facts)
    }
  }

  @Test func chainsAreFlatAndTakeInParenthesisedChainsOfTheSameOperator() throws {
    let and = try Condition(parsing: "flag && count > 1 && (flag && !flag)", facts: facts)
    let over = Condition.compare(.fact("count"), .greater, .literal(.int(1)))
    #expect(and == .all([.fact("flag"), over, .fact("flag"), .not(.fact("flag"))]))
    #expect(and.description == "flag && (count > 1) && flag && !flag")
    let or = try Condition(parsing: "flag || (flag || flag) && flag || true", facts: facts)
    #expect(
      or
        == .any([
          .fact("flag"), .all([.any([.fact("flag"), .fact("flag")]), .fact("flag")]),
          .literal(.bool(true)),
        ]))
    #expect(or.description == "flag || ((flag || flag) && flag) || true")
    #expect(try Condition(parsing: or.description, facts: facts) == or)
  }

  @Test func andAndOrBuildTheTreeTheTextParsesTo() throws {
    let a = Condition.fact("flag")
    let b = Condition.not(.fact("flag"))
    #expect(Condition.and(.and(a, b), .and(b, a)) == .all([a, b, b, a]))
    #expect(Condition.or(a, .or(b, .and(a, b))) == .any([a, b, .all([a, b])]))
    let text = Array(repeating: "flag", count: 1_000).joined(separator: " && ")
    let folded = (1..<1_000).reduce(a) { chain, _ in .and(chain, a) }
    #expect(folded == (try Condition(parsing: text, facts: facts)))
  }

  @Test func emptyAndSingleChainsReadAsTheirValue() {
    let version = AppVersion([1])
    #expect(Condition.all([]).evaluate(facts: [:], version: version))
    #expect(!Condition.any([]).evaluate(facts: [:], version: version))
    #expect(Condition.all([]).description == "true")
    #expect(Condition.any([]).description == "false")
    #expect(Condition.not(.all([.fact("flag")])).description == "!flag")
  }

  @Test func theFirstFailingOperandOfAChainIsTheUnmetPart() throws {
    let condition = try Condition(parsing: "flag && count > 1 && region == 'eu'", facts: facts)
    var action = ActionDefinition(
      label: "Go", effect: .popToRoot, location: FileLocation(path: "a.yaml", line: 1, column: 1))
    action.condition = condition
    let facts: Facts = ["flag": .bool(true), "count": .int(0), "region": .string("eu")]
    let unmet = action.unmetCondition(facts: facts, version: AppVersion([1]))
    #expect(unmet?.description == "count > 1")
  }

  /// A chain far past what a file may hold is compared, hashed, evaluated, printed and freed
  /// without recursing once per operand.
  @Test func aMillionOperandChainIsSafeToUse() {
    let operands = (0..<1_000_000).map { Condition.fact($0 == 999_999 ? "last" : "flag") }
    var chain: Condition? = .all(operands)
    let facts: Facts = ["flag": .bool(true), "last": .bool(false)]
    #expect(chain?.evaluate(facts: facts, version: AppVersion([1])) == false)
    #expect(chain == .all(operands))
    #expect(chain.map { Set([$0]).count } == 1)
    #expect(chain?.description.hasSuffix("flag && last") == true)
    chain = nil
    #expect(chain == nil)
  }
}
