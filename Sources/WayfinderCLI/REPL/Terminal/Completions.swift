internal import WayfinderFlowFiles
internal import WayfinderTools

/// What Tab completes, given the line typed so far.
///
/// Candidates are whole lines, so labels with spaces complete in one go. ``entries(for:)``
/// gives readline what to insert first and the candidates after it: a first Tab inserts what
/// all candidates share, a second Tab lists them, showing only what differs
/// (``listing(of:for:)``).
struct Completions: Sendable, Equatable {
  /// Command names.
  var commands: [String] = CommandVerb.all.map(\.name)
  /// The labels of the current screen's actions.
  var actionLabels: [String] = []
  /// Tab identifiers.
  var tabs: [String] = []
  /// Fact names.
  var facts: [String] = []
  /// The values offered for a fact, by name: `true` and `false` for a Boolean.
  var factValues: [String: [String]] = [:]
  /// Deep-link URL patterns, placeholders included (`demo://item/{id:int}`).
  var urls: [String] = []
  /// Launch and interaction step identifiers.
  var steps: [String] = []
  /// The sources the app's prompt policies name beyond the platform's (`widget`).
  var sources: [String] = []
  /// The names of the app's environment events.
  var events: [String] = []

  /// Creates completions offering these words; the command names are always offered.
  init(
    actionLabels: [String] = [], tabs: [String] = [], facts: [String] = [],
    factValues: [String: [String]] = [:], urls: [String] = [], steps: [String] = [],
    sources: [String] = [], events: [String] = []
  ) {
    self.actionLabels = actionLabels
    self.tabs = tabs
    self.facts = facts
    self.factValues = factValues
    self.urls = urls
    self.steps = steps
    self.sources = sources
    self.events = events
  }

  /// Whole-line candidates for `line`: `ta` → `tab `, `tap `; `tap Go` → `tap Go to …`.
  func matches(for line: String) -> [String] {
    let (head, words) = choices(for: line)
    return words.map { head + $0 }
  }

  /// What a second Tab lists for `matches` (whole lines, as readline has them): only what
  /// differs — each line without the command and words typed before the one being completed,
  /// and without a trailing space — as readline lists file names without their folder:
  /// `Go to Secondary 1  Go to Secondary 2`, not `tap Go to Secondary 1  tap Go to Secondary 2`.
  func listing(of matches: [String], for line: String) -> [String] {
    let head = choices(for: line).head
    return matches.map { match in
      let word = match.hasPrefix(head) ? match.dropFirst(head.count) : Substring(match)
      return String(word.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The start every candidate line shares — the line up to the word being completed — and
  /// the words that may complete it.
  private func choices(for line: String) -> (head: String, words: [String]) {
    let leading = line.prefix { $0 == " " }
    let body = line.dropFirst(leading.count)
    guard let space = body.firstIndex(of: " ") else {
      return (String(leading), commands.filter { $0.hasPrefix(body.lowercased()) }.map { $0 + " " })
    }
    let argument = body[body.index(after: space)...].drop { $0 == " " }
    let prefix = String(line.dropLast(argument.count))
    let candidates: [String]
    switch CommandVerb.named(String(body[..<space]))?.completion ?? .nothing {
    case .actionLabels: candidates = actionLabels
    case .tabs: candidates = tabs
    case .factThenValue:
      // The fact's name, then its values.
      if let gap = argument.firstIndex(of: " ") {
        let name = String(argument[..<gap])
        let value = argument[argument.index(after: gap)...].drop { $0 == " " }
        let head = String(line.dropLast(value.count))
        return (
          head, (factValues[name] ?? []).filter { $0.lowercased().hasPrefix(value.lowercased()) }
        )
      }
      candidates = facts.map { $0 + " " }
    case .urls: candidates = urls
    case .commands: candidates = commands
    case .stepOrAll: candidates = ["all"] + steps
    case .events: candidates = events
    case .steps:
      // Several steps: complete the last word.
      let last = argument.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
      let head = String(line.dropLast(last.count))
      return (
        head, steps.filter { $0.lowercased().hasPrefix(last.lowercased()) }.map { $0 + " " }
      )
    case .launchOrigins:
      // `--from`, a source, then a link's URL.
      let link = "--from link "
      candidates =
        argument.lowercased().hasPrefix(link)
        ? urls.map { link + $0 }
        : ["--from icon", link, "--from notification", "--from shortcut "]
          + sources.map { "--from " + $0 }
    case .columns: candidates = ["content", "detail"]
    case .widths: candidates = ["compact", "regular"]
    case .nothing: candidates = []
    }
    let typed = argument.lowercased()
    return (prefix, candidates.filter { $0.lowercased().hasPrefix(typed) })
  }

  /// What readline gets for `line`: the text to put on the line first, then the candidates
  /// to list when there is more than one way on; empty when nothing matches.
  ///
  /// The text put on the line is what every candidate starts with, cut before the first
  /// placeholder (`open demo://item/` for `demo://item/{id:int}`), so it never holds a
  /// placeholder the user would have to delete; the candidate with the placeholder is then
  /// listed as the hint.
  func entries(for line: String) -> [String] {
    let found = matches(for: line)
    guard let first = found.first else { return [] }
    let common = found.dropFirst().reduce(first) { prefix, match in
      String(zip(prefix, match).prefix { $0 == $1 }.map(\.0))
    }
    let insertion = String(common.prefix { $0 != "{" })
    if found.count == 1, insertion == first { return [first] }
    return [insertion.count >= line.count ? insertion : line] + found
  }
}
