internal import Wayfinder

extension FlowValidator {
  /// Checks a command a property compares with `command` (or `previous.command`): it must read
  /// as a scenario's command, written as `command` holds it — a tap by a label some screen's
  /// button has, anything else as a scenario writes it — or the comparison could never hold.
  /// O(length of `text` + the app's actions).
  ///
  /// - Parameters:
  ///   - text: The literal, without its quotes.
  ///   - location: Where the literal starts.
  mutating func checkCommand(_ text: String, at location: FileLocation) {
    let command: SessionCommand
    do throws(ReplError) {
      guard let parsed = try ReplCommand.parse(text)?.sessionCommand else {
        let word = String(text.prefix { !$0.isWhitespace })
        return bag.report(.propertyCommand(text, .notASessionCommand(word)), at: location)
      }
      command = parsed
    } catch {
      var reason = error.description
      if reason.hasSuffix(".") { reason.removeLast() }
      return bag.report(.propertyCommand(text, .unreadable(reason)), at: location)
    }
    switch command {
    case .tap(.number):
      bag.report(.propertyCommand(text, .tapByNumber), at: location)
    case .tap(.label(let label)):
      let labels = screenOrder.flatMap { definition.screens[$0]?.actions.map(\.label) ?? [] }
      guard !labels.contains(label) else { return }
      bag.report(
        .propertyCommand(text, .unknownLabel(label)), at: location,
        suggestion: Suggestions.closest(to: label, in: labels).map { "tap \($0)" })
    default:
      let written = ExplorationStep.line(for: command)
      guard written != text else { return }
      bag.report(.propertyCommand(text, .writtenAs(written)), at: location, suggestion: written)
    }
  }
}
