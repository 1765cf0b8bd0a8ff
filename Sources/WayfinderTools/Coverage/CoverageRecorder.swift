internal import Wayfinder
public import WayfinderFlowFiles

/// Notes what runs of an app cover, command by command, under every criterion
/// (``CoverageCriterion``): the one place that says when an item counts, shared by scenarios,
/// exploration and `graph --coverage`.
///
/// ```swift
/// var recorder = CoverageRecorder(definition)
/// var (session, output) = try AppSession.start(definition)
/// let settled = session.settle()
/// recorder.started(session, outputs: [output, settled])
/// let before = session
/// let done = try session.perform(.tap(.label("Continue")), settling: true)
/// recorder.record(.tap(.label("Continue")), before: before, after: session, output: done)
/// coverage.formUnion(recorder.covered)
/// ```
///
/// - A screen counts when it was on top after a transition, an edge as
///   ``AppSession/coverage(of:before:after:outputs:)`` says.
/// - A `when:` outcome counts when its action is on the screen on top after a command (or at
///   launch) while its condition holds, or while it does not.
/// - A deep link's phase counts when a URL matching it was opened, and taken (landed or held),
///   in that ``LinkPhase``.
/// - Step pairs count as ``CoverageCriterion/stepPairs`` says: in one launch sequence, each
///   launch step that starts pairs with every one that started before it, until a launch step
///   is run or cancelled by hand.
/// - A transition pair counts when the edge that brought the screen on top up (a tap, a deep
///   link landing at once or when its hold lifted) is followed by a tap on that screen, with no
///   other command changing the screen on top in between.
///
/// O(transitions + events + visible actions + steps started in the sequence) per command.
public struct CoverageRecorder: Sendable {
  /// What has been covered so far, of every criterion.
  public private(set) var covered: Set<CoverageItem> = []
  /// What was covered for the first time since `takeFresh()` last ran.
  private var fresh: [CoverageItem] = []
  private let definition: FlowDefinition
  private let launchSteps: Set<String>
  /// The launch steps started in the current sequence, in order.
  private var sequence: [String] = []
  /// Whether a launch step was run or cancelled by hand in the current run, or the app went to
  /// the background during it (coming back asks again for the modals and gates that ended).
  private var disturbed = false
  /// The edge that brought the screen on top up, while nothing else has moved it.
  private var into: CoverageItem?

  /// A recorder for runs of `definition`, with nothing covered.
  public init(_ definition: FlowDefinition) {
    self.definition = definition
    launchSteps = Set(definition.launch.filter(\.runsAtLaunch).map(\.id))
  }

  /// Notes a fresh start: `session` as started and settled, and what starting and settling it
  /// did. A new launch sequence begins.
  public mutating func started(_ session: AppSession, outputs: [SessionOutput]) {
    sequence = []
    disturbed = false
    into = nil
    note(AppSession.shownScreens(outputs))
    if let route = session.state.topRoute { note(.screen(route.screen)) }
    for output in outputs { noteSteps(output.entries) }
    noteConditions(in: session)
  }

  /// Notes `command`, which took `before` to `after` and did `output` (settling included).
  public mutating func record(
    _ command: SessionCommand, before: AppSession, after: AppSession, output: SessionOutput
  ) {
    // The action and the transitions are worked out once for every criterion.
    var taken: ActionDefinition?
    if case .tap(let choice) = command { taken = try? before.action(choice) }
    let transitions = output.transitions
    note(
      AppSession.coverage(
        of: command, taken: taken, before: before, after: after, transitions: transitions))
    switch command {
    case .open(let url):
      if let link = definition.deepLinks.first(where: { Self.matches($0, url) }) {
        note(.linkPhase(pattern: link.pattern.description, phase: LinkPhase(of: before)))
      }
    case .relaunch:
      sequence = []
      disturbed = false
    case .run(let names):
      if names.contains(where: launchSteps.contains) { disturbed = true }
    case .cancel(let name):
      if launchSteps.contains(name) { disturbed = true }
    case .background:
      if before.life.isRunning { disturbed = true }
    default:
      if taken?.runs.contains(where: launchSteps.contains) == true { disturbed = true }
    }
    noteSteps(output.entries)
    noteConditions(in: after)
    noteTransition(command, taken: taken, before: before, transitions: transitions)
  }

  /// Pairs each launch step that starts with those started before it in the sequence; a run
  /// that ends ends the sequence.
  private mutating func noteSteps(_ entries: [SessionOutput.Entry]) {
    for entry in entries {
      guard case .event(let event) = entry else { continue }
      switch event.kind {
      case .stepStarted:
        guard !disturbed, let id = event.step?.rawValue, launchSteps.contains(id) else { continue }
        for first in sequence { note(.stepPair(first: first, then: id)) }
        sequence.append(id)
      case .launchFinished, .launchFailed, .launchCancelled, .runFinished, .runCancelled:
        sequence = []
        disturbed = false
      case .stepFinished, .stepSkipped, .stepCancelled, .stepTimedOut, .stepFailed:
        continue
      }
    }
  }

  /// Notes the outcome of each conditional action `session` shows now.
  private mutating func noteConditions(in session: AppSession) {
    guard let screen = session.state.topRoute?.screen else { return }
    for action in session.visibleActions where action.condition != nil {
      note(
        .whenOutcome(screen: screen, label: action.label, available: session.isAvailable(action)))
    }
  }

  /// Pairs a tap with the edge that brought its screen up, and notes which edge brought up the
  /// screen on top now.
  private mutating func noteTransition(
    _ command: SessionCommand, taken: ActionDefinition?, before: AppSession,
    transitions: [StateTransition<ScreenRoute>]
  ) {
    switch command {
    case .tap:
      guard let taken, let screen = before.state.topRoute?.screen else {
        into = nil
        break
      }
      let edge = CoverageItem.action(screen: screen, label: taken.label)
      if let into { note(.transitionPair(into: into, then: edge)) }
      into = edge
    case .open(let url):
      let landed = transitions.contains { transition in
        guard case .command(.open(let opened)) = transition.cause else { return false }
        return opened == url && transition.after.pendingDeepLink == nil
      }
      let link = definition.deepLinks.first { Self.matches($0, url) }
      into = landed ? link.map { .deepLink($0.pattern.description) } : nil
    case .selectTab, .back, .pop, .root, .dismiss, .detent, .window:
      into = nil
    default:
      let moved = transitions.contains { $0.before.topRoute != $0.after.topRoute }
      if moved { into = nil }
    }
    // A link held behind the launch or an interaction lands after the command: it brought the
    // screen up.
    let held = transitions.last { transition in
      transition.before.pendingDeepLink != nil && transition.after.pendingDeepLink == nil
    }
    if let url = held?.before.pendingDeepLink?.url,
      let link = definition.deepLinks.first(where: { Self.matches($0, url) })
    {
      into = .deepLink(link.pattern.description)
    }
  }

  /// The items covered for the first time since the last call, in the order they were.
  mutating func takeFresh() -> [CoverageItem] {
    defer { fresh = [] }
    return fresh
  }

  private mutating func note(_ item: CoverageItem) {
    if covered.insert(item).inserted { fresh.append(item) }
  }

  private mutating func note(_ items: [CoverageItem]) {
    for item in items { note(item) }
  }

  private static func matches(_ link: DeepLinkDefinition, _ url: String) -> Bool {
    if case .matched = link.pattern.match(url) { return true }
    return false
  }
}
