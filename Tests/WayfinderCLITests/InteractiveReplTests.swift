import Foundation
import Testing

/// The REPL at a real terminal (tmux): completion, history, Ctrl-C, Ctrl-D, and the screen
/// drawn again when launch work finishes while a line is half typed.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveReplTests {
  private let stateHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-tmux-\(UUID().uuidString)").path

  private func start(_ arguments: String = "--fresh") async throws -> TmuxSession {
    try await TmuxSession(
      command:
        "cd '\(BinaryRunner.packageRoot.path)' && '\(BinaryRunner.executable.path)' run \(arguments)",
      environment: ["XDG_STATE_HOME": stateHome, "TERM": "xterm-256color", "NO_COLOR": "1"])
  }

  @Test func tabCompletesCommandsAndActionLabels() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await terminal.waitFor("1. Continue")
    try await terminal.type("tap Co")
    try await terminal.send("Tab")
    try await terminal.waitFor("› tap Continue")
    try await terminal.send("Enter")
    try await terminal.waitFor("[Tab 1]")
    try await terminal.type("ta")
    try await terminal.send("Tab", "Tab")
    try await terminal.waitFor { Self.lines($0).contains("tab  tap") }
    try await terminal.send("C-u")
    try await terminal.type("tab tab")
    try await terminal.send("Tab", "Tab")
    // The listing shows what differs, not the command before each choice.
    try await terminal.waitFor { Self.lines($0).contains("tab1  tab2") }
  }

  @Test func theSecondTabListsWhatTheFirstCouldNotChoose() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await terminal.waitFor("1. Continue")
    try await terminal.type("tap Continue")
    try await terminal.send("Enter")
    try await terminal.waitFor("[Tab 1]")
    try await terminal.type("tap Go")
    try await terminal.send("Tab")
    try await terminal.waitFor("› tap Go to Secondary")
    try await terminal.send("Tab")
    try await terminal.waitFor { Self.lines($0).contains("Go to Secondary 1  Go to Secondary 2") }
    try await terminal.send("C-u")
    try await terminal.type("open demo://i")
    try await terminal.send("Tab")
    try await terminal.waitFor {
      $0.hasSuffix("› open demo://item/\n") || $0.contains("› open demo://item/\n")
    }
    try await terminal.send("Tab")
    try await terminal.waitFor { Self.lines($0).contains("demo://item/{id:int}") }
  }

  /// The screen's lines, without the spaces that pad them.
  private static func lines(_ screen: String) -> [String] {
    screen.split(separator: "\n").map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func ctrlCDropsTheLineAndCtrlDQuits() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await terminal.waitFor("1. Continue")
    try await terminal.type("tap Cont")
    // Read before Ctrl-C comes: the terminal drops input not yet read when it sends SIGINT.
    try await terminal.waitFor("› tap Cont")
    try await terminal.send("C-c")
    try await terminal.waitFor("› tap Cont^C")
    try await terminal.type("tap 1")
    try await terminal.send("Enter")
    try await terminal.waitFor("[Tab 1]")
    try await terminal.send("C-d")
    try await terminal.waitFor("[exited 0]")
  }

  @Test func historyIsKeptAcrossSessions() async throws {
    do {
      let first = try await start()
      defer { first.kill() }
      try await first.waitFor("1. Continue")
      try await first.type("tap Continue")
      try await first.send("Enter")
      try await first.waitFor("[Tab 1]")
      try await first.type("quit")
      try await first.send("Enter")
      try await first.waitFor("[exited 0]")
    }
    let second = try await start()
    defer { second.kill() }
    try await second.waitFor("1. Continue")
    try await second.send("Up", "Up")
    try await second.waitFor("› tap Continue")
  }

  @Test func launchWorkFinishingRedrawsAndKeepsTheHalfTypedLine() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await terminal.waitFor("Launch steps")
    try await terminal.type("help wa")
    // The launch finishes its splash and config work while the line sits half typed; the
    // screen is drawn again above the prompt, and the line is still there.
    try await terminal.waitFor { screen in
      let lines = screen.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
      return screen.contains("1. Continue") && lines.last == "› help wa"
    }
    try await terminal.type("it")
    try await terminal.send("Enter")
    try await terminal.waitFor("wait DURATION")
  }

  @Test func anInteractiveSessionResumesWhereItLeftOff() async throws {
    do {
      let first = try await start()
      defer { first.kill() }
      try await first.waitFor("1. Continue")
      try await first.type("tap Continue")
      try await first.send("Enter")
      try await first.waitFor("[Tab 1]")
      try await first.type("tab 2")
      try await first.send("Enter")
      try await first.waitFor("[Tab 2]")
      try await first.send("C-d")
      try await first.waitFor("[exited 0]")
    }
    let second = try await start("")
    defer { second.kill() }
    try await second.waitFor("[Tab 2]")
    // The notice may wrap: the terminal's lines joined give it whole.
    let screen = try await second.screen().split(separator: "\n").joined()
    #expect(screen.contains("Resumed from '\(stateHome)/wayfinder/"))
    #expect(screen.contains("' saved 20"))
    #expect(screen.contains("; --fresh starts clean."))
    #expect(try await !second.screen().contains("step.start"))
  }
}
