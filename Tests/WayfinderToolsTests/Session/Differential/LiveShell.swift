import Wayfinder
import WayfinderTesting
import WayfinderUI

/// The live shell an app uses: an `AppModel` — a `NavigationModel` per window over one navigator
/// and one launch coordinator — on a `InteractionTestClock` the test moves deadline by deadline,
/// with every event recorded. A relaunch is the model's own, on the same clock; a restore makes
/// a new model on a new one. Windows open, become active and close through the app model, as a
/// SwiftUI app's scenes ask it to, and each window is read through its own model.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor final class LiveShell {
  /// What a command did: the refusal's words, if refused, and whether the model's facts were
  /// expected to be up to date when its task ended (and were not).
  struct Outcome {
    var refusal: String?
    var staleFacts: String?
  }

  let program: FlowProgram<ScreenRoute>
  /// The app's windows.
  private(set) var app: AppModel<ScreenRoute>
  /// The model of whichever window is active, which acts for the whole app.
  var model: NavigationModel<ScreenRoute> { app.app }
  private(set) var clock: InteractionTestClock
  private(set) var log: LiveEventLog
  /// The session time this launch's clock started at (earlier launches', after a relaunch).
  private(set) var offset: Duration
  /// Where the test clock stood when this launch began: a relaunch goes on on the same clock.
  private var launchStart = Duration.zero
  /// How many of this launch's events have been compared.
  var compared = 0

  private init(
    program: FlowProgram<ScreenRoute>, model: NavigationModel<ScreenRoute>,
    clock: InteractionTestClock, offset: Duration
  ) {
    self.program = program
    app = AppModel(model)
    self.clock = clock
    self.offset = offset
    log = LiveEventLog(model)
  }

  /// The app launched on a fresh clock: the model created from the program, then started.
  static func start(_ program: FlowProgram<ScreenRoute>) async -> (LiveShell, Outcome) {
    let clock = InteractionTestClock()
    let shell = LiveShell(
      program: program, model: NavigationModel(program: program, clock: clock), clock: clock,
      offset: .zero)
    return (shell, await shell.startModel())
  }

  private static func coordinator(
    of model: NavigationModel<ScreenRoute>
  ) -> InteractionCoordinator<ScreenRoute> {
    guard let launch = model.launch else {
      preconditionFailure("a model created from a program has a launch coordinator")
    }
    return launch
  }

  private var launch: InteractionCoordinator<ScreenRoute> { Self.coordinator(of: model) }

  /// The events of this launch not compared yet, on the session's time.
  func uncomparedEvents() -> [InteractionEvent] {
    let events = log.events
    let new = events[min(compared, events.count)...].map { event in
      var shifted = event
      shifted.time += offset
      return shifted
    }
    compared = events.count
    return new
  }

  /// Performs `command`; `wait` goes through ``advance(to:)`` instead. `value` reads a fact's
  /// text as `set` does.
  func apply(
    _ command: DifferentialCommand, earlierTime: Duration,
    value: (_ fact: String, _ text: String) -> FactValue?
  ) async -> Outcome {
    model.clearLastRefusal()
    // Whether the command went through a task of the model, after which its facts are up to
    // date; navigation and the coordinator's own calls promise nothing about them.
    var syncsFacts = true
    switch command {
    case .tap(let label):
      _ = await model.tap(label).value
      if case .noSuchAction(let label, _, _)? = model.lastRefusal {
        return Outcome(refusal: SessionShell.noSuchAction(label))
      }
    case .back, .pop, .root, .dismiss, .tab, .open:
      syncsFacts = false
      navigate(command)
    case .openWindow:
      syncsFacts = false
      app.openWindow()
    case .activateWindow(let number):
      syncsFacts = false
      app.activateWindow(SceneID(number))
    case .closeWindow(let number):
      syncsFacts = false
      app.closeWindow(SceneID(number))
    case .set(let fact, let text):
      guard let value = value(fact, text) else { return Outcome(refusal: "no value \(text)") }
      await model.setFacts([fact: value]).value
    case .wait:
      syncsFacts = false
    case .background:
      syncsFacts = false
      await model.enterBackground().value
    case .foreground:
      _ = await model.enterForeground().value
    case .run(let step):
      syncsFacts = false
      do {
        try await launch.enqueue(try program.steps([StepID(step)]))
        model.refresh()
      } catch {
        return Outcome(refusal: "\(error)")
      }
    case .cancel(let step):
      _ = await model.cancel(StepID(step)).value
    case .cancelAll:
      syncsFacts = false
      await launch.cancelAll()
      model.refresh()
    case .saveAndRestore:
      do {
        let navigator = model.navigator
        let others = Dictionary(
          uniqueKeysWithValues: navigator.scenes.filter { $0 != navigator.activeScene }
            .compactMap { scene in navigator.navigation(in: scene).map { (scene, $0) } })
        let saved = try SessionShell.roundTrip(
          SessionShell.Saved(
            state: navigator.state, facts: await launch.facts,
            activeScene: navigator.activeScene, otherScenes: others))
        let clock = InteractionTestClock()
        await replace(
          with: NavigationModel.resume(
            saved: saved.state, facts: saved.facts, program: program, clock: clock,
            activeScene: saved.activeScene, otherScenes: saved.otherScenes),
          clock: clock, offset: earlierTime)
      } catch {
        return Outcome(refusal: "\(error)")
      }
    case .relaunch(let origin):
      // The model's own relaunch: a cold launch restoring what it saves, by the core's one
      // rule, on the same clock. The new launch's events start a log of their own.
      let start = clock.now.offset
      log = LiveEventLog(model)
      compared = 0
      if await model.relaunch(from: origin).value == nil {
        launchStart = start
        offset = earlierTime
      }
    case .coldLaunch(let origin):
      // What the model saves, cold-launched on a new clock by a new model, as an app does
      // when its process starts.
      if case .link(let url) = origin {
        // A link the app does not know: the new model's start would refuse it; the app goes
        // on as it was, as the session does.
        do throws(NavigationError) {
          _ = try model.state.applying(.open(url: url), rules: program.rules)
        } catch {
          return Outcome(refusal: NavigationRefusal.navigation(error).description)
        }
      }
      let saved = await model.saved
      let clock = InteractionTestClock()
      await replace(
        with: NavigationModel.coldLaunch(
          program: program, restoring: saved, from: origin, clock: clock),
        clock: clock, offset: earlierTime)
    }
    var outcome = Outcome(refusal: model.lastRefusal?.description)
    if syncsFacts, outcome.refusal == nil {
      let facts = await launch.facts
      if model.facts != facts {
        outcome.staleFacts = "model: \(model.facts), coordinator: \(facts)"
      }
    }
    return outcome
  }

  /// Sends a navigation command as a view does.
  private func navigate(_ command: DifferentialCommand) {
    switch command {
    case .back: _ = model.back()
    case .pop: model.send(.pop())
    case .root: model.send(.popToRoot())
    case .dismiss: model.send(.dismiss)
    case .tab(let id): model.select(TabID(id))
    case .open(let url): model.open(url: url)
    default: break
    }
  }

  /// Moves the test clock to `time` on this launch's clock, waking what is due.
  func advance(to time: Duration) async {
    await clock.advance(by: time - now)
  }

  /// The time on this launch's clock.
  private var now: Duration { clock.now.offset - launchStart }

  /// Waits until this launch has delivered `count` events in all; `false` when it has not
  /// within the failure deadline: ten minutes, which only a coordinator that never delivers
  /// them reaches — on a busy machine a test can wait minutes for a thread.
  func awaitEvents(_ count: Int) async -> Bool {
    await log.wait(forCount: count, within: .seconds(600))
  }

  /// Takes a new model in place of the current one (a restore), and starts it. The old
  /// launch is called off and its clock run out, so no task of it is left waiting.
  private func replace(
    with new: NavigationModel<ScreenRoute>, clock: InteractionTestClock, offset: Duration
  ) async {
    let old = (launch, self.clock)
    app = AppModel(new)
    self.clock = clock
    self.offset = offset
    launchStart = .zero
    log = LiveEventLog(model)
    compared = 0
    await old.0.cancelAll()
    await old.1.advance(by: .seconds(1_000_000))
    _ = await startModel()
  }

  private func startModel() async -> Outcome {
    Outcome(refusal: await model.start().value?.description)
  }

  /// Problems with how the navigator's windows hold the app's state; empty when none.
  func windowInvariantViolations() -> [String] {
    model.navigator.windows?.invariantViolations() ?? []
  }

  /// The live view: the model's state, the coordinator's facts and steps, and the windows.
  func view() async -> ShellView {
    let launch = self.launch
    var statuses: [StepID: StepStatus?] = [:]
    for id in program.stepOrder { statuses[id] = await launch.status(of: id) }
    let facts = await launch.facts
    let presented = await launch.presentedStep
    let suspended = await launch.isSuspended
    app.refresh()
    let actions = model.actions.map { screenAction in
      let available = screenAction.action.isAvailable(facts: facts, version: program.version)
      return available ? screenAction.label : "\(screenAction.label) (unavailable)"
    }
    // Each window as its own model mirrors it, and its cover as the app model says.
    let windows = app.scenes.map { scene in
      ShellView.Window(scene: scene, state: app.window(scene)?.state, cover: app.cover(of: scene))
    }
    return ShellView(
      state: model.state, facts: facts, statuses: statuses, presentedStep: presented,
      isSuspended: suspended, actions: actions, now: now, activeScene: app.activeScene,
      windows: windows)
  }
}
