internal import Foundation

/// One line typed at the REPL, parsed.
package enum ReplCommand: Equatable, Sendable {
  case tap(SessionCommand.ActionChoice)
  case back
  case root
  case tab(String)
  case open(String)
  case dismiss
  case set(fact: String, value: String)
  case facts
  case path
  case wait(Duration)
  case relaunch
  case background
  case foreground
  case run([String])
  case cancel(String)
  case cancelAll
  case help(String?)
  case quit

  /// Parses one line. Blank lines and `#` comments parse to `nil`.
  ///
  /// - Throws: ``ReplError`` naming the command and what is wrong with it.
  package static func parse(_ line: String) throws(ReplError) -> ReplCommand? {
    let trimmed = line.trimmedText
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let name = String(trimmed.prefix { !$0.isWhitespace })
    let rest = trimmed.dropFirst(name.count).trimmedText
    guard let verb = ReplVerb(rawValue: name.lowercased()) else {
      throw .unknownCommand(name)
    }
    func requireArgument() throws(ReplError) -> String {
      guard !rest.isEmpty else { throw .missingArgument(verb) }
      return rest
    }
    func requireNoArgument() throws(ReplError) {
      guard rest.isEmpty else { throw .unexpectedArgument(verb, rest) }
    }
    switch verb {
    case .tap:
      let argument = try requireArgument()
      // ASCII text needs no Unicode property lookups: only 0-9 are numbers there.
      let isNumber =
        argument.utf8.allSatisfy { $0 < 0x80 }
        ? argument.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } : argument.allSatisfy(\.isNumber)
      if isNumber {
        guard let number = Int(argument) else { throw .invalidNumber(verb, argument) }
        return .tap(.number(number))
      }
      return .tap(.label(argument))
    case .back: try requireNoArgument(); return .back
    case .root: try requireNoArgument(); return .root
    case .tab: return .tab(try requireArgument())
    case .open: return .open(try requireArgument())
    case .dismiss: try requireNoArgument(); return .dismiss
    case .set:
      let argument = try requireArgument()
      let fact = String(argument.prefix { !$0.isWhitespace })
      let value = argument.dropFirst(fact.count).trimmedText
      guard !value.isEmpty else { throw .missingArgument(verb) }
      return .set(fact: fact, value: value)
    case .facts: try requireNoArgument(); return .facts
    case .path: try requireNoArgument(); return .path
    case .wait:
      let argument = try requireArgument()
      guard let duration = DurationText.parse(argument) else { throw .invalidDuration(argument) }
      return .wait(duration)
    case .relaunch: try requireNoArgument(); return .relaunch
    case .background: try requireNoArgument(); return .background
    case .foreground: try requireNoArgument(); return .foreground
    case .run:
      return .run(try requireArgument().split(whereSeparator: \.isWhitespace).map(String.init))
    case .cancel:
      let argument = try requireArgument()
      return argument.lowercased() == "all" ? .cancelAll : .cancel(argument)
    case .help:
      guard !rest.isEmpty else { return .help(nil) }
      guard ReplVerb(rawValue: rest.lowercased()) != nil else { throw .unknownHelpTopic(rest) }
      return .help(rest.lowercased())
    case .quit, .exit: try requireNoArgument(); return .quit
    }
  }
}

extension ReplCommand {
  /// The session command this REPL command performs, or `nil` for the REPL's own commands
  /// (`facts`, `path`, `help`, `quit`).
  package var sessionCommand: SessionCommand? {
    switch self {
    case .tap(let choice): .tap(choice)
    case .back: .back
    case .root: .root
    case .tab(let name): .selectTab(name)
    case .open(let url): .open(url)
    case .dismiss: .dismiss
    case .set(let fact, let value): .set(fact: fact, value: value)
    case .wait(let duration): .wait(duration)
    case .relaunch: .relaunch
    case .background: .background
    case .foreground: .foreground
    case .run(let steps): .run(steps)
    case .cancel(let step): .cancel(step)
    case .cancelAll: .cancelAll
    case .facts, .path, .help, .quit: nil
    }
  }
}
