import Foundation
import Testing

/// The REPL at a real terminal (tmux): completion, history, Ctrl-C, Ctrl-D, and the screen
/// drawn again when launch work finishes while a line is half typed.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveReplTests {
  private let stateHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-tmux-\(UUID().uuidString)").path

  private func start(_ arguments: String = "--fresh") throws -> TmuxSession {
    try TmuxSession(
      command:
        "cd '\(BinaryRunner.packageRoot.path)' && '\(BinaryRunner.executable.path)' run \(arguments)",
      environment: ["XDG_STATE_HOME": stateHome, "TERM": "xterm-256color", "NO_COLOR": "1"])
  }

  @Test func tabCompletesCommandsAndActionLabels() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try terminal.waitFor("1. Continue")
    try terminal.type("tap Co")
    try terminal.send("Tab")
    try terminal.waitFor("› tap Continue")
    try terminal.send("Enter")
    try terminal.waitFor("[Tab 1]")
    try terminal.type("ta")
    try terminal.send("Tab", "Tab")
    try terminal.waitFor("tab   tap")
    try terminal.send("C-u")
    try terminal.type("tab tab")
    try terminal.send("Tab", "Tab")
    try terminal.waitFor("tab tab1  tab tab2")
  }

  @Test func theSecondTabListsWhatTheFirstCouldNotChoose() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try terminal.waitFor("1. Continue")
    try terminal.type("tap Continue")
    try terminal.send("Enter")
    try terminal.waitFor("[Tab 1]")
    try terminal.type("tap Go")
    try terminal.send("Tab")
    try terminal.waitFor("› tap Go to Secondary")
    try terminal.send("Tab")
    try terminal.waitFor("tap Go to Secondary 1  tap Go to Secondary 2")
    try terminal.send("C-u")
    try terminal.type("open demo://i")
    try terminal.send("Tab")
    try terminal.waitFor {
      $0.hasSuffix("› open demo://item/\n") || $0.contains("› open demo://item/\n")
    }
    try terminal.send("Tab")
    try terminal.waitFor("open demo://item/{id:int}")
  }

  @Test func ctrlCDropsTheLineAndCtrlDQuits() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try terminal.waitFor("1. Continue")
    try terminal.type("tap Cont")
    try terminal.send("C-c")
    try terminal.waitFor("› tap Cont^C")
    try terminal.type("tap 1")
    try terminal.send("Enter")
    try terminal.waitFor("[Tab 1]")
    try terminal.send("C-d")
    try terminal.waitFor("[exited 0]")
  }

  @Test func historyIsKeptAcrossSessions() throws {
    do {
      let first = try start()
      defer { first.kill() }
      try first.waitFor("1. Continue")
      try first.type("tap Continue")
      try first.send("Enter")
      try first.waitFor("[Tab 1]")
      try first.type("quit")
      try first.send("Enter")
      try first.waitFor("[exited 0]")
    }
    let second = try start()
    defer { second.kill() }
    try second.waitFor("1. Continue")
    try second.send("Up", "Up")
    try second.waitFor("› tap Continue")
  }

  @Test func launchWorkFinishingRedrawsAndKeepsTheHalfTypedLine() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try terminal.waitFor("Launch steps")
    try terminal.type("help wa")
    // The launch finishes its splash and config work while the line sits half typed; the
    // screen is drawn again above the prompt, and the line is still there.
    try terminal.waitFor { screen in
      let lines = screen.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
      return screen.contains("1. Continue") && lines.last == "› help wa"
    }
    try terminal.type("it")
    try terminal.send("Enter")
    try terminal.waitFor("wait DURATION")
  }

  @Test func anInteractiveSessionResumesWhereItLeftOff() throws {
    do {
      let first = try start()
      defer { first.kill() }
      try first.waitFor("1. Continue")
      try first.type("tap Continue")
      try first.send("Enter")
      try first.waitFor("[Tab 1]")
      try first.type("tab 2")
      try first.send("Enter")
      try first.waitFor("[Tab 2]")
      try first.send("C-d")
      try first.waitFor("[exited 0]")
    }
    let second = try start("")
    defer { second.kill() }
    try second.waitFor("[Tab 2]")
    // The notice may wrap: the terminal's lines joined give it whole.
    let screen = try second.screen().split(separator: "\n").joined()
    #expect(screen.contains("Resumed from '\(stateHome)/wayfinder/"))
    #expect(screen.contains("' saved 20"))
    #expect(screen.contains("; --fresh starts clean."))
    #expect(try !second.screen().contains("step.start"))
  }
}
