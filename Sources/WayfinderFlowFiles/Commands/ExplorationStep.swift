internal import Wayfinder
/// One command of an exploration, with the text a scenario file writes for it.
public struct ExplorationStep: Hashable, Sendable {
  /// The command.
  public var command: SessionCommand
  /// The command as a scenario line (`tap Unlock`, `open demo://item/7`, `wait 500ms`).
  public var text: String

  /// Creates a step; `text` is the command's line as a scenario writes it.
  package init(_ command: SessionCommand, text: String) {
    self.command = command
    self.text = text
  }
}

extension ExplorationStep {
  /// The scenario line for `command`; a tap by label uses `number` (its position on screen,
  /// from 1) when the label would not read back as written.
  package static func line(for command: SessionCommand, number: Int? = nil) -> String {
    switch command {
    case .tap(.number(let index)): return "tap \(index)"
    case .tap(.label(let label)):
      let readsBack =
        !label.isEmpty && !label.contains("#") && !label.contains("\"")
        && label.trimmingWhitespace == label && Int(label) == nil
      if readsBack { return "tap \(label)" }
      return number.map { "tap \($0)" } ?? "tap \"\(label)\""
    case .back: return "back"
    case .pop: return "pop"
    case .root: return "root"
    case .swipe(let step): return step.line
    case .selectTab(let tab): return "tab \(tab)"
    case .open(let url): return "open \(url)"
    case .dismiss: return "dismiss"
    case .set(let fact, let value): return "set \(fact) \(value)"
    case .wait(let duration): return "wait \(milliseconds(duration))ms"
    case .relaunch(.icon): return "relaunch"
    case .relaunch(let origin): return "relaunch --from \(origin)"
    case .background: return "background"
    case .foreground: return "foreground"
    case .run(let steps): return "run \(steps.joined(separator: " "))"
    case .cancel(let step): return "cancel \(step)"
    case .cancelAll: return "cancel all"
    case .event(let name): return "event \(name)"
    case .detent(let detent): return "detent \(detent)"
    case .window(let change): return change.line
    case .select(let route, let column): return "select \(route) in \(column)"
    case .deselect(let column): return "deselect \(column)"
    case .width(let width): return "width \(width)"
    }
  }

  /// Whole milliseconds, rounded up so that a wait never becomes shorter when written.
  package static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return attoseconds % 1_000_000_000_000_000 == 0 ? millis : millis + 1
  }
}

extension String {
  fileprivate var trimmingWhitespace: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<max(start, end)]
  }
}
