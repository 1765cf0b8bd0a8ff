/// The app's life on a real clock: what a save keeps of a live launch, and a cold launch
/// restoring it, by the same rule ``AppLife`` follows on virtual time.
extension InteractionCoordinator {
  /// Everything the next launch needs from this one, as ``AppLife/saved`` gives it on virtual
  /// time: where the user is (the navigator's state, with its held deep link), the facts, when
  /// the prompts showed and where the prompt clock stands, when the app went to the background
  /// if it is there (``SavedLife/leftAt``, from ``enterBackground()``), and the steps of the
  /// sequence that have not ended. Hand it to a store when the app goes to the background or
  /// quits. O(size of the state and history).
  public var saved: SavedLife<Route> {
    let (state, windows) = navigator.stateAndWindows
    return SavedLife(
      navigation: state, facts: facts, promptHistory: promptHistory,
      promptTime: promptClock(), leftAt: backgroundedAt, pendingSteps: pendingSteps,
      activeScene: windows?.active ?? .first, otherScenes: windows?.inactive ?? [:])
  }
}

extension InteractionCoordinator where Route: FlowRoute {
  /// Launches `program` cold — the process starts — from `origin`, restoring `saved` when
  /// given: ``AppLife/coldLaunch(_:from:restoring:at:waitsForHandshakes:timing:)`` on a real clock,
  /// by the same rule (``FlowProgram/coldLaunch(restoring:at:)``).
  ///
  /// The navigator starts where the rule says — the launch screen up over the home `saved`
  /// keeps by the program's ``FlowProgram/restoreRule``, with `saved`'s held deep link — under
  /// the program's rules. The coordinator over it takes `saved`'s facts and prompt history,
  /// and its prompt clock goes on from `saved`'s. The launch steps run from `origin`'s source
  /// with the steps that were pending (the one that was up presents again as it was), so a
  /// passcode asks again on every cold launch; then a link `origin` opens is opened in the
  /// window its ``DeepLinkScene`` rule chooses, held until the sequence lets it land. Returns once they are scheduled;
  /// ``waitUntilFinished()`` waits for home.
  ///
  /// ```swift
  /// let launch = try await InteractionCoordinator.coldLaunch(
  ///   DemoFlow.program(), from: .notification, restoring: lastSaved)
  /// let navigator = launch.navigator       // what the app shows
  /// // … on background or quit:
  /// let saved = await launch.saved         // what the next cold launch restores
  /// ```
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - origin: Where the launch comes from.
  ///   - saved: What the last launch saved, or `nil` for a fresh install.
  ///   - clock: The clock of timeouts, splashes and events; a `InteractionTestClock` in tests.
  ///   - waitsForHandshakes: Whether modal steps wait for the UI host's hand-shakes.
  ///   - promptClock: The time prompts are counted in, going on across launches (see
  ///     ``init(navigator:facts:clock:waitsForHandshakes:promptHistory:promptClock:)``);
  ///     when `nil`, `saved`'s prompt time plus the time since this launch began on `clock`.
  ///   - recorder: Where the session is recorded, if anywhere, from the launch on.
  /// - Returns: The coordinator, its launch under way; its ``navigator`` holds the state.
  /// - Throws: ``AppRefusal/navigation(_:)`` when the link `origin` opens is refused;
  ///   ``AppRefusal/launch(_:)`` when the program's steps cannot run. Nothing has run then.
  public static func coldLaunch(
    _ program: FlowProgram<Route>, from origin: LaunchOrigin = .icon,
    restoring saved: SavedLife<Route>? = nil, clock: any Clock<Duration> = ContinuousClock(),
    waitsForHandshakes: Bool = false, promptClock: (@Sendable () -> Duration)? = nil,
    recorder: (any TraceRecorder)? = nil
  ) async throws(AppRefusal) -> InteractionCoordinator {
    let (launch, steps) = preparingColdLaunch(
      program, restoring: saved, clock: clock, waitsForHandshakes: waitsForHandshakes,
      promptClock: promptClock)
    if let recorder { launch.navigator.startRecording(recorder) }
    do throws(BeginRefusal) {
      try await launch.beginLaunch(steps, from: origin, asRelaunch: false)
    } catch {
      switch error {
      case .link(let error): throw .navigation(error)
      case .steps(let error): throw .launch(error)
      }
    }
    return launch
  }

  /// A cold launch of `program` restoring `saved`, made but not run: a navigator at the state
  /// ``FlowProgram/coldLaunch(restoring:at:)`` starts from, a coordinator over it with
  /// `saved`'s facts, prompt history and prompt clock, and the steps to run. What
  /// ``coldLaunch(_:from:restoring:clock:waitsForHandshakes:promptClock:recorder:)`` and the
  /// UI model's cold launch and relaunch share.
  package static func preparingColdLaunch(
    _ program: FlowProgram<Route>, restoring saved: SavedLife<Route>?,
    clock: any Clock<Duration>, waitsForHandshakes: Bool,
    promptClock: (@Sendable () -> Duration)?
  ) -> (launch: InteractionCoordinator, steps: [InteractionStep<Route>]) {
    let now = promptClock.map { ClockRange.clamped($0()) }
    let start = program.coldLaunch(restoring: saved, at: now)
    let navigator = Navigator(start.state, rules: program.rules)
    if program.windows == .multiple {
      navigator.allowWindows(program.windows(restoring: saved, at: now))
    }
    let launch = InteractionCoordinator(
      navigator: navigator, facts: saved?.facts ?? program.initialFacts, clock: clock,
      waitsForHandshakes: waitsForHandshakes,
      promptHistory: saved?.promptHistory ?? PromptHistory(), promptClock: promptClock,
      promptOrigin: saved?.promptTime ?? .zero)
    return (launch, start.steps)
  }

  /// Starts a cold launch's sequence from `origin`, in one turn and in the order ``AppLife``
  /// takes it: `steps` run from `origin`'s source, then the link `origin` opens is opened,
  /// held until the sequence lets it land. A relaunch (`asRelaunch`) is recorded as the
  /// `relaunch` it is, which a replay performs as the cold launch it was, the link's opening
  /// among its outcomes; otherwise the run is recorded as a launch's and the link as the
  /// app's `open`. The UI model starts its launches through it.
  ///
  /// - Throws: ``BeginRefusal``; nothing has run then.
  package func beginLaunch(
    _ steps: [InteractionStep<Route>], from origin: LaunchOrigin, asRelaunch: Bool
  ) throws(BeginRefusal) {
    var link: String?
    if case .link(let url) = origin {
      // Whether a link is refused does not depend on what the launch does first, so it is
      // refused before anything runs.
      do throws(NavigationError) {
        _ = try navigator.state.applying(.open(url: url), rules: navigator.rules)
      } catch {
        throw .link(error)
      }
      link = url
    }
    let input = asRelaunch ? TraceEvent.relaunch(from: origin.source, link: link) : nil
    do throws(InteractionPlanError) {
      _ = try start(steps, replaysEnded: false, source: origin.source, recording: input)
    } catch {
      throw .steps(error)
    }
    guard let link else { return }
    do throws(NavigationError) {
      if asRelaunch {
        // In the window the link's rule chooses, as a link sent to the navigator lands.
        try navigator.applyOpening(link)
      } else {
        try navigator.send(.open(url: link))
      }
    } catch {
      throw .link(error)
    }
  }

  /// Why ``beginLaunch(_:from:asRelaunch:)`` started nothing.
  package enum BeginRefusal: Error {
    /// The link the launch opens was refused.
    case link(NavigationError)
    /// The steps cannot run.
    case steps(InteractionPlanError)
  }
}
