/// Every problem a scenario file can have before it runs, worded in one place.
enum ScenarioProblem: Hashable {
  case command(String)
  case notInScenarios(String)
  case historyNotInScenarios(String)
  case missingName
  case givenAfterSteps
  case givenShape
  case unknownFact(String)
  case factValue(fact: String, type: String, text: String)
  case unknownExpectation(String)
  case expectationNeeds(String, usage: String)
  case expectationTakesNothing(String, found: String)
  case unknownScreen(String)
  /// `expect column` or `expect width` on an app whose home is no split.
  case noSplit(String)
  /// `expect column` naming a column the split does not have.
  case unknownColumn(String, columns: [String])
  /// `expect column` written neither `COLUMN: ROUTE > ROUTE` nor `COLUMN empty`.
  case columnShape
  /// `expect width` with a word other than `compact` or `regular`.
  case splitWidth(String)
  case routeShape(example: String)
  case unknownArgument(String, screen: String)
  case duplicateArgument(String)
  case argumentValue(String, screen: String, type: String, text: String)
  case missingArgument(String, screen: String)
  case unknownModal(String)
  case unknownTab(String)
  case unknownStep(String)
  case unknownEvent(String)
  case stepStatus(String)
  case stepReason(String)
  case noDeepLink(String)
  case unknownStack(String)
  case pathShape
  case errorWithoutCommand
  case renderWidth(String)
  case windowCount(String)
  case windowNumber(String)
  case windowState(String)
  case renderWithoutBlock
  case unterminatedBlock

  var message: String {
    switch self {
    case .command(let message): message
    case .notInScenarios(let verb):
      "'\(verb)' only prints in the REPL; a scenario checks with 'expect'"
    case .historyNotInScenarios(let verb):
      "'\(verb)' \(verb == "history" ? "lists" : "moves through") the REPL's history; a scenario "
        + "runs its commands forward only"
    case .missingName: "'scenario:' needs a name"
    case .givenAfterSteps: "'given facts:' must come before the scenario's first command"
    case .givenShape: "write the facts as 'given facts: { name: value, other: value }'"
    case .unknownFact(let name): "unknown fact '\(name)'"
    case .factValue(let fact, let type, let text):
      "fact '\(fact)' is \(type == "int" ? "an" : "a") \(type); '\(text)' is not"
    case .unknownExpectation(let word):
      "unknown expectation '\(word)'; expect screen, path, modal, no modal, tab, fact, step, home, "
        + "launching, windows, window, error or render"
    case .expectationNeeds(let word, let usage): "'expect \(word)' needs \(usage)"
    case .expectationTakesNothing(let word, let found):
      "'expect \(word)' takes nothing more, but got '\(found)'"
    case .unknownScreen(let name): "unknown screen '\(name)'"
    case .noSplit(let word): "'expect \(word)' needs a split home, but this app's home is none"
    case .unknownColumn(let name, let columns):
      "'\(name)' is not a column of the split; its columns are "
        + columns.joined(separator: ", ")
    case .columnShape:
      "write 'expect column COLUMN: ROUTE > ROUTE', the column's screens root first, or "
        + "'expect column COLUMN empty'"
    case .splitWidth(let word): "'\(word)' is not a width; write compact or regular"
    case .routeShape(let example):
      "write the route as '\(example)': the screen, then each argument as 'name: value'"
    case .unknownArgument(let name, let screen): "screen '\(screen)' has no parameter '\(name)'"
    case .duplicateArgument(let name): "argument '\(name)' is given twice"
    case .argumentValue(let name, let screen, let type, let text):
      "argument '\(name)' of screen '\(screen)' is \(type == "int" ? "an" : "a") \(type); "
        + "'\(text)' is not"
    case .missingArgument(let name, let screen):
      "missing argument '\(name)' for screen '\(screen)'; give every argument, or write "
        + "'\(screen)' alone to accept any"
    case .unknownModal(let name): "unknown modal '\(name)'"
    case .unknownTab(let name): "unknown tab '\(name)'"
    case .unknownStep(let name): "unknown step '\(name)'"
    case .unknownEvent(let name): "unknown environment event '\(name)'"
    case .stepStatus(let word):
      "'\(word)' is not a step status; write waiting, running, finished, skipped, cancelled "
        + "or failed"
    case .stepReason(let text):
      "write why a step was skipped in double quotes after 'skipped', as in "
        + "'expect step review skipped \"cooldown: 20h left\"'; got '\(text)'"
    case .noDeepLink(let url): "no deep link of the app matches '\(url)'"
    case .unknownStack(let name): "'\(name)' is neither a tab nor a modal"
    case .pathShape: "write a path as 'expect path TAB = [screen, screen]'"
    case .errorWithoutCommand: "'expect error' must directly follow the command that fails"
    case .renderWidth(let text): "render width '\(text)' is not a number from 24 to 400"
    case .windowCount(let text):
      "'\(text)' is not a number of windows; write how many are open, as in 'expect windows 2'"
    case .windowNumber(let text):
      "'\(text)' is not a window; windows are numbered from 1, as in 'expect window 2 active'"
    case .windowState(let text):
      "'\(text)' is not something a window is; write 'active', 'covered by STEP', "
        + "'covered by the launch' or 'shows SCREEN'"
    case .renderWithoutBlock:
      "'expect render' must be followed by the screen between two lines of three quotes (\"\"\")"
    case .unterminatedBlock: "this block of three quotes is never closed"
    }
  }
}
