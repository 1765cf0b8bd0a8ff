public import Wayfinder

/// An app built from flow files: the model created from its program, its launch started,
/// resumed, sent to the background and back, and the flow's actions performed — all by the
/// runtime's rules, with no performer written by hand.
///
/// ```swift
/// let model = NavigationModel(program: DemoFlow.program())
/// model.start()                      // the launch steps
/// model.tap("Unlock")                // the passcode screen's action
/// for action in model.actions { … }  // the buttons of the screen on top
/// ```
///
/// Every call returns the task doing it on the launch coordinator. Its value is `nil` when the
/// runtime did what was asked, or the refusal, which the model has also kept as
/// ``lastRefusal`` and handed to ``onRefusal``. The model is up to date — state and facts —
/// when the task ends.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel where Route: FlowRoute {
  /// Creates the model of the app `program` describes: a navigator at the program's initial
  /// state with its rules, and a launch coordinator over it. ``start()`` runs the launch.
  ///
  /// - Parameters:
  ///   - program: The app: its initial state, rules, steps and actions.
  ///   - facts: The launch facts; the program's initial facts when `nil`.
  ///   - clock: The clock of timeouts, splashes and events; a `InteractionTestClock` in tests.
  ///   - waitsForHandshakes: Whether a launch modal waits for ``presentationFinished(_:)``
  ///     and ``dismissalFinished(_:)`` before the next presents, as the launch coordinator
  ///     created with this flag does.
  ///   - recorder: Where the session is recorded, if anywhere: the navigator and the launch
  ///     coordinator record into it from the start, so the recording begins with the launch
  ///     and replays (`SessionRecorder`).
  ///   - promptHistory: When the prompts showed in earlier launches, as saved.
  ///   - promptClock: The time prompts are counted in, going on across launches (the launch
  ///     coordinator's `promptClock:`); the launch's own clock when `nil`.
  public convenience init(
    program: FlowProgram<Route>, facts: Facts? = nil,
    clock: any Clock<Duration> = ContinuousClock(), waitsForHandshakes: Bool = false,
    recorder: (any TraceRecorder)? = nil, promptHistory: PromptHistory = PromptHistory(),
    promptClock: (@Sendable () -> Duration)? = nil
  ) {
    self.init(
      program: program, state: program.initialState, facts: facts ?? program.initialFacts,
      sequence: program.launchSteps, clock: clock, waitsForHandshakes: waitsForHandshakes,
      recorder: recorder, promptHistory: promptHistory, promptClock: promptClock)
  }

  private convenience init(
    program: FlowProgram<Route>, state: NavigationState<Route>, facts: Facts,
    sequence: [InteractionStep<Route>]?, clock: any Clock<Duration>, waitsForHandshakes: Bool,
    recorder: (any TraceRecorder)? = nil, promptHistory: PromptHistory,
    promptClock: (@Sendable () -> Duration)?, windows: AppWindows<Route>? = nil
  ) {
    let navigator = Navigator(state, rules: program.rules)
    if program.windows == .multiple {
      navigator.allowWindows(windows ?? program.windowsAtLaunch)
    }
    if let recorder { navigator.startRecording(recorder) }
    let launch = InteractionCoordinator(
      navigator: navigator, facts: facts, clock: clock, waitsForHandshakes: waitsForHandshakes,
      promptHistory: promptHistory, promptClock: promptClock)
    self.init(
      navigator: navigator, launch: launch, facts: facts, program: program,
      sequence: sequence,
      settings: LaunchSettings(
        clock: clock, waitsForHandshakes: waitsForHandshakes, promptClock: promptClock))
  }

  /// The model of a saved state of `program`, brought back by the program's rule
  /// (`FlowProgram.resumption(of:)`): a state saved on home with nothing pending comes back as
  /// it was and ``start()`` runs nothing; a state saved mid-launch, or with an interaction up
  /// or to come, loses what the sequence owned and ``start()`` runs the launch steps again with
  /// the step whose modal was up (`FlowProgram.Resumption.steps`), so restarting is no way
  /// around a gate, a prompt that was up comes back, and a held deep link lands when they let
  /// it. An app of several windows gets them back as they were, as a process still in memory
  /// keeps them: `saved` is window `activeScene`'s state, and `otherScenes` holds the others
  /// (`AppSession.resume` and `AppLife.resume` take them alike).
  ///
  /// - Parameters:
  ///   - saved: The state as it was saved.
  ///   - facts: The facts as they were saved.
  ///   - program: The app.
  ///   - clock: The launch coordinator's clock.
  ///   - waitsForHandshakes: As for
  ///     ``init(program:facts:clock:waitsForHandshakes:recorder:promptHistory:promptClock:)``.
  ///   - promptHistory: When the prompts showed, as saved with the state.
  ///   - activeScene: The window `saved` is the state of (`SavedLife.activeScene`).
  ///   - otherScenes: Every other open window's state (`SavedLife.otherScenes`).
  ///   - promptClock: The time prompts are counted in, going on from where it stood when the
  ///     state was saved; the launch's own clock when `nil`.
  /// - Returns: The model, not started yet; an ``AppModel`` over it has every window.
  public static func resume(
    saved: NavigationState<Route>, facts: Facts, program: FlowProgram<Route>,
    clock: any Clock<Duration> = ContinuousClock(), waitsForHandshakes: Bool = false,
    promptHistory: PromptHistory = PromptHistory(), activeScene: SceneID = .first,
    otherScenes: [SceneID: NavigationState<Route>] = [:],
    promptClock: (@Sendable () -> Duration)? = nil
  ) -> NavigationModel<Route> {
    let resumption = program.resumption(of: saved)
    return NavigationModel(
      program: program, state: resumption.state, facts: facts,
      sequence: resumption.runsSequence ? resumption.steps : nil, clock: clock,
      waitsForHandshakes: waitsForHandshakes, promptHistory: promptHistory,
      promptClock: promptClock,
      windows: program.windows(resuming: activeScene, others: otherScenes))
  }

  /// The model of a cold launch of `program` — the process starts — restoring `saved`, by the
  /// core's one rule (`FlowProgram.coldLaunch(restoring:at:)`, which `AppLife` follows on
  /// virtual time, and `InteractionCoordinator.coldLaunch` on a real clock): the launch screen up
  /// over the home the program's `restoreRule` keeps, the facts, prompt history and clock and
  /// held deep link of `saved`; ``start()`` then runs the launch steps from `origin`'s source,
  /// with the steps that were pending, so the passcode asks again on every cold launch. A link
  /// `origin` opens is opened as the launch begins, held until the sequence lets it land.
  ///
  /// ```swift
  /// let saved = await model.saved   // handed to a store on background or quit, read back here
  /// let next = NavigationModel.coldLaunch(program: DemoFlow.program(), restoring: saved)
  /// next.start()
  /// ```
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - saved: What the last launch saved; `nil` for a fresh install.
  ///   - origin: Where the launch comes from.
  ///   - clock: The launch coordinator's clock.
  ///   - waitsForHandshakes: As for
  ///     ``init(program:facts:clock:waitsForHandshakes:recorder:promptHistory:promptClock:)``.
  ///   - promptClock: The time prompts are counted in, going on across launches (an epoch the
  ///     app keeps); when `nil`, `saved`'s prompt time plus the time since this launch began
  ///     on `clock`.
  /// - Returns: The model, not started yet.
  public static func coldLaunch(
    program: FlowProgram<Route>, restoring saved: SavedLife<Route>?,
    from origin: LaunchOrigin = .icon,
    clock: any Clock<Duration> = ContinuousClock(), waitsForHandshakes: Bool = false,
    promptClock: (@Sendable () -> Duration)? = nil
  ) -> NavigationModel<Route> {
    let (launch, steps) = InteractionCoordinator.preparingColdLaunch(
      program, restoring: saved, clock: clock, waitsForHandshakes: waitsForHandshakes,
      promptClock: promptClock)
    let model = NavigationModel(
      navigator: launch.navigator, launch: launch, facts: saved?.facts ?? program.initialFacts,
      program: program, sequence: steps,
      settings: LaunchSettings(
        clock: clock, waitsForHandshakes: waitsForHandshakes, promptClock: promptClock))
    model.sequenceOrigin = origin
    return model
  }

  /// The program the model was created from; `nil` for a model created with
  /// ``init(navigator:launch:)``.
  public var program: FlowProgram<Route>? { erasedProgram as? FlowProgram<Route> }

  /// The actions of the screen on top, in the order the flow declares them, each with
  /// whether its `when:` holds with ``facts``. Empty while only the launch screen shows, and
  /// for a model without a program.
  public var actions: [ScreenAction] {
    guard let program, let route = state.visibleStack?.top else { return [] }
    return program.actions(on: route).map { action in
      ScreenAction(
        action, unmetCondition: action.unmetCondition(facts: facts, version: program.version))
    }
  }

  /// Runs the launch steps, once: the launch of a new model, or the sequence again over a
  /// resumed state that needs it (``resume(saved:facts:program:clock:waitsForHandshakes:promptHistory:activeScene:otherScenes:promptClock:)``).
  /// Later calls, and a resumed state that needs no sequence, run nothing. Returns once the
  /// steps are scheduled; the launch coordinator's `waitUntilFinished()` waits for the end.
  ///
  /// - Returns: The task doing it; its value is the refusal, or `nil`.
  @discardableResult
  public func start() -> Task<NavigationRefusal?, Never> {
    guard program != nil, let launch else {
      return refused(.noProgram("run the launch steps"))
    }
    guard let steps = sequence else { return Task { nil } }
    sequence = nil
    let (origin, isRelaunch) = (sequenceOrigin, sequenceIsRelaunch)
    return Task {
      do throws(InteractionCoordinator<Route>.BeginRefusal) {
        try await launch.beginLaunch(steps, from: origin, asRelaunch: isRelaunch)
      } catch {
        sequence = steps
        switch error {
        case .link(let error): return reported(.navigation(error))
        case .steps(let error): return reported(.launch(error))
        }
      }
      await syncFacts()
      refresh()
      return nil
    }
  }

  /// Performs `action` as one event of the runtime: its `when:`, its `with:` values, its
  /// facts, the finish of the step that presented its screen (or the dismissal of a modal the
  /// app presented), the steps it runs and its navigation — all of it, or, when refused,
  /// nothing: not the state, the facts or the steps.
  ///
  /// - Returns: The task doing it; its value is the refusal (``NavigationRefusal/action(_:)``),
  ///   or `nil` when the action was performed.
  @discardableResult
  public func perform(_ action: FlowAction) -> Task<NavigationRefusal?, Never> {
    perform(action, on: nil)
  }

  /// Performs `action` as ``perform(_:)-(FlowAction)`` does, refused unless `screen` (when
  /// given) is still on top when the launch coordinator takes it.
  func perform(_ action: FlowAction, on screen: Route?) -> Task<NavigationRefusal?, Never> {
    guard let program, let launch else {
      return refused(.noProgram("perform '\(action.label)'"))
    }
    if let refusal = refusalToEnter() { return Task { refusal } }
    return Task {
      do throws(ActionRefusal) {
        try await launch.perform(action, of: program, on: screen)
      } catch {
        refresh()
        return reported(.action(error))
      }
      await syncFacts()
      refresh()
      return nil
    }
  }

  /// Performs the action labelled `label` (exactly) of the screen on top, as
  /// ``perform(_:)-(FlowAction)`` does. A label the screen does not have is refused at once with
  /// ``NavigationRefusal/noSuchAction(label:screen:labels:)``.
  ///
  /// The tap belongs to the screen on top now: when that screen has left the top by the time
  /// the launch coordinator takes the tap (the user switched tabs at once, say), the tap is
  /// refused with `ActionRefusal.notOnTop(label:screen:)` rather than pushing onto the stack
  /// on screen then. A host whose drawing may lag the model names the screen it showed:
  /// ``tap(_:on:)``.
  ///
  /// - Returns: The task doing it; see ``perform(_:)-(FlowAction)``.
  @discardableResult
  public func tap(_ label: String) -> Task<NavigationRefusal?, Never> {
    guard let program else { return refused(.noProgram("tap '\(label)'")) }
    refresh()
    let route = state.visibleStack?.top
    let actions = route.map(program.actions(on:)) ?? []
    guard let action = actions.first(where: { $0.label == label }) else {
      return refused(
        .noSuchAction(
          label: label, screen: route?.screenRoute.screen, labels: actions.map(\.label)))
    }
    return perform(action, on: route)
  }

  /// The app went to the background: launch modals stop presenting until it comes back.
  ///
  /// - Returns: The task telling the launch coordinator.
  @discardableResult
  public func enterBackground() -> Task<Void, Never> {
    Task {
      await launch?.enterBackground()
      refresh()
    }
  }

  /// The app came back to the foreground: the launch steps run again, merged by identifier
  /// into what is going on, then modals present again, in priority order.
  ///
  /// - Returns: The task doing it; its value is the refusal, or `nil`.
  @discardableResult
  public func enterForeground() -> Task<NavigationRefusal?, Never> {
    guard let program, let launch else {
      return refused(.noProgram("come back to the foreground"))
    }
    return Task {
      do throws(InteractionPlanError) {
        try await launch.enterForeground(of: program)
      } catch {
        refresh()
        return reported(.launch(error))
      }
      await syncFacts()
      refresh()
      return nil
    }
  }

  /// Reports `refusal` now and returns a finished task whose value it is.
  func refused(_ refusal: NavigationRefusal) -> Task<NavigationRefusal?, Never> {
    report(refusal)
    return Task { refusal }
  }

  /// Reports `refusal` and returns it.
  func reported(_ refusal: NavigationRefusal) -> NavigationRefusal {
    report(refusal)
    return refusal
  }
}
