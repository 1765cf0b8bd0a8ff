public import Wayfinder

/// What restoring a saved state had to change to fit the app's current definition, or what a
/// migration from an older schema could not carry over.
///
/// Each description is one line for a person, naming the problem and what became of it:
///
/// ```
/// Restored state: screen 'secondry' no longer exists; tab 'tab1' goes back to 'secondary1'.
/// ```
public enum RestoreWarning: Hashable, Sendable, CustomStringConvertible {
  /// A stack was cut at its first route that no longer fits; `top` is now on screen in it. A
  /// bad root puts the stack back at its flow's current root.
  case stackTruncated(StackOwner, problem: RestoreProblem, top: ScreenRoute)
  /// A tab was dropped with its screens; `selected` is the tab selected instead, when the
  /// dropped tab was the selected one.
  case tabDropped(TabID, problem: RestoreProblem, selected: TabID?)
  /// What a column of a split selected no longer fits, so nothing is selected there, nor in
  /// the columns after it (`alsoCleared`).
  case selectionCleared(SplitColumn, problem: RestoreProblem, alsoCleared: [SplitColumn])
  /// A modal was dismissed, with the modals presented over it.
  case modalDismissed(ModalID, problem: RestoreProblem, alsoDismissed: [ModalID])
  /// A modal is now a single screen, so the screens pushed inside it were dropped.
  case modalPathDropped(ModalID)
  /// A sheet rested at a detent the app no longer declares for it, so it rests at `now`, the
  /// one it rests at first.
  case detentReset(ModalID, saved: SheetDetent, now: SheetDetent)
  /// The launch screen no longer fits, so none is shown beneath the launch modals.
  case launchScreenCleared(problem: RestoreProblem)
  /// A deep link held behind the launch or an interaction was dropped.
  case deepLinkDropped(url: String, problem: RestoreProblem)
  /// A fact the app no longer declares was dropped.
  case factDropped(String)
  /// A fact whose type changed went back to its initial value, or was unset when it has none.
  case factReset(String, expected: FactType, found: FactValue, initial: FactValue?)
  /// A fact of an old document held a value no fact type can hold, so it was dropped.
  case factNotMigrated(String, value: String)
  /// The app has none of these steps, so their prompt history was dropped: `steps` names the
  /// first few by name, `more` counts the others.
  case promptHistoryDropped(steps: [StepID], more: Int)
  /// Steps still to come when the state was saved are ones the app no longer has, so they do
  /// not run again: `steps` names the first few by name, `more` counts the others.
  case pendingStepsDropped(steps: [StepID], more: Int)
  /// An alert or confirmation dialog the app presented was not brought back: as on iOS, a
  /// restored app shows no alert until it asks again. A step's alert comes back, since its
  /// step runs again.
  case dialogDropped(ModalID, style: PresentationStyle)
  /// What restoring another window than the active one changed (`SceneID`).
  indirect case inWindow(SceneID, RestoreWarning)
  /// The restored state still broke the navigation rules, so home was rebuilt from scratch.
  /// Restoring never produces this unless it has a bug; the detail names the broken rule.
  case stateRebuilt(String)

  /// The line to show a person, starting `Restored state: `, with the names it quotes from the
  /// state file made safe for a terminal.
  public var description: String {
    TerminalText.sanitized("Restored state: " + body + ".")
  }

  private var body: String {
    switch self {
    case .stackTruncated(let owner, let problem, let top):
      "\(problem); \(owner) goes back to '\(top)'"
    case .tabDropped(_, let problem, let selected):
      "\(problem); its screens are dropped"
        + (selected.map { " and tab '\($0)' is selected" } ?? "")
    case .selectionCleared(let column, let problem, let also):
      "\(problem); nothing is selected in the \(column) column"
        + (also.isEmpty ? "" : also.map { " nor in the \($0) column" }.joined())
    case .modalDismissed(let id, let problem, let above):
      "\(problem); " + Self.subject(id, problem) + " dismissed" + Self.along(above)
    case .modalPathDropped(let id):
      "modal '\(id)' now shows a single screen; the screens pushed inside it are dropped"
    case .detentReset(let id, let saved, let now):
      "modal '\(id)' no longer rests at detent '\(saved)'; it rests at '\(now)'"
    case .launchScreenCleared(let problem): "\(problem); the launch screen is left blank"
    case .deepLinkDropped(let url, let problem):
      "\(problem); the pending deep link '\(url)' is dropped"
    case .factDropped(let name): "fact '\(name)' is no longer declared; it is dropped"
    case .factReset(let name, let expected, let found, let initial):
      "fact '\(name)' is now \(Self.article(expected)) \(expected), not \(Self.article(found.type)) "
        + "\(found.type) (\(found)); "
        + (initial.map { "it goes back to \($0)" } ?? "it is unset")
    case .factNotMigrated(let name, let value):
      "fact '\(name)' was saved as \(value), which no fact type holds; it is dropped"
    case .promptHistoryDropped(let steps, let more):
      Self.steps(steps, more: more)
        + (steps.count + more == 1 ? " no longer exists; its" : " no longer exist; their")
        + " prompt history is dropped"
    case .pendingStepsDropped(let steps, let more):
      Self.steps(steps, more: more)
        + (steps.count + more == 1
          ? " no longer exists; it was still to come and does not run again"
          : " no longer exist; they were still to come and do not run again")
    case .dialogDropped(let id, let style):
      "\(style.displayName) '\(id)' is not brought back; the app asks again when it needs to"
    case .stateRebuilt(let detail): "\(detail); home starts afresh"
    case .inWindow(let scene, let warning):
      "in \(scene), " + warning.body
    }
  }

  /// `step 'a'`, `steps 'a' and 'b'`, `steps 'a', 'b', 'c' and 7 more`.
  private static func steps(_ steps: [StepID], more: Int) -> String {
    let names = steps.map { "'\($0)'" }
    guard names.count + more > 1 else { return "step " + (names.first ?? "''") }
    if more > 0 { return "steps " + names.joined(separator: ", ") + " and \(more) more" }
    return "steps " + names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// `it is` when the problem already names the modal, `modal 'x' is` otherwise.
  private static func subject(_ id: ModalID, _ problem: RestoreProblem) -> String {
    switch problem {
    case .unknownModal(id), .duplicateModal(id), .notPresentedByStep(id, _): "it is"
    case .secondInteraction(let step, _) where step.modalID == id: "it is"
    default: "modal '\(id)' is"
    }
  }

  private static func along(_ above: [ModalID]) -> String {
    switch above.count {
    case 0: ""
    case 1: " along with modal '\(above[0])' above it"
    default: " along with modals " + above.map { "'\($0)'" }.joined(separator: ", ") + " above it"
    }
  }

  private static func article(_ type: FactType) -> String { type == .int ? "an" : "a" }
}
