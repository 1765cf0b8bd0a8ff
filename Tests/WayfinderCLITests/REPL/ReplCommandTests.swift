import Testing

@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct ReplCommandTests {
  @Test func parsesEveryCommand() throws {
    #expect(try ReplCommand.parse("tap 2") == .session(.tap(.number(2))))
    #expect(
      try ReplCommand.parse("  tap   Go to Secondary  ")
        == .session(.tap(.label("Go to Secondary"))))
    #expect(try ReplCommand.parse("back") == .session(.back))
    #expect(try ReplCommand.parse("pop") == .session(.pop))
    #expect(try ReplCommand.parse("root") == .session(.root))
    #expect(try ReplCommand.parse("tab tab2") == .session(.selectTab("tab2")))
    #expect(try ReplCommand.parse("open demo://item/42") == .session(.open("demo://item/42")))
    #expect(try ReplCommand.parse("dismiss") == .session(.dismiss))
    #expect(
      try ReplCommand.parse("set lastSeenVersion 1.9")
        == .session(.set(fact: "lastSeenVersion", value: "1.9")))
    #expect(
      try ReplCommand.parse("set name  Ada Lovelace")
        == .session(.set(fact: "name", value: "Ada Lovelace")))
    #expect(try ReplCommand.parse("facts") == .facts)
    #expect(try ReplCommand.parse("path") == .path)
    #expect(try ReplCommand.parse("wait 1.5s") == .session(.wait(.milliseconds(1500))))
    #expect(try ReplCommand.parse("wait 250ms") == .session(.wait(.milliseconds(250))))
    #expect(try ReplCommand.parse("wait 2") == .session(.wait(.seconds(2))))
    #expect(try ReplCommand.parse("relaunch") == .session(.relaunch()))
    #expect(try ReplCommand.parse("background") == .session(.background))
    #expect(try ReplCommand.parse("foreground") == .session(.foreground))
    #expect(try ReplCommand.parse("help") == .help(nil))
    #expect(try ReplCommand.parse("help tap") == .help("tap"))
    #expect(try ReplCommand.parse("quit") == .quit)
    #expect(try ReplCommand.parse("exit") == .quit)
    #expect(try ReplCommand.parse("TAP 1") == .session(.tap(.number(1))))
  }

  @Test func blankLinesAndCommentsAreSkipped() throws {
    #expect(try ReplCommand.parse("") == nil)
    #expect(try ReplCommand.parse("   ") == nil)
    #expect(try ReplCommand.parse("# a comment") == nil)
    #expect(try ReplCommand.parse("#no space needed at the start") == nil)
    #expect(try ReplCommand.parse("   # indented") == nil)
  }

  @Test func aCommentMayEndALineButHashInsideWordsAndQuotesIsText() throws {
    #expect(
      try ReplCommand.parse("tap Unlock   # the passcode") == .session(.tap(.label("Unlock"))))
    #expect(try ReplCommand.parse("tap 2\t#\tsecond") == .session(.tap(.number(2))))
    #expect(try ReplCommand.parse("back #") == .session(.back))
    #expect(try ReplCommand.parse("tap Item #3") == .session(.tap(.label("Item #3"))))
    #expect(try ReplCommand.parse("tap Item#3 # third") == .session(.tap(.label("Item#3"))))
    #expect(try ReplCommand.parse("tap #1 pick") == .session(.tap(.label("#1 pick"))))
    #expect(
      try ReplCommand.parse("open demo://item/42#frag # a fragment")
        == .session(.open("demo://item/42#frag")))
    #expect(try ReplCommand.parse("open demo://x?a=1&b=#") == .session(.open("demo://x?a=1&b=#")))
    #expect(
      try ReplCommand.parse("tap \"Item # 3\"  # quoted") == .session(.tap(.label("Item # 3"))))
    #expect(
      try ReplCommand.parse("set greeting \"hello # \\\" # world\" # comment")
        == .session(.set(fact: "greeting", value: "\"hello # \\\" # world\"")))
    #expect(
      try ReplCommand.parse("set greeting \"never closed # so no comment")
        == .session(.set(fact: "greeting", value: "\"never closed # so no comment")))
  }

  @Test func helpEndsWithHowCommentsAreWritten() {
    let lines = ScreenText.help(nil).split(separator: "\n")
    #expect(
      lines.suffix(2) == [
        "Comments: a line starting with '#', or ' # ...' ending a line. A '#' inside a word or in",
        "double quotes is text: 'open demo://item/42#top', 'tap Item #3', 'tap \"Item # 3\"'.",
      ])
  }

  @Test func errorsReadWell() {
    func message(_ line: String) -> String {
      do {
        _ = try ReplCommand.parse(line)
        return "no error"
      } catch { return error.description }
    }
    #expect(message("tpa 1") == "Unknown command 'tpa'. Did you mean 'tap'?")
    #expect(message("fly") == "Unknown command 'fly'. Type 'help' for the list of commands.")
    #expect(message("tap") == "'tap' needs an argument: tap N|LABEL.")
    #expect(message("tap # nothing to tap") == "'tap' needs an argument: tap N|LABEL.")
    #expect(message("tap \"\"") == "'tap' needs an argument: tap N|LABEL.")
    #expect(message("back # to primary") == "no error")
    #expect(message("back 2 # twice") == "'back' takes no argument, but got '2'.")
    #expect(message("set passcodeEnabled") == "'set' needs an argument: set FACT VALUE.")
    #expect(message("back 2") == "'back' takes no argument, but got '2'.")
    #expect(
      message("wait soon")
        == "'wait': 'soon' is not a duration; write it like '2s', '500ms', '20h' or '1d 2h'.")
    #expect(
      message("wait -1s")
        == "'wait': '-1s' is not a duration; write it like '2s', '500ms', '20h' or '1d 2h'.")
    #expect(message("tap 99999999999999999999") == "'tap': '99999999999999999999' is not a number.")
  }

  @Test func aLineLongerThanACommandMayBeIsRefusedBeforeItIsRead() throws {
    let longest = "tap " + String(repeating: "x", count: ReplCommand.maximumLineBytes - 4)
    #expect(try ReplCommand.parse(longest) == .session(.tap(.label(String(longest.dropFirst(4))))))
    #expect(throws: ReplError.lineTooLong(bytes: 65_537)) {
      try ReplCommand.parse(longest + "x")
    }
    #expect(
      ReplError.lineTooLong(bytes: 2_000_000).description
        == "The line is 2000000 bytes long; a command is at most 65536 bytes.")
  }

  @Test func completionOffersCommandsThenArguments() {
    let completions = Completions(
      actionLabels: ["Go to Secondary View 1", "Go to Secondary View 2", "Open item 42"],
      tabs: ["tab1", "tab2"], facts: ["passcodeEnabled", "updateRequired"],
      urls: ["demo://item/42"])
    #expect(completions.matches(for: "ta") == ["tap ", "tab "])
    #expect(
      completions.matches(for: "tap Go") == [
        "tap Go to Secondary View 1", "tap Go to Secondary View 2",
      ])
    #expect(completions.matches(for: "tap op") == ["tap Open item 42"])
    #expect(completions.matches(for: "tab t") == ["tab tab1", "tab tab2"])
    #expect(completions.matches(for: "set pa") == ["set passcodeEnabled "])
    #expect(completions.matches(for: "open d") == ["open demo://item/42"])
    #expect(completions.matches(for: "help wa") == ["help wait"])
    #expect(completions.matches(for: "back x").isEmpty)
  }
}
