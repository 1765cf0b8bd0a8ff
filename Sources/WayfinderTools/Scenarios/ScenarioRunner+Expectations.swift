internal import Wayfinder
internal import WayfinderFlowFiles

extension ScenarioRunner {
  /// An expectation that does not hold: a message and the lines to diff.
  struct Mismatch {
    var message: String
    var expected: [String]
    var actual: [String]
  }

  /// Checks `expectation` against `session`; `nil` when it holds.
  func check(_ expectation: ScenarioExpectation, in session: AppSession) -> Mismatch? {
    let state = session.state
    switch expectation {
    case .screen(let expected):
      let route = state.topRoute
      if let route, expected.matches(route) { return nil }
      let actual = expected.namesArguments ? route?.description : route?.screen
      return Mismatch(
        message: "unexpected screen", expected: ["screen \(expected)"],
        actual: [actual.map { "screen \($0)" } ?? "no screen (a blank launch screen)"])
    case .path(let owner, let expected):
      let stack = state[tab: TabID(owner)] ?? state.modals.last { $0.id.rawValue == owner }?.stack
      let line = { (routes: [String]) in "\(owner) = [" + routes.joined(separator: ", ") + "]" }
      guard let stack else {
        return Mismatch(
          message: "unexpected path of '\(owner)'", expected: [line(expected.map(\.description))],
          actual: ["modal '\(owner)' is not presented"])
      }
      let path = stack.path
      if path.count == expected.count, zip(expected, path).allSatisfy({ $0.matches($1) }) {
        return nil
      }
      // Written as the expectation is: whole routes when it names any arguments.
      let full = expected.contains(where: \.namesArguments)
      let actual = path.map { full ? $0.description : $0.screen }
      return Mismatch(
        message: "unexpected path of '\(owner)'", expected: [line(expected.map(\.description))],
        actual: [line(actual)])
    case .modal(let expected):
      let actual = state.modals.last?.id.rawValue
      guard actual != expected else { return nil }
      return Mismatch(
        message: "unexpected modal", expected: ["modal \(expected)"],
        actual: [actual.map { "modal \($0)" } ?? "no modal"])
    case .noModal:
      guard let actual = state.modals.last?.id.rawValue else { return nil }
      return Mismatch(
        message: "unexpected modal", expected: ["no modal"], actual: ["modal \(actual)"])
    case .tab(let expected):
      let actual = state.home.selectedTab.rawValue
      guard actual != expected else { return nil }
      return Mismatch(
        message: "unexpected tab", expected: ["tab \(expected)"], actual: ["tab \(actual)"])
    case .fact(let name, let expected):
      let actual = session.facts[name]
      guard actual != expected else { return nil }
      return Mismatch(
        message: "unexpected value of fact '\(name)'", expected: ["\(name) = \(expected)"],
        actual: ["\(name) = " + (actual?.description ?? "(not set)")])
    case .factUnset(let name):
      guard let actual = session.facts[name] else { return nil }
      return Mismatch(
        message: "fact '\(name)' is set", expected: ["\(name) (not set)"],
        actual: ["\(name) = \(actual)"])
    case .home, .launching:
      let launching = state.phase.isLaunching
      guard launching != (expectation == .launching) else { return nil }
      let word = { (launching: Bool) in launching ? "launching" : "home" }
      return Mismatch(
        message:
          "expected \(word(!launching)), but the app is \(launching ? "still launching" : "home")",
        expected: [word(!launching)], actual: [word(launching)])
    case .step(let step, let status, let reason):
      return checkStep(step, status: status, reason: reason, in: session)
    case .column(let column, let routes):
      return checkColumn(column, routes: routes, in: state)
    case .width(let expected):
      let actual = state.splitWidth
      guard actual != expected else { return nil }
      return Mismatch(
        message: "unexpected width", expected: ["width \(expected)"],
        actual: [actual.map { "width \($0)" } ?? "no split"])
    case .windows(let count):
      return checkWindows(count, in: session)
    case .window(let scene, let expected):
      return checkWindow(scene, expected, in: session)
    case .error(let message):
      return Mismatch(
        message: "'expect error' follows no command", expected: ["error: \(message)"], actual: [])
    case .render(let width, let expected):
      guard let renderer else {
        return Mismatch(
          message: "this runner cannot draw screens for 'expect render'", expected: [], actual: [])
      }
      let actual = Self.normalized(
        renderer(session, width).split(separator: "\n", omittingEmptySubsequences: false).map(
          String.init))
      guard actual != Self.normalized(expected) else { return nil }
      return Mismatch(
        message: "the screen differs from the expected render", expected: Self.normalized(expected),
        actual: actual)
    }
  }

  /// Checks `expect column`: the column's stack, root first, or that nothing is selected.
  private func checkColumn(
    _ column: SplitColumn, routes expected: [ExpectedRoute], in state: NavigationState<ScreenRoute>
  ) -> Mismatch? {
    let routes = state[column: column]?.routes ?? []
    if routes.count == expected.count, zip(expected, routes).allSatisfy({ $0.matches($1) }) {
      return nil
    }
    // Written as the expectation is: whole routes when it names any arguments.
    let full = expected.contains(where: \.namesArguments)
    let line = { (routes: [String]) in
      routes.isEmpty
        ? "column \(column) empty" : "column \(column): " + routes.joined(separator: " > ")
    }
    return Mismatch(
      message: "unexpected stack of the \(column) column",
      expected: [line(expected.map(\.description))],
      actual: [line(routes.map { full ? $0.description : $0.screen })])
  }

  /// Checks `expect step`: the step's status word and, for a skipped one, why — the core's
  /// prompt block when its policy skipped it, otherwise the skip reason.
  private func checkStep(
    _ step: String, status: String, reason: String?, in session: AppSession
  ) -> Mismatch? {
    let id = StepID(step)
    let expected = "step \(step) \(status)" + (reason.map { " (\($0))" } ?? "")
    guard let actual = session.launch.status(of: id) else {
      return Mismatch(
        message: "unexpected status of step '\(step)'", expected: [expected],
        actual: ["step \(step) has not run"])
    }
    let (word, why): (String, String?) =
      switch actual {
      case .waiting: ("waiting", nil)
      case .running: ("running", nil)
      case .finished: ("finished", nil)
      case .skipped(let skip):
        ("skipped", session.launch.promptBlock(of: id)?.description ?? skip.rawValue)
      case .cancelled: ("cancelled", nil)
      case .failed(let message): ("failed", message)
      }
    if word == status, reason.map({ why?.hasPrefix($0) == true }) ?? true { return nil }
    return Mismatch(
      message: "unexpected status of step '\(step)'", expected: [expected],
      actual: ["step \(step) \(word)" + (why.map { " (\($0))" } ?? "")])
  }

  /// Lines without trailing white space, and without trailing empty lines.
  static func normalized(_ lines: [String]) -> [String] {
    var result = lines.map { line in
      var text = Substring(line)
      while text.last?.isWhitespace == true { text.removeLast() }
      return String(text)
    }
    while result.last?.isEmpty == true { result.removeLast() }
    return result
  }
}
