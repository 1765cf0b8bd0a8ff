import Foundation
import WayfinderTesting

/// A random edit of a ``RandomApp``'s flow file, of the kinds a release makes: a screen
/// renamed, two screens swapped (their order in a flow changed, a root included), an action
/// removed, a tab removed, a parameter added to a screen its pushes then give.
///
/// An edit works on the file's text; some leave an app that no longer loads (a tab removed
/// that an action switches to), and those cases are skipped.
enum FlowEdit: Sendable, Hashable, CustomStringConvertible {
  case rename(String)
  case swap(String, String)
  case removeAction(Int)
  case removeTab(String)
  case addParameter(String)

  var description: String {
    switch self {
    case .rename(let screen): "rename \(screen)"
    case .swap(let a, let b): "swap \(a) and \(b)"
    case .removeAction(let index): "remove action line \(index)"
    case .removeTab(let tab): "remove tab \(tab)"
    case .addParameter(let screen): "add parameter id to \(screen)"
    }
  }

  /// One to three random edits of `yaml`.
  static func random(
    of yaml: String, using random: inout SeededRandomNumberGenerator
  ) -> [FlowEdit] {
    let screens = matches(#"(?m)^      (s\d+_\d+):$"#, in: yaml)
    let tabs = matches(#"(?m)^  (f\d+):$"#, in: yaml)
    guard !screens.isEmpty else { return [] }
    return (0..<Int.random(in: 1...3, using: &random)).map { _ in
      let screen = screens.randomElement(using: &random) ?? screens[0]
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return .rename(screen)
      case 1:
        let flow = screen.prefix { $0 != "_" }
        let other = screens.filter { $0.hasPrefix(flow + "_") }.randomElement(using: &random)
        return .swap(screen, other ?? screen)
      case 2: return .removeAction(Int.random(in: 0..<64, using: &random))
      case 3: return .removeTab(tabs.randomElement(using: &random) ?? "f0")
      default: return .addParameter(screen)
      }
    }
  }

  /// `yaml` with the edit made.
  func applied(to yaml: String) -> String {
    switch self {
    case .rename(let screen):
      return Self.renaming(screen, to: screen + "r", in: yaml)
    case .swap(let a, let b):
      let parked = Self.renaming(a, to: "parked", in: yaml)
      return Self.renaming("parked", to: b, in: Self.renaming(b, to: a, in: parked))
    case .removeAction(let index):
      var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
      func isAction(_ line: Int) -> Bool {
        lines.indices.contains(line) && lines[line].hasPrefix("          - { label: \"A")
      }
      let actions = lines.indices.filter(isAction)
      guard !actions.isEmpty else { return yaml }
      let line = actions[index % actions.count]
      // A screen keeps one action at least: `actions:` with none is no list.
      guard isAction(line - 1) || isAction(line + 1) else { return yaml }
      lines.remove(at: line)
      return lines.joined(separator: "\n")
    case .removeTab(let tab):
      var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let prefix = "home: { tabs: ["
      guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return yaml }
      let tabs = lines[index].dropFirst(prefix.count).prefix { $0 != "]" }
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let kept = tabs.filter { $0 != tab }
      guard !kept.isEmpty else { return yaml }
      lines[index] = prefix + kept.joined(separator: ", ") + "] }"
      // What named the tab names none: a switch to it pops to the root instead, and a deep
      // link into it lands on the selected tab.
      for line in lines.indices where lines[line].contains("tab: \(tab)") {
        lines[line] = lines[line].replacingOccurrences(of: ", tab: \(tab)", with: "")
          .replacingOccurrences(of: ", back: previousTab", with: "")
      }
      return lines.joined(separator: "\n")
        .replacingOccurrences(of: "switchTab: \(tab) ", with: "popToRoot: true ")
        .replacingOccurrences(of: "switchTab: \(tab),", with: "popToRoot: true,")
    case .addParameter(let screen):
      // A root takes no parameters, and a screen takes `id` once.
      let declared = "      \(screen):\n        title: [^\n]*\n        params:"
      guard !yaml.contains("root: \(screen)\n"),
        yaml.range(of: declared, options: .regularExpression) == nil
      else { return yaml }
      var text = yaml.replacingOccurrences(
        of: "      \(screen):\n        title: ([^\n]*)\n",
        with: "      \(screen):\n        title: $1\n        params: { id: int }\n",
        options: .regularExpression)
      text = text.replacingOccurrences(
        of: #"push: \#(screen)\b"#, with: "push: \(screen), with: { id: 1 }",
        options: .regularExpression)
      text = text.replacingOccurrences(
        of: #"replace: \[\#(screen)\]"#, with: "replace: [{ \(screen): { id: 1 } }]",
        options: .regularExpression)
      return text.replacingOccurrences(
        of: #"(path: \[[^\]]*)\b\#(screen)\b"#, with: "$1{ \(screen): { id: 1 } }",
        options: .regularExpression)
    }
  }

  /// `yaml` with every whole word `old` made `new`.
  private static func renaming(_ old: String, to new: String, in yaml: String) -> String {
    yaml.replacingOccurrences(of: #"\b\#(old)\b"#, with: new, options: .regularExpression)
  }

  /// The first capture of each match of `pattern` in `text`, in order.
  private static func matches(_ pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
