package import Wayfinder
package import WayfinderFlowFiles
internal import WayfinderPersistence

/// Writes a scenario file from what its lines mean, quoting each value as the scenario
/// language reads it: a tap's label in double quotes when it would not read back bare (a `#`
/// that starts a comment, spaces around it, digits alone), a fact's value in double quotes
/// where `set`, `given facts:` and `expect fact` take them off, a route's strings with `\"`
/// and `\\`.
///
/// Every line is read back by the scenario parser as it is written, and must mean what it was
/// written for. What the language cannot say — a line break (each one ends a scenario line),
/// a value its quotes cannot hold, a wait finer than a millisecond, step names with spaces —
/// is refused with ``Unwritable``, never written to mean something else.
///
/// ```swift
/// var writer = ScenarioWriter(definition: definition)
/// writer.comment("Kept from session.jsonl.")
/// writer.scenario(named: "session")
/// try writer.command(.tap(.label("Item # 3")))         // tap "Item # 3"
/// try writer.expect(.screen(ExpectedRoute("primary"))) // expect screen primary
/// print(writer.text)
/// ```
///
/// Each line costs its length plus a look-up of the app's names.
package struct ScenarioWriter: Sendable {
  /// Why something cannot be written as a scenario line, in words.
  package struct Unwritable: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason.
    package var reason: String
    /// The reason.
    package var description: String { reason }
  }

  /// The app the scenario is of: lines are read back against it.
  let definition: FlowDefinition
  /// The lines written so far.
  package private(set) var lines: [String] = []

  /// A writer of a scenario file of `definition`.
  package init(definition: FlowDefinition) {
    self.definition = definition
  }

  /// The file: every line, each ended by a line feed.
  package var text: String { lines.map { $0 + "\n" }.joined() }

  /// A comment line, its control characters and line breaks shown escaped (`\u{A}`).
  package mutating func comment(_ text: String) {
    lines.append(text.isEmpty ? "#" : "# " + TerminalText.sanitized(text))
  }

  /// An empty line.
  package mutating func blankLine() {
    lines.append("")
  }

  /// A `scenario:` line naming a scenario `name`, made writable: control characters shown
  /// escaped, a blank before a `#` that would start a comment dropped, blanks around it
  /// dropped; `recorded session` when nothing is left.
  package mutating func scenario(named name: String) {
    var written = LineComment.escaped(TerminalText.sanitized(name))[...].trimmed
    if written.isEmpty { written = "recorded session" }
    let line = "scenario: " + written
    let readsBack = read([line])?.name == String(written)
    lines.append(readsBack ? line : "scenario: recorded session")
  }

  /// A `given facts:` line setting `facts` before the launch.
  ///
  /// - Throws: ``Unwritable`` when a fact or its value cannot be written on the line.
  package mutating func given(_ facts: Facts) throws(Unwritable) {
    guard !facts.names.isEmpty else { return }
    var entries: [String] = []
    for name in facts.names {
      guard let value = facts[name] else { continue }
      let written = try valueText(value, of: name) { text in
        read(["given facts: { \(name): \(text) }"])?.facts == [name: value]
      }
      entries.append("\(name): \(written)")
    }
    let line = "given facts: { " + entries.joined(separator: ", ") + " }"
    guard read([line])?.facts == facts else {
      throw unwritable("the facts", line: line)
    }
    lines.append(line)
  }

  /// The line of `command`.
  ///
  /// - Throws: ``Unwritable`` when no line reads back as `command`.
  package mutating func command(_ command: SessionCommand) throws(Unwritable) {
    lines.append(try commandLine(command))
  }

  /// `set FACT VALUE`, the value written so that it reads back as `value` (in double quotes
  /// when bare text would not).
  ///
  /// - Throws: ``Unwritable`` when no text of the value reads back as it.
  package mutating func set(_ fact: String, to value: FactValue) throws(Unwritable) {
    guard let declaration = definition.fact(fact) else {
      // No type to read the value by: it is written as it is shown, and the app refuses it.
      return try command(.set(fact: fact, value: value.description))
    }
    let text = try valueText(value, of: fact) { text in
      (try? commandLine(.set(fact: fact, value: text))) != nil
        && definition.factValue(text, as: declaration.type) == value
    }
    try command(.set(fact: fact, value: text))
  }

  /// The line (or, for a screen's render, the lines) of `expectation`.
  ///
  /// - Throws: ``Unwritable`` when no line reads back as `expectation`.
  package mutating func expect(_ expectation: ScenarioExpectation) throws(Unwritable) {
    let written = try expectationLines(expectation)
    lines += written
  }

  /// `expect error` with the longest start of `message` a line holds: up to its first line
  /// break or comment, without the blanks before them.
  ///
  /// - Throws: ``Unwritable`` when nothing of the message is left to expect.
  package mutating func expectError(startingWith message: String) throws(Unwritable) {
    let prefix = "expect error "
    let end = message.unicodeScalars.firstIndex { $0 == "\n" || $0 == "\r" } ?? message.endIndex
    var line = prefix + message[..<end]
    if let comment = LineComment.start(in: line[...]) { line = String(line[..<comment]) }
    let text = String(line.dropFirst(prefix.count).trimmed)
    line = prefix + text
    guard !text.isEmpty, read(["back", line])?.steps.last?.kind == .expectation(.error(text))
    else {
      throw Unwritable(
        reason: "no start of the message '\(TraceError.quoted(message))' can be expected on a "
          + "scenario line")
    }
    lines.append(line)
  }
}
