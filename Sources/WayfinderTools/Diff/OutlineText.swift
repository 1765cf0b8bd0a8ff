internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

/// The text of an outline's values, written the way flow files write them (`push product(id:
/// 101)`, `cartCount = 1`), and the escapes that keep a value on one line of a baseline.
enum OutlineText {
  /// What an action's navigation does: `push product(id: 101)`, `pop 2`, `present checkout as
  /// fullScreen`, `do [dismissAll, switchTab news, bringToFront story(id: 1)]`; empty for none.
  static func effect(_ effect: ActionDefinition.Effect) -> String {
    switch effect {
    case .none: ""
    case .push(let route): "push \(route)"
    case .pop(let count): count == 1 ? "pop" : "pop \(count)"
    case .popTo(let screen): "popTo \(screen)"
    case .popToRoot: "popToRoot"
    case .replace(let routes): "replace [" + routes.map(\.description).joined(separator: ", ") + "]"
    case .present(let modal, let root, let style):
      "present \(modal)"
        + (root.arguments.isEmpty ? "" : ScreenRoute("", arguments: root.arguments).description)
        + " as \(style.rawValue)"
    case .dismiss: "dismiss"
    case .switchTab(let tab): "switchTab \(tab)"
    case .open(let url): "open \(url)"
    case .back: "back"
    case .dismissAll: "dismissAll"
    case .setRoot(let route): "setRoot \(route)"
    case .replaceTop(let route): "replaceTop \(route)"
    case .pushNew(let route): "pushNew \(route)"
    case .bringToFront(let route): "bringToFront \(route)"
    case .select(let route, let column): "select \(route) in \(column)"
    case .deselect(let column): "deselect \(column)"
    case .transaction(let steps):
      "do [" + steps.map { Self.effect($0) }.joined(separator: ", ") + "]"
    }
  }

  /// A deep link's screen with its arguments: `item(id: {id})`, `results(page: {page}, query:
  /// {q})`, by parameter name.
  static func route(_ template: DeepLinkDefinition.RouteTemplate) -> String {
    template.screen + (template.arguments.isEmpty ? "" : arguments(template.arguments))
  }

  /// `(id: {id}, kind: "new")`, by parameter name: a placeholder in braces, a value as a route
  /// writes it.
  static func arguments(_ arguments: [String: DeepLinkDefinition.ArgumentTemplate]) -> String {
    let list = arguments.sorted { $0.key < $1.key }.map { name, argument in
      switch argument {
      case .value(let value): "\(name): \(value)"
      case .placeholder(let placeholder): "\(name): {\(placeholder)}"
      }
    }
    return "(" + list.joined(separator: ", ") + ")"
  }

  /// `cartCount = 0, loggedIn = true`, by name; empty for none.
  static func facts(_ facts: Facts) -> String {
    facts.names.compactMap { name in facts[name].map { "\(name) = \($0)" } }
      .joined(separator: ", ")
  }

  /// `any`, `none`, or the modals a step may cover, by name.
  static func covers(_ cover: AppModalCover) -> String {
    switch cover {
    case .none: "none"
    case .any: "any"
    case .only(let modals): modals.map(\.rawValue).sorted().joined(separator: ", ")
    }
  }

  /// `text` on one line that reads back as it was (``unescaped(_:)``): a backslash doubled,
  /// and a control character — line breaks and tabs included, and what a terminal would act on
  /// or show reordered (`TerminalText.isEscaped(_:keepingLineBreaks:)`) — and a space at
  /// either end written as `\u{…}`. O(n).
  static func escaped(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let plain = scalars.allSatisfy { $0 != "\\" && !TerminalText.isEscaped($0) }
    if plain, scalars.first != " ", scalars.last != " " { return text }
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      let atEnd = index == 0 || index == scalars.count - 1
      if scalar == "\\" {
        result += "\\\\"
      } else if TerminalText.isEscaped(scalar) || (scalar == " " && atEnd) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as ``escaped(_:)`` wrote it, or the offset (in scalars, from 0) of the first
  /// escape it cannot read.
  static func unescaped(_ text: Substring) -> Result<String, EscapeError> {
    guard text.contains("\\") else { return .success(String(text)) }
    let scalars = Array(text.unicodeScalars)
    var result = ""
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if index + 1 < scalars.count, scalars[index + 1] == "\\" {
        result += "\\"
        index += 2
        continue
      }
      // `\u{HEX}`, one to six hexadecimal digits naming a scalar.
      guard index + 3 < scalars.count, scalars[index + 1] == "u", scalars[index + 2] == "{",
        let close = scalars[(index + 3)...].prefix(7).firstIndex(of: "}"), close > index + 3,
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let decoded = Unicode.Scalar(value)
      else { return .failure(EscapeError(offset: index)) }
      result.unicodeScalars.append(decoded)
      index = close + 1
    }
    return .success(result)
  }

  /// An escape ``unescaped(_:)`` cannot read, and where it starts.
  struct EscapeError: Error {
    /// Where the escape starts, in scalars from the start of the text.
    var offset: Int
  }
}
