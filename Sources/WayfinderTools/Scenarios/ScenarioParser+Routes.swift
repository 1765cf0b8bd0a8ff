internal import Wayfinder
internal import WayfinderFlowFiles

extension ScenarioParser {
  /// The route `text` names (`item`, or `item(id: 42)` with every argument by name, in any
  /// order), read against its screen's declared parameters; `nil` after reporting each problem
  /// at its column: an unknown screen or argument (with `Did you mean`), a value of the wrong
  /// type, an argument missing or given twice, or a route that is not written as one.
  ///
  /// O(length of `text` + the screen's parameters).
  mutating func parseRoute(_ text: Substring, in line: Substring, number: Int) -> ExpectedRoute? {
    let open = text.firstIndex(of: "(")
    let name = text[..<(open ?? text.endIndex)].trimmed
    guard let screen = definition.screens[String(name)] else {
      report(
        .unknownScreen(String(name)), in: line, at: name, line: number,
        suggestion: Suggestions.closest(to: String(name), in: definition.screens.keys.sorted()))
      return nil
    }
    guard let open else { return ExpectedRoute(screen.id) }
    let shape = ScenarioProblem.routeShape(example: Self.example(of: screen))
    guard text.last == ")", text.index(before: text.endIndex) > open else {
      report(shape, in: line, at: text, line: number)
      return nil
    }
    let list = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var arguments: [String: ArgumentValue] = [:]
    var valid = true
    let entries = list.splitTopLevel(",")
    for entry in entries {
      let argument = entry.trimmed
      if argument.isEmpty, entries.count == 1 { break }  // `primary()`
      // A route not written as one is reported once, where it goes wrong.
      guard let colon = argument.firstIndex(of: ":") else {
        report(shape, in: line, at: argument.isEmpty ? entry : argument, line: number)
        return nil
      }
      let key = argument[..<colon].trimmed
      let valueText = argument[argument.index(after: colon)...].trimmed
      guard !key.isEmpty, !valueText.isEmpty else {
        report(shape, in: line, at: argument, line: number)
        return nil
      }
      guard let type = screen.parameter(String(key)) else {
        report(
          .unknownArgument(String(key), screen: screen.id), in: line, at: key, line: number,
          suggestion: Suggestions.closest(to: String(key), in: screen.parameters.map(\.name)))
        valid = false
        continue
      }
      guard arguments[String(key)] == nil else {
        report(.duplicateArgument(String(key)), in: line, at: key, line: number)
        valid = false
        continue
      }
      guard let value = Self.value(valueText, as: type) else {
        report(
          .argumentValue(
            String(key), screen: screen.id, type: type.rawValue, text: String(valueText)),
          in: line, at: valueText, line: number)
        valid = false
        continue
      }
      arguments[String(key)] = value
    }
    guard valid else { return nil }
    for parameter in screen.parameters where arguments[parameter.name] == nil {
      report(.missingArgument(parameter.name, screen: screen.id), in: line, at: text, line: number)
      valid = false
    }
    return valid ? ExpectedRoute(screen.id, arguments: arguments) : nil
  }

  /// The whole route `text` names, to select or show: as ``parseRoute(_:in:number:)``, but a
  /// screen with parameters written alone is reported too, since a route to show needs every
  /// argument. O(length of `text` + the screen's parameters).
  mutating func parseWholeRoute(
    _ text: Substring, in line: Substring, number: Int
  ) -> ScreenRoute? {
    guard let expected = parseRoute(text, in: line, number: number) else { return nil }
    if let arguments = expected.arguments {
      return ScreenRoute(expected.screen, arguments: arguments)
    }
    guard let screen = definition.screens[expected.screen], !screen.parameters.isEmpty else {
      return ScreenRoute(expected.screen)
    }
    report(.routeShape(example: Self.example(of: screen)), in: line, at: text, line: number)
    return nil
  }

  /// The value `text` gives a parameter of `type`: a string in double quotes (where `\"` and
  /// `\\` stand for `"` and `\`) for a `string`, or unquoted text that reads as `type` (an
  /// integer serves a `double`, and a `string` takes the text as it is).
  static func value(_ text: Substring, as type: ArgumentType) -> ArgumentValue? {
    guard text.first == "\"" else { return type.parse(text) }
    guard type == .string, let string = unquoted(text) else { return nil }
    return .string(string)
  }

  /// The text of the string literal `text`, or `nil` when it is not exactly one.
  private static func unquoted(_ text: Substring) -> String? {
    var result = ""
    var escaped = false
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return index == text.endIndex ? result : nil
      } else {
        result.append(character)
      }
    }
    return nil
  }

  /// `results(query: "text", page: 1)`: how a route to `screen` is written.
  static func example(of screen: ScreenDefinition) -> String {
    let arguments = screen.parameters.map { parameter in
      let value =
        switch parameter.type {
        case .int: "1"
        case .string: "\"text\""
        case .bool: "true"
        case .double: "1.5"
        }
      return "\(parameter.name): \(value)"
    }
    return "\(screen.id)(\(arguments.joined(separator: ", ")))"
  }
}
