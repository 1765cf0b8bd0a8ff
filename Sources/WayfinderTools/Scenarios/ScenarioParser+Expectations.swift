internal import Wayfinder
internal import WayfinderFlowFiles

extension ScenarioParser {
  /// Reads what follows `expect`.
  mutating func parseExpectation(
    _ text: Substring, in line: Substring, number: Int, at: FileLocation
  ) {
    let word = text.word
    let rest = text.dropFirst(word.count).trimmed
    func needs(_ usage: String) -> Bool {
      guard rest.isEmpty else { return false }
      report(.expectationNeeds(String(word), usage: usage), at: at)
      return true
    }
    func takesNothing() -> Bool {
      guard !rest.isEmpty else { return true }
      report(
        .expectationTakesNothing(String(word), found: String(rest)), in: line, at: rest,
        line: number)
      return false
    }
    switch word.lowercased() {
    case "screen":
      if needs("a screen, as in 'expect screen primary'") { return }
      guard let route = parseRoute(rest, in: line, number: number) else { return }
      append(.expectation(.screen(route)), at: at)
    case "path":
      parsePath(rest, in: line, number: number, at: at)
    case "modal":
      if needs("a modal, as in 'expect modal passcode'") { return }
      guard modalIDs.contains(String(rest)) else {
        return report(
          .unknownModal(String(rest)), in: line, at: rest, line: number,
          suggestion: Suggestions.closest(to: String(rest), in: modalIDs))
      }
      append(.expectation(.modal(String(rest))), at: at)
    case "no":
      guard rest == "modal" else { return report(.unknownExpectation("no \(rest)"), at: at) }
      append(.expectation(.noModal), at: at)
    case "tab":
      if needs("a tab, as in 'expect tab tab2'") { return }
      let tabs = definition.home.tabIDs.map(\.rawValue)
      guard tabs.contains(String(rest)) else {
        return report(
          .unknownTab(String(rest)), in: line, at: rest, line: number,
          suggestion: Suggestions.closest(to: String(rest), in: tabs))
      }
      append(.expectation(.tab(String(rest))), at: at)
    case "fact":
      let words = rest.split(whereSeparator: \.isWhitespace)
      if !rest.contains("="), words.count == 2, words[1] == "unset" {
        if declaredFact(words[0], in: line, number: number) == nil { return }
        append(.expectation(.factUnset(String(words[0]))), at: at)
        return
      }
      let parts = rest.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, !parts[0].trimmed.isEmpty, !parts[1].trimmed.isEmpty else {
        return report(
          .expectationNeeds(
            "fact",
            usage:
              "a fact and a value, as in 'expect fact name = value', or 'expect fact name unset'"),
          at: at)
      }
      let name = parts[0].trimmed
      guard let value = factValue(name: name, text: parts[1].trimmed, in: line, number: number)
      else {
        return
      }
      append(.expectation(.fact(name: String(name), value: value)), at: at)
    case "home":
      if takesNothing() { append(.expectation(.home), at: at) }
    case "launching":
      if takesNothing() { append(.expectation(.launching), at: at) }
    case "step":
      if needs("a step and its status, as in 'expect step review skipped'") { return }
      parseStep(rest, in: line, number: number, at: at)
    case "error":
      if needs("the message, or its start, as in 'expect error There is no action 9'") { return }
      guard followsCommand else { return report(.errorWithoutCommand, at: at) }
      append(.expectation(.error(String(rest))), at: at)
    case "column":
      if needs("a column and its screens, as in 'expect column detail: message(id: 7)'") {
        return
      }
      parseColumn(rest, in: line, number: number, at: at)
    case "width":
      if needs("a width, as in 'expect width compact'") { return }
      guard definition.home.split != nil else {
        return report(.noSplit("width"), at: at)
      }
      guard let width = SplitWidth(rawValue: String(rest)) else {
        return report(.splitWidth(String(rest)), in: line, at: rest, line: number)
      }
      append(.expectation(.width(width)), at: at)
    case "windows":
      parseWindowCount(rest, in: line, number: number, at: at)
    case "window":
      parseWindow(rest, in: line, number: number, at: at)
    case "render":
      var width = 64
      if !rest.isEmpty {
        let pieces = rest.split(whereSeparator: \.isWhitespace)
        guard pieces.count == 2, pieces[0] == "width", let value = Int(pieces[1]),
          (24...400).contains(value)
        else {
          return report(
            .renderWidth(String(rest.split(whereSeparator: \.isWhitespace).last ?? rest)), in: line,
            at: rest, line: number)
        }
        width = value
      }
      beginRender(width: width, at: at)
    default:
      report(
        .unknownExpectation(String(word)), in: line, at: word.isEmpty ? text : word, line: number)
    }
  }

  /// `expect step ID STATUS ["REASON"]`.
  private mutating func parseStep(
    _ text: Substring, in line: Substring, number: Int, at: FileLocation
  ) {
    let step = text.word
    let afterStep = text.dropFirst(step.count).trimmed
    let steps = definition.launch.map(\.id)
    guard steps.contains(String(step)) else {
      return report(
        .unknownStep(String(step)), in: line, at: step, line: number,
        suggestion: Suggestions.closest(to: String(step), in: steps))
    }
    let status = afterStep.word
    guard !status.isEmpty else {
      let usage = "a status after the step, as in 'expect step \(step) finished'"
      return report(.expectationNeeds("step", usage: usage), at: at)
    }
    let statuses = ["waiting", "running", "finished", "skipped", "cancelled", "failed"]
    guard statuses.contains(String(status)) else {
      return report(.stepStatus(String(status)), in: line, at: status, line: number)
    }
    let reason = afterStep.dropFirst(status.count).trimmed
    guard !reason.isEmpty else {
      return append(
        .expectation(.step(String(step), status: String(status), reason: nil)), at: at)
    }
    guard status == "skipped", reason.count >= 3, reason.first == "\"", reason.last == "\""
    else {
      return report(.stepReason(String(reason)), in: line, at: reason, line: number)
    }
    append(
      .expectation(
        .step(String(step), status: "skipped", reason: String(reason.dropFirst().dropLast()))),
      at: at)
  }

  private mutating func parsePath(
    _ text: Substring, in line: Substring, number: Int, at: FileLocation
  ) {
    guard let equals = text.firstIndex(of: "=") else { return report(.pathShape, at: at) }
    let owner = text[..<equals].trimmed
    let list = text[text.index(after: equals)...].trimmed
    guard !owner.isEmpty, list.first == "[", list.last == "]" else {
      return report(.pathShape, at: at)
    }
    let stacks = definition.home.tabIDs.map(\.rawValue) + modalIDs
    guard stacks.contains(String(owner)) else {
      return report(
        .unknownStack(String(owner)), in: line, at: owner, line: number,
        suggestion: Suggestions.closest(to: String(owner), in: stacks))
    }
    var routes: [ExpectedRoute] = []
    var valid = true
    for entry in list.dropFirst().dropLast().splitTopLevel(",") {
      let text = entry.trimmed
      if text.isEmpty { continue }
      if let route = parseRoute(text, in: line, number: number) {
        routes.append(route)
      } else {
        valid = false
      }
    }
    guard valid else { return }
    append(.expectation(.path(owner: String(owner), routes: routes)), at: at)
  }

  /// `expect column COLUMN: ROUTE > ROUTE …` (root first) or `expect column COLUMN empty`.
  private mutating func parseColumn(
    _ text: Substring, in line: Substring, number: Int, at: FileLocation
  ) {
    guard let split = definition.home.split else { return report(.noSplit("column"), at: at) }
    let colon = text.firstIndex(of: ":")
    let name = (colon.map { text[..<$0] } ?? text.word[...]).trimmed
    let columns = split.columns.map(\.rawValue)
    guard let column = SplitColumn(rawValue: String(name)), columns.contains(String(name)) else {
      return report(
        .unknownColumn(String(name), columns: columns), in: line, at: name, line: number,
        suggestion: Suggestions.closest(to: String(name), in: columns))
    }
    guard let colon else {
      let rest = text.dropFirst(text.word.count).trimmed
      guard rest == "empty" else { return report(.columnShape, at: at) }
      return append(.expectation(.column(column, routes: [])), at: at)
    }
    var routes: [ExpectedRoute] = []
    var valid = true
    for entry in text[text.index(after: colon)...].splitTopLevel(">") {
      let route = entry.trimmed
      guard !route.isEmpty else { return report(.columnShape, at: at) }
      if let parsed = parseRoute(route, in: line, number: number) {
        routes.append(parsed)
      } else {
        valid = false
      }
    }
    guard valid else { return }
    append(.expectation(.column(column, routes: routes)), at: at)
  }

  /// The identifiers modals are presented under: the modals' own, and those of the launch steps
  /// that present one (a launch modal is presented under its step's identifier).
  private var modalIDs: [String] {
    definition.modals.map(\.id.rawValue) + definition.launch.filter { $0.modal != nil }.map(\.id)
  }
}
