/// One line of a session trace: what the user or the app did (an input), or what followed (an
/// outcome) — the data of the trace format, version 4, with routes as ``ScreenRoute``s.
///
/// Inputs are named as the call that made them (`tap`, `push`, `setFacts` is `set`, `finish`),
/// outcomes as the trace has always named them (`transition`, `step.start`, `launch.finish`).
/// A replayer performs the inputs and compares what follows with the outcomes. The navigator and
/// the launch coordinator make them and hand them to a ``TraceRecorder``; `TraceLine` in
/// WayfinderRecording writes each one as a JSON object; `TraceReader` in WayfinderTools reads
/// them back.
public enum TraceEvent: Hashable, Sendable {
  // MARK: Inputs

  /// The launch began with these facts and launch steps: the start of a session.
  case launch(facts: Facts, steps: [StepID])
  /// The session resumed a saved state instead of launching: the start of a session. `state`
  /// is the saved-state document (the JSON text a state file holds), as WayfinderPersistence's
  /// `SavedState` writes it. Since version 2.
  case restore(state: String)
  /// An action of screen `screen`, by its label, performed as one event.
  case tap(screen: String, label: String)
  /// A navigation command the app (or the user, through the REPL) sent.
  case navigate(NavigationCommand<ScreenRoute>)
  /// Facts set from outside: the app, or the REPL's `set`.
  case setFacts(Facts)
  /// Modal step `step` was finished by the app (its own "done").
  case finish(StepID)
  /// Step `step` was cancelled.
  case cancel(StepID)
  /// Every step was cancelled and the run called off.
  case cancelAll
  /// Steps started now, ended ones again: the REPL's `run`, `InteractionCoordinator.enqueue(_:)`.
  case run([StepID])
  /// Steps merged into the run going on: `InteractionCoordinator.run(_:)` after the launch.
  case merge([StepID])
  /// The app went to the background.
  case background
  /// The app came back to the foreground: the launch steps run again, merged.
  case foreground
  /// Modals stopped presenting (the host view went off screen).
  case suspend
  /// Modals present again.
  case resume
  /// The app started again from its launch, keeping its facts and prompt history (the REPL's
  /// `relaunch`), launched from `source`; from a link, `link` is the URL opened as it began.
  case relaunch(from: LaunchSource = .icon, link: String? = nil)
  /// Time passed on purpose (the REPL's `wait`).
  case wait(Duration)
  /// The host said modal `modal` is on screen.
  case presentationFinished(ModalID)
  /// The host said modal `modal` has gone from the screen.
  case dismissalFinished(ModalID)
  /// A line typed at the REPL that is no command; always refused.
  case line(String)
  /// The REPL's time travel (`undo`, `redo`, `goto N`) took the session to point `point` of
  /// its history: right after its `point`-th accepted command since the start (0: the start).
  /// The entries after it may be earlier: they are stamped with the session's time, which the
  /// move set back. Since version 2.
  case move(point: Int)
  /// The user opened a new window at the app's home, which became the active one (an app
  /// with `windows: multiple`; ``AppEvent/openWindow``). Since version 4.
  case openWindow
  /// Window `scene` became the active one: the user tapped into it; the entries after it act
  /// in that window (``AppEvent/activateWindow(_:)``). Since version 4.
  case activateWindow(SceneID)
  /// Window `scene` closed (``AppEvent/closeWindow(_:)``). Since version 4.
  case closeWindow(SceneID)

  // MARK: Outcomes

  /// The state changed: the cause's description and the route on screen after it, both as
  /// ``ScreenRoute`` descriptions with redacted arguments already replaced.
  case transition(command: String, screen: String?)
  /// A launch event (its time is the entry's); for a step that finished, `returned` holds the
  /// facts its work returned (``InteractionEvent/returned``), written as the line's `facts` — a
  /// member that readers before it leave out.
  case launchEvent(InteractionEvent.Kind, step: StepID?, returned: Facts = [:])
  /// The recorder dropped `count` entries here: its limit was reached while its sink was
  /// busy.
  case dropped(count: Int)

  /// Whether this is something the user or the app did, which a replayer performs; otherwise
  /// it is an outcome a replayer compares.
  public var isInput: Bool {
    switch self {
    case .transition, .launchEvent, .dropped: false
    default: true
    }
  }

  /// The name the trace writes in `event`: `tap`, `push`, `step.start`, …
  public var name: String {
    switch self {
    case .launch: "launch"
    case .restore: "restore"
    case .tap: "tap"
    case .navigate(let command): Self.name(of: command)
    case .setFacts: "set"
    case .finish: "finish"
    case .cancel: "cancel"
    case .cancelAll: "cancelAll"
    case .run: "run"
    case .merge: "merge"
    case .background: "background"
    case .foreground: "foreground"
    case .suspend: "suspend"
    case .resume: "resume"
    case .relaunch: "relaunch"
    case .wait: "wait"
    case .presentationFinished: "presentationFinished"
    case .dismissalFinished: "dismissalFinished"
    case .line: "line"
    case .move: "goto"
    case .openWindow: "openWindow"
    case .activateWindow: "activateWindow"
    case .closeWindow: "closeWindow"
    case .transition: "transition"
    case .launchEvent(let kind, _, _): kind.name
    case .dropped: "dropped"
    }
  }

  /// The event name of a navigation command: its case name (`push`, `popToRoot`, `open`).
  package static func name(of command: NavigationCommand<ScreenRoute>) -> String {
    switch command {
    case .push: "push"
    case .pushAll: "pushAll"
    case .pop: "pop"
    case .popTo: "popTo"
    case .popToRoot: "popToRoot"
    case .setPath: "setPath"
    case .selectTab: "selectTab"
    case .present: "present"
    case .dismiss: "dismiss"
    case .dismissModal: "dismissModal"
    case .dismissAll: "dismissAll"
    case .returnFrom: "returnFrom"
    case .open: "open"
    case .showLaunchScreen: "showLaunchScreen"
    case .finishLaunch: "finishLaunch"
    case .setRoot: "setRoot"
    case .replaceTop: "replaceTop"
    case .popFrom: "popFrom"
    case .pushNew: "pushNew"
    case .bringToFront: "bringToFront"
    case .back: "back"
    case .presentOrReveal: "presentOrReveal"
    case .addTab: "addTab"
    case .removeTab: "removeTab"
    case .selectDetent: "selectDetent"
    case .transaction: "transaction"
    case .select: "select"
    case .setWidth: "setWidth"
    case .deselect: "deselect"
    case .beginBack: "beginBack"
    case .completeBack: "completeBack"
    case .cancelBack: "cancelBack"
    }
  }

  /// Every input event name, for readers and their suggestions.
  public static let inputNames = [
    "launch", "tap", "push", "pushAll", "pop", "popTo", "popToRoot", "setPath", "selectTab",
    "present", "dismiss", "dismissModal", "dismissAll", "open", "showLaunchScreen",
    "finishLaunch", "set", "finish", "cancel", "cancelAll", "run", "merge", "background",
    "foreground", "suspend", "resume", "relaunch", "wait", "presentationFinished",
    "dismissalFinished", "line", "restore", "goto", "setRoot", "replaceTop", "popFrom",
    "pushNew", "bringToFront", "back", "presentOrReveal", "addTab", "removeTab", "transaction",
    "selectDetent", "select", "setWidth", "deselect", "beginBack", "completeBack", "cancelBack",
    "openWindow", "activateWindow", "closeWindow",
  ]

  /// The input event names each format version added after version 1, by version: a reader
  /// refuses one in a trace whose header names an older version. Version 4's window entries
  /// change where the entries after them act, so an older reader must not skip them.
  public static let addedInputNames = [
    2: ["restore", "goto"], 4: ["openWindow", "activateWindow", "closeWindow"],
  ]

  /// Every outcome event name.
  public static let outcomeNames = [
    "transition", "step.start", "step.finish", "step.skip", "step.cancel", "step.timeout",
    "error", "launch.finish", "launch.cancel", "run.finish", "run.cancel", "dropped",
  ]
}
