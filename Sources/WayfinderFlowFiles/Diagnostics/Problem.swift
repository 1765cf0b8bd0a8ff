/// Every problem the loader and validator report, worded in one place.
///
/// Messages quote the names the author wrote and say what to do where that is not obvious.
package enum Problem: Hashable {
  // Files
  case pathNotFound(String)
  case noFlowFiles(String)
  case unreadable(String)
  case fileTooLarge(bytes: Int, limit: Int)
  case notUTF8
  case emptyFile
  case syntax(String)
  case duplicateKey(String)
  case tooManyNodes(Int)
  case rootNotMapping(found: String)

  // Shape
  case wrongType(key: String, expected: String, found: String)
  case unknownKey(String, in: String)
  case missingKey(String, in: String)
  case sectionRedefined(String, first: FileLocation)
  case duplicate(kind: String, id: String, first: FileLocation)
  case invalidValue(String, key: String, expected: String)
  case invalidIdentifier(String)
  case conflictingEffects(String, String)
  /// `home:` with two of `tabs`, `flow` and `split`.
  case homeKinds(String, String)
  /// A split home's columns, or what an action or a link does to them.
  case split(SplitProblem)
  /// A word in a `do:` list that names no navigation.
  case unknownNavigationStep(String)
  /// A step of a `do:` list that is a `do:` itself.
  case nestedTransaction
  /// A step of a `do:` list with no navigation key.
  case stepWithoutNavigation
  /// A step of a `do:` list with two navigation keys.
  case conflictingStepEffects(String, String)
  case duplicateLabel(String, screen: String)
  case keyWithoutEffect(String, needs: String)
  case reservedFact(String)
  case numberAsFact(name: String, advice: String)

  // References and types
  case unknown(kind: String, name: String)
  case missingArgument(String, screen: String)
  case unexpectedArgument(String, screen: String)
  case argumentType(String, screen: String, expected: String, found: String)
  case titlePlaceholder(String, field: String, screen: String)
  case unknownTemplate(String, screen: String)
  case returnWithoutReceiver(label: String, screen: String)
  case resultType(label: String, produced: String, fact: String, type: String, modal: String)
  case templateType(
    String, source: String, type: String, parameter: String, screen: String, expected: String)
  case setType(fact: String, expected: String, found: String)
  case condition(String)
  case deepLinkPattern(String)
  case unknownPlaceholder(String, url: String)
  case placeholderType(String, type: String, parameter: String, screen: String, expected: String)
  case unusedPlaceholder(String, url: String)
  case optionalPlaceholderArgument(
    String, type: String, url: String, parameter: String, screen: String)
  case keptStackWithPath(url: String)
  /// `scene:` on a link of an app with one window, where every link lands in it.
  case sceneInOneWindowApp(url: String)
  case backWithoutTab(url: String, reason: BackWithoutTab)
  case noDeepLinkMatch(String)
  case pushInSingleScreenModal(String)
  /// An alert or confirmation dialog written as a flow (`root:`, `screens:`).
  case dialogFlow(String, kind: String)
  /// `swipeBack:` on an alert or confirmation dialog, which no gesture dismisses anyway.
  case swipeBackOnDialog(String, kind: String)
  /// An alert or confirmation dialog with no buttons: nothing could ever close it.
  case dialogWithoutButtons(String, kind: String)
  /// A second `role: cancel` button on one alert or confirmation dialog.
  case secondCancelButton(String, dialog: String, kind: String, first: String)
  /// `role:` on a button of a screen that is no alert or confirmation dialog.
  case roleOutsideDialog(screen: String)
  /// `setRoot`, `replaceTop`, `pushNew` or `bringToFront` on a modal with no stack.
  case noStackForMove(key: String, modal: String)
  /// `back: true` on the root of a home stack, where nothing is under it.
  case backAtRoot(screen: String, owner: String)
  case popAtRoot(screen: String, owner: String)
  case popBeyondDepth(count: Int, screen: String, deepest: Int)
  case popToNotOnStack(target: String, screen: String, example: [String])
  case rootWithParameters(String, owner: String)
  case stepNeeds(step: String, kind: String, key: String)
  case stepDoesNotUse(step: String, kind: String, key: String)
  case launchCycle([String])
  case launchStepAfterInteraction(step: String, dependency: String)
  case homeStepInInteractions(String)
  case factShadowsStateName(String)
  case propertyRules([String])
  case propertyKeyWithoutEffect(String, needs: String)
  case propertyCommand(String, PropertyCommandProblem)
  /// A property compares `screen`, `modal` or `tab` with a name the app does not declare.
  case propertyUnknownName(name: String, value: String, kind: String)
  case secondHomeStep(String, first: String, at: FileLocation)
  case finishOutsideModal(screen: String)
  /// An action refused in every state where its screen shows: a tab switch on a screen shown
  /// only during the launch, or only inside a modal the action does not close first.
  case actionNeverSucceeds(label: String, screen: String, reason: String, fix: String)
  case finishBesideNavigation(screen: String, modal: String, key: String)
  /// `finish: true` beside `push`, `pop`, `popTo`, `popToRoot` or `replace` on a modal a step
  /// presents: the finish closes the modal first, so the move acts on the stack under it.
  case finishBeforeStackMove(
    label: String, steps: [String], key: String, navigation: String, under: String,
    alsoPresentedByApp: Bool)
  /// `finish: true` beside `dismiss: true` on a modal a step presents: the dismiss is skipped.
  case dismissAfterFinish(label: String, steps: [String], alsoPresentedByApp: Bool)
  /// A prompt rule (`cooldown`, `quota`, `spacing`, `from`, `counted`) on a gate, which must
  /// show for as long as its condition holds.
  case promptRuleOnGate(step: String, key: String)
  /// `cooldown`, `quota` or `counted` on a step that never counts as a shown prompt.
  case promptRuleNeverCounted(step: String, kind: String, key: String)
  /// A `cooldown`, `spacing` or quota window of zero.
  case zeroPromptDuration(key: String)
  /// A quota count outside 1…``FlowDecoder/largestQuota``.
  case quotaCount(Int)
  /// A name in `from:` that is neither built in nor declared under `sources:`.
  case unknownLaunchSource(String)
  /// A built-in launch source declared again under `sources:`.
  case builtInLaunchSource(String)
  /// A quota the cooldown keeps from ever binding: at most `most` showings fit in its window.
  case quotaNeverBinds(step: String, quota: String, cooldown: String, most: Int)
  /// A cooldown a quota of one per window at least as long keeps from ever binding.
  case cooldownNeverBinds(step: String, cooldown: String, window: String)
  /// `counted:` on a step with no other prompt rule, which is therefore not a prompt.
  case countedWithoutRules(step: String)

  /// Why `back: previousTab` can never apply.
  package enum BackWithoutTab: Hashable {
    case noTabBar
    case staysOnTab
  }

  /// `detent:` naming a detent that `detents:` does not list (or no `detents:` at all).
  case detentNotDeclared(String, modal: String, detents: [String])
  /// `detents:` on a modal that is neither a sheet nor a popover.
  case detentsOnStyle(modal: String, style: String)

  // Warnings
  case unreachableScreen(String)
  case unusedModal(String)
  case modalWithoutExit(String)
  case screenWithoutExit(String)

  package var severity: Diagnostic.Severity {
    switch self {
    case .emptyFile, .unusedPlaceholder, .finishOutsideModal, .finishBesideNavigation,
      .actionNeverSucceeds,
      .finishBeforeStackMove, .dismissAfterFinish, .unreachableScreen, .unusedModal,
      .modalWithoutExit, .screenWithoutExit, .quotaNeverBinds, .cooldownNeverBinds,
      .countedWithoutRules, .roleOutsideDialog, .sceneInOneWindowApp:
      .warning
    default: .error
    }
  }

  package var message: String {
    switch self {
    case .pathNotFound(let path): "no such file or folder '\(path)'"
    case .noFlowFiles(let path): "no flow files (.yaml, .yml or .json) in '\(path)'"
    case .unreadable(let reason): "cannot read the file: \(reason)"
    case .fileTooLarge(let bytes, let limit):
      "file is too large (\(bytes) bytes; the limit is \(limit) bytes)"
    case .notUTF8: "file is not UTF-8 text"
    case .emptyFile: "file is empty"
    case .syntax(let problem): "syntax error: \(problem)"
    case .duplicateKey(let key): "duplicate key '\(key)'"
    case .tooManyNodes(let limit):
      "aliases expand to more than \(limit) values; write the values out instead"
    case .rootNotMapping(let found):
      "a flow file must be a mapping of sections such as 'app', 'flows' and 'launch', found \(found)"
    case .wrongType(let key, let expected, let found):
      "'\(key)' must be \(expected), found \(found)"
    case .unknownKey(let key, let place): "unknown key '\(key)' in \(place)"
    case .missingKey(let key, let place): "missing '\(key)' in \(place)"
    case .sectionRedefined(let key, let first): "'\(key)' is already set at \(first)"
    case .duplicate(let kind, let id, let first):
      "duplicate \(kind) '\(id)'; the first is at \(first)"
    case .invalidValue(let value, let key, let expected):
      "'\(value)' is not a valid \(key); \(expected)"
    case .invalidIdentifier(let id):
      "'\(id)' is not a valid identifier; use letters, digits, '_' and '-'"
    case .homeKinds(let first, let second):
      "home is one of 'tabs', 'flow' or 'split', but this one has both '\(first)' and "
        + "'\(second)'; keep one"
    case .split(let problem): problem.message
    case .conflictingEffects(let first, let second):
      "an action can do one navigation, but this one has both '\(first)' and '\(second)'"
        + (second == "do" || first == "do" ? "; put them both in 'do'" : "")
    case .unknownNavigationStep(let word):
      "unknown step '\(word)' in 'do'; a step is 'back', 'pop', 'popToRoot', 'dismiss' or "
        + "'dismissAll', or a mapping such as '{ push: screen }'"
    case .nestedTransaction:
      "a step of 'do' cannot be a 'do' of its own; write its steps in the one list"
    case .stepWithoutNavigation:
      "a step of 'do' needs a navigation, such as '{ push: screen }' or 'dismissAll'"
    case .conflictingStepEffects(let first, let second):
      "a step of 'do' does one navigation, but this one has both '\(first)' and '\(second)'; "
        + "make them two steps"
    case .duplicateLabel(let label, let screen):
      "screen '\(screen)' has two actions labelled '\(label)'"
    case .keyWithoutEffect(let key, let needs): "'\(key)' only applies to an action with \(needs)"
    case .reservedFact(let name):
      "'\(name)' is the app's version in conditions; give the fact another name"
    case .numberAsFact(let name, let advice): "fact '\(name)': \(advice)"
    case .unknown(let kind, let name): "unknown \(kind) '\(name)'"
    case .missingArgument(let name, let screen): "missing argument '\(name)' for screen '\(screen)'"
    case .unexpectedArgument(let name, let screen): "screen '\(screen)' has no parameter '\(name)'"
    case .argumentType(let name, let screen, let expected, let found):
      "argument '\(name)' of screen '\(screen)' must be \(expected), found \(found)"
    case .titlePlaceholder(let name, let field, let screen):
      "'{\(name)}' in the \(field) of screen '\(screen)' is not one of its parameters"
    case .unknownTemplate(let name, let screen):
      "'{\(name)}' is neither a parameter of screen '\(screen)' nor a fact"
    case .returnWithoutReceiver(let label, let screen):
      "'\(label)' returns a result, but no action presents a modal showing screen '\(screen)'"
        + " with 'result:'; add 'result: FACT' to the action that presents it, or use 'dismiss'"
    case .resultType(let label, let produced, let fact, let type, let modal):
      "'\(label)' returns \(produced), but fact '\(fact)', which receives the result of modal"
        + " '\(modal)', is a \(type)"
    case .templateType(let name, let source, let type, let parameter, let screen, let expected):
      "'{\(name)}' is \(source), which is \(type), but parameter '\(parameter)' of screen "
        + "'\(screen)' is \(expected)"
    case .setType(let fact, let expected, let found):
      "fact '\(fact)' is \(expected), but this sets it to \(found)"
    case .condition(let problem): problem
    case .deepLinkPattern(let problem): problem
    case .unknownPlaceholder(let name, let url): "'{\(name)}' is not a placeholder of '\(url)'"
    case .placeholderType(let name, let type, let parameter, let screen, let expected):
      "placeholder '{\(name)}' is \(type), but parameter '\(parameter)' of screen '\(screen)' is \(expected)"
    case .unusedPlaceholder(let name, let url): "placeholder '{\(name)}' of '\(url)' is never used"
    case .optionalPlaceholderArgument(let name, let type, let url, let parameter, let screen):
      "placeholder '{\(name)}' of '\(url)' may be absent, but parameter '\(parameter)' of screen "
        + "'\(screen)' needs a value; give it a default, like '{\(name):\(type)=…}'"
    case .sceneInOneWindowApp(let url):
      "'scene:' on deep link '\(url)' never applies: the app has one window, where every link "
        + "lands; declare 'windows: multiple', or drop 'scene:'"
    case .keptStackWithPath(let url):
      "deep link '\(url)' keeps the tab's stack ('stack: keep'), so its 'path' is never built; "
        + "drop 'path', or use 'stack: append' to push it on top"
    case .backWithoutTab(let url, .noTabBar):
      "'back: previousTab' on deep link '\(url)' never applies: the app has no tab bar to "
        + "return through; drop it"
    case .backWithoutTab(let url, .staysOnTab):
      "'back: previousTab' on deep link '\(url)' never applies: the link stays on the selected "
        + "tab; give it a 'tab:' to land in"
    case .noDeepLinkMatch(let url): "no deep link of this app matches '\(url)'"
    case .detentNotDeclared(let detent, let modal, let detents) where detents.isEmpty:
      "modal '\(modal)' rests at detent '\(detent)' but lists no 'detents'; list them, as in "
        + "'detents: [medium, large]'"
    case .detentNotDeclared(let detent, let modal, let detents):
      "'\(detent)' is not one of the detents of modal '\(modal)' ("
        + detents.joined(separator: ", ") + "); add it to 'detents' or choose one of them"
    case .detentsOnStyle(let modal, let style):
      "modal '\(modal)' is a \(style) modal, which has no detents; drop 'detents' or make it a "
        + "sheet or a popover"
    case .pushInSingleScreenModal(let modal):
      "modal '\(modal)' shows a single screen and cannot push; give it 'root' and 'screens' to make it a flow"
    case .swipeBackOnDialog(let modal, let kind):
      "modal '\(modal)' is \(kind == "alert" ? "an" : "a") \(kind), which no gesture dismisses;"
        + " drop 'swipeBack'"
    case .dialogFlow(let modal, let kind):
      "modal '\(modal)' is \(kind == "alert" ? "an" : "a") \(kind), which shows one"
        + " screen; drop 'root' and 'screens' and give it 'title', 'body' and 'actions'"
    case .dialogWithoutButtons(let modal, let kind):
      "\(kind) '\(modal)' has no buttons, so nothing could ever close it; give it"
        + " 'actions'"
    case .secondCancelButton(let label, let dialog, let kind, let first):
      "\(kind) '\(dialog)' has a second cancel button '\(label)' ('\(first)' is"
        + " the first); give it 'role: destructive' or no role"
    case .roleOutsideDialog(let screen):
      "'role' only applies to a button of an alert or confirmation dialog, and screen"
        + " '\(screen)' is neither; the role is ignored"
    case .noStackForMove(let key, let modal):
      "'\(key)' needs a navigation stack, but modal '\(modal)' shows a single screen; give it "
        + "'root' and 'screens' to make it a flow"
    case .backAtRoot(let screen, let owner):
      "'back' on screen '\(screen)', which is the root of \(owner): there is nothing to go "
        + "back to and no modal to close"
    case .popAtRoot(let screen, let owner):
      "'pop' on screen '\(screen)', which is the root of \(owner): there is nothing to pop"
    case .popBeyondDepth(let count, let screen, let deepest):
      "'pop: \(count)' on screen '\(screen)' can never succeed: '\(screen)' is never more than "
        + "\(deepest) screen\(deepest == 1 ? "" : "s") above the root of its stack; "
        + "pop at most \(deepest)"
    case .popToNotOnStack(let target, let screen, let example):
      "'popTo: \(target)' on screen '\(screen)': '\(target)' is not on the stack on every way there"
        + (example.isEmpty ? "" : " (for example " + example.joined(separator: " → ") + ")")
    case .rootWithParameters(let screen, let owner):
      "screen '\(screen)' is the root of \(owner) but has parameters, which a root cannot be given"
    case .stepNeeds(let step, let kind, let key):
      "launch step '\(step)' is a \(kind) step and needs '\(key)'"
    case .stepDoesNotUse(let step, let kind, let key):
      "launch step '\(step)' is a \(kind) step and cannot have '\(key)'"
    case .launchCycle(let steps):
      "launch steps wait for each other in a cycle: " + steps.joined(separator: " → ")
    case .launchStepAfterInteraction(let step, let dependency):
      "launch step '\(step)' runs after '\(dependency)', which is declared under 'interactions' "
        + "and does not run at launch; move '\(dependency)' to 'launch' or drop it from 'after'"
    case .propertyRules(let found) where found.isEmpty:
      "a property needs one of 'never', 'always' or 'eventually'"
    case .propertyRules(let found):
      "a property says one thing, but this one has "
        + found.map { "'\($0)'" }.joined(separator: " and ") + "; write one property for each"
    case .propertyKeyWithoutEffect(let key, let needs):
      "'\(key)' only applies to \(needs) property"
    case .factShadowsStateName(let fact):
      "fact '\(fact)' has a name properties use for the state (screen, modal, tab, phase, "
        + "linkHeld, background, sequence, depth, command), so they could not read it; "
        + "rename the fact"
    case .propertyCommand(let text, let problem): problem.message(text)
    case .propertyUnknownName(let name, let value, "phase"):
      "property compares '\(name)' with '\(value)', but the phase is \"launching\" or \"home\", "
        + "so the comparison can never hold"
    case .propertyUnknownName(let name, let value, let kind):
      "property compares '\(name)' with '\(value)', but the app has no \(kind) '\(value)', so "
        + "the comparison can never hold; write a \(kind)'s identifier as the flow files "
        + "declare it, or \"\" for none"
    case .homeStepInInteractions(let step):
      "interaction step '\(step)' is a home step, but interactions run when home already shows; "
        + "move it to 'launch'"
    case .secondHomeStep(let step, let first, let location):
      "launch step '\(step)' is a second home step; home appears once, at '\(first)' "
        + "(\(location)): remove one"
    case .actionNeverSucceeds(let label, let screen, let reason, let fix):
      "action '\(label)' on screen '\(screen)' can never succeed: \(reason); \(fix)"
    case .finishOutsideModal(let screen):
      "'finish' on screen '\(screen)' never does anything: the screen is not in a modal; "
        + "remove 'finish'"
    case .finishBesideNavigation(let screen, let modal, let key):
      "'finish' on screen '\(screen)' never does anything: no step presents modal '\(modal)', "
        + "and on a modal the app presents, '\(key)' does the navigation; remove 'finish'"
    case .finishBeforeStackMove(
      let label, let steps, let key, let navigation, let under, let alsoPresentedByApp):
      Self.finished(label, steps, alsoPresentedByApp) + ", so '\(navigation)' "
        + Self.stackMove(key, under: under)
        + ". Drop 'finish: true' to stay in the modal, or move the "
        + (["pop", "popTo", "popToRoot"].contains(key) ? "pop" : key)
        + " to the screen the user reaches next."
    case .dismissAfterFinish(let label, let steps, let alsoPresentedByApp):
      Self.finished(label, steps, alsoPresentedByApp)
        + ", so 'dismiss: true' is ignored after the finish (it would close what lies under) "
        + "and can be dropped"
        + (alsoPresentedByApp ? ": where the app presents the modal, the finish dismisses it" : "")
        + "."
    case .promptRuleOnGate(let step, let key):
      "launch step '\(step)' is a gate and cannot have '\(key)': a gate shows for as long as its "
        + "condition holds, whatever showed before; remove '\(key)', or make the step a modal "
        + "step to let the user skip it"
    case .promptRuleNeverCounted(let step, let kind, let key):
      "launch step '\(step)' is a \(kind) step, which never counts as a shown prompt, so "
        + "'\(key)' never applies; only modal steps count. Remove '\(key)' ('from' and "
        + "'spacing' do apply)"
    case .zeroPromptDuration(let key) where key == "per":
      "a quota's 'per' must be longer than zero: it is the window the quota counts showings in"
    case .zeroPromptDuration(let key):
      "'\(key)' must be longer than zero; remove it to have no \(key)"
    case .quotaCount(let count) where count < 1:
      "a quota of \(count) showings would never let the step show; a quota's count is at least 1 "
        + "(to never show the step, remove it)"
    case .quotaCount(let count):
      "a quota of \(count) showings is more than the \(FlowDecoder.largestQuota) a prompt "
        + "history keeps for a step; use at most \(FlowDecoder.largestQuota)"
    case .unknownLaunchSource(let name):
      "unknown launch source '\(name)'; use icon, link, shortcut or notification, or declare "
        + "the app's own under 'sources'"
    case .builtInLaunchSource(let name):
      "'\(name)' is a built-in launch source; remove it from 'sources'"
    case .quotaNeverBinds(let step, let quota, let cooldown, let most):
      "the quota of launch step '\(step)' (\(quota)) never applies: its cooldown of \(cooldown) "
        + "already allows at most \(most) showing\(most == 1 ? "" : "s") in that window; remove "
        + "the quota, or shorten the cooldown"
    case .cooldownNeverBinds(let step, let cooldown, let window):
      "the cooldown of launch step '\(step)' (\(cooldown)) never applies: its quota of one "
        + "showing in \(window) already keeps showings that far apart; remove the cooldown"
    case .countedWithoutRules(let step):
      "'counted' does nothing on launch step '\(step)': without 'cooldown', 'quota', 'spacing' "
        + "or 'from' the step is not a prompt and its showings are not kept; remove 'counted'"
    case .unreachableScreen(let screen):
      "screen '\(screen)' is never shown: no tab, modal, launch step, deep link or action leads to it"
    case .unusedModal(let modal): "modal '\(modal)' is never presented"
    case .modalWithoutExit(let modal):
      "modal '\(modal)' has no way out: none of its actions dismisses it or finishes its launch step"
    case .screenWithoutExit(let screen):
      "screen '\(screen)' has no way out: it is the home root and has no actions"
    }
  }
}

extension Problem {
  /// What a stack move `key` does after a finish closed the modal: it acts on what is `under`.
  fileprivate static func stackMove(_ key: String, under: String) -> String {
    switch key {
    case "push", "pushNew", "bringToFront":
      "lands on the stack under it (\(under)), not in the modal"
    case "replace": "replaces the stack under it (\(under)), not the modal's"
    case "setRoot": "sets the root of the stack under it (\(under)), not the modal's"
    case "replaceTop": "replaces the top of the stack under it (\(under)), not the modal's"
    case "back": "goes back on what lies under it (\(under)), not in the modal"
    default: "pops the stack under it (\(under)), not the modal's"
    }
  }

  /// `'Unlock' finishes step 'passcode' and closes its modal`, naming every step that presents
  /// the modal; qualified when the app presents the same modal itself.
  fileprivate static func finished(
    _ label: String, _ steps: [String], _ alsoPresentedByApp: Bool
  ) -> String {
    let names = steps.map { "'\($0)'" }
    let either =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.first ?? ""
    return "'\(label)' finishes step \(either) and closes its modal"
      + (alsoPresentedByApp ? " when the step presented it" : "")
  }
}
