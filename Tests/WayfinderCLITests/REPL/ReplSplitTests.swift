import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderTesting
@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A split home at the REPL: its columns side by side in a regular width and collapsed into
/// one stack in a compact one, `width`, `select` and `deselect`, and the width a terminal's
/// size decides, traced as an input.
@MainActor
@Suite struct ReplSplitTests {
  nonisolated static let yaml = """
    app: Mail
    home: { split: { sidebar: folders, content: messages, detail: message } }
    flows:
      folders:
        title: Mailboxes
        root: mailboxes
        screens:
          mailboxes:
            title: Mailboxes
            actions:
              - { label: Inbox, select: messageList, in: content, with: { folder: Inbox } }
      messages:
        root: messageList
        screens:
          messageList:
            params: { folder: string }
            title: "{folder}"
            actions:
              - { label: Lunch?, select: message, in: detail, with: { id: 7 } }
      message:
        root: message
        screens:
          message:
            params: { id: int }
            title: "Message {id}"
            actions:
              - { label: Reply, push: reply, with: { id: "{id}" } }
          reply: { params: { id: int }, title: "Reply to {id}" }

    """

  static func mail() throws -> FlowDefinition {
    let loaded = Fixtures.load(yaml)
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  /// The lines of the last screen printed.
  static func lastScreen(_ text: String) -> [Substring] {
    ReplDetentTests.lastScreen(text).split(separator: "\n").dropFirst().map { $0 }
  }

  @Test func aRegularWidthDrawsTheColumnsSideBySide() async throws {
    let repl = InProcessRepl(definition: try Self.mail(), width: 100)
    let run = try await repl.run("tap Inbox\ntap Lunch?\n")
    let expected = [
      " sidebar                       content: Inbox                  [detail: Message 7]",
      "╭───────────────────────────╮ ╭──────────────────────────────╮ ╭───────────────────────"
        + "────────────╮",
      "│         Mailboxes         │ │            Inbox             │ │             Message 7  "
        + "           │",
      "├───────────────────────────┤ ├──────────────────────────────┤ ├───────────────────────"
        + "────────────┤",
      "│ · Inbox                   │ │ · Lunch?                     │ │ 1. Reply               "
        + "           │",
      "├───────────────────────────┤ ├──────────────────────────────┤ ├───────────────────────"
        + "────────────┤",
      "│ Mailboxes                 │ │ Inbox                        │ │ Message 7              "
        + "           │",
      "╰───────────────────────────╯ ╰──────────────────────────────╯ ╰───────────────────────"
        + "────────────╯",
    ]
    #expect(Self.lastScreen(run.stdout).map(String.init) == expected, "\(run.stdout)")
  }

  @Test func aCompactWidthDrawsOneStackAndBackWalksTheColumns() async throws {
    let repl = InProcessRepl(definition: try Self.mail())
    let run = try await repl.run("tap Inbox\ntap Lunch?\ntap Reply\nback\nback\n")
    let screens = run.stdout.components(separatedBy: "\n› ")
    let reply = try #require(screens.dropLast(2).last)
    #expect(reply.contains("│ ‹ Back                   Reply to 7                          │"))
    #expect(reply.contains("│ Mailboxes › Inbox › Message 7 › Reply to 7                   │"))
    #expect(reply.contains("│  sidebar   content: Inbox  [detail: Message 7]               │"))
    let inbox = try #require(screens.last)
    #expect(
      inbox.contains("│  sidebar  [content: Inbox]                                   │"), "\(inbox)"
    )
  }

  @Test func widthSwitchesBetweenColumnsAndOneStack() async throws {
    let repl = InProcessRepl(definition: try Self.mail(), width: 100)
    let run = try await repl.run("tap Inbox\nwidth compact\nwidth regular\n")
    let screens = run.stdout.components(separatedBy: "\n› ")
    #expect(screens.count == 4)
    #expect(screens[2].hasPrefix("width compact\n╭"))
    #expect(screens[3].hasPrefix("width regular\n sidebar "))
    #expect(
      try await repl.run("width wide\n").stderr == """
        'width wide' is not a width: write 'width compact' (one stack) or 'width regular' \
        (columns side by side).

        """)
  }

  @Test func selectAndDeselectActOnTheColumns() async throws {
    let repl = InProcessRepl(definition: try Self.mail())
    let run = try await repl.run(
      "select messageList(folder: \"Drafts\") in content\nselect message(id: 3) in detail\n"
        + "deselect content\npath\n")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout.contains("[detail: Message 3]"))
    #expect(
      run.stdout.hasSuffix("› path\n* sidebar folders: mailboxes\n  width compact\n  home\n"),
      "\(run.stdout)")
  }

  @Test func selectionsTheAppCannotMakeAreRefusedInTheirOwnWords() async throws {
    let repl = InProcessRepl(definition: try Self.mail())
    let run = try await repl.run(
      """
      select mesage(id: 3) in detail
      select message in detail
      select message(id: 3) in detail
      select message(id: 3) in sidebar
      select message(id: 3)
      deselect footer

      """)
    let expected: [String] = [
      "'mesage(id: 3)' is not a route of the app: unknown screen 'mesage'. Did you mean "
        + "'message'?",
      "'message' is not a route of the app: write the route as 'message(id: 1)': the screen, "
        + "then each argument as 'name: value'.",
      "Cannot select 'message(id: 3)' in the detail column: nothing is selected for the "
        + "content column. Select there first.",
      "Cannot select 'message(id: 3)' in the sidebar column: no column selects the sidebar's "
        + "root. Set its root instead.",
      "'select message(id: 3)' is not a selection: write 'select ROUTE in COLUMN', as in "
        + "'select message(id: 7) in detail'.",
      "'deselect': 'footer' is not a column of a split; write 'content' or 'detail'.",
    ]
    #expect(run.stderr.split(separator: "\n").map(String.init) == expected)
  }

  @Test func theTerminalsWidthDecidesAndIsTracedAsAnInput() async throws {
    let trace = TemporaryFile("split.jsonl")
    var repl = InProcessRepl(definition: try Self.mail())
    repl.trace = trace.path
    _ = try await repl.run("tap Inbox\n")
    let lines = try String(contentsOfFile: trace.path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.contains(#"{"t":0,"event":"setWidth","width":"compact","input":"width compact"}"#))
    // Asked for columns, a narrow script shows them all the same.
    repl.trace = nil
    repl.splitWidth = .regular
    let regular = try await repl.run("tap Inbox\n")
    #expect(Self.lastScreen(regular.stdout).first?.hasPrefix(" sidebar ") == true)
  }

  @Test func aResizedTerminalTurnsTheSplitUntilAWidthIsTyped() async throws {
    let reader = FakeTerminalReader(width: 120)
    let (session, started) = try AppSession.start(try Self.mail())
    let loop = Repl(
      session: session, startOutput: started, reader: reader, options: RenderOptions(),
      fixedWidth: nil, trace: nil, strict: false, timeMode: .virtual, output: MemoryOutput(),
      clock: InteractionTestClock())
    #expect(loop.session.state.splitWidth == .regular)
    reader.width = 80
    reader.send(.resize)
    reader.send(.line("width regular"))
    reader.width = 90
    reader.send(.resize)
    reader.send(.endOfInput)
    _ = await loop.run()
    #expect(loop.session.state.splitWidth == .regular)
    #expect(loop.history.listing(radius: 5).contains("width compact"))
    #expect(reader.printed.last?.contains("╮ ╭") == true, "columns side by side")
  }

  @Test func theVerbsReadAsTheirUsageSays() throws {
    #expect(try #require(CommandVerb.named("select")).usage == "select ROUTE in COLUMN")
    #expect(try #require(CommandVerb.named("deselect")).usage == "deselect COLUMN")
    #expect(try #require(CommandVerb.named("width")).usage == "width compact|regular")
    #expect(
      try ReplCommand.parse("select results(query: \"in in\") in detail")
        == .session(.select("results(query: \"in in\")", in: .detail)))
    #expect(try ReplCommand.parse("WIDTH Compact") == .session(.width(.compact)))
  }
}
