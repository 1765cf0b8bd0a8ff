public import Wayfinder
import WayfinderProperties
public import WayfinderFlowFiles

/// An app from flow files, running: its navigation state, its launch played on virtual time,
/// and the commands a person can give it — the engine behind the REPL and scenario files.
///
/// A session is a value. Every command is applied to a copy and kept only when it succeeds,
/// so a refused command leaves the session exactly as it was:
///
/// ```swift
/// var (session, _) = try AppSession.start(definition)
/// _ = session.settle()                       // the launch plays until someone must act
/// _ = try session.perform(.tap(.label("Continue")), settling: true)
/// _ = try session.perform(.tap(.number(1)), settling: true)
/// print(session.state.visibleRoute)          // secondary1
/// ```
public struct AppSession: Sendable {
  /// The app and its program, which no command changes, in one shared box: copying a session
  /// (as every command does, to keep it unchanged when the command is refused) copies one
  /// reference for them, not every field of both.
  private let app: App

  /// The app.
  public var definition: FlowDefinition {
    _read { yield app.definition }
  }
  /// The app's life: navigation, the interaction sequence, facts, prompt history, background
  /// and time, in the core's one value. Every command is one of its events.
  public internal(set) var life: AppLife<ScreenRoute>
  /// Where the app is.
  public var state: NavigationState<ScreenRoute> { life.state }
  /// The interaction sequence of the current launch, on virtual time.
  public var launch: InteractionSimulation<ScreenRoute> { life.interactions }
  /// Whether the app is in the background.
  package var isInBackground: Bool { life.isInBackground }
  /// The app as the runtime performs it: steps, rules and every screen's actions. Built once
  /// per definition and shared by its sessions (`FlowDefinition.program()`).
  public var program: FlowProgram<ScreenRoute> {
    _read { yield app.program }
  }
  /// The app's navigation rules (deep links, re-selection).
  public var rules: NavigationRules<ScreenRoute> { program.rules }
  /// Virtual time that passed in earlier launches (before a relaunch).
  var earlierTime: Duration { life.earlierTime }

  /// Starts `definition`: home is built, and the launch sequence begins.
  ///
  /// - Parameters:
  ///   - definition: The app.
  ///   - facts: The launch facts; the definition's initial facts when `nil`.
  ///   - promptHistory: When the prompts showed in earlier sessions.
  ///   - promptTime: Where the prompt clock stood when the earlier session ended
  ///     (``promptTime``); prompts are counted from there on the session's clock. Held to
  ///     `ClockRange`, as a saved state holds it.
  ///   - waitsForHandshakes: Whether modal steps wait for the UI host's hand-shakes, as an
  ///     app's does with them on (a replay of a recording that has them).
  ///   - timing: When splashes, work and timeouts end: after their declared durations, or
  ///     when told, as a replay of a recording tells them (`StepTiming`).
  /// - Returns: The session and what starting it did.
  /// - Throws: `SessionError` when home cannot be built or the launch steps
  ///   cannot run.
  public static func start(
    _ definition: FlowDefinition, facts: Facts? = nil,
    promptHistory: PromptHistory = PromptHistory(), promptTime: Duration = .zero,
    waitsForHandshakes: Bool = false, timing: StepTiming = .declared
  ) throws(SessionError) -> (AppSession, SessionOutput) {
    let app = try Self.app(for: definition)
    let saved = SavedLife<ScreenRoute>(
      navigation: app.program.initialState, facts: facts ?? definition.initialFacts,
      promptHistory: promptHistory, promptTime: ClockRange.clamped(promptTime))
    do throws(AppRefusal) {
      // A fresh install's launch with the facts and prompt history given: nothing of the
      // navigation is restored.
      let (life, output) = try AppLife.coldLaunch(
        app.program, restoring: saved, waitsForHandshakes: waitsForHandshakes, timing: timing)
      return (AppSession(app: app, life: life), SessionOutput(output))
    } catch {
      throw SessionError(error)
    }
  }

  /// Resumes `definition` where a saved session left it.
  ///
  /// A state saved on home comes back as it was, with its facts, and no launch runs (as when
  /// returning to an app still in memory; `foreground` runs the launch again). A state saved
  /// mid-launch starts the launch again from the beginning with the saved facts, since a launch
  /// half played cannot be resumed faithfully. A state saved while an interaction was up (a
  /// passcode, a gate, a prompt asked for with `run`) or still to come runs the sequence again
  /// over home — the launch steps and `pendingSteps` — so what their conditions still ask for
  /// comes back: restarting is no way around a gate, and drops no prompt the app asked for. A
  /// deep link held by the launch or an interaction stays held, and lands when the sequence
  /// run again lets it (`FlowProgram.resumption(of:pendingSteps:)`). The prompts' cooldowns,
  /// quotas and spacing go on from `promptHistory` at `promptTime`, as saved. An app with
  /// several windows gets them back as they were: `state` is window `activeScene`'s, and
  /// `otherScenes` holds the others. `waitsForHandshakes` and `timing` are as for
  /// ``start(_:facts:promptHistory:promptTime:waitsForHandshakes:timing:)``.
  public static func resume(
    _ definition: FlowDefinition, state: NavigationState<ScreenRoute>, facts: Facts,
    promptHistory: PromptHistory = PromptHistory(), promptTime: Duration = .zero,
    pendingSteps: [StepID] = [], activeScene: SceneID = .first,
    otherScenes: [SceneID: NavigationState<ScreenRoute>] = [:], waitsForHandshakes: Bool = false,
    timing: StepTiming = .declared
  ) throws(SessionError) -> (AppSession, SessionOutput) {
    let app = try Self.app(for: definition)
    let saved = SavedLife(
      navigation: state, facts: facts, promptHistory: promptHistory,
      promptTime: ClockRange.clamped(promptTime), pendingSteps: pendingSteps,
      activeScene: activeScene, otherScenes: otherScenes)
    do throws(AppRefusal) {
      let (life, output) = try AppLife.resume(
        app.program, saved, waitsForHandshakes: waitsForHandshakes, timing: timing)
      return (AppSession(app: app, life: life), SessionOutput(output))
    } catch {
      throw SessionError(error)
    }
  }

  /// The app and its program, built once per definition and shared by its sessions. O(1)
  /// once the definition's program is built (by an earlier session of it, or a copy of it);
  /// O(size of the app) the first time.
  private static func app(for definition: FlowDefinition) throws(SessionError) -> App {
    do throws(NavigationError) {
      return App(definition: definition, program: try definition.program())
    } catch {
      throw .navigation(error)
    }
  }

  private init(app: App, life: AppLife<ScreenRoute>) {
    self.app = app
    self.life = life
  }

  /// The launch facts as they are now.
  public var facts: Facts { launch.facts }

  /// What the app's properties read now: the facts, and what is on screen
  /// (`PropertyFacts`).
  package var propertyFacts: Facts { propertyFacts(command: "") }

  /// What the app's properties read now that `command` (``propertyText(of:)``, `""` at launch)
  /// led here; `reading` is the names they read (`PropertyMonitor.names`), so the stack is
  /// walked only for an `inStack.` name.
  package func propertyFacts(command: String, reading: Set<String>? = nil) -> Facts {
    PropertyFacts.of(life, command: command, reading: reading)
  }

  /// The time since the session started, on its clock (virtual unless advanced by real time);
  /// a wait that would take it past `ClockRange/limit` is refused (``timeLeft``).
  public var time: Duration { life.time }

  /// How much more time may pass before a clock of the session — its own (``time``), the
  /// launch's or the prompt clock (``promptTime``) — reaches `ClockRange/limit`, the latest
  /// time a saved state holds; a longer `wait` is refused. O(1).
  public var timeLeft: Duration { life.timeLeft }

  /// The time prompts are counted in: where the prompt clock stood when the session started
  /// (`promptTime:`) plus ``time``. Save it with ``promptHistory`` so that a restored session
  /// goes on from it.
  public var promptTime: Duration { life.promptTime }

  /// When the prompts showed, in ``promptTime``: kept across relaunches and saved with the
  /// facts, so cooldowns, quotas and spacing hold after a relaunch or a restore.
  public var promptHistory: PromptHistory { launch.promptHistory }

  /// The screen on top and the route showing it, if any.
  public var visibleScreen: (route: ScreenRoute, screen: ScreenDefinition)? {
    guard let route = state.visibleRoute, let screen = definition.screen(for: route) else {
      return nil
    }
    return (route, screen)
  }

  /// The actions of the screen on top (none on a bare launch screen).
  ///
  /// Read without copying the visible stack or the screen's definition: O(tabs) to find the
  /// screen on top, then a lookup.
  public var visibleActions: [ActionDefinition] {
    let top = state.showsStack ? state.topRoute : nil
    return top.flatMap { definition.screens[$0.screen]?.actions } ?? []
  }

  /// Whether `action` can be taken now: its `when:` condition holds (or it has none).
  public func isAvailable(_ action: ActionDefinition) -> Bool {
    action.isAvailable(facts: launch.facts, version: definition.version)
  }

  /// Lets the launch go on by itself while nothing but time can move it: no launch modal is
  /// waiting for the user and a splash, piece of work or timeout is due. This is what a person
  /// watching the launch would see, played at once.
  public mutating func settle() -> SessionOutput {
    SessionOutput(life.settle())
  }

  /// Output of the current launch's own clock (from ``AppLife/withInteractions(_:)``) stamped
  /// with the session's time, as the life stamps what its events do.
  func stamped(_ output: SessionOutput) -> SessionOutput {
    output.shifted(by: earlierTime)
  }

  /// Applies `command`, then, when `settling`, lets the launch go on by itself while nothing
  /// but time can move it (``settle()``); on failure nothing changes.
  ///
  /// Settle on virtual time — scripts, scenarios, generated paths — where a person would see
  /// the launch play at once; don't on real time, where the clock moves the launch (`wait`).
  ///
  /// - Parameters:
  ///   - command: What to do.
  ///   - settling: Whether the launch then goes on while only time can move it.
  /// - Returns: What the command did, then what settling did, in order.
  /// - Throws: `SessionError` saying why the command was refused.
  public mutating func perform(
    _ command: SessionCommand, settling: Bool
  ) throws(SessionError) -> SessionOutput {
    var copy = self
    let output = try copy.performLeavingPartOnFailure(command, settling: settling)
    self = copy
    return output
  }

  /// ``perform(_:settling:)`` without its copy, for a caller that already applies `command` to
  /// a copy of its own and drops it on failure: the session is left part-way on failure.
  mutating func performLeavingPartOnFailure(
    _ command: SessionCommand, settling: Bool
  ) throws(SessionError) -> SessionOutput {
    var output = try apply(command)
    if settling { output.append(contentsOf: settle()) }
    return output
  }

  /// Performs `command` as the life's event it names, with the session's words around it: a
  /// command's text is read here (a label, a tab's number, a fact's value, a step's name), and
  /// the life decides what happens.
  private mutating func apply(_ command: SessionCommand) throws(SessionError) -> SessionOutput {
    var output = SessionOutput()
    switch command {
    case .tap(let choice):
      output = try tap(choice)
    case .back:
      output.append(try navigate(.back))
    case .pop:
      output.append(try navigate(.pop()))
    case .root:
      output.append(try navigate(.popToRoot()))
    case .swipe(let step):
      output.append(try navigate(step.command))
    case .selectTab(let text):
      output.append(try navigate(.selectTab(try tab(named: text))))
    case .open(let url):
      output.append(try navigate(.open(url: url)))
      if state.pendingDeepLink?.url == url {
        output.notices.append(.linkHeld(url: url, hold: linkHold))
      }
    case .dismiss:
      output.append(try navigate(.dismiss))
    case .detent(let detent):
      output.append(try navigate(.selectDetent(detent)))
    case .window(let change):
      output.append(try live(change.event(activeScene: life.activeScene)))
    case .select(let text, let column):
      output.append(try navigate(.select(try route(text), in: column)))
    case .deselect(let column):
      output.append(try navigate(.deselect(column)))
    case .width(let width):
      output.append(try navigate(.setWidth(width)))
    case .set(let name, let text):
      guard let declaration = definition.fact(name) else {
        throw .unknownFact(name, known: definition.facts.map(\.name))
      }
      guard let value = definition.factValue(text, as: declaration.type) else {
        throw .invalidFactValue(fact: name, type: declaration.type, text: text)
      }
      let previous = facts[name]
      output.append(try live(.setFacts([name: value])))
      output.notices.append(
        previous == value
          ? .factUnchanged(name: name, value: value)
          : .factSet(name: name, value: value, previous: previous))
    case .wait(let duration):
      output.append(try live(.wait(duration)))
    case .relaunch(let origin):
      output = try relaunch(from: origin)
    case .background:
      guard !isInBackground else {
        output.notices.append(.alreadyInBackground)
        break
      }
      output.append(try live(.background))
      output.notices.append(.wentToBackground)
    case .foreground:
      output.append(try live(.foreground))
    case .run(let names):
      var ids: [StepID] = []
      for name in names { ids.append(try stepID(name)) }
      output.append(try live(.run(ids)))
    case .cancel(let name):
      output.append(try live(.cancel(try stepID(name))))
    case .cancelAll:
      guard launch.isRunning else {
        output.notices.append(.nothingToCancel)
        break
      }
      output.append(try live(.cancelAll))
    case .event(let name):
      output = try fire(name)
    }
    return output
  }

  /// Performs `event` on the life, in the session's words when it is refused.
  mutating func live(
    _ event: AppEvent<ScreenRoute>
  ) throws(SessionError) -> InteractionSimulation<ScreenRoute>.Output {
    do throws(AppRefusal) {
      return try life.perform(event)
    } catch {
      if case .navigation(let refused) = error { throw refusal(refused) }
      if case .action(.navigation(let refused)) = error { throw refusal(refused) }
      throw SessionError(error)
    }
  }

  /// Fires the environment event `name`: the world sets its facts, when its `when:` holds.
  private mutating func fire(_ name: String) throws(SessionError) -> SessionOutput {
    guard let event = definition.environmentEvent(name) else {
      throw .unknownEvent(name, known: definition.environment.map(\.name))
    }
    guard event.canHappen(facts: facts, version: definition.version) else {
      throw .eventCannotHappen(name, condition: event.conditionText ?? "")
    }
    let previous = facts
    var output = SessionOutput()
    output.append(try live(.setFacts(event.facts)))
    for fact in event.facts.names {
      guard let value = event.facts[fact] else { continue }
      output.notices.append(
        previous[fact] == value
          ? .factUnchanged(name: fact, value: value)
          : .factSet(name: fact, value: value, previous: previous[fact]))
    }
    return output
  }

  /// The identifier of the declared step `name`.
  private func stepID(_ name: String) throws(SessionError) -> StepID {
    guard definition.step(name) != nil else {
      throw .unknownStep(name, known: definition.launch.map(\.id))
    }
    return StepID(name)
  }

  /// A tab by identifier, or by its number in the tab bar (from 1).
  ///
  /// Any integer the user types is checked against the tab count before any arithmetic, so
  /// `Int.min` or `Int.max` is refused like any other number out of range. O(tabs).
  private func tab(named text: String) throws(SessionError) -> TabID {
    let tabs = state.home.tabIDs
    if let number = Int(text), !tabs.contains(TabID(text)) {
      guard number >= 1, number <= tabs.count else {
        throw .noSuchTabNumber(number, count: tabs.count)
      }
      return tabs[number - 1]
    }
    return TabID(text)
  }
}
