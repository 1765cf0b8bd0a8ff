/// The REPL's command names, with their usage and help.
package enum ReplVerb: String, CaseIterable, Sendable {
  case tap, back, root, tab, open, dismiss, set, facts, path, wait, relaunch, background,
    foreground, run, cancel, help, quit, exit

  /// The verbs shown by `help` and offered by completion (`exit` is a hidden alias of `quit`).
  package static let listed: [ReplVerb] = allCases.filter { $0 != .exit }

  /// `tap N|LABEL`.
  package var usage: String {
    switch self {
    case .tap: "tap N|LABEL"
    case .tab: "tab ID|N"
    case .open: "open URL"
    case .set: "set FACT VALUE"
    case .wait: "wait DURATION"
    case .run: "run STEP…"
    case .cancel: "cancel STEP|all"
    case .help: "help [COMMAND]"
    default: rawValue
    }
  }

  /// One line saying what the command does.
  package var summary: String {
    switch self {
    case .tap: "Take an action of the screen, by its number or its label."
    case .back: "Go back one screen (pop)."
    case .root: "Go back to the root of the current stack."
    case .tab: "Select a tab by its id or its number."
    case .open: "Open a deep link."
    case .dismiss: "Dismiss the topmost modal."
    case .set: "Change a fact of the launch environment, e.g. 'set passcodeEnabled true'."
    case .facts: "List the facts and their values."
    case .path: "Show every stack: tabs, modals, and the screen on top."
    case .wait: "Let time pass, e.g. 'wait 2s' or 'wait 500ms', so launch work can finish."
    case .relaunch: "Start the app again from its launch sequence, keeping the facts."
    case .background: "Send the app to the background (launch modals stop presenting)."
    case .foreground: "Bring the app back; the launch sequence runs again where it applies."
    case .run: "Start interaction or launch steps now, e.g. 'run login' (ended ones run again)."
    case .cancel: "Cancel a step ('cancel passcode'), or every step ('cancel all')."
    case .help: "List the commands, or explain one."
    case .quit, .exit: "Leave the REPL (Ctrl-D does the same)."
    }
  }
}
