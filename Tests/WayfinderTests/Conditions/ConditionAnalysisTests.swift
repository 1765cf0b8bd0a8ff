import Testing
import Wayfinder

/// What a condition says about itself: the facts it reads, the one-fact changes that stop it
/// holding (what lifts a gate), and how to write a literal of the wrong type.
@Suite struct ConditionAnalysisTests {
  let facts: [String: FactType] = [
    "updateRequired": .bool, "loggedIn": .bool, "guest": .bool, "count": .int,
    "lastSeenVersion": .version,
  ]
  let version = AppVersion([2, 0])

  private func condition(_ text: String) throws(ConditionError) -> Condition {
    try Condition(parsing: text, facts: facts)
  }

  @Test func factNamesAreEachReadFactOnceInOrder() throws {
    #expect(
      try condition("!loggedIn && (count > 1 || loggedIn) && lastSeenVersion < version")
        .factNames == ["loggedIn", "count", "lastSeenVersion"])
    #expect(try condition("version > 1.0").factNames.isEmpty)
  }

  @Test func aBooleanFactFlippedLiftsTheCondition() throws {
    let lifts = try condition("updateRequired").lifts(
      facts: ["updateRequired": .bool(true)], version: version)
    #expect(lifts.map(\.fact) == ["updateRequired"])
    #expect(lifts.map(\.value) == [.bool(false)])
  }

  @Test func eachFactThatAloneLiftsItIsOffered() throws {
    let either = try condition("!loggedIn && !guest").lifts(
      facts: ["loggedIn": .bool(false)], version: version)
    // `guest` has no value: it reads as false, so setting it to true is tried.
    #expect(either.map(\.fact) == ["loggedIn", "guest"])
    #expect(either.map(\.value) == [.bool(true), .bool(true)])
    // Both must change: no one fact lifts it.
    let both = try condition("updateRequired || loggedIn").lifts(
      facts: ["updateRequired": .bool(true), "loggedIn": .bool(true)], version: version)
    #expect(both.isEmpty)
  }

  @Test func comparisonsAndConditionsThatDoNotHoldOfferNothing() throws {
    #expect(
      try condition("lastSeenVersion < version").lifts(
        facts: ["lastSeenVersion": .version(AppVersion([1, 0]))], version: version
      ).isEmpty)
    #expect(
      try condition("updateRequired").lifts(
        facts: ["updateRequired": .bool(false)], version: version
      ).isEmpty)
    // A fact with no value inside a comparison is not known to be Boolean.
    #expect(try condition("count > 1 || loggedIn").lifts(facts: [:], version: version).isEmpty)
  }

  @Test(arguments: [
    ("lastSeenVersion < 2", 18, "cannot compare version with int", "2.0"),
    ("2 > version", 0, "cannot compare int with version", "2.0"),
    ("count < 2.0", 8, "cannot compare int with version", "2"),
    ("count < 2.5", 8, "cannot compare int with version", nil),
    ("lastSeenVersion < true", 18, "cannot compare version with bool", nil),
  ])
  func aLiteralOfTheWrongTypeIsRewritten(
    text: String, offset: Int, message: String, replacement: String?
  ) {
    do {
      _ = try condition(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
      #expect(error.offset == offset)
      #expect(error.replacement == replacement)
      #expect(error.suggestion == replacement)
    }
  }
}
