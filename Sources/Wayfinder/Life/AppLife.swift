/// An app's whole life as one value: its program, where the user is, the interaction sequence,
/// the facts, when the prompts showed and the prompt clock, whether it is in the background,
/// and time — on virtual time.
///
/// Every event an app lives through goes through ``perform(_:)``: a tap, back, a tab, a link,
/// facts the app sets, time, background, foreground, a relaunch, steps run or cancelled,
/// hand-shakes from the UI host. Each is applied all or nothing: a refused event throws an
/// ``AppRefusal`` and leaves the life exactly as it was. A cold launch
/// (``coldLaunch(_:from:restoring:at:waitsForHandshakes:timing:)``) starts a life, restoring a ``SavedLife`` by the
/// program's ``RestoreRule``; the launch sequence runs on every cold launch, over what is
/// restored, so a passcode asks again and a version check runs again.
///
/// The REPL's session, scenario files, exploration and the tester wrap this value; the live
/// coordinator performs the same decisions on a real clock.
///
/// ```swift
/// var (life, _) = try AppLife.coldLaunch(DemoFlow.program())
/// _ = life.settle()                             // the launch plays until someone must act
/// _ = try life.perform(.tap(0))                 // Continue
/// let saved = life.saved                        // what the next launch needs
/// let (next, _) = try AppLife.coldLaunch(DemoFlow.program(), restoring: saved)
/// ```
public struct AppLife<Route: FlowRoute>: Sendable {
  /// What one event did: the transitions and the interaction events, in order, each stamped
  /// with the life's time (``time``).
  public typealias Output = InteractionSimulation<Route>.Output

  /// The app.
  public let program: FlowProgram<Route>
  /// Where the user is.
  public internal(set) var state: NavigationState<Route>
  /// The interaction sequence of the current launch, on virtual time.
  public internal(set) var interactions: InteractionSimulation<Route>
  /// Whether the app is in the background.
  public internal(set) var isInBackground = false
  /// Where the current launch came from.
  public internal(set) var origin: LaunchOrigin
  /// The prompt time at which the app last went to the background, while it is there.
  var backgroundedAt: Duration?
  /// Virtual time that passed in earlier launches of this life (before a relaunch).
  public internal(set) var earlierTime: Duration = .zero
  /// Whether modal steps wait for the UI host's hand-shakes.
  let waitsForHandshakes: Bool
  /// The open windows but the active one, whose state is ``state``, and the rules of moving
  /// between them.
  public internal(set) var windows: AppWindows<Route>
  /// The window the user is in: ``state`` is its state, and the app's launch and interactions
  /// show in it.
  public var activeScene: SceneID { windows.active }
  /// When splashes, work and timeouts end: after their declared durations, or when told
  /// (``AppEvent/workReturned(_:_:)``, ``AppEvent/timeoutFired(_:)``). Kept across relaunches.
  public var timing: StepTiming { interactions.timing }

  private init(
    program: FlowProgram<Route>, state: NavigationState<Route>,
    interactions: InteractionSimulation<Route>, origin: LaunchOrigin, waitsForHandshakes: Bool
  ) {
    self.program = program
    self.state = state
    self.interactions = interactions
    self.origin = origin
    self.waitsForHandshakes = waitsForHandshakes
    self.windows = program.windowsAtLaunch
  }

  // MARK: What the life holds

  /// The facts as they are now.
  public var facts: Facts { interactions.facts }
  /// When the prompts showed, on the prompt clock.
  public var promptHistory: PromptHistory { interactions.promptHistory }
  /// The prompt clock: where it stood when the life was cold-launched, plus the time since.
  public var promptTime: Duration { interactions.promptNow }
  /// The time since the life began, across relaunches.
  public var time: Duration { earlierTime + interactions.now }
  /// Whether an interaction sequence is running.
  public var isRunning: Bool { interactions.isRunning }

  /// How much more time may pass before a clock of the life — its own (``time``), the
  /// launch's or the prompt clock (``promptTime``) — reaches ``ClockRange/limit``, the latest
  /// time a saved life holds. O(1).
  public var timeLeft: Duration {
    // Every wait is checked, so `time` is within the range: nothing here overflows.
    min(interactions.timeLeft, max(ClockRange.limit - time, .zero))
  }

  /// Gives `body` the interaction sequence and the state to drive directly: for a recording's
  /// replay, which plays what the environment did (a step finished by the app's own code, a
  /// suspension) as the recording says. Every other caller performs ``AppEvent``s.
  package mutating func withInteractions<T, Failure: Error>(
    _ body: (inout InteractionSimulation<Route>, inout NavigationState<Route>) throws(Failure) -> T
  ) throws(Failure) -> T {
    try body(&interactions, &state)
  }

  /// The actions of the screen on top of the visible stack, in order; none on a bare launch
  /// screen. ``AppEvent/tap(_:)`` names one by its position here. O(tabs) plus a lookup.
  public var actions: [FlowAction] {
    guard let route = state.visibleStack?.top else { return [] }
    return program.actions(on: route)
  }

  /// Everything the next launch needs from this one. O(size of the state and history).
  public var saved: SavedLife<Route> {
    SavedLife(
      navigation: state, facts: facts, promptHistory: promptHistory, promptTime: promptTime,
      leftAt: isInBackground ? backgroundedAt : nil, pendingSteps: interactions.pendingSteps,
      activeScene: activeScene, otherScenes: windows.inactive)
  }

  // MARK: Cold launch

  /// Launches `program` cold — the process starts — from `origin`, restoring `saved` when
  /// given.
  ///
  /// The facts, the prompt history and clock, a held deep link and the interactions that were
  /// up or queued come back from `saved`; where the user was comes back as the program's
  /// ``FlowProgram/restoreRule`` says (stacks of home, or home afresh). The launch sequence then
  /// runs from `origin`, over what was restored, with the steps that were pending (the one up
  /// presents again as it was, its prompt policy not applied twice); a link `origin` opens
  /// lands in the window its ``DeepLinkScene`` rule chooses, held until the sequence lets it
  /// land.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - origin: Where the launch comes from.
  ///   - saved: What the last launch saved, or `nil` for a fresh install.
  ///   - now: The prompt clock at this launch; `saved`'s ``SavedLife/promptTime`` when `nil`
  ///     (no time passed since the save, as in a relaunch).
  ///   - waitsForHandshakes: Whether modal steps wait for the UI host's hand-shakes.
  ///   - timing: When splashes, work and timeouts end (``StepTiming``): after their declared
  ///     durations, or when told, as a replay of a recording tells them.
  /// - Returns: The life and what launching did.
  /// - Throws: ``AppRefusal/launch(_:)`` when the program's steps cannot run;
  ///   ``AppRefusal/navigation(_:)`` when the link `origin` opens is refused.
  public static func coldLaunch(
    _ program: FlowProgram<Route>, from origin: LaunchOrigin = .icon,
    restoring saved: SavedLife<Route>? = nil, at now: Duration? = nil,
    waitsForHandshakes: Bool = false, timing: StepTiming = .declared
  ) throws(AppRefusal) -> (AppLife, Output) {
    let clock = now ?? saved?.promptTime ?? .zero
    let start = program.coldLaunch(restoring: saved, at: clock)
    let simulation = InteractionSimulation<Route>(
      facts: saved?.facts ?? program.initialFacts, waitsForHandshakes: waitsForHandshakes,
      promptHistory: saved?.promptHistory ?? PromptHistory(), promptOrigin: clock,
      timing: timing)
    var life = AppLife(
      program: program, state: start.state, interactions: simulation, origin: origin,
      waitsForHandshakes: waitsForHandshakes)
    life.windows = program.windows(restoring: saved, at: clock)
    let steps = start.steps
    var output: Output
    do throws(InteractionPlanError) {
      output = try life.interactions.run(steps, from: origin.source, in: &life.state)
    } catch {
      throw .launch(error)
    }
    if case .link(let url) = origin {
      // Opened as the launch begins, in the window its rule chooses, and held until the
      // sequence lets it land; a link the app does not know is refused as when it is opened
      // at any other time.
      life.chooseScene(for: url)
      do throws(NavigationError) {
        output.append(
          try life.interactions.apply(.open(url: url), to: &life.state, rules: program.rules))
      } catch {
        throw .navigation(error)
      }
    }
    return (life, output)
  }

  /// Resumes `saved` as a process still in memory would: the tools' continuity of a session
  /// (the REPL's `--state`), not a cold launch. By the rule of ``FlowProgram/resumption(of:pendingSteps:)``,
  /// a state saved on home comes back as it was and no sequence runs; one saved mid-launch or
  /// with an interaction up or to come runs the sequence again over it, with the steps that
  /// were pending.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - saved: What the session saved.
  ///   - waitsForHandshakes: Whether modal steps wait for the UI host's hand-shakes.
  ///   - timing: When splashes, work and timeouts end (``StepTiming``).
  /// - Returns: The life and what resuming did.
  /// - Throws: ``AppRefusal/launch(_:)`` when the program's steps cannot run.
  public static func resume(
    _ program: FlowProgram<Route>, _ saved: SavedLife<Route>, waitsForHandshakes: Bool = false,
    timing: StepTiming = .declared
  ) throws(AppRefusal) -> (AppLife, Output) {
    let simulation = InteractionSimulation<Route>(
      facts: saved.facts, waitsForHandshakes: waitsForHandshakes,
      promptHistory: saved.promptHistory, promptOrigin: saved.promptTime, timing: timing)
    let resumption = program.resumption(of: saved.navigation, pendingSteps: saved.pendingSteps)
    var life = AppLife(
      program: program, state: resumption.state, interactions: simulation, origin: .icon,
      waitsForHandshakes: waitsForHandshakes)
    // Resumed as they were: a process still in memory keeps its windows.
    life.windows = program.windows(resuming: saved.activeScene, others: saved.otherScenes)
    guard resumption.runsSequence else { return (life, Output()) }
    do throws(InteractionPlanError) {
      let output = try life.interactions.run(resumption.steps, in: &life.state)
      return (life, output)
    } catch {
      throw .launch(error)
    }
  }
}
