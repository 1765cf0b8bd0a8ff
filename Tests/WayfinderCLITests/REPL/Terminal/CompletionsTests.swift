import Testing

@testable import WayfinderCLI

/// Tab completion, in process: what each command takes, and what readline is given to insert
/// on the first Tab and to list on the second.
@Suite struct CompletionsTests {
  private let completions = Completions(
    actionLabels: ["Go to Secondary 1", "Go to Secondary 2", "Open item 42"],
    tabs: ["tab1", "tab2"], facts: ["passcodeEnabled", "lastSeenVersion"],
    factValues: ["passcodeEnabled": ["false", "true"]],
    urls: ["demo://item/{id:int}", "demo://tertiary", "demo://details"],
    steps: ["splash", "passcode", "whatsNew"])

  @Test func factValuesFollowTheFactName() {
    #expect(
      completions.matches(for: "set passcodeEnabled ") == [
        "set passcodeEnabled false", "set passcodeEnabled true",
      ])
    #expect(completions.matches(for: "set passcodeEnabled T") == ["set passcodeEnabled true"])
    #expect(completions.matches(for: "set lastSeenVersion ").isEmpty)
    #expect(completions.matches(for: "set l") == ["set lastSeenVersion "])
  }

  @Test func stepsForRunAndCancel() {
    #expect(
      completions.matches(for: "cancel ") == [
        "cancel all", "cancel splash", "cancel passcode", "cancel whatsNew",
      ])
    #expect(completions.matches(for: "run splash wh") == ["run splash whatsNew "])
  }

  @Test func deepLinksAreListedWithTheirPlaceholders() {
    #expect(
      completions.matches(for: "open demo://")
        == ["open demo://item/{id:int}", "open demo://tertiary", "open demo://details"])
    #expect(completions.matches(for: "open demo://t") == ["open demo://tertiary"])
  }

  @Test func firstEntryExtendsTheLineThenTheCandidatesFollow() {
    #expect(
      completions.entries(for: "tap Go") == [
        "tap Go to Secondary ", "tap Go to Secondary 1", "tap Go to Secondary 2",
      ])
    // Nothing more to add: the same line, then the list (readline shows it on this Tab).
    #expect(
      completions.entries(for: "tap Go to Secondary ") == [
        "tap Go to Secondary ", "tap Go to Secondary 1", "tap Go to Secondary 2",
      ])
    #expect(completions.entries(for: "tap op") == ["tap Open item 42"])
    #expect(completions.entries(for: "back x").isEmpty)
  }

  @Test func aPlaceholderIsNeverInsertedOnlyShown() {
    #expect(
      completions.entries(for: "open demo://i") == [
        "open demo://item/", "open demo://item/{id:int}",
      ])
    #expect(completions.entries(for: "open demo://item/4").isEmpty)
  }

  /// The second Tab lists what differs between the choices, as readline lists file names
  /// without their folder: the labels, not the command word before each.
  @Test func theListingShowsWhatDiffersNotTheCommand() {
    let labels = completions.entries(for: "tap Go").dropFirst()
    #expect(
      completions.listing(of: Array(labels), for: "tap Go") == [
        "Go to Secondary 1", "Go to Secondary 2",
      ])
    #expect(
      completions.listing(of: completions.matches(for: "ta"), for: "ta") == ["tap", "tab"])
    #expect(
      completions.listing(of: completions.matches(for: "tab tab"), for: "tab tab") == [
        "tab1", "tab2",
      ])
    #expect(
      completions.listing(
        of: completions.matches(for: "set passcodeEnabled "), for: "set passcodeEnabled ")
        == ["false", "true"])
    #expect(
      completions.listing(of: completions.matches(for: "run splash "), for: "run splash ") == [
        "splash", "passcode", "whatsNew",
      ])
    #expect(
      completions.listing(of: completions.matches(for: "open demo://"), for: "open demo://") == [
        "demo://item/{id:int}", "demo://tertiary", "demo://details",
      ])
  }
}
