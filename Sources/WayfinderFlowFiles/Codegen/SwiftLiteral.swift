import Wayfinder

/// Swift source for values: string literals, facts, arguments, durations and conditions.
enum SwiftLiteral {
  /// The Swift value of `argument` for a parameter of `type`.
  static func argument(_ argument: ArgumentValue, as type: ArgumentType) -> SwiftCode {
    switch (argument, type) {
    case (.int(let value), .double): double(Double(value))
    case (.int(let value), _): "\(value)"
    case (.string(let value), _): string(value)
    case (.bool(let value), _): "\(value)"
    case (.double(let value), _): double(value)
    }
  }

  /// An `ArgumentValue` expression.
  static func argumentValue(_ argument: ArgumentValue) -> SwiftCode {
    switch argument {
    case .int(let value): ".int(\(value))"
    case .string(let value): ".string(\(string(value)))"
    case .bool(let value): ".bool(\(value))"
    case .double(let value): ".double(\(double(value)))"
    }
  }

  /// A `FactValue` expression.
  static func fact(_ value: FactValue) -> SwiftCode {
    switch value {
    case .bool(let flag): ".bool(\(flag))"
    case .int(let number): ".int(\(number))"
    case .string(let text): ".string(\(string(text)))"
    case .version(let version): ".version(\(self.version(version)))"
    }
  }

  /// An `AppVersion` expression: `Wayfinder.AppVersion([2, 0])`.
  static func version(_ version: AppVersion) -> SwiftCode {
    let components = version.components.map { "\($0)" as SwiftCode }
    return "Wayfinder.AppVersion([\(components.joined(separator: ", "))])"
  }

  /// A `Facts` expression: `[:]` or `["a": .bool(true)]`, names in order.
  static func facts(_ facts: Facts) -> SwiftCode {
    guard !facts.values.isEmpty else { return "[:]" }
    let entries = facts.values.sorted { $0.key < $1.key }.map {
      "\(string($0.key)): \(fact($0.value))" as SwiftCode
    }
    return "[\(entries.joined(separator: ", "))]"
  }

  /// A `Duration` expression, exact to the attosecond.
  static func duration(_ duration: Duration) -> SwiftCode {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    // The largest unit that holds the duration exactly, when its count fits in 64 bits.
    for (unit, name) in [
      (1_000_000_000_000_000, "milliseconds"), (1_000_000_000_000, "microseconds"),
      (1_000_000_000, "nanoseconds"),
    ] as [(Int64, SwiftCode)] where attoseconds % unit == 0 {
      let perSecond = 1_000_000_000_000_000_000 / unit
      let (whole, overflow) = seconds.multipliedReportingOverflow(by: perSecond)
      let (count, overflowAgain) = whole.addingReportingOverflow(attoseconds / unit)
      if !overflow, !overflowAgain { return ".\(name)(\(count))" }
      break
    }
    return "Swift.Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }

  /// A `StepTimeout` expression.
  static func timeout(_ timeout: StepTimeout) -> SwiftCode {
    "Wayfinder.StepTimeout(\(duration(timeout.duration)), policy: .\(case: timeout.policy))"
  }
}
