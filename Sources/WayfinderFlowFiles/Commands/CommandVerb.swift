internal import Wayfinder

/// One word of the command language, as the REPL and scenario files read it: its name, how it
/// is written (its usage line), what it does (its help), what Tab offers after it, and how the
/// text after it parses into a ``ReplCommand``.
///
/// Every verb is declared once, in ``all``; parsing, `help`, the usage in error messages and
/// completion are all read from that table.
package struct CommandVerb: Sendable, Equatable {
  /// What Tab offers after a verb.
  package enum Completion: Sendable, Equatable {
    /// Nothing: the verb takes no argument, or one nobody could guess (a duration).
    case nothing
    /// The labels of the screen's available actions.
    case actionLabels
    /// The tab identifiers.
    case tabs
    /// A fact's name, then the values offered for it.
    case factThenValue
    /// The deep-link URL patterns.
    case urls
    /// Step identifiers, several in a row.
    case steps
    /// One step identifier, or `all`.
    case stepOrAll
    /// The names of the app's environment events.
    case events
    /// The command names.
    case commands
    /// `--from`, then the launch sources, then a link's URL patterns.
    case launchOrigins
    /// The columns of a split that hold a selection: `content`, `detail`.
    case columns
    /// The widths of a split: `compact`, `regular`.
    case widths
  }

  /// The name typed (lowercase; any case is accepted).
  package private(set) var name: String
  /// Other names accepted for the same command, never listed (`exit` for `quit`).
  package private(set) var aliases: [String]
  /// The argument as the usage line shows it (`N|LABEL`), or `nil` for a verb taking none.
  package let placeholder: String?
  /// One line saying what the command does.
  package let summary: String
  /// What Tab offers after the name.
  package let completion: Completion
  /// Parses the text after the name (trimmed, possibly empty).
  private let parseArgument: @Sendable (String, CommandVerb) throws(ReplError) -> ReplCommand

  /// A verb whose argument reads as `argument` says and becomes a command through `command`.
  init<Value>(
    _ name: String, aliases: [String] = [], _ argument: Argument<Value>, summary: String,
    command: @escaping @Sendable (Value) -> ReplCommand
  ) {
    self.name = name
    self.aliases = aliases
    self.placeholder = argument.placeholder
    self.summary = summary
    self.completion = argument.completion
    self.parseArgument = { (text, verb) throws(ReplError) in
      command(try argument.read(text, verb))
    }
  }

  /// A verb taking no argument, always giving `command`.
  init(_ name: String, aliases: [String] = [], summary: String, command: ReplCommand) {
    self.init(name, aliases: aliases, .none, summary: summary) { command }
  }

  /// `tap N|LABEL`.
  package var usage: String {
    placeholder.map { name + " " + $0 } ?? name
  }

  /// The command that `argument` (the text after the name, trimmed) makes of this verb.
  ///
  /// - Throws: ``ReplError`` naming the verb and what is wrong with the argument.
  package func command(for argument: String) throws(ReplError) -> ReplCommand {
    try parseArgument(argument, self)
  }

  /// The verb called `name`, in any case. An alias gives the verb under that name, so its
  /// usage and messages say what was typed.
  package static func named(_ name: String) -> CommandVerb? {
    byName[name.lowercased()]
  }

  private static let byName: [String: CommandVerb] = Dictionary(
    all.flatMap { verb in [(verb.name, verb)] + verb.aliases.map { ($0, verb.called($0)) } },
    uniquingKeysWith: { first, _ in first })

  /// This verb under another name.
  private func called(_ alias: String) -> CommandVerb {
    var verb = self
    verb.name = alias
    verb.aliases = []
    return verb
  }

  package static func == (lhs: CommandVerb, rhs: CommandVerb) -> Bool {
    lhs.name == rhs.name
  }
}

extension CommandVerb {
  /// How the text after a verb reads: its placeholder in the usage line, what Tab offers, and
  /// how it parses into a value of the command.
  struct Argument<Value>: Sendable {
    let placeholder: String?
    let completion: Completion
    let read: @Sendable (String, CommandVerb) throws(ReplError) -> Value
  }
}

extension CommandVerb.Argument where Value == Void {
  /// No argument at all.
  static var none: Self {
    Self(placeholder: nil, completion: .nothing) { (text, verb) throws(ReplError) in
      guard text.isEmpty else { throw .unexpectedArgument(verb, text) }
    }
  }
}

extension CommandVerb.Argument where Value == String {
  /// Any text, required; `placeholder` in the usage line.
  static func text(_ placeholder: String, completion: CommandVerb.Completion) -> Self {
    Self(placeholder: placeholder, completion: completion) { (text, verb) throws(ReplError) in
      try required(text, verb)
    }
  }
}

extension CommandVerb.Argument where Value == Int {
  /// A whole number, required, possibly negative (refused later when out of range);
  /// `placeholder` in the usage line.
  static func number(_ placeholder: String) -> Self {
    Self(placeholder: placeholder, completion: .nothing) { (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      guard let number = Int(argument) else { throw .invalidNumber(verb, argument) }
      return number
    }
  }
}

extension CommandVerb.Argument where Value == SessionCommand.ActionChoice {
  /// An action's number (all digits) or its label; a label in double quotes is read without
  /// them, so one holding ` # ` can be written (`tap "Item # 3"`).
  static var action: Self {
    Self(placeholder: "N|LABEL", completion: .actionLabels) { (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      if argument.count >= 2, argument.first == "\"", argument.last == "\"" {
        let label = String(argument.dropFirst().dropLast())
        guard !label.isEmpty else { throw .missingArgument(verb) }
        return .label(label)
      }
      // ASCII text needs no Unicode property lookups: only 0-9 are numbers there.
      let isNumber =
        argument.utf8.allSatisfy { $0 < 0x80 }
        ? argument.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } : argument.allSatisfy(\.isNumber)
      guard isNumber else { return .label(argument) }
      guard let number = Int(argument) else { throw .invalidNumber(verb, argument) }
      return .number(number)
    }
  }
}

extension CommandVerb.Argument where Value == (fact: String, value: String) {
  /// A fact's name, then its value (the rest of the line, spaces included).
  static var factAndValue: Self {
    Self(placeholder: "FACT VALUE", completion: .factThenValue) { (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      let fact = String(argument.prefix { !$0.isWhitespace })
      let value = argument.dropFirst(fact.count).trimmedText
      guard !value.isEmpty else { throw .missingArgument(verb) }
      return (fact, value)
    }
  }
}

extension CommandVerb.Argument where Value == Duration {
  /// A duration, in terms added up (``WaitDuration``): `2s`, `500ms`, `20h`, `1d 2h`.
  static var duration: Self {
    Self(placeholder: "DURATION", completion: .nothing) { (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      switch WaitDuration.read(argument) {
      case .duration(let duration): return duration
      case .invalid: throw .invalidDuration(argument)
      case .tooLong: throw .durationTooLong(argument)
      }
    }
  }
}

extension CommandVerb.Argument where Value == SheetDetent {
  /// A sheet's detent: `medium`, `large` or a height in points.
  static var detent: Self {
    Self(placeholder: "medium|large|N", completion: .nothing) {
      (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      guard let detent = SheetDetent(text: argument.lowercased()) else {
        throw .invalidDetent(argument)
      }
      return detent
    }
  }
}

extension CommandVerb.Argument where Value == LaunchOrigin {
  /// Where a relaunch comes from: nothing (the icon), or `--from` and `icon`, `link URL`,
  /// `shortcut [NAME]`, `notification`, or a source the app names (checked by the session).
  static var launchOrigin: Self {
    Self(placeholder: "[--from SOURCE]", completion: .launchOrigins) {
      (text, _) throws(ReplError) in
      guard !text.isEmpty else { return .icon }
      let words = text.split(whereSeparator: \.isWhitespace)
      guard words.count >= 2, words[0] == "--from" else { throw .invalidLaunchOrigin(text) }
      let rest = words.dropFirst(2).joined(separator: " ")
      switch words[1].lowercased() {
      case "link":
        guard !rest.isEmpty else { throw .linkNeedsURL }
        guard words.count == 3 else { throw .invalidLaunchOrigin(text) }
        return .link(rest)
      case "shortcut":
        guard words.count <= 3 else { throw .invalidLaunchOrigin(text) }
        return .shortcut(rest.isEmpty ? nil : rest)
      case "icon", "notification":
        guard rest.isEmpty else { throw .invalidLaunchOrigin(text) }
        return words[1].lowercased() == "icon" ? .icon : .notification
      default:
        guard rest.isEmpty else { throw .invalidLaunchOrigin(text) }
        return .named(LaunchSource(rawValue: String(words[1])))
      }
    }
  }
}

extension CommandVerb.Argument where Value == [String] {
  /// One or more step identifiers, separated by spaces.
  static var steps: Self {
    Self(placeholder: "STEP…", completion: .steps) { (text, verb) throws(ReplError) in
      try required(text, verb).split(whereSeparator: \.isWhitespace).map(String.init)
    }
  }
}

extension CommandVerb.Argument where Value == String? {
  /// A command's name, or nothing.
  static var optionalCommand: Self {
    Self(placeholder: "[COMMAND]", completion: .commands) { (text, _) throws(ReplError) in
      guard !text.isEmpty else { return nil }
      guard CommandVerb.named(text) != nil else { throw .unknownHelpTopic(text) }
      return text.lowercased()
    }
  }
}

extension CommandVerb.Argument where Value == SessionCommand.WindowChange {
  /// `new`, a window's number, or `close` with an optional number.
  static var windowChange: Self {
    Self(placeholder: "new|N|close [N]", completion: .nothing) {
      (text, verb) throws(ReplError) in
      let words = try required(text, verb).lowercased().split(whereSeparator: \.isWhitespace)
      switch (words.first, words.count) {
      case ("new", 1): return .open
      case ("close", 1): return .close(nil)
      case ("close", 2):
        guard let number = Int(words[1]), number > 0 else { throw .invalidWindow(text) }
        return .close(number)
      case (let word?, 1):
        guard let number = Int(word), number > 0 else { throw .invalidWindow(text) }
        return .activate(number)
      default: throw .invalidWindow(text)
      }
    }
  }
}

extension CommandVerb.Argument where Value == SessionCommand.SwipeStep {
  /// Nothing (begin a back gesture), `done` or `cancel`.
  static var swipeStep: Self {
    Self(placeholder: "[done|cancel]", completion: .nothing) { (text, _) throws(ReplError) in
      guard !text.isEmpty else { return .begin }
      switch text.lowercased() {
      case "done": return .done
      case "cancel": return .cancel
      default: throw .invalidSwipe(text)
      }
    }
  }
}

extension CommandVerb.Argument where Value == SplitColumn {
  /// A column of a split: `sidebar`, `content` or `detail` (the core refuses the sidebar).
  static var column: Self {
    Self(placeholder: "COLUMN", completion: .columns) { (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      guard let column = SplitColumn(rawValue: argument.lowercased()) else {
        throw .invalidColumn(verb, argument)
      }
      return column
    }
  }
}

extension CommandVerb.Argument where Value == (route: String, column: SplitColumn) {
  /// A route as a scenario writes one (`message(id: 7)`), then `in` and a column: the last
  /// two words, so a route's quoted text may hold the word `in`.
  static var selection: Self {
    Self(placeholder: "ROUTE in COLUMN", completion: .nothing) {
      (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      let words = argument.split(whereSeparator: \.isWhitespace)
      guard words.count >= 3, words[words.count - 2].lowercased() == "in" else {
        throw .invalidSelection(argument)
      }
      let inWord = words[words.count - 2]
      let column = String(words[words.count - 1])
      guard let parsed = SplitColumn(rawValue: column.lowercased()) else {
        throw .invalidColumn(verb, column)
      }
      return (argument[..<inWord.startIndex].trimmedText, parsed)
    }
  }
}

extension CommandVerb.Argument where Value == SplitWidth {
  /// A split's width: `compact` or `regular`.
  static var width: Self {
    Self(placeholder: "compact|regular", completion: .widths) {
      (text, verb) throws(ReplError) in
      let argument = try required(text, verb)
      guard let width = SplitWidth(rawValue: argument.lowercased()) else {
        throw .invalidWidth(argument)
      }
      return width
    }
  }
}

/// `text`, or ``ReplError/missingArgument(_:)`` when it is empty.
private func required(_ text: String, _ verb: CommandVerb) throws(ReplError) -> String {
  guard !text.isEmpty else { throw .missingArgument(verb) }
  return text
}
