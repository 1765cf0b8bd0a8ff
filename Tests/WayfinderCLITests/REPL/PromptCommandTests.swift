import Testing
import Wayfinder

@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `wait` in days and hours, and `relaunch --from`: how they read and how they are refused.
@Suite struct PromptCommandTests {
  private func message(_ line: String) -> String {
    do {
      _ = try ReplCommand.parse(line)
      return "no error"
    } catch { return error.description }
  }

  @Test func waitTakesDaysHoursAndSeveralTerms() throws {
    #expect(try ReplCommand.parse("wait 3d") == .session(.wait(.seconds(3 * 86_400))))
    #expect(try ReplCommand.parse("wait 20h") == .session(.wait(.seconds(20 * 3_600))))
    #expect(try ReplCommand.parse("wait 1d 2h") == .session(.wait(.seconds(26 * 3_600))))
    #expect(try ReplCommand.parse("wait 1h 30m 15s") == .session(.wait(.seconds(5_415))))
    #expect(try ReplCommand.parse("wait 0.5d") == .session(.wait(.seconds(43_200))))
    #expect(try ReplCommand.parse("wait 3650d") == .session(.wait(.seconds(3650 * 86_400))))
    #expect(try ReplCommand.parse("wait 2s") == .session(.wait(.seconds(2))))
    #expect(try ReplCommand.parse("wait 500ms") == .session(.wait(.milliseconds(500))))
  }

  @Test func hugeOrMalformedWaitsAreRefused() {
    let tooLong = { (text: String) in
      "'wait': '\(text)' is too long; wait at most 3650d at a time."
    }
    #expect(message("wait 3651d") == tooLong("3651d"))
    #expect(message("wait 3650d 1s") == tooLong("3650d 1s"))
    #expect(message("wait 99999999999999999999d") == tooLong("99999999999999999999d"))
    let digits = String(repeating: "9", count: 400)
    #expect(message("wait \(digits)h") == tooLong("\(digits)h"))
    let invalid = { (text: String) in
      "'wait': '\(text)' is not a duration; write it like '2s', '500ms', '20h' or '1d 2h'."
    }
    for text in ["3w", "1e9d", "inf", "nan", "-1d", "1d -2h", "d", ".d", "1..5h", "+3d", "１d"] {
      #expect(message("wait \(text)") == invalid(text), "\(text)")
    }
  }

  @Test func relaunchNamesWhereItComesFrom() throws {
    #expect(try ReplCommand.parse("relaunch --from icon") == .session(.relaunch()))
    #expect(
      try ReplCommand.parse("relaunch --from link demo://item/42")
        == .session(.relaunch(from: .link("demo://item/42"))))
    #expect(
      try ReplCommand.parse("relaunch --from shortcut compose")
        == .session(.relaunch(from: .shortcut("compose"))))
    #expect(
      try ReplCommand.parse("relaunch --from shortcut") == .session(.relaunch(from: .shortcut(nil)))
    )
    #expect(
      try ReplCommand.parse("relaunch  --from   Notification")
        == .session(.relaunch(from: .notification)))
    #expect(
      try ReplCommand.parse("relaunch --from widget") == .session(.relaunch(from: .named("widget")))
    )
    #expect(
      try ReplCommand.parse("relaunch --from link demo://item/42#top # a fragment")
        == .session(.relaunch(from: .link("demo://item/42#top"))))
  }

  @Test func unknownRelaunchFormsSayWhatToWrite() {
    let invalid = { (text: String) in
      "'relaunch': '\(text)' is not where the app can launch from; write 'relaunch --from "
        + "icon|link URL|shortcut [NAME]|notification', or a source the app's prompts name."
    }
    for text in [
      "link", "--from", "--form link x", "--from link a b", "--from icon now",
      "--from notification 3", "--from shortcut a b", "--from widget extra", "now",
    ] {
      #expect(message("relaunch \(text)") == invalid(text), "\(text)")
    }
    #expect(
      message("relaunch --from link")
        == "'relaunch --from link' needs the link's URL, as in 'relaunch --from link demo://item/42'."
    )
  }

  @Test func helpAndCompletionOfferTheSources() {
    #expect(
      ScreenText.help("relaunch")
        == "relaunch [--from SOURCE]\n  Cold launch: what a save holds comes back, the launch "
        + "runs again; SOURCE: icon|link URL|shortcut|notification.")
    let completions = Completions(urls: ["demo://item/{id:int}"], sources: ["widget"])
    #expect(
      completions.matches(for: "relaunch ") == [
        "relaunch --from icon", "relaunch --from link ", "relaunch --from notification",
        "relaunch --from shortcut ", "relaunch --from widget",
      ])
    #expect(completions.matches(for: "relaunch --from n") == ["relaunch --from notification"])
    #expect(
      completions.matches(for: "relaunch --from link d")
        == ["relaunch --from link demo://item/{id:int}"])
    #expect(completions.entries(for: "relaunch --from l") == ["relaunch --from link "])
  }
}
