internal import Wayfinder
internal import WayfinderFlowFiles

extension ScenarioParser {
  /// What `expect window N` may say of the window, for messages.
  static let windowUsage =
    "what the window is: 'active', 'covered by STEP', 'covered by the launch' or 'shows SCREEN'"

  /// Reads what follows `expect windows`: how many windows are open.
  mutating func parseWindowCount(
    _ text: Substring, in line: Substring, number: Int, at: FileLocation
  ) {
    guard !text.isEmpty else {
      return report(
        .expectationNeeds("windows", usage: "how many are open, as in 'expect windows 2'"), at: at)
    }
    guard let count = Int(text), count > 0 else {
      return report(.windowCount(String(text)), in: line, at: text, line: number)
    }
    append(.expectation(.windows(count)), at: at)
  }

  /// Reads what follows `expect window`: a window's number, then `active`, `covered by STEP`,
  /// `covered by the launch` or `shows ROUTE`.
  mutating func parseWindow(_ text: Substring, in line: Substring, number: Int, at: FileLocation) {
    let word = text.word
    guard !word.isEmpty else {
      return report(
        .expectationNeeds("window", usage: "a window's number and \(Self.windowUsage)"), at: at)
    }
    guard let window = Int(word), window > 0 else {
      return report(.windowNumber(String(word)), in: line, at: word, line: number)
    }
    let scene = SceneID(window)
    let rest = text.dropFirst(word.count).trimmed
    let state = rest.word
    let after = rest.dropFirst(state.count).trimmed
    switch state.lowercased() {
    case "":
      report(.expectationNeeds("window \(window)", usage: Self.windowUsage), at: at)
    case "active":
      guard after.isEmpty else {
        return report(
          .expectationTakesNothing("window \(window) active", found: String(after)), in: line,
          at: after, line: number)
      }
      append(.expectation(.window(scene, .active)), at: at)
    case "covered":
      guard let cover = parseCover(after, window: window, in: line, number: number, at: at) else {
        return
      }
      append(.expectation(.window(scene, .covered(by: cover))), at: at)
    case "shows":
      guard !after.isEmpty else {
        return report(
          .expectationNeeds("window \(window) shows", usage: "a screen, as in 'shows note'"),
          at: at)
      }
      guard let route = parseRoute(after, in: line, number: number) else { return }
      append(.expectation(.window(scene, .shows(route))), at: at)
    default:
      report(.windowState(String(state)), in: line, at: state, line: number)
    }
  }

  /// `by the launch`, or `by STEP` for a step the app declares.
  private mutating func parseCover(
    _ text: Substring, window: Int, in line: Substring, number: Int, at: FileLocation
  ) -> SceneCover? {
    let by = text.word
    let cover = text.dropFirst(by.count).trimmed
    guard by == "by", !cover.isEmpty else {
      report(
        .expectationNeeds(
          "window \(window) covered",
          usage: "what covers it, as in 'covered by passcode' or 'covered by the launch'"),
        at: at)
      return nil
    }
    if cover.split(whereSeparator: \.isWhitespace) == ["the", "launch"] { return .launch }
    let steps = definition.launch.map(\.id)
    guard steps.contains(String(cover)) else {
      report(
        .unknownStep(String(cover)), in: line, at: cover, line: number,
        suggestion: Suggestions.closest(to: String(cover), in: steps + ["the launch"]))
      return nil
    }
    return .step(StepID(String(cover)))
  }
}
