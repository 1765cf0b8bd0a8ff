import Wayfinder
import WayfinderFlows

/// Swift source for values: string literals, facts, arguments, durations and conditions.
enum SwiftLiteral {
  /// A string literal for `text`: quotes, backslashes and control characters escaped, so any
  /// text from a flow file reads back as itself.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F
          || (0x80...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Text safe inside a `///` comment: one line, control characters shown as spaces.
  static func comment(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator
            ? " " : scalar
        }))
  }

  /// A `Double` literal that reads back as exactly `value`.
  static func double(_ value: Double) -> String {
    let text = "\(value)"
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// The Swift value of `argument` for a parameter of `type`.
  static func argument(_ argument: ArgumentValue, as type: ArgumentType) -> String {
    switch (argument, type) {
    case (.int(let value), .double): double(Double(value))
    case (.int(let value), _): String(value)
    case (.string(let value), _): string(value)
    case (.bool(let value), _): String(value)
    case (.double(let value), _): double(value)
    }
  }

  /// An `ArgumentValue` expression.
  static func argumentValue(_ argument: ArgumentValue) -> String {
    switch argument {
    case .int(let value): ".int(\(value))"
    case .string(let value): ".string(\(string(value)))"
    case .bool(let value): ".bool(\(value))"
    case .double(let value): ".double(\(double(value)))"
    }
  }

  /// A `FactValue` expression.
  static func fact(_ value: FactValue) -> String {
    switch value {
    case .bool(let flag): ".bool(\(flag))"
    case .int(let number): ".int(\(number))"
    case .string(let text): ".string(\(string(text)))"
    case .version(let version): ".version(AppVersion(\(version.components)))"
    }
  }

  /// A `Facts` expression: `[:]` or `["a": .bool(true)]`, names in order.
  static func facts(_ facts: Facts) -> String {
    guard !facts.values.isEmpty else { return "[:]" }
    let entries = facts.values.sorted { $0.key < $1.key }.map {
      "\(string($0.key)): \(fact($0.value))"
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// A `Duration` expression, exact to the attosecond.
  static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    if attoseconds % 1_000_000_000_000_000 == 0 {
      return ".milliseconds(\(seconds * 1000 + attoseconds / 1_000_000_000_000_000))"
    }
    if attoseconds % 1_000_000_000_000 == 0 {
      return ".microseconds(\(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))"
    }
    if attoseconds % 1_000_000_000 == 0 {
      return ".nanoseconds(\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))"
    }
    return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }

  /// A `LaunchTimeout` expression.
  static func timeout(_ timeout: LaunchTimeout) -> String {
    "LaunchTimeout(\(duration(timeout.duration)), policy: .\(timeout.policy.rawValue))"
  }

  /// A `Condition` expression: the same tree the flow file's text parses to.
  static func condition(_ condition: Condition) -> String {
    switch condition {
    case .literal(let value): ".literal(\(fact(value)))"
    case .fact(let name): ".fact(\(string(name)))"
    case .appVersion: ".appVersion"
    case .not(let operand): ".not(\(self.condition(operand)))"
    case .all(let operands): ".all([\(operands.map(self.condition).joined(separator: ", "))])"
    case .any(let operands): ".any([\(operands.map(self.condition).joined(separator: ", "))])"
    case .compare(let lhs, let comparison, let rhs):
      ".compare(\(self.condition(lhs)), .\(comparison), \(self.condition(rhs)))"
    }
  }
}
