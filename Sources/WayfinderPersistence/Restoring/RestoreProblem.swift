public import Wayfinder

/// Something in a saved state that the app's current definition no longer allows.
///
/// Each description is a clause for a person: `screen 'secondry' no longer exists`, with the
/// names it quotes from the state file made safe for a terminal.
public enum RestoreProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// A route names a screen the app no longer has.
  case unknownScreen(String)
  /// A route a Swift app's route type no longer reads (`Route.init?(_:)` returns `nil`): its
  /// screen is gone, or its arguments no longer fit.
  case unknownRoute(ScreenRoute)
  /// A route lacks an argument its screen now needs.
  case missingArgument(String, screen: String, type: ArgumentType)
  /// A route has an argument its screen no longer takes.
  case unexpectedArgument(String, screen: String)
  /// A route's argument no longer has the type its screen declares.
  case argumentType(String, screen: String, expected: ArgumentType, found: ArgumentValue)
  /// A stack starts at a screen that is no longer its flow's (or modal's) root.
  case notRoot(String, owner: StackOwner)
  /// A screen sits on a stack that no action or deep link of the app can put it on, such as a
  /// modal's screen in a tab.
  case notOnStack(String, owner: StackOwner)
  /// The launch screen is one no launch step shows.
  case notLaunchScreen(String)
  /// Screens were pushed inside a modal that now shows a single screen.
  case singleScreenModal(ModalID)
  /// A screen no action or deep link of the app selects in this column of its split.
  case notSelectable(String, column: SplitColumn)
  /// A tab the app no longer has.
  case unknownTab(TabID)
  /// A tab saved more than once.
  case duplicateTab(TabID)
  /// A modal the app no longer defines.
  case unknownModal(ModalID)
  /// A modal saved more than once.
  case duplicateModal(ModalID)
  /// A deep link is pending although home is showing and no interaction holds it (none is up
  /// or still to come), which no running app can be in.
  case deepLinkPendingOnHome
  /// A modal saved as presented by an interaction step that no longer presents it: the step is
  /// gone, is no longer a modal or gate step, or presents its modal under another name.
  case notPresentedByStep(ModalID, step: StepID)
  /// An interaction's modal saved over another interaction's; at most one is ever up.
  case secondInteraction(StepID, over: StepID)

  /// `screen 'secondry' no longer exists`, `screen 'item' now needs argument 'id' (int)`, ...
  public var description: String { TerminalText.sanitized(text) }

  private var text: String {
    switch self {
    case .unknownScreen(let screen): "screen '\(screen)' no longer exists"
    case .unknownRoute(let route): "route '\(route)' no longer exists"
    case .missingArgument(let name, let screen, let type):
      "screen '\(screen)' now needs argument '\(name)' (\(type))"
    case .unexpectedArgument(let name, let screen):
      "screen '\(screen)' no longer takes argument '\(name)'"
    case .argumentType(let name, let screen, let expected, let found):
      "argument '\(name)' of screen '\(screen)' is now \(Self.article(expected)) \(expected), not \(found)"
    case .notRoot(let screen, let owner): "'\(screen)' is no longer the first screen of \(owner)"
    case .notOnStack(let screen, let owner):
      "screen '\(screen)' cannot be on the stack of \(owner): no action or deep link puts it there"
    case .notLaunchScreen(let screen): "screen '\(screen)' is not shown by any launch step"
    case .singleScreenModal(let id): "modal '\(id)' now shows a single screen"
    case .notSelectable(let screen, let column):
      "screen '\(screen)' cannot be selected in the \(column) column: no action or deep link "
        + "selects it there"
    case .unknownTab(let id): "tab '\(id)' no longer exists"
    case .duplicateTab(let id): "tab '\(id)' is saved twice"
    case .unknownModal(let id): "modal '\(id)' no longer exists"
    case .duplicateModal(let id): "modal '\(id)' is saved twice"
    case .deepLinkPendingOnHome:
      "a deep link is pending although home is showing and no interaction holds it"
    case .notPresentedByStep(let id, let step): "step '\(step)' no longer presents modal '\(id)'"
    case .secondInteraction(let step, let up):
      "modal '\(step.modalID)' is saved as a second interaction over '\(up)'"
    }
  }

  static func article(_ type: ArgumentType) -> String { type == .int ? "an" : "a" }
}
