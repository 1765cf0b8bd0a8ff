internal import Foundation
internal import Wayfinder
internal import WayfinderFlowFiles

/// Reads a scenario file line by line: `scenario:` headers, `given facts:`, REPL commands (read
/// by the REPL's own parser) and `expect` lines, checking names against the app.
struct ScenarioParser {
  let path: String
  let definition: FlowDefinition
  var bag = DiagnosticBag()
  private(set) var scenarios: [Scenario] = []
  /// An `expect render` waiting for its block, or a block being read.
  private var render:
    (width: Int, location: FileLocation, fence: FileLocation?, indent: Int, lines: [String])?
  /// A command's reference to something the app does not have, reported unless the next line
  /// expects the command to fail.
  private var unresolved:
    [(problem: ScenarioProblem, location: FileLocation, suggestion: String?)] =
      []

  /// The names commands may use, looked up once per file rather than once per command.
  private let tabNames: Set<String>
  private let stepNames: Set<String>

  init(path: String, definition: FlowDefinition) {
    self.path = path
    self.definition = definition
    tabNames = Set(definition.home.tabIDs.map(\.rawValue))
    stepNames = Set(definition.launch.map(\.id))
  }

  mutating func parse(_ text: String) {
    var number = 0
    // `\n`, `\r\n` and a lone `\r` all end lines: a file saved on any system reads the same.
    for line in TextLines.split(text) {
      number += 1
      parseLine(line, number: number)
    }
    flushUnresolved()
    if let render {
      if let fence = render.fence {
        report(.unterminatedBlock, at: fence)
      } else {
        report(.renderWithoutBlock, at: render.location)
      }
    }
  }

  private mutating func parseLine(_ line: Substring, number: Int) {
    let content = line.trimmed
    if let block = render {
      if block.fence == nil {
        guard content.isEmpty || content == "\"\"\"" else {
          report(.renderWithoutBlock, in: line, at: content, line: number)
          render = nil
          return parseLine(line, number: number)
        }
        if content == "\"\"\"" {
          let indent = line.prefix { $0 == " " || $0 == "\t" }.count
          let fence = location(of: content, in: line, line: number)
          render?.indent = indent
          render?.fence = fence
        }
        return
      }
      if content == "\"\"\"" {
        append(.expectation(.render(width: block.width, lines: block.lines)), at: block.location)
        render = nil
      } else {
        let indent = block.indent
        let text =
          line.prefix(indent).allSatisfy { $0 == " " || $0 == "\t" } ? line.dropFirst(indent) : line
        render?.lines.append(String(text))
      }
      return
    }
    guard !content.isEmpty, !content.hasPrefix("#") else { return }
    // Outside a render block a line may end with a comment (a screen's text is taken whole).
    parseStatement(LineComment.strip(content), in: line, number: number)
  }

  /// Reads one line outside a render block, `content` being its text without blanks around
  /// it or its comment.
  private mutating func parseStatement(_ content: Substring, in line: Substring, number: Int) {
    let at = location(of: content, in: line, line: number)
    if content.hasPrefix("scenario:") {
      let name = content.dropFirst("scenario:".count).trimmed
      guard !name.isEmpty else { return report(.missingName, at: at) }
      scenarios.append(Scenario(name: String(name), location: at))
    } else if content.hasPrefix("given facts:") {
      parseGiven(content.dropFirst("given facts:".count).trimmed, in: line, number: number, at: at)
    } else if content.startsWithWord("expect") {
      parseExpectation(content.dropFirst("expect".count).trimmed, in: line, number: number, at: at)
    } else {
      parseCommand(content, at: at)
    }
  }

  // MARK: Commands and headers

  private mutating func parseCommand(_ content: Substring, at: FileLocation) {
    do throws(ReplError) {
      guard let command = try ReplCommand.parse(String(content)) else { return }
      guard let sessionCommand = command.sessionCommand else {
        if command.isHistoryCommand {
          return report(.historyNotInScenarios(content.word.lowercased()), at: at)
        }
        return report(.notInScenarios(content.word.lowercased()), at: at)
      }
      append(.command(sessionCommand, text: String(content)), at: at)
      checkReferences(of: sessionCommand, at: at, in: content)
    } catch {
      var message = error.description
      if message.hasSuffix(".") { message.removeLast() }
      report(.command(message), at: at)
    }
  }

  private mutating func parseGiven(
    _ text: Substring, in line: Substring, number: Int, at: FileLocation
  ) {
    if !current.steps.isEmpty { return report(.givenAfterSteps, at: at) }
    guard text.first == "{", text.last == "}" else { return report(.givenShape, at: at) }
    var facts = current.facts
    for entry in text.dropFirst().dropLast().splitTopLevel(",") where !entry.trimmed.isEmpty {
      let parts = entry.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else {
        return report(.givenShape, in: line, at: entry.trimmed, line: number)
      }
      let name = parts[0].trimmed
      let valueText = parts[1].trimmed
      if let value = factValue(name: name, text: valueText, in: line, number: number) {
        facts[String(name)] = value
      }
    }
    current.facts = facts
  }

  /// The value of fact `name` written as `text`, or `nil` after reporting why not.
  mutating func factValue(
    name: Substring, text: Substring, in line: Substring, number: Int
  ) -> FactValue? {
    guard let declaration = declaredFact(name, in: line, number: number) else { return nil }
    let unquoted =
      declaration.type != .string && text.count >= 2 && text.first == "\""
        && text.last == "\"" ? text.dropFirst().dropLast() : text
    guard let value = definition.factValue(String(unquoted), as: declaration.type) else {
      report(
        .factValue(fact: String(name), type: declaration.type.rawValue, text: String(text)),
        in: line, at: text, line: number)
      return nil
    }
    return value
  }

  /// The declaration of fact `name`, or `nil` after reporting that the app declares no such
  /// fact, with the closest name it does declare.
  mutating func declaredFact(
    _ name: Substring, in line: Substring, number: Int
  ) -> FactDeclaration? {
    guard let declaration = definition.fact(String(name)) else {
      report(
        .unknownFact(String(name)), in: line, at: name, line: number,
        suggestion: Suggestions.closest(to: String(name), in: definition.facts.map(\.name)))
      return nil
    }
    return declaration
  }

  // MARK: Building scenarios

  /// The scenario being read; an unnamed first scenario is named after the file.
  private var current: Scenario {
    get {
      scenarios.last
        ?? Scenario(
          name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
          location: FileLocation(path: path, line: 1, column: 1))
    }
    set {
      if scenarios.isEmpty {
        scenarios.append(newValue)
      } else {
        scenarios[scenarios.count - 1] = newValue
      }
    }
  }

  /// Whether the last step of the scenario being read is a command.
  var followsCommand: Bool {
    if case .command = current.steps.last?.kind { return true }
    return false
  }

  /// Appends a step to the scenario being read, in place: amortized O(1), where going through
  /// ``current`` would copy the scenario's steps each time.
  mutating func append(_ kind: Scenario.Step.Kind, at location: FileLocation) {
    if case .expectation(.error) = kind {
      unresolved = []  // the command is meant to fail
    } else {
      flushUnresolved()
    }
    if scenarios.isEmpty { scenarios.append(current) }
    scenarios[scenarios.count - 1].steps.append(Scenario.Step(kind, at: location))
  }

  mutating func beginRender(width: Int, at location: FileLocation) {
    render = (width, location, nil, 0, [])
  }

  // MARK: References

  /// Checks what `command` names — a tab, a fact and its value, a step, a deep link — against
  /// the app, before anything runs. O(names in the app).
  private mutating func checkReferences(
    of command: SessionCommand, at location: FileLocation, in content: Substring
  ) {
    func unknown(_ problem: ScenarioProblem, _ name: String, among names: [String]) {
      unresolved.append((problem, location, Suggestions.closest(to: name, in: names)))
    }
    switch command {
    case .selectTab(let name):
      if !tabNames.contains(name), Int(name) == nil {
        unknown(.unknownTab(name), name, among: definition.home.tabIDs.map(\.rawValue))
      }
    case .set(let fact, let text):
      guard let declaration = definition.fact(fact) else {
        return unknown(.unknownFact(fact), fact, among: definition.facts.map(\.name))
      }
      if definition.factValue(text, as: declaration.type) == nil {
        unresolved.append(
          (.factValue(fact: fact, type: declaration.type.rawValue, text: text), location, nil))
      }
    case .run(let names):
      for name in names where !stepNames.contains(name) {
        unknown(.unknownStep(name), name, among: definition.launch.map(\.id))
      }
    case .cancel(let name):
      if !stepNames.contains(name) {
        unknown(.unknownStep(name), name, among: definition.launch.map(\.id))
      }
    case .open(let url):
      let matches = definition.deepLinks.contains {
        if case .matched = $0.pattern.match(url) { return true }
        return false
      }
      if !matches { unresolved.append((.noDeepLink(url), location, nil)) }
    case .event(let name):
      if definition.environmentEvent(name) == nil {
        unknown(.unknownEvent(name), name, among: definition.environment.map(\.name))
      }
    case .select(let text, _):
      // The route is read now, so that a misspelt screen is reported where it is written.
      let offset =
        content.range(of: text).map {
          content.distance(from: content.startIndex, to: $0.lowerBound)
        } ?? 0
      var routes = ScenarioParser(path: path, definition: definition)
      let route = Substring(text)
      if routes.parseWholeRoute(route, in: route, number: location.line) == nil,
        let diagnostic = routes.bag.diagnostics.first
      {
        let column = location.column + offset + (diagnostic.location?.column ?? 1) - 1
        unresolved.append(
          (
            .command(diagnostic.message),
            FileLocation(path: path, line: location.line, column: column), diagnostic.suggestion
          ))
      }
    case .tap, .back, .pop, .root, .swipe, .dismiss, .wait, .relaunch, .background, .foreground,
      .cancelAll, .detent, .deselect, .width, .window:
      break
    }
  }

  private mutating func flushUnresolved() {
    for item in unresolved { report(item.problem, at: item.location, suggestion: item.suggestion) }
    unresolved = []
  }

  // MARK: Diagnostics

  func location(of part: Substring, in line: Substring, line number: Int) -> FileLocation {
    let column = line.unicodeScalars.distance(from: line.startIndex, to: part.startIndex) + 1
    return FileLocation(path: path, line: number, column: column)
  }

  mutating func report(
    _ problem: ScenarioProblem, at location: FileLocation, suggestion: String? = nil
  ) {
    bag.append(
      Diagnostic(
        .error, DiagnosticBag.shortened(problem.message), at: location,
        suggestion: suggestion.map(DiagnosticBag.shortened)))
  }

  mutating func report(
    _ problem: ScenarioProblem, in line: Substring, at part: Substring, line number: Int,
    suggestion: String? = nil
  ) {
    report(problem, at: location(of: part, in: line, line: number), suggestion: suggestion)
  }
}
