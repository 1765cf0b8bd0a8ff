import Wayfinder
import WayfinderRecording
internal import WayfinderFlowFiles

extension TraceReplay {
  /// An input after its check against the flow.
  enum Checked {
    /// The flow declares what it names; perform this (redacted values replaced by stand-ins).
    case accepted(TraceEvent)
    /// The flow does not declare what it names: a refusal with these words.
    case refused(String)
  }

  /// Checks that the flow declares what `event` names — screens, routes' arguments, modals,
  /// facts, steps, the action tapped — and puts stand-ins for redacted values.
  mutating func checked(
    _ event: TraceEvent, at index: Int, in session: AppSession
  ) throws(ReplayFinding) -> Checked {
    switch event {
    case .tap(let screen, let label):
      let shown = session.state.topRoute?.screen
      guard shown == screen else {
        throw finding(
          at: index, .disagreement,
          message: "the recording taps '\(TraceError.quoted(label))' on "
            + "'\(TraceError.quoted(screen))'; the replay shows "
            + (shown.map { "'\(TraceError.quoted($0))'" } ?? "no screen with actions") + "."
            + Self.awaitedHandshake(session))
      }
      guard definition.screens[screen]?.actions.contains(where: { $0.label == label }) == true
      else {
        return .refused(
          "the flow has no action '\(TraceError.quoted(label))' on screen "
            + "'\(TraceError.quoted(screen))'.")
      }
      return .accepted(event)
    case .navigate(let command):
      if case .open(let url) = command, url == TraceRedaction.placeholder,
        trace.header.redaction.urls
      {
        throw finding(
          at: index, .unreplayable,
          message: "the deep link's URL was redacted when recording; the replay cannot open it.")
      }
      return try checked(command, at: index, in: session)
    case .setFacts(let facts):
      do throws(Refusal) {
        return .accepted(.setFacts(try checkedFacts(facts, at: index, verb: "set")))
      } catch {
        return .refused(error.text)
      }
    case .finish(let step):
      return checked([step], "finished") ?? .accepted(event)
    case .cancel(let step):
      return checked([step], "cancelled") ?? .accepted(event)
    case .run(let steps), .merge(let steps):
      return checked(steps, event.name == "run" ? "ran" : "merged") ?? .accepted(event)
    case .line(let text):
      return .refused("'\(TraceError.quoted(text))' is no command.")
    case .presentationFinished(let modal):
      // The host says a modal is on screen: the replay must show it.
      guard session.state.modals.contains(where: { $0.id == modal }) else {
        throw finding(
          at: index, .disagreement,
          message: "the host says modal '\(TraceError.quoted(modal.rawValue))' is on screen; "
            + "the replay shows \(Self.modals(session))." + Self.awaitedHandshake(session))
      }
      return .accepted(event)
    case .dismissalFinished(let modal):
      // The host says a modal has gone: the replay must no longer show it.
      guard !session.state.modals.contains(where: { $0.id == modal }) else {
        throw finding(
          at: index, .disagreement,
          message: "the host says modal '\(TraceError.quoted(modal.rawValue))' has gone from "
            + "the screen; the replay still shows it.")
      }
      return .accepted(event)
    default:
      return .accepted(event)
    }
  }

  private func checked(_ steps: [StepID], _ verb: String) -> Checked? {
    for step in steps where definition.step(step.rawValue) == nil {
      return .refused(
        "the app \(verb) step '\(TraceError.quoted(step.rawValue))', which the flow does not "
          + "have.")
    }
    return nil
  }

  /// What a message adds when the replay waits for a hand-shake the recording has not had:
  /// ` It waits for the host to say modal 'passcode' has gone from the screen.`; nothing
  /// otherwise.
  static func awaitedHandshake(_ session: AppSession?) -> String {
    switch session?.launch.awaitedHandshake {
    case .presentation(let modal)?:
      " It waits for the host to say modal '\(TraceError.quoted(modal.rawValue))' is on "
        + "screen, which the recording has not said."
    case .dismissal(let modal)?:
      " It waits for the host to say modal '\(TraceError.quoted(modal.rawValue))' has gone "
        + "from the screen, which the recording has not said."
    case nil: ""
    }
  }

  /// The modals `session` shows, for messages: `modal 'promo'`, `no modal`.
  static func modals(_ session: AppSession) -> String {
    let ids = session.state.modals.map { "'\(TraceError.quoted($0.id.rawValue))'" }
    return ids.isEmpty
      ? "no modal" : (ids.count == 1 ? "modal " : "modals ") + ids.joined(separator: ", ")
  }

  private mutating func checked(
    _ command: NavigationCommand<ScreenRoute>, at index: Int, in session: AppSession
  ) throws(ReplayFinding) -> Checked {
    var refusal: String?
    let replay = self
    let checkRoute = { (route: ScreenRoute, verb: String) -> ScreenRoute in
      guard refusal == nil else { return route }
      switch replay.fitted(route, verb: verb) {
      case .success(let fitted): return fitted
      case .failure(let message):
        refusal = message.text
        return route
      }
    }
    var fitted: NavigationCommand<ScreenRoute>
    switch command {
    case .present(let modal):
      guard definition.modal(modal.id) != nil else {
        return .refused(
          "the app presented modal '\(TraceError.quoted(modal.id.rawValue))', which the flow "
            + "does not declare.")
      }
      fitted = command.mappingRoutes { checkRoute($0, "presented") }
    case .push, .pushAll: fitted = command.mappingRoutes { checkRoute($0, "pushed") }
    case .setPath: fitted = command.mappingRoutes { checkRoute($0, "set the path to") }
    default: fitted = command.mappingRoutes { checkRoute($0, "named") }
    }
    if let refusal { return .refused(refusal) }
    try checkEdge(fitted, at: index, in: session)
    if fitted != command {
      notes.append(
        "Entry \(index + 1) (line \(trace.records[index].line)): redacted arguments were "
          + "replayed as stand-ins.")
    }
    return .accepted(.navigate(fitted))
  }

  /// Forward navigation (`push`, `pushAll`, `setPath`, `present`, a split's `select`) must
  /// follow an edge the flow declares from the screen on top; going back, tabs, dismissals and deep links are
  /// never checked. A command the flow refuses for another reason is left to the session.
  private func checkEdge(
    _ command: NavigationCommand<ScreenRoute>, at index: Int, in session: AppSession
  ) throws(ReplayFinding) {
    guard checksDeclaredEdges else { return }
    switch command {
    case .push, .pushAll, .setPath, .present, .select: break
    default: return
    }
    var rules = session.rules
    rules.declaredEdges = edges
    var state = session.state
    do throws(NavigationError) {
      try state.apply(command, rules: rules)
    } catch {
      switch error {
      case .undeclaredNavigation, .undeclaredModal:
        throw finding(
          at: index, .disagreement,
          message: "the flow declares no such edge: \(error.description)")
      default:
        return
      }
    }
  }

  /// A message carried through `Result`.
  struct Refusal: Error { var text: String }

  /// `route` with its arguments converted to the screen's declared types, redacted ones
  /// replaced by stand-ins; or why the flow has no such route.
  private func fitted(_ route: ScreenRoute, verb: String) -> Result<ScreenRoute, Refusal> {
    guard let screen = definition.screens[route.screen] else {
      return .failure(
        Refusal(
          text: "the app \(verb) '\(TraceError.quoted(route.screen))', a screen the flow does "
            + "not declare."))
    }
    let redacted = trace.header.redaction.screens.contains(route.screen)
    var fitted = ScreenRoute(route.screen)
    let fits =
      route.arguments.count == screen.parameters.count
      && screen.parameters.allSatisfy { parameter in
        guard let value = route.arguments[parameter.name] else { return false }
        if redacted, value == .string(TraceRedaction.placeholder) {
          fitted.arguments[parameter.name] = Self.standIn(for: parameter.type)
          return true
        }
        guard let converted = value.converted(to: parameter.type) else { return false }
        fitted.arguments[parameter.name] = converted
        return true
      }
    guard fits else {
      let takes = screen.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
      return .failure(
        Refusal(
          text: "'\(TraceError.quoted(route.description))' does not fit screen "
            + "'\(TraceError.quoted(route.screen))', which takes "
            + (takes.isEmpty ? "no arguments." : "\(takes).")))
    }
    return .success(fitted)
  }

  private static func standIn(for type: ArgumentType) -> ArgumentValue {
    switch type {
    case .int: .int(0)
    case .double: .double(0)
    case .bool: .bool(false)
    case .string: .string("")
    }
  }

  /// `facts` checked against the flow's declarations, redacted ones replaced by the fact's
  /// initial value (or its type's zero).
  mutating func checkedFacts(
    _ facts: Facts, at index: Int, verb: String
  ) throws(Refusal) -> Facts {
    var checked = facts
    var stoodIn: [String] = []
    for name in facts.names {
      guard let value = facts[name] else { continue }
      guard let declaration = definition.fact(name) else {
        throw Refusal(
          text: "the app \(verb) fact '\(TraceError.quoted(name))', which the flow does not "
            + "declare.")
      }
      if trace.header.redaction.facts.contains(name), value == .string(TraceRedaction.placeholder) {
        checked[name] = definition.initialFacts[name] ?? Self.standIn(for: declaration.type)
        stoodIn.append(name)
        continue
      }
      guard value.type == declaration.type else {
        throw Refusal(
          text: "the app \(verb) fact '\(TraceError.quoted(name))' to "
            + "\(TraceError.quoted(value.description)); the flow declares it "
            + "\(declaration.type == .int ? "an" : "a") \(declaration.type).")
      }
    }
    if !stoodIn.isEmpty {
      notes.append(
        "Entry \(index + 1) (line \(trace.records[index].line)): redacted facts "
          + stoodIn.joined(separator: ", ") + " were replayed as their initial values.")
    }
    return checked
  }

  private static func standIn(for type: FactType) -> FactValue {
    switch type {
    case .bool: .bool(false)
    case .int: .int(0)
    case .string: .string("")
    case .version: .version(AppVersion([0]))
    }
  }

  /// The launch steps the app ran must be the flow's.
  func checkLaunch(_ steps: [StepID], at index: Int) throws(ReplayFinding) {
    let declared = definition.launch.filter(\.runsAtLaunch).map { StepID($0.id) }
    guard steps != declared else { return }
    let list = { (steps: [StepID]) in
      "[" + steps.map { TraceError.quoted($0.rawValue) }.joined(separator: ", ") + "]"
    }
    throw finding(
      at: index, .disagreement,
      message: "the app launched with steps \(list(steps)); the flow declares \(list(declared)).")
  }
}
