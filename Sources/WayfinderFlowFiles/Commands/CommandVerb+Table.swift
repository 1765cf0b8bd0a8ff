extension CommandVerb {
  /// Every verb of the command language, in the order `help` lists them.
  package static let all: [CommandVerb] = [
    CommandVerb(
      "tap", .action, summary: "Take an action of the screen, by its number or its label."
    ) { .session(.tap($0)) },
    CommandVerb(
      "back", summary: "Go back one screen, or close the modal on top when at its root.",
      command: .session(.back)),
    CommandVerb(
      "pop", summary: "Pop one screen off the visible stack (never closes a modal).",
      command: .session(.pop)),
    CommandVerb(
      "swipe", .swipeStep,
      summary: "Begin a back gesture; 'swipe done' completes it, 'swipe cancel' cancels it."
    ) { .session(.swipe($0)) },
    CommandVerb(
      "root", summary: "Go back to the root of the current stack.", command: .session(.root)),
    CommandVerb(
      "tab", .text("ID|N", completion: .tabs), summary: "Select a tab by its id or its number."
    ) { .session(.selectTab($0)) },
    CommandVerb("open", .text("URL", completion: .urls), summary: "Open a deep link.") {
      .session(.open($0))
    },
    CommandVerb("dismiss", summary: "Dismiss the topmost modal.", command: .session(.dismiss)),
    CommandVerb(
      "detent", .detent,
      summary: "Drag the sheet on top to a detent it declares: medium, large, or N points."
    ) { .session(.detent($0)) },
    CommandVerb(
      "select", .selection,
      summary: "Select in a column of a split, e.g. 'select message(id: 7) in detail'."
    ) { .session(.select($0.route, in: $0.column)) },
    CommandVerb(
      "deselect", .column,
      summary: "Clear a split column's selection and the columns after it, e.g. 'deselect detail'."
    ) { .session(.deselect($0)) },
    CommandVerb(
      "width", .width,
      summary: "Show a split side by side ('width regular') or as one stack ('width compact')."
    ) { .session(.width($0)) },
    CommandVerb(
      "set", .factAndValue,
      summary: "Change a fact of the launch environment, e.g. 'set passcodeEnabled true'."
    ) { .session(.set(fact: $0.fact, value: $0.value)) },
    CommandVerb("facts", summary: "List the facts and their values.", command: .facts),
    CommandVerb(
      "window", .windowChange,
      summary: "Open a window ('window new'), switch to one ('window 2') or close one "
        + "('window close [N]')."
    ) { .session(.window($0)) },
    CommandVerb(
      "windows", summary: "List the app's windows, the active one and what covers the others.",
      command: .windows),
    CommandVerb(
      "path", summary: "Show every stack: tabs, modals, and the screen on top.", command: .path),
    CommandVerb(
      "wait", .duration,
      summary: "Let time pass on the app's clock, e.g. 'wait 2s', 'wait 20h' or 'wait 1d 2h'."
    ) { .session(.wait($0)) },
    CommandVerb(
      "relaunch", .launchOrigin,
      summary:
        "Cold launch: what a save holds comes back, the launch runs again; "
        + "SOURCE: icon|link URL|shortcut|notification."
    ) { .session(.relaunch(from: $0)) },
    CommandVerb(
      "background", summary: "Send the app to the background (launch modals stop presenting).",
      command: .session(.background)),
    CommandVerb(
      "foreground", summary: "Bring the app back; the launch sequence runs again where it applies.",
      command: .session(.foreground)),
    CommandVerb(
      "run", .steps,
      summary: "Start interaction or launch steps now, e.g. 'run login' (ended ones run again)."
    ) { .session(.run($0)) },
    CommandVerb(
      "cancel", .text("STEP|all", completion: .stepOrAll),
      summary: "Cancel a step ('cancel passcode'), or every step ('cancel all')."
    ) { $0.lowercased() == "all" ? .session(.cancelAll) : .session(.cancel($0)) },
    CommandVerb(
      "event", .text("NAME", completion: .events),
      summary: "Fire an environment event the app declares, e.g. 'event session expires'."
    ) { .session(.event($0)) },
    CommandVerb(
      "history", summary: "List the commands given, numbered from 0 (the start); '*' is now.",
      command: .history),
    CommandVerb(
      "undo", summary: "Go back one command: screens, facts, launch steps and clock.",
      command: .undo),
    CommandVerb("redo", summary: "Go forward one command, after 'undo'.", command: .redo),
    CommandVerb(
      "goto", .number("N"), summary: "Go to just after command N of 'history' (0: the start)."
    ) { .goto($0) },
    CommandVerb("help", .optionalCommand, summary: "List the commands, or explain one.") {
      .help($0)
    },
    CommandVerb(
      "quit", aliases: ["exit"], summary: "Leave the REPL (Ctrl-D does the same).", command: .quit),
  ]
}
