internal import Wayfinder
internal import WayfinderFlowFiles

extension ScenarioWriter {
  /// The line of `command`, read back: a tap by label bare, or in double quotes when bare
  /// text would read as something else.
  func commandLine(_ command: SessionCommand) throws(Unwritable) -> String {
    let candidates: [String]
    switch command {
    case .tap(.number(let number)): candidates = ["tap \(number)"]
    case .tap(.label(let label)): candidates = ["tap \(label)", "tap \"\(label)\""]
    case .back: candidates = ["back"]
    case .pop: candidates = ["pop"]
    case .root: candidates = ["root"]
    case .swipe(let step): candidates = [step.line]
    case .selectTab(let tab): candidates = ["tab \(tab)"]
    case .open(let url): candidates = ["open \(url)"]
    case .dismiss: candidates = ["dismiss"]
    case .set(let fact, let value): candidates = ["set \(fact) \(value)"]
    case .wait(let duration):
      let (seconds, attoseconds) = duration.components
      let perMillisecond: Int64 = 1_000_000_000_000_000
      guard attoseconds % perMillisecond == 0 else {
        throw Unwritable(
          reason: "a scenario's wait counts whole milliseconds; this one waits "
            + "\(TraceFields.secondsText(duration))s")
      }
      let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
      candidates = overflow ? [] : ["wait \(milliseconds + attoseconds / perMillisecond)ms"]
    case .relaunch(.icon): candidates = ["relaunch"]
    case .relaunch(let origin): candidates = ["relaunch --from \(origin)"]
    case .background: candidates = ["background"]
    case .foreground: candidates = ["foreground"]
    case .run(let steps): candidates = ["run " + steps.joined(separator: " ")]
    case .cancel(let step): candidates = ["cancel \(step)"]
    case .cancelAll: candidates = ["cancel all"]
    case .event(let name): candidates = ["event \(name)"]
    case .detent(let detent): candidates = ["detent \(detent)"]
    case .window(let change): candidates = [change.line]
    case .select(let route, let column): candidates = ["select \(route) in \(column)"]
    case .deselect(let column): candidates = ["deselect \(column)"]
    case .width(let width): candidates = ["width \(width)"]
    }
    return try first(of: candidates, "this command") { line in
      read([line])?.steps.first?.kind.command == command
    }
  }

  /// The lines of `expectation`, read back.
  func expectationLines(_ expectation: ScenarioExpectation) throws(Unwritable) -> [String] {
    let lines: [[String]]
    switch expectation {
    case .screen(let route): lines = [["expect screen " + routeText(route)]]
    case .path(let owner, let routes):
      lines = [["expect path \(owner) = [" + routes.map(routeText).joined(separator: ", ") + "]"]]
    case .modal(let modal): lines = [["expect modal \(modal)"]]
    case .noModal: lines = [["expect no modal"]]
    case .tab(let tab): lines = [["expect tab \(tab)"]]
    case .fact(let name, let value):
      let text = try valueText(value, of: name) { text in
        read(["expect fact \(name) = \(text)"])?.steps.first?.kind == .expectation(expectation)
      }
      lines = [["expect fact \(name) = \(text)"]]
    case .factUnset(let name): lines = [["expect fact \(name) unset"]]
    case .column(let column, let routes) where routes.isEmpty:
      lines = [["expect column \(column) empty"]]
    case .column(let column, let routes):
      lines = [["expect column \(column): " + routes.map(routeText).joined(separator: " > ")]]
    case .width(let width): lines = [["expect width \(width)"]]
    case .home: lines = [["expect home"]]
    case .launching: lines = [["expect launching"]]
    case .step(let step, let status, let reason):
      lines = [["expect step \(step) \(status)" + (reason.map { " \"\($0)\"" } ?? "")]]
    case .windows(let count): lines = [["expect windows \(count)"]]
    case .window(let scene, .shows(let route)):
      lines = [["expect window \(scene.number) shows " + routeText(route)]]
    case .window(let scene, let expected):
      lines = [["expect window \(scene.number) " + ScenarioRunner.words(expected)]]
    case .error(let message): lines = [["expect error \(message)"]]
    case .render(let width, let screen):
      lines = [
        ["expect render" + (width == 64 ? "" : " width \(width)"), "\"\"\""] + screen + ["\"\"\""]
      ]
    }
    let written = lines.first ?? []
    if let broken = written.first(where: Self.breaksLines) {
      throw unwritable("what the scenario expects", line: broken)
    }
    let command = if case .error = expectation { ["back"] } else { [String]() }
    guard read(command + written)?.steps.last?.kind == .expectation(expectation) else {
      throw unwritable("what the scenario expects", line: written.joined(separator: " "))
    }
    return written
  }

  /// The text of fact `name`'s `value` that `readsBack` accepts: as it is shown (a string in
  /// double quotes), or a string bare.
  func valueText(
    _ value: FactValue, of name: String, readsBack: (String) -> Bool
  ) throws(Unwritable) -> String {
    let candidates: [String]
    switch value {
    case .string(let text): candidates = ["\"\(text)\"", text]
    case .bool, .int, .version: candidates = [value.description]
    }
    return try first(of: candidates, "the value of fact '\(TraceError.quoted(name))'", readsBack)
  }

  /// `item(id: 42, name: "a \"b\"")`: a route as `expect screen` reads it, strings in double
  /// quotes with `"` and `\` escaped.
  func routeText(_ route: ExpectedRoute) -> String {
    guard let arguments = route.arguments, !arguments.isEmpty else { return route.screen }
    let list = arguments.sorted { $0.key < $1.key }.map { name, value in
      let text =
        switch value {
        case .string(let string):
          "\"" + string.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        default: value.description
        }
      return "\(name): \(text)"
    }
    return route.screen + "(" + list.joined(separator: ", ") + ")"
  }

  /// The first of `candidates` that `readsBack`; ``Unwritable`` saying why `what` cannot be
  /// written otherwise.
  private func first(
    of candidates: [String], _ what: String, _ readsBack: (String) -> Bool
  ) throws(Unwritable) -> String {
    for candidate in candidates where !Self.breaksLines(candidate) && readsBack(candidate) {
      return candidate
    }
    throw unwritable(what, line: candidates.first ?? "")
  }

  /// The scenario the parser reads from `lines` alone, whatever it reports about the app's
  /// names: what they mean, not whether the app has them.
  func read(_ lines: [String]) -> Scenario? {
    var parser = ScenarioParser(path: "written.scenario", definition: definition)
    parser.parse(lines.joined(separator: "\n"))
    return parser.scenarios.first
  }

  /// Why `line`, written for `what`, cannot be: a line break in it, or what it reads back as.
  func unwritable(_ what: String, line: String) -> Unwritable {
    if Self.breaksLines(line) {
      return Unwritable(
        reason: "\(what) holds a line break, which ends a scenario line: "
          + "'\(TraceError.quoted(line))'")
    }
    return Unwritable(
      reason: "a scenario line cannot say \(what): '\(TraceError.quoted(line))' reads back as "
        + "something else")
  }

  /// Whether `text` holds what ends a scenario line (`\n`, `\r`).
  static func breaksLines(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
  }
}

extension Scenario.Step.Kind {
  /// The command of a command step, without the text it was written as.
  fileprivate var command: SessionCommand? {
    if case .command(let command, _) = self { command } else { nil }
  }
}
